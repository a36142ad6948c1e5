"""The plain enumeration oracle (``ExplicitOracle``) walks without the solvers' early drop
of a branch whose information is refuted before its slot: an unsound refutation makes the
solvers and the oracle disagree, which is what the property tests look for."""

from __future__ import annotations

import pytest

from engine.clocktower.characters.mathematician import Mathematician
from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.world import History
from tests.engine.clocktower import test_script2_marks_oracle as marks
from tests.engine.clocktower.helpers import five_of_script2, known_scripts

_scripts = known_scripts(marks.NIGHT_MARKS)

HOSTED = {
    4: "wake lleech choose @5",
    5: "wake poisoner choose @1",
    3: "wake mathematician learn 1",
}
"""Night 1 at five players of NIGHT_MARKS (evil @4 and @5): the Lleech's host @5 is marked
at its slot, and the sober Mathematician @3's count of 1 holds in some world."""


def _hosted() -> History:
    """Night 1 with :data:`HOSTED`'s lists (1-based seats), the other seats free."""
    history = five_of_script2(marks.NIGHT_MARKS.id).history
    for seat, text in HOSTED.items():
        history = history.with_entry(1, seat - 1, parse_clause_entry(text, 5))
    return history


def test_the_oracle_walks_without_the_refutation_drop(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hook that calls every count refuted before its slot empties the solvers' worlds of
    a true count, not the oracle's: it walks every branch to the clause's slot."""
    history = _hosted()
    assert ExplicitOracle().possible(history) and LazySolver().possible(history)
    monkeypatch.setattr(Mathematician, "explicit_refuted", lambda *_: True)
    assert not LazySolver().possible(history)
    assert not ExplicitSolver().possible(history)
    assert ExplicitOracle().possible(history)
