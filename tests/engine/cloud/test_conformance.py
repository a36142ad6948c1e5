"""The spec's §13 conformance scenarios K1–K15, one test (or a few) per scenario."""

from __future__ import annotations

import hashlib
import random

from engine.cloud import CloudGame, Hex, Pending, Phase
from engine.cloud.policy import random_action
from engine.cloud.terrain import Terrain
from engine.core.family import Actor

from .helpers import (
    A,
    B,
    C,
    advance_to,
    arrange,
    end_turn,
    leaked_hand_cards,
    line_grid,
    place_tile,
    refused,
    rolls_in,
    run,
    started,
)

M, P, V, S = Terrain.MOUNTAINS, Terrain.PLAINS, Terrain.VOID, Terrain.SKY


def _superposed_a(game: CloudGame, a0_damage: int = 0, a0b_damage: int = 0) -> None:
    game.units["A0"].damage = a0_damage
    game.units["A0b"].damage = a0b_damage
    game.players[A].superposed_this_turn = True


def test_k1_maximum_qubits_grow_to_ten() -> None:
    """K1: M after A's turns 1…12 is 1, 2, …, 10, 10, 10."""
    game = started()
    seen: list[int] = []
    while len(seen) < 12:
        if game.active == A:
            seen.append(game.players[A].m)
        end_turn(game)
    assert seen == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10]


def test_k1_leftover_qubits_are_lost_at_turn_start() -> None:
    """K1: a turn starting with Q = 1 left refills to the new maximum (turn 4: Q = 4)."""
    game = started()
    while game.players[A].turns < 3 or game.active != A:
        end_turn(game)
    game.players[A].q = 1
    end_turn(game)
    advance_to(game, A)
    assert (game.players[A].q, game.players[A].m) == (4, 4)


def test_k1_bonus_exceeds_maximum_for_one_turn() -> None:
    """K1: a bonus 5 at M = 10 gives Q = 15 for the turn; after T8 Q ≤ 10."""
    game = started()
    arrange(
        game,
        tiles=line_grid(2),
        units=[("A0", Hex(0, 0)), ("A0b", Hex(2, 0)), ("B0", Hex(-2, 0))],
        active=B,
    )
    game.players[A].m = 9
    game.pin("dice", 5)
    end_turn(game)
    assert game.active == A
    assert (game.players[A].q, game.players[A].m) == (15, 10)
    end_turn(game)
    assert game.players[A].q <= 10


def test_k2_no_involvement_means_no_zeno_roll() -> None:
    """K2: after a flip with no attack or damage in the round: no Zeno roll, bonus r, Q = M + r."""
    game = started()
    arrange(
        game,
        tiles=line_grid(2),
        units=[("A0", Hex(0, 0)), ("B0", Hex(-2, 0))],
        qubits={A: 6},
        active=A,
    )
    game.pin("dice", 4)
    run(game, A, "superpose 2,0")
    assert game.superposed(A) and game.players[A].q == 4
    end_turn(game)
    start = len(game.lines)
    game.pin("dice", 3)
    end_turn(game)
    assert game.active == A
    assert rolls_in(game.lines[start:], "Z4") == []
    assert rolls_in(game.lines[start:], "Z5") == [3]
    assert game.players[A].q == game.players[A].m + 3
    assert game.superposed(A)


def test_k2_zeno_six_keeps_superposition() -> None:
    """K2: a copy attacked in the round and a Zeno 6: both copies stay, bonus roll as usual."""
    game = started()
    arrange(
        game,
        tiles=line_grid(2),
        units=[
            ("A0", Hex(0, 0)),
            ("A0b", Hex(2, 0)),
            ("B0", Hex(-2, 0)),
            ("B1", Hex(2, -1), "Pizza Rat"),
        ],
        hands={A: ["Fireball"], B: []},
        qubits={A: 2, B: 1},
        active=B,
    )
    _superposed_a(game)
    run(game, B, "attack B1 A0b")
    run(game, A, "pass")
    assert game.life_of(game.units["A0b"]) == 21
    start = len(game.lines)
    game.pin("dice", 6, 2)
    end_turn(game)
    assert rolls_in(game.lines[start:], "Z4") == [6]
    assert rolls_in(game.lines[start:], "Z5") == [2]
    assert game.superposed(A)
    assert game.players[A].q == game.players[A].m + 2
    assert game.life_of(game.units["A0b"]) == 21


