"""An arrival's refusal at dusk (``ExplicitSolver._held_at_dusk_by_none``) keeps its proofs
per world at dusk (``early_due.witnessless_in_all``) only when some world is not proved: a
refused entry's own proofs are read by no later question, and kept they pushed out of the
memo the proofs the next "running" question reads again (fallback F's first draw of each
character of a silent seat).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.clocktower import early_due
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import no_witness_fits
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake, Wake
from engine.clocktower.world import History
from tests.engine.clocktower import test_script2_early_draws as draws
from tests.engine.clocktower import test_script2_early_ended as ended
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(ended.VORTOX)

REFUSED = ("empath", "mathematician", "monk", "poisoner")
"""The characters whose bare wake of the Vortox (@4) beside @1's `wake vortox` is refused at
dusk in every world."""


def _refused(solver: LazySolver, base: History, character: str) -> bool:
    """The solver's refusal at dusk of the Vortox's (@4) bare `wake` ``character``."""
    entry = ClauseEntry((Wake(character, ()),))
    point = ended._vortox_night2()._entry_point(entry, 3)
    return solver.refused_early(base.with_entry(2, 3, entry), 3, entry, point)


def test_an_entry_refused_at_dusk_keeps_no_proof_of_its_own() -> None:
    """The Vortox's (@4) refused `wake monk` leaves the solver's proofs per world empty."""
    solver = LazySolver()
    assert _refused(solver, draws._shared(), "monk")
    assert solver._proved == {}


def test_an_entry_not_refused_at_dusk_keeps_the_proofs_it_made() -> None:
    """The Vortox's (@4) `wake vortox`, not refused, keeps each proof it made as asked afresh."""
    solver = LazySolver()
    assert not _refused(solver, draws._shared(), "vortox")
    assert solver._proved
    for (_, _, seat, fits, point, upto), (night, ahead, kept) in solver._proved.items():
        assert kept == no_witness_fits(night, ahead, seat, fits, point, upto)
    assert not all(kept for _, _, kept in solver._proved.values())


def test_refusals_at_dusk_push_no_running_proof_out_of_the_memo(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Beside @1's `wake vortox`, the "running" question of the Vortox's (@4) `dont_wake`,
    then four refused wakes of other characters of its, then its drawn `wake vortox choose
    @1` (another shape), the memo kept to 8 proofs: the draw proves @1's entry again in no
    world (on the world's own reading of tonight)."""
    monkeypatch.setattr(early_due, "READINGS_KEPT", 8)
    asked: list[tuple[int, int]] = []

    def counted(*args: Any) -> bool:
        asked.append((args[2], id(args[1])))
        return no_witness_fits(*args)

    monkeypatch.setattr(early_due, "no_witness_fits", counted)
    base = draws._shared()
    solver = LazySolver()
    drawn = ClauseEntry((Wake("vortox", (0,)),))
    key = ("running", (2, 0, ended._vortox_night2()._entry_point(drawn, 3)))
    counts = []
    for history in (base.with_entry(2, 3, DontWake()), draws._draw(base, 0)):
        groups = solver._open_groups(history, key)
        assert groups is not None
        before = replace(history, phases=history.phases[:-1], track=frozenset())
        own = {id(ahead) for _, ahead in solver._at_dusk(history) or []}
        asked.clear()
        for index in range(len(solver._starts(before))):
            _ = index in groups
        counts.append(sum(1 for seat, ahead in asked if seat == 0 and ahead in own))
        if not counts[1:]:
            assert all(_refused(solver, base, character) for character in REFUSED)
    assert counts[0] > 0
    assert counts[1] == 0
