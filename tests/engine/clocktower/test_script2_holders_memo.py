"""A Pixie's refutation reads which seats are the named Townsfolk from their candidates.

Every refutation of a Pixie's clause asks which seat is the named Townsfolk (``real``):
fifteen players, seed 7's Night 1 asked it 37,314 times, some 560,000 seat tests. ``real``
now reads a seat's candidates directly when they answer alike and asks ``test`` (which
splits) only of a seat they answer differently. Exactness is the enumeration oracle's to
judge (``test_script2_oracle``, ``test_script2_lazy``) with the games' hashes; this checks
the mechanism.
"""

from __future__ import annotations

import pytest

from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import LazySetup, Split
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE

EVIL = (("poisoner", "baron"), ("pukka", "lleech"))


def _lazy(*cands: tuple[str, ...]) -> ExplicitNight:
    """Night 1 of a five-seat lazy world with these candidates (seats 3 and 4 evil)."""
    setup = LazySetup(tuple(frozenset(c) for c in cands))
    return ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, frozenset((3, 4)))


def test_real_tests_no_seat_whose_candidates_answer_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    """Which seats are the Monk, read without a seat test when no seat's candidates differ."""
    night = _lazy(("empath",), ("monk",), ("mayor", "fool"), *EVIL)
    tests = [0]
    test = ExplicitNight.test

    def counted(self: ExplicitNight, seat: int, predicate: object) -> bool:
        tests[0] += 1
        return test(self, seat, predicate)  # type: ignore[arg-type]

    monkeypatch.setattr(ExplicitNight, "test", counted)
    assert night.real("monk") == [1]
    assert night.real("pixie") == []
    assert tests[0] == 0


def test_real_splits_a_seat_whose_candidates_differ() -> None:
    """A seat that may or may not be the Monk raises the seat test's split, Monk first."""
    night = _lazy(("empath",), ("monk", "mayor"), ("fool",), *EVIL)
    with pytest.raises(Split) as raised:
        night.real("monk")
    assert (raised.value.seat, raised.value.tokens) == (1, frozenset({"monk"}))
