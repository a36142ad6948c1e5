"""``push`` applies an action or raises with nothing changed (the move stack is the truth):
an action whose running fails half-way is undone."""

from __future__ import annotations

import random

import pytest

from engine.cloud import CloudGame
from engine.cloud.actions import Action
from engine.cloud.policy import random_action
from engine.core.errors import DrawError
from tests.engine.cloud.helpers import end_turn, started


def _to_the_pinned_roll() -> tuple[CloudGame, Action]:
    """Seeded random legal play on a game whose next roll is pinned to 7, up to the action
    that rolls it (a Superposition's bonus roll), which is returned unpushed."""
    game = started(seed=3)
    game.pin("dice", 7)
    rng = random.Random(3)
    for _ in range(200):
        action = random_action(game, rng)
        copy = CloudGame(game.setup, game.pins)
        for earlier in game.actions:
            copy.push(earlier)
        try:
            copy.push(action)
        except DrawError:
            return game, action
        game.push(action)
    raise AssertionError("no action rolled the pinned die")


def test_a_push_whose_roll_fails_leaves_the_game_as_it_was() -> None:
    """The pinned roll cannot be: the push raises, the game is as before, and it goes on."""
    game, rolling = _to_the_pinned_roll()
    before = (game.snapshot(), game.record(), game.public_view(), game.observe(0))
    with pytest.raises(DrawError):
        game.push(rolling)
    assert (game.snapshot(), game.record(), game.public_view(), game.observe(0)) == before
    end_turn(game)
    assert len(game.actions) == len(before[1].actions) + 1