def _k3_position() -> CloudGame:
    game = started()
    arrange(
        game,
        tiles=line_grid(2),
        units=[
            ("A0", Hex(0, 0)),
            ("A0b", Hex(2, 0)),
            ("B0", Hex(-2, 0)),
            ("B1", Hex(0, 1), "Pizza Rat"),
        ],
        hands={A: ["Fireball"], B: []},
        qubits={A: 9, B: 1},
        active=B,
    )
    _superposed_a(game, a0_damage=9, a0b_damage=13)
    run(game, B, "attack B1 A0")
    run(game, A, "pass")
    assert game.life_of(game.units["A0"]) == 12
    game.pin("dice", 3)
    end_turn(game)
    assert game.active == A and game.pending is Pending.KEEP
    return game


def test_k3_zeno_failure_keeps_the_chosen_copy() -> None:
    """K3: roll 3, A keeps A0b (Life 9): A0 leaves, A0b Coherent at 9, no bonus roll."""
    game = _k3_position()
    start = len(game.lines)
    run(game, A, "keep A0b")
    assert "A0" not in game.units
    assert game.life_of(game.units["A0b"]) == 9
    assert not game.superposed(A)
    assert game.public_view()["players"][A]["avatar"] == "John Doe"
    assert rolls_in(game.lines[start:], "Z5") == []


def test_k3_flip_refused_this_turn_and_next_then_accepted() -> None:
    """K3: after the collapse `superpose` is refused this turn and next, accepted the one after."""
    game = _k3_position()
    run(game, A, "keep A0b")
    place_tile(game)
    game.players[A].q = 9
    refused(game, A, "superpose 1,1", "Z2")
    end_turn(game)
    advance_to(game, A)
    game.players[A].q = 9
    refused(game, A, "superpose 1,1", "previous turn")
    end_turn(game)
    advance_to(game, A)
    game.players[A].q = 9
    run(game, A, "superpose 1,1")
    assert game.superposed(A)


def test_k3_deadline_keeps_the_copy_with_more_life() -> None:
    """K3: had A let the deadline pass, A0 (more Life) would stay."""
    game = _k3_position()
    run(game, Actor.SYSTEM, "timeout")
    assert "A0" in game.units and "A0b" not in game.units
    assert game.life_of(game.units["A0"]) == 12


def test_k4_flip_refused_without_a_free_tile() -> None:
    """K4: Q ≥ 6 and no free mountains tile: `superpose` refused, Q unchanged."""
    game = started()
    tiles = {h: P for h in line_grid(2)}
    tiles[Hex(0, 0)] = M
    arrange(
        game, tiles=tiles, units=[("A0", Hex(0, 0)), ("B0", Hex(-2, 0))], qubits={A: 8}, active=A
    )
    refused(game, A, "superpose 1,0", "no free mountains tile")
    assert game.players[A].q == 8


def test_k5_destroyed_copy_leaves_the_other_coherent() -> None:
    """K5: Flame Warrior destroys B0b (Life 3): B0 Coherent at once, Life unchanged, B living."""
    game = started()
    arrange(
        game,
        tiles=line_grid(2),
        units=[
            ("A0", Hex(-2, 0)),
            ("A1", Hex(1, 0), "Flame Warrior"),
            ("B0", Hex(0, -2)),
            ("B0b", Hex(2, 0)),
        ],
        hands={A: [], B: ["Cat Video"]},
        qubits={A: 1, B: 2},
        active=A,
    )
    game.units["B0"].damage = 5
    game.units["B0b"].damage = 15
    run(game, A, "attack A1 B0b")
    assert game.window is not None
    run(game, B, "pass")
    assert "B0b" not in game.units
    assert not game.superposed(B)
    assert game.life_of(game.units["B0"]) == 13
    assert game.players[B].alive
    assert game.life_of(game.units["A1"]) == 2
    end_turn(game)
    assert game.life_of(game.units["A1"]) == 3


