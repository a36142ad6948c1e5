"""A later reading refuted with the marks that surely come before it: a seat droisoned by
another whose own reading is false at its slot is marked there (M1) if the branch lives on,
so a sober Mathematician's count below those marks is dropped as soon as no slot left
before the readings changes droisons (``explicit._refuted_with_marks_ahead``).
``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples of the property test."""

from __future__ import annotations

import os
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.clocktower import explicit
from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import initial_worlds
from engine.clocktower.world import night_order
from tests.engine.clocktower.helpers import night_one_reach
from tests.engine.clocktower.test_script2_refuted_distance import _facts

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))
PIXIE = next(k for k, m in enumerate(night_order(UP, 1)) if m.id == "pixie")

# the Pukka @4 poisons the Empath @3, whose 0 beside the Demon is false, so it is marked at
# its slot; the Poisoner's choice @1 leaves the Mathematician @2 sober, so its 0 is false too
AHEAD = {
    2: "wake mathematician learn 0",
    3: "wake empath learn 0",
    4: "wake pukka choose @3",
    5: "wake poisoner choose @1",
}


def test_a_count_below_the_marks_ahead_stops_the_walk_before_the_pixies_slot() -> None:
    """No branch of a sober count of 0 reaches the Pixie's slot once the poisoned Empath's
    false reading is sure to mark it before the Mathematician's slot."""
    found, reached = night_one_reach(_facts(), AHEAD)
    assert not found
    assert -1 < reached < PIXIE


def test_a_count_of_the_marks_ahead_still_holds() -> None:
    """The count 1 is the truth once the poisoned Empath is marked, so its worlds are kept."""
    found, _ = night_one_reach(_facts(), {**AHEAD, 2: "wake mathematician learn 1"})
    assert found
    assert all(w.marked == {2} for w in found)


ENTRY = {
    1: st.sampled_from(["dont_wake", "wake pixie learn empath", "wake empath learn 0"]),
    2: st.sampled_from([f"wake mathematician learn {n}" for n in range(3)]),
    3: st.sampled_from([*(f"wake empath learn {n}" for n in range(2)), "wake clockmaker learn 2"]),
    4: st.sampled_from(["dont_wake", *(f"wake pukka choose @{s}" for s in (1, 2, 3, 5))]),
    5: st.sampled_from(["dont_wake", *(f"wake poisoner choose @{s}" for s in range(1, 6))]),
}


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(entries=st.fixed_dictionaries(ENTRY))
@example(entries=AHEAD)
@example(entries={**AHEAD, 1: "wake empath learn 0", 5: "wake poisoner choose @2"})
@example(entries={**AHEAD, 1: "dont_wake", 4: "dont_wake", 5: "dont_wake"})
def test_walks_with_marks_ahead_find_the_oracles_worlds(entries: dict[int, str]) -> None:
    """Night 1 walked with the refutations finds the worlds the oracle's walk finds, in order."""
    parsed = {s - 1: parse_clause_entry(t, 5) for s, t in entries.items()}
    for setup in initial_worlds(UP, _facts()):
        night = ExplicitNight(UP, setup, _facts().evil)
        assert list(walk(night, parsed)) == list(walk(night, parsed, refute=False))


def test_a_walk_whose_readings_count_no_marks_never_asks_for_marks_ahead(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without a clause whose reading counts marks, the walk never asks the marks-ahead
    question (no other reading changes with marks)."""
    asked: list[int] = []

    def record(*args: object) -> bool:
        asked.append(1)
        return False

    monkeypatch.setattr(explicit, "_refuted_with_marks_ahead", record)
    night_one_reach(_facts(), {**AHEAD, 2: "wake empath learn 0"})
    assert not asked


def test_a_count_the_sure_marks_cannot_reach_asks_no_seat_for_marks_ahead(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A count of 2, above every mark that may come before it, asks no seat's droisons for
    marks ahead (refuted with more marks only if with fewer)."""
    inside: list[bool] = [False]
    asked: list[int] = []
    check, droisoned = explicit._refuted_with_marks_ahead, ExplicitNight.droisoned_by_another

    def watched(*args: Any) -> bool:
        inside[0] = True
        try:
            return check(*args)
        finally:
            inside[0] = False

    def recorded(night: ExplicitNight, seat: int, own: bool = True) -> bool:
        if inside[0]:
            asked.append(seat)
        return droisoned(night, seat, own)

    monkeypatch.setattr(explicit, "_refuted_with_marks_ahead", watched)
    monkeypatch.setattr(ExplicitNight, "droisoned_by_another", recorded)
    night_one_reach(_facts(), {**AHEAD, 2: "wake mathematician learn 2"})
    assert not asked
