"""Fallback F's "may this silent seat wake at that slot?" (``slot_wakes.wakes_at``) skips the
worlds at dusk in which tonight's other entries cannot hold with the night running at the
slot (``early_due.dusk_proof``: the "running" proof of those entries)."""

from __future__ import annotations

import random

from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.slot_wakes import wakes_at
from engine.clocktower.world import History
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts


def _clockmaker_four() -> History:
    """mini_uncertainty's Night 2 (seed 377) with @3's `wake clockmaker learn 4` alone."""
    rng = random.Random(377)
    game = early_games.mini_night(rng, 2)
    history = shortcuts._random_entries(rng, game, game.solver)
    assert [seat for seat, _ in history.phases[-1].entries] == [2]  # type: ignore[union-attr]
    return history


def test_a_slot_no_world_of_the_other_entries_runs_at_is_answered_without_a_walk() -> None:
    """No world at dusk lets @3's `wake clockmaker learn 4` hold with the night running at
    position 5: whether the silent @1 may wake there is answered no with no branch walked,
    as the walk of every world says."""
    history = _clockmaker_four()
    solver = LazySolver()
    solver._at_dusk(history)  # the nights before tonight, walked once
    before = solver._work
    assert not wakes_at(solver, history, 0, 5)
    assert solver._work == before
    assert not wakes_at(ExplicitSolver(), history, 0, 5)