def test_k6_algorithm_in_an_attack_window() -> None:
    """K6: B plays Duplicate in the window; A must pass again; the Troll dies, the Cat lives."""
    game = started()
    arrange(
        game,
        tiles=line_grid(2),
        units=[
            ("A0", Hex(-2, 0)),
            ("A1", Hex(0, 0), "Comment Troll"),
            ("B0", Hex(2, 0)),
            ("B1", Hex(1, 0), "Grumpy Cat"),
        ],
        hands={A: ["Fireball"], B: ["Duplicate"]},
        qubits={A: 2, B: 3},
        active=A,
    )
    run(game, A, "attack A1 B1")
    assert game.waiting() == [B]
    run(game, B, 'play "Duplicate" B1')
    assert game.players[B].q == 0
    cat = game.units["B1"]
    assert (game.attack_of(cat), game.life_of(cat)) == (4, 4)
    assert game.waiting() == [A]
    run(game, A, "pass")
    assert "A1" not in game.units
    assert (game.life_of(cat), game.max_life_of(cat)) == (2, 4)
    end_turn(game)
    assert (game.attack_of(cat), game.life_of(cat), cat.damage) == (2, 2, 0)


def _k7_position(attacker: str = "A1") -> CloudGame:
    game = started()
    units = [("A0", Hex(-2, 0)), ("B0", Hex(2, 0)), ("B1", Hex(1, 0), "Pizza Rat")]
    if attacker == "A1":
        units.append(("A1", Hex(0, 0), "Flame Warrior"))
    else:
        units = [
            ("A0", Hex(0, 0)),
            ("A0b", Hex(-2, 0)),
            ("B0", Hex(2, 0)),
            ("B1", Hex(1, 0), "Pizza Rat"),
        ]
    arrange(
        game,
        tiles=line_grid(2),
        units=units,
        hands={A: ["Fireball"], B: ["Cat Video", "Free Delivery"]},
        qubits={A: 2, B: 5},
        active=A,
    )
    if attacker != "A1":
        _superposed_a(game)
    return game


def test_k7_freeze_makes_the_attack_fizzle() -> None:
    """K7: Cat Video on the attacker: no damage either way, no second attack, moves refused."""
    game = _k7_position()
    run(game, A, "attack A1 B1")
    run(game, B, 'play "Cat Video" A1')
    run(game, A, "pass")
    assert game.window is None
    assert game.units["A1"].damage == 0 and game.units["B1"].damage == 0
    refused(game, A, "attack A1 B1", "already attacked")
    refused(game, A, "move A1 0,1", "F2")


def test_k7_target_moved_away_fizzles() -> None:
    """K7: Free Delivery moves the Pizza Rat away: the attack fizzles."""
    game = _k7_position()
    run(game, A, "attack A1 B1")
    run(game, B, 'play "Free Delivery" B1 2,-2')
    run(game, A, "pass")
    assert game.units["B1"].hex == Hex(2, -2)
    assert game.units["A1"].damage == 0 and game.units["B1"].damage == 0
    assert any("fizzles" in line for line in game.lines[-2:])


def test_k7_fizzled_attack_does_not_count_for_zeno() -> None:
    """K7: a fizzled attack by a superposed copy brings no Zeno roll next turn."""
    game = _k7_position(attacker="A0")
    run(game, A, "attack A0 B1")
    run(game, B, 'play "Cat Video" A0')
    run(game, A, "pass")
    assert game.units["B1"].damage == 0
    end_turn(game)
    start = len(game.lines)
    end_turn(game)
    assert game.active == A
    assert rolls_in(game.lines[start:], "Z4") == []
    assert game.superposed(A)


def test_k8_blocked_move_and_moves_after_an_attack() -> None:
    """K8: no passing own units; after an attack `move` is refused; VPN Hop still moves."""
    game = started()
    arrange(
        game,
        tiles=line_grid(2),
        units=[
            ("A0", Hex(-2, 0)),
            ("A1", Hex(0, 0), "Spam Bot"),
            ("A2", Hex(1, 0), "Reply Guy"),
            ("B0", Hex(-2, 2)),
            ("B1", Hex(2, -2), "Pizza Rat"),
        ],
        hands={A: ["VPN Hop"], B: []},
        qubits={A: 1, B: 0},
        active=A,
    )
    refused(game, A, "move A1 2,0", "cannot reach 2,0")
    run(game, A, "move A1 1,-1")
    run(game, A, "attack A1 B1")
    refused(game, A, "move A2 2,0", "F2")
    run(game, A, 'play "VPN Hop" A2 2,0')
    assert game.units["A2"].hex == Hex(2, 0)


