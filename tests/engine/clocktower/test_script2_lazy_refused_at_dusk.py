"""A question the proofs at dusk answer no without a walk (``LazySolver.refused_at_dusk``):
refused only where every world's walk answers no, and the no kept for the question."""

from __future__ import annotations

import pytest

from engine.clocktower import explicit_solver
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.lazy_solver import LazySolver
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_early_plain_open as plain_open


def test_one_clause_draws_refused_at_dusk_are_refused_by_the_oracle() -> None:
    """On mini_uncertainty's Night 2 (seed 4), @1's one-clause entries: some are refused at
    dusk, each of them no world holds running at its slot, and the question then answers no
    without a walk; an entry some world holds is never refused so."""
    game, history = plain_open._night2(4)
    seat = 0
    solver = LazySolver()
    refused = held = 0
    for entry in plain_open._entries(game, seat)[::7]:
        trial = history.with_entry(game.number, seat, entry)
        key = (game.number, 0, plain_open._point(game, entry))
        question = ("running", key)
        walked = ExplicitOracle().exists(trial, question, bounds._running(key))
        if solver.refused_at_dusk(trial, question):
            refused += 1
            assert not walked, entry.text
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(explicit_solver, "walk", _no_walk)
                assert not solver.exists(trial, question, bounds._running(key))
        held += walked
    assert refused and held


def _no_walk(*args: object, **kwargs: object) -> object:
    raise AssertionError("walked")
