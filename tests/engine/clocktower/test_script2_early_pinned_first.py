"""A "running" proof asks the pinned swap's proof before the unarmed swap's
(``early_due.dusk_proof``): both are pure, so the order answers alike, and where the swap is
pinned the cheaper one answers (seed 2026's Night 2 at fifteen players: in 338,000 of the
343,000 worlds and plans reaching them). Seats are 0-based.
"""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame, early_due
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import Tonight
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake, Info, Wake
from engine.clocktower.world import History
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_early_pinned_plain as plains
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(armers.SOLE_BARBER, early_games.SWAPS)


def _trial() -> tuple[ClocktowerGame, History]:
    """SWAPS's Night 2 (its swap armed only by a Barber's death tonight) with @3's `wake
    empath learn 5`, @4's `dont_wake` and the Lleech @5's `wake lleech choose @2`."""
    game = plains._night2(sole=False)
    history = game.history
    for seat, entry in (
        (2, ClauseEntry((Wake("empath", info=Info("number", 5)),))),
        (3, DontWake()),
        (4, ClauseEntry((Wake("lleech", (1,)),))),
    ):
        history = history.with_entry(game.number, seat, entry)
    return game, history


def test_the_pinned_swaps_proof_answers_before_the_unarmed_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The "running at the Empath's slot" proof rules out the world at dusk (its swap armed
    only by a death tonight) without asking whether the entries arm the swap, and no
    world's walk holds it."""
    game, trial = _trial()
    point = bounds._slot(game, "empath")
    dusks = LazySolver()._at_dusk(trial)
    assert dusks
    asked: list[int] = []
    unarmed = early_due.unarmed

    def counted(*args: object) -> Tonight | None:
        asked.append(1)
        return unarmed(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(early_due, "unarmed", counted)
    proof = plains._running_proof(trial, point)
    for night, ahead in dusks:
        assert ahead.armers
        assert proof.plain(night, ahead) is not None  # not ruled out by the plain part
        assert proof(night, ahead)
    assert not asked
    key = (game.number, 0, point)
    assert not ExplicitSolver().exists(trial, ("running", key), bounds._running(key))