def test_k9_mutual_kill_attacker_wins() -> None:
    """K9: A0 (2, Life 1) attacks B0 (1, Life 2): both destroyed, A wins."""
    game = started(windows=False)
    arrange(game, tiles=line_grid(2), units=[("A0", Hex(0, 0)), ("B0", Hex(1, 0))], active=A)
    game.units["A0"].damage = 21
    game.units["B0"].damage = 16
    run(game, A, "attack A0 B0")
    assert game.phase is Phase.OVER
    assert game.outcome is not None
    assert game.outcome.winners == (A,) and game.outcome.reason == "mutual-kill"


def test_k9_mutual_kill_with_a_third_player() -> None:
    """K9: with C living, A and B are both eliminated and C wins as the last living player."""
    game = started(players=3, windows=False)
    arrange(
        game,
        tiles=line_grid(2),
        units=[("A0", Hex(0, 0)), ("B0", Hex(1, 0)), ("C0", Hex(-2, 2))],
        active=A,
    )
    game.units["A0"].damage = 21
    game.units["B0"].damage = 16
    run(game, A, "attack A0 B0")
    assert game.outcome is not None and game.outcome.winners == (C,)
    assert not game.players[A].alive and not game.players[B].alive


def test_k10_empty_deck_costs_three_life() -> None:
    """K10: A's deck empty at T4: A0 20 → 17."""
    game = started()
    arrange(game, tiles=line_grid(2), units=[("A0", Hex(0, 0)), ("B0", Hex(2, 0))], active=B)
    p = game.players[A]
    p.discard += p.library
    p.library.clear()
    game.units["A0"].damage = 2
    end_turn(game)
    place_tile(game)
    assert game.life_of(game.units["A0"]) == 17


def test_k10_empty_deck_hits_each_copy() -> None:
    """K10: superposed at 10 and 6, an empty-deck draw leaves 7 and 3."""
    game = started()
    arrange(
        game,
        tiles=line_grid(2),
        units=[("A0", Hex(0, 0)), ("A0b", Hex(-2, 0)), ("B0", Hex(2, 0))],
        active=B,
    )
    _superposed_a(game, a0_damage=12, a0b_damage=16)
    p = game.players[A]
    p.discard += p.library
    p.library.clear()
    end_turn(game)
    place_tile(game)
    assert [game.life_of(u) for u in game.copies(A)] == [7, 3]


def test_k10_going_viral_with_one_card_left() -> None:
    """K10: Going Viral with one card left draws it, then each copy loses 6."""
    game = started()
    arrange(
        game,
        tiles=line_grid(2),
        units=[("A0", Hex(0, 0)), ("B0", Hex(2, 0))],
        hands={B: ["Going Viral"]},
        qubits={B: 4},
        active=A,
    )
    p = game.players[B]
    last = p.library[0]
    p.discard += p.library[1:]
    del p.library[1:]
    run(game, B, 'play "Going Viral"')
    assert p.hand == [last] and not p.library
    assert game.life_of(game.units["B0"]) == 12


def _k11_board() -> dict[Hex, Terrain]:
    flower = {Hex(0, 0), *Hex(0, 0).neighbours()}
    return {h: M for h in flower | {Hex(2, 0), Hex(3, 0)}}


def test_k11_tile_moves_refused() -> None:
    """K11: bridge, occupied, inner tile, own hex and a hex next only to it are refused."""
    game = started()
    arrange(
        game,
        tiles=_k11_board(),
        units=[("A0", Hex(1, -1)), ("B0", Hex(-1, 0))],
        tile_deck=[],
        active=A,
    )
    game.pending = Pending.TILE
    refused(game, A, "tile 4,0 from 2,0", "split")
    refused(game, A, "tile -2,0 from -1,0", "holds a unit")
    refused(game, A, "tile 4,-1 from 0,0", "not on an edge")
    refused(game, A, "tile 3,0 from 3,0", "not a space")
    refused(game, A, "tile 4,0 from 3,0", "not a space")
    run(game, A, "tile -2,0 from 3,0")
    assert Hex(3, 0) not in game.board and game.board[Hex(-2, 0)] is M


def test_k11_no_legal_tile_move_skips_t3() -> None:
    """K11: with no legal move T3 is skipped and announced."""
    game = started()
    arrange(
        game,
        tiles={Hex(0, 0): M, Hex(1, 0): P},
        units=[("A0", Hex(0, 0)), ("B0", Hex(1, 0))],
        tile_deck=[],
        active=B,
    )
    run(game, B, "end")
    assert game.active == A and game.pending is Pending.NONE
    assert any("no tile can move" in line for line in game.lines[-3:])


