"""Property tests over random legal command sequences from every player (Algorithms included)."""

from __future__ import annotations

import copy
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cloud import CloudGame, Phase
from engine.cloud.hexes import is_connected
from engine.cloud.policy import legal_actions, random_action
from engine.cloud.terrain import TILES_PER_TERRAIN, Terrain

from .helpers import leaked_hand_cards, make_setup

STEPS = 160
SLOW = settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)


def _hide_differently(game: CloudGame, rng: random.Random) -> CloudGame:
    """A copy of the game whose hidden zones (hands, deck orders) hold other cards."""
    other = copy.deepcopy(game)
    for p in other.players:
        pool = p.hand + p.library
        rng.shuffle(pool)
        p.hand, p.library = pool[: len(p.hand)], pool[len(p.hand) :]
    return other


def _check_invariants(game: CloudGame, turn_changed: bool) -> None:
    total = len(game.board) + len(game.tile_deck) + (game.drawn is not None)
    assert total == TILES_PER_TERRAIN * len(Terrain)
    assert is_connected(set(game.board))
    hexes = [u.hex for u in game.units.values()]
    assert len(set(hexes)) == len(hexes) and set(hexes) <= set(game.board)
    view = game.public_view()
    for p in game.players:
        copies = game.copies(p.seat)
        if game.phase is Phase.PLAY and p.alive:
            assert 1 <= len(copies) <= 2
        shown = view["players"][p.seat]
        assert shown["superposed"] == (len(copies) == 2)
        expected = p.deck.avatar.superposition if len(copies) == 2 else p.deck.avatar.coherent
        assert shown["avatar"] == expected
        assert 0 <= p.m <= 10 and p.q >= 0
        if turn_changed and game.phase is Phase.PLAY:
            bonus = 6 if p.seat == game.active else 0
            assert p.q <= p.m + bonus
        for index in range(len(p.cards)):
            assert len(game.zone_of(p.seat, index)) == 1, (p.letter, index)
        for unit in game.units.values():
            if unit.seat == p.seat and unit.card is not None:
                assert p.cards[unit.card].cost * 6 >= p.cards[unit.card].points


@SLOW
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 4),
    mode=st.sampled_from(["auto", "players"]),
    windows=st.booleans(),
)
def test_random_games_keep_the_invariants_and_replay(
    seed: int, players: int, mode: str, windows: bool
) -> None:
    """Random legal play: zones, board, qubits and Superposition stay sound; the record replays."""
    game = CloudGame(make_setup(players, seed, mode, windows))
    rng = random.Random(seed)
    for step in range(STEPS):
        if game.outcome is not None:
            break
        turn = game.turn
        report = game.push(random_action(game, rng, timeout_rate=0.03))
        _check_invariants(game, game.turn != turn)
        assert leaked_hand_cards(game, report.public) == []
        if step % 16 == 0:
            assert _hide_differently(game, rng).public_view() == game.public_view()
    again = CloudGame.replay(game.record())
    assert again.snapshot() == game.snapshot()


@settings(max_examples=6, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32))
def test_every_listed_action_parses_from_its_text(seed: int) -> None:
    """Each action the policy lists is accepted by parse_action from its canonical text."""
    game = CloudGame(make_setup(3, seed, "auto"))
    rng = random.Random(seed)
    for _ in range(60):
        if game.outcome is not None:
            break
        for seat in game.living():
            for action in legal_actions(game, seat)[:40]:
                assert game.parse_action(str(action), seat) == action
        game.push(random_action(game, rng))


@settings(max_examples=6, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32))
def test_observation_shows_only_the_own_hand(seed: int) -> None:
    """observe(seat) adds exactly the seat's own hand to the public view."""
    game = CloudGame(make_setup(2, seed, "auto"))
    rng = random.Random(seed)
    for _ in range(40):
        if game.outcome is not None:
            break
        game.push(random_action(game, rng))
        for p in game.players:
            seen = game.observe(p.seat)
            assert seen.pop("hand_cards") == [p.cards[i].name for i in p.hand]
            assert seen.pop("seat") == p.letter
            assert seen == game.public_view()
