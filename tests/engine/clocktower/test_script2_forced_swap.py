"""Fallback F when another seat's accepted entry needs the Demon's optional swap (issue 26)."""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitOracle
from tests.engine.clocktower.helpers import STORYTELLER, end_day, resolve, send
from tests.engine.clocktower.test_script2_reasons_property import ADVOCATE


def _swap_needed(oracle: bool) -> ClocktowerGame:
    """Seed 2007 of the reasons property's driver, at five players: the Pukka @5 poisons @3 on
    Night 1 and the Barber @1 is executed on Day 1. On Night 2 @5 sends no list, and @4's
    `wake empath learn 0` is accepted before @5's point: @4 is the Baron in every world, an
    Empath only by the Barber's swap of @3 and @4, poisoned by the Pukka to learn 0. The
    resolution pauses for @5, which stays silent until the deadline."""
    players = tuple(f"p{i}" for i in range(5))
    setup = ClocktowerSetup(players=players, script=ADVOCATE, seed=2007)
    game = ClocktowerGame(setup, solver=ExplicitOracle() if oracle else None)
    send(game, 1, "wake clockmaker learn 0")
    send(game, 2, "wake clockmaker learn 0")
    send(game, 3, "wake empath learn 2")
    send(game, 4, "setup demon @4\ndont_wake")
    send(game, 5, "setup demon @5\nwake devils_advocate choose @5")
    resolve(game)
    send(game, 4, "dont_wake")
    send(game, 4, "dont_wake")
    for _ in range(3):
        game.play("timeout", STORYTELLER)
    game.play("nominate @1 @1 yes @1 @2 @3 @4 @5", STORYTELLER)
    end_day(game)
    send(game, 2, "dont_wake")
    send(game, 3, "dont_wake")
    send(game, 4, "wake empath learn 0")
    resolve(game)
    assert game.resolution is not None and game.resolution.waiting == 4
    return game


@pytest.mark.parametrize("oracle", [False, True], ids=["lazy", "oracle"])
def test_the_fallback_draws_the_swap_that_every_world_needs(oracle: bool) -> None:
    """A silent Demon whose every world swaps at the Barber's slot gets that swap drawn, beside
    its own kill, and the night resolves rather than the draw finding no entry."""
    game = _swap_needed(oracle)
    game.play("timeout", STORYTELLER)
    entry = game.lists[4].entries[0]
    assert isinstance(entry, ClauseEntry)
    kill, swap = entry.clauses
    assert (kill.character, kill.choices) == ("pukka", (3,))
    assert swap.character == "barber" and sorted(swap.choices) == [2, 3]
    assert game.phase == "day"
