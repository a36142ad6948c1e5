"""Rules beyond the conformance list: setup, turn steps, windows, host tools, the protocol."""

from __future__ import annotations

import pytest

from engine.cloud import FAMILY, CloudGame, CloudRecord, Hex, Pending, Phase
from engine.cloud.hexes import is_connected
from engine.cloud.policy import bot_action, legal_actions
from engine.core import GameRecordBase, RecordError
from engine.core.family import Actor, Game

from .helpers import (
    A,
    B,
    C,
    arrange,
    end_turn,
    line_grid,
    make_setup,
    place_tile,
    refused,
    run,
    started,
)


def test_family_object_satisfies_the_core_protocol() -> None:
    """FAMILY builds games that satisfy engine.core's Game protocol and replays plain records."""
    game = FAMILY.new_game(make_setup(2, 4, "auto"))
    assert isinstance(game, Game)
    assert (FAMILY.name, FAMILY.title, FAMILY.setup_model.__name__) == (
        "cloud",
        "Quantum Cloud",
        "CloudSetup",
    )
    assert FAMILY.replay(game.record()).snapshot() == game.snapshot()
    with pytest.raises(RecordError, match="not a Quantum Cloud record"):
        FAMILY.replay(GameRecordBase(family="werewolf", seed=1))


def test_two_player_setup_order() -> None:
    """S6: the roll winner places tiles 1, 3, …, 19 and its Avatar first; the other starts."""
    game = CloudGame(make_setup(2, 11, "players"))
    first = game.setup_placer()
    assert first is not None
    placers = []
    while game.phase is Phase.SETUP_TILES:
        seat = game.setup_placer()
        assert seat is not None
        placers.append(seat)
        run(game, seat, f"tile {game.tile_spaces()[-1]}")
    assert placers == [first, 1 - first] * 9 + [first]
    assert len(game.board) == 19 and is_connected(set(game.board))
    assert game.setup_placer() == first
    run(game, first, f"avatar {game.avatar_spaces(first)[1][0]}")
    other = 1 - first
    run(game, other, f"avatar {game.avatar_spaces(other)[1][0]}")
    assert game.phase is Phase.PLAY and game.active == other


def test_first_tile_goes_to_the_origin_and_tiles_stay_connected() -> None:
    """B2: the first setup tile goes to (0, 0); later ones only next to the board."""
    game = CloudGame(make_setup(2, 12, "players"))
    seat = game.setup_placer()
    assert seat is not None
    refused(game, seat, "tile 1,0", "B2")
    run(game, seat, "tile 0,0")
    refused(game, 1 - seat, "tile 3,0", "B2")
    refused(game, seat, "tile 1,0", "S3")


def test_avatars_keep_their_distance() -> None:
    """S4: an Avatar may not be placed within 2 steps of one already placed."""
    game = CloudGame(make_setup(2, 13, "auto"))
    first = game.setup_placer()
    assert first is not None
    spot = game.avatar_spaces(first)[1][0]
    run(game, first, f"avatar {spot}")
    second = 1 - first
    rule, spaces = game.avatar_spaces(second)
    assert all(h.distance(spot) >= 3 for h in spaces) or rule == "S5-last"
    near = [h for h in game.free_tiles() if h.distance(spot) <= 2]
    for hex_ in near:
        if hex_ not in spaces:
            refused(game, second, f"avatar {hex_}", "S[45]")
            break


def test_only_the_very_first_turn_skips_the_draw() -> None:
    """T4: the first player draws nothing on turn 1; the next player draws on its first turn."""
    game = started()
    first = game.active
    assert first is not None
    place_tile(game)
    assert len(game.players[first].hand) == 5
    end_turn(game)
    place_tile(game)
    assert len(game.players[1 - first].hand) == 6


def test_algorithms_are_refused_in_setup() -> None:
    """A1: no Algorithm during the setup."""
    game = CloudGame(make_setup(2, 14, "players"))
    refused(game, A, 'play "Lurk More"', "S3")


def test_turn_choices_come_first() -> None:
    """T9: with a tile drawn, moves and ending the turn are refused until it is placed."""
    game = started()
    seat = game.active
    assert seat is not None and game.pending is Pending.TILE
    refused(game, seat, "end", "T3")
    refused(game, 1 - seat, "end", "T9")


def test_window_allows_only_plays_and_passes() -> None:
    """A2: while a window is open the active player may not end the turn or move."""
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
        hands={A: ["Fireball"], B: ["Cat Video"]},
        qubits={A: 2, B: 2},
        active=A,
    )
    run(game, A, "attack A1 B1")
    refused(game, A, "end", "A2")
    refused(game, A, "pass", "already passed")
    run(game, B, "autopass on")
    assert game.window is None
    assert "A1" not in game.units and "B1" not in game.units


