"""A whole two-player game with the starter decks, from setup to a win (engine level)."""

from __future__ import annotations

import json
import random

import pytest

from engine.cloud import CloudGame, Verb
from engine.cloud.decks import DeckError, parse_deck_text, starter_deck
from engine.cloud.policy import random_action
from engine.core import IllegalActionError

from .helpers import make_setup

SEED = 0  # found by search: this game has a Zeno collapse and an Algorithm in a window


def test_whole_game_to_a_win() -> None:
    """Starter decks to an Avatar kill, with a Zeno collapse, an Algorithm in an attack window,
    refused illegal commands and a refused unbalanced deck file along the way."""
    unbalanced = starter_deck("anon").document()
    unbalanced["cards"][0]["attack"] = 3
    with pytest.raises(
        DeckError, match=r"cards\[0\]\.cost: 1 stated, computed 3 \(P 14, slack 4\)"
    ):
        parse_deck_text(json.dumps(unbalanced))
    game = CloudGame(make_setup(2, SEED, "auto"))
    rng = random.Random(SEED)
    window_plays = refusals = 0
    while game.outcome is None:
        action = random_action(game, rng, timeout_rate=0.0)
        if action.verb is Verb.MOVE and isinstance(action.actor, int):
            enemy = 1 - action.actor
            before = game.snapshot()
            with pytest.raises(IllegalActionError):
                game.parse_action(str(action), enemy)
            assert game.snapshot() == before
            refusals += 1
        window_plays += action.verb is Verb.PLAY and game.window is not None
        game.push(action)
    assert game.outcome.reason == "avatar"
    assert any("collapse" in line for line in game.lines)
    assert window_plays > 0 and refusals > 0
    assert CloudGame.replay(game.record()).snapshot() == game.snapshot()
