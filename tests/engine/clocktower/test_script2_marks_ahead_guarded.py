"""A later reading refuted with the marks a poison still to come surely places: a seat whose
reading is false at every slot left, no Drunk, either fails it sober or is droisoned by
another there and marked (M1), so a sober Mathematician's count below those marks is
dropped before the poisoning slot, once no poison left may reach the Mathematician
(``explicit._refuted_with_marks_ahead``). The walk also asks whether a poison still to come
may reach a clause's seat before asking its truth. ``CLOCKTOWER_ORACLE_EXAMPLES`` sets the
number of examples of the property test."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld, initial_worlds
from engine.clocktower.text import Seat, Wake
from engine.clocktower.tokens import is_drunk_token
from engine.clocktower.world import night_order
from tests.engine.clocktower.helpers import night_one_reach
from tests.engine.clocktower.test_script2_refuted_distance import _facts

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))
PUKKA = next(k for k, m in enumerate(night_order(UP, 1)) if m.id == "pukka")

# the Empath @3 beside the Demon @4 learns a false 0; sober before the Pukka's slot, it is
# poisoned there by the Pukka's choice, so it is marked at its slot or the branch dies; the
# Poisoner's choice @1 leaves the Mathematician @2 sober and no poison left can reach it
GUARDED = {
    2: "wake mathematician learn 0",
    3: "wake empath learn 0",
    4: "wake pukka choose @3",
    5: "wake poisoner choose @1",
}

# the Pukka poisons @1 and no Poisoner wakes: @5 may be the Baron, and @3 a Drunk Empath
DRUNK = {2: "wake mathematician learn 0", 3: "wake empath learn 0", 4: "wake pukka choose @1"}


def _reached(setup: SetupWorld, entries: dict[int, str]) -> int:
    """The furthest night-order position a branch of ``setup``'s Night 1 woke a seat at
    after a slot (-1: none), its worlds asserted none."""
    parsed = {s - 1: parse_clause_entry(t, 5) for s, t in entries.items()}
    reached = [-1]

    def step(branch: ExplicitNight) -> bool:
        reached.append(max((p for w in branch.woke.values() for p, _ in w), default=-1))
        return False

    assert not list(walk(ExplicitNight(UP, setup, _facts().evil), parsed, prune=step))
    return max(reached)


def test_a_count_below_a_mark_a_later_poison_places_stops_before_the_pukkas_slot() -> None:
    """Where the Empath's seat holds neither a Drunk's token nor one that may poison itself
    (a Cannibal's), no branch of a sober count of 0 reaches the Pukka's slot: the Empath's
    false reading is sure to be marked (poisoned by the Pukka's choice) or to fail."""
    sober = [
        s
        for s in initial_worlds(UP, _facts())
        if not is_drunk_token(s.tokens[2]) and not REGISTRY[s.tokens[2]].own_droison
    ]
    reached = [_reached(setup, GUARDED) for setup in sober]
    assert max(reached) > -1  # some branches walk past the Poisoner's slot, then stop
    assert max(reached) < PUKKA


def test_a_drunk_readers_false_reading_is_no_sure_mark() -> None:
    """A Drunk Empath (beside a Baron) left unpoisoned learns a false 0 with only an optional
    mark, so a count of 0 is kept in its worlds."""
    found, _ = night_one_reach(_facts(), DRUNK)
    assert found
    assert all(w.is_drunk(2) and 2 not in w.marked for w in found)


def test_a_reading_a_poison_still_to_come_may_reach_is_not_refuted_before_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where @4 holds the Pukka, the Clockmaker's truth is not asked while the Pukka's
    clause may still poison its seat (that clause's refutation cannot hold there)."""
    asked: list[int] = []
    clockmaker = type(REGISTRY["clockmaker"])
    refuted = clockmaker.explicit_refuted

    def recorded(self: object, night: ExplicitNight, seat: Seat, clause: Wake) -> bool:
        asked.append(max((p for w in night.woke.values() for p, _ in w), default=-1))
        return refuted(self, night, seat, clause)  # type: ignore[arg-type]

    monkeypatch.setattr(clockmaker, "explicit_refuted", recorded)
    entries = {2: parse_clause_entry("wake clockmaker learn 0", 5)}
    entries[3] = parse_clause_entry("wake pukka choose @3", 5)
    for setup in initial_worlds(UP, _facts()):
        if setup.tokens[3] == "pukka":
            list(walk(ExplicitNight(UP, setup, _facts().evil), entries))
    assert asked
    assert min(asked) >= PUKKA


ENTRY = {
    1: st.sampled_from(["dont_wake", "wake pixie learn empath", "wake clockmaker learn 0"]),
    2: st.sampled_from([f"wake mathematician learn {n}" for n in range(3)]),
    3: st.sampled_from([*(f"wake empath learn {n}" for n in range(2)), "wake clockmaker learn 0"]),
    4: st.sampled_from(["dont_wake", *(f"wake pukka choose @{s}" for s in (1, 2, 3, 5))]),
    5: st.sampled_from(["dont_wake", *(f"wake poisoner choose @{s}" for s in range(1, 6))]),
}


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(entries=st.fixed_dictionaries(ENTRY))
@example(entries=GUARDED)
@example(entries={**DRUNK, 1: "dont_wake", 5: "dont_wake"})
@example(entries={**GUARDED, 1: "wake clockmaker learn 0", 4: "wake pukka choose @1"})
@example(entries={**GUARDED, 5: "wake poisoner choose @2"})
def test_walks_with_marks_a_later_poison_places_find_the_oracles_worlds(
    entries: dict[int, str],
) -> None:
    """Night 1 walked with the refutations finds the worlds the oracle's walk finds, in order."""
    parsed = {s - 1: parse_clause_entry(t, 5) for s, t in entries.items()}
    for setup in initial_worlds(UP, _facts()):
        night = ExplicitNight(UP, setup, _facts().evil)
        assert list(walk(night, parsed)) == list(walk(night, parsed, refute=False))