def test_k12_summon_closes_the_battle_and_portal() -> None:
    """K12: Sockpuppet onto a free void tile next to A0 (portal); then move and attack refused."""
    game = started()
    tiles = dict(line_grid(2))
    tiles[Hex(1, 0)] = V
    tiles[Hex(2, -2)] = V
    arrange(
        game,
        tiles=tiles,
        units=[("A0", Hex(0, 0)), ("A1", Hex(-1, 0), "Reply Guy"), ("B0", Hex(-2, 0))],
        hands={A: ["Sockpuppet", "Comment Troll"]},
        qubits={A: 10},
        active=A,
    )
    refused(game, A, 'summon "Sockpuppet" 2,-2', "cannot be summoned")
    run(game, A, 'summon "Sockpuppet" 1,0')
    assert game.units["A2"].hex == Hex(1, 0)
    refused(game, A, "move A1 -1,1", "F2")
    refused(game, A, "attack A1 B0", "battle is over")
    run(game, A, 'summon "Comment Troll" 0,1')


def test_k12_summon_refused_without_a_terrain_tile() -> None:
    """K12: Good Guy Gryphon with no free sky or plains tile is refused."""
    game = started()
    tiles = dict(line_grid(2))
    tiles[Hex(2, 0)] = P
    arrange(
        game,
        tiles=tiles,
        units=[("A0", Hex(0, 0)), ("B0", Hex(2, 0))],
        hands={B: ["Good Guy Gryphon"]},
        qubits={B: 5},
        active=B,
    )
    refused(game, B, 'summon "Good Guy Gryphon" 1,0', "no free tile")


def test_k14_absent_player_is_eliminated() -> None:
    """K14: A times out with a tile drawn (placed by P6, T8); A times out again: B wins (absence)."""
    game = started()
    while game.active != A:
        end_turn(game)
    assert game.pending is Pending.TILE
    tiles = len(game.board)
    run(game, Actor.SYSTEM, "timeout")
    assert len(game.board) == tiles + 1 and game.active == B
    end_turn(game)
    run(game, Actor.SYSTEM, "timeout")
    assert game.outcome is not None
    assert game.outcome.winners == (B,) and game.outcome.reason == "absence"


def _played_game(seed: int) -> tuple[CloudGame, list[str]]:
    from .helpers import make_setup

    game = CloudGame(make_setup(2, seed, "players"))
    rng = random.Random(seed)
    problems: list[str] = []
    while game.outcome is None and len(game.actions) < 1500:
        report = game.push(random_action(game, rng))
        problems += leaked_hand_cards(game, report.public)
    return game, problems


def test_k15_replay_reproduces_state_rolls_and_lines() -> None:
    """K15: replaying a finished game's record gives the same final state, rolls and lines."""
    game, _ = _played_game(7)
    assert game.outcome is not None
    copy = CloudGame.replay(game.record())
    assert copy.snapshot() == game.snapshot()
    assert copy.lines == game.lines and copy.streams.rolls == game.streams.rolls


def test_k15_revealed_seed_matches_the_posted_hash() -> None:
    """K15: the SHA-256 of the revealed seed equals the hash posted at Start."""
    game, _ = _played_game(8)
    seed = bytes.fromhex(game.record().seed if isinstance(game.record().seed, str) else "")
    assert game.lines[0] == f"D1: seed SHA-256 {hashlib.sha256(seed).hexdigest()}."


def test_k15_no_public_line_names_a_hidden_hand_card() -> None:
    """K15: no public message before the end names a card in a hand and not yet played."""
    _, problems = _played_game(9)
    assert problems == []


def test_k15_the_secrecy_scan_catches_a_leak() -> None:
    """K15: the scan used above flags a line naming a hidden hand card (it is not vacuous)."""
    game = started()
    p = game.players[A]
    hidden = next(
        p.cards[i].name
        for i in p.hand
        if p.cards[i].name not in {game.unit_name(u) for u in game.units.values()}
    )
    assert leaked_hand_cards(game, [f"A drew {hidden}."]) != []
    assert leaked_hand_cards(game, ["A draws a card."]) == []