def test_no_windows_resolve_on_declaration() -> None:
    """A2: with windows off an attack resolves when declared."""
    game = started(windows=False)
    arrange(
        game,
        tiles=line_grid(2),
        units=[
            ("A0", Hex(-2, 0)),
            ("A1", Hex(0, 0), "Flame Warrior"),
            ("B0", Hex(2, 0)),
            ("B1", Hex(1, 0), "Pizza Rat"),
        ],
        hands={B: ["Cat Video"]},
        qubits={B: 2},
        active=A,
    )
    run(game, A, "attack A1 B1")
    assert game.window is None and "B1" not in game.units


def test_conceding_during_a_window_fizzles_the_attack() -> None:
    """E1: a pending attack against a conceder's unit fizzles; the game goes on with three."""
    game = started(players=3)
    arrange(
        game,
        tiles=line_grid(2),
        units=[
            ("A0", Hex(-2, 0)),
            ("A1", Hex(0, 0), "Flame Warrior"),
            ("B0", Hex(2, 0)),
            ("C0", Hex(0, -2)),
            ("C1", Hex(1, 0), "Reply Guy"),
        ],
        hands={B: ["Cat Video"], C: ["Lag Spike"]},
        qubits={A: 0, B: 2, C: 2},
        active=A,
    )
    run(game, A, "attack A1 C1")
    run(game, C, "concede")
    assert game.window is None and not game.players[C].alive
    assert game.units["A1"].damage == 0
    assert game.outcome is None and game.active == A
    assert all(game.zone_of(C, i) for i in range(28))


def test_host_pause_stops_play_and_clocks() -> None:
    """P2: while paused, players' commands and timeouts are refused; resume restores them."""
    game = started()
    run(game, Actor.STORYTELLER, "pause")
    seat = game.active
    assert seat is not None
    refused(game, seat, f"tile {game.tile_spaces()[0]}", "paused")
    refused(game, Actor.SYSTEM, "timeout", "paused")
    run(game, Actor.STORYTELLER, "resume")
    place_tile(game)


def test_host_kick_ends_the_game_like_a_concession_and_says_kick() -> None:
    """P2: kicking the last opponent ends the game; the reason is the kick, not a concession."""
    game = started()
    run(game, Actor.STORYTELLER, "kick B")
    assert game.outcome is not None and game.outcome.winners == (A,)
    assert game.outcome.reason == "kick"
    assert "concede" not in " ".join(game.lines)
    refused(game, A, "end", "over")


def test_eliminated_player_is_skipped() -> None:
    """E1: turns skip an eliminated player."""
    game = started(players=3)
    run(game, C, "concede")
    order = []
    for _ in range(4):
        order.append(game.active)
        end_turn(game)
    assert C not in order


def test_bot_policy_plays_legal_moves_for_one_seat() -> None:
    """The random policy picks only actions the game accepts."""
    import random

    game = started()
    rng = random.Random(0)
    for _ in range(30):
        seat = game.active
        assert seat is not None
        action = bot_action(game, seat, rng)
        assert action is not None and action in legal_actions(game, seat)
        game.push(action)
        if game.outcome is not None:
            break


def test_record_embeds_full_decks() -> None:
    """D3: the record carries every seat's full deck document and replays from JSON alone."""
    game = started()
    end_turn(game)
    record = game.record()
    assert [len(p.deck["cards"]) for p in record.setup.players] == [18, 18]
    assert CloudGame.replay(CloudRecord.model_validate_json(record.to_json())).snapshot() == (
        game.snapshot()
    )


def test_text_board_has_one_line_per_tile() -> None:
    """P7: the text board lists every tile as `q,r letter`, with `label A/L` where a unit stands."""
    from engine.cloud.views import text_board

    game = started()
    lines = text_board(game).splitlines()
    assert len(lines) == len(game.board)
    for unit in game.units.values():
        life = game.life_of(unit)
        assert (
            f"{unit.hex} {game.board[unit.hex].letter} {unit.label} {game.attack_of(unit)}/{life}"
            in lines
        )


def test_players_cannot_use_host_or_bot_commands() -> None:
    """P2: pause, resume, kick and timeout are not player commands."""
    game = started()
    for text in ("pause", "resume", "kick B", "timeout"):
        refused(game, A, text, "only the host or the bot")
