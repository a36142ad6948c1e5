"""An Empath's count proved false before its slot (``Empath.explicit_refuted``); the
Pixie's Night-1 slot and the Devil's Advocate's read as ones that keep droisons, and a Night-1
Pukka's as one that only poisons its choice (``slot_only_poisons``): a sober Empath's number
below its evil living neighbours drops the branch once no slot left before its own may
droison it, never where a droisoned or falsified reading may still hold (R13).
``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples of the property test."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, keeps_droisons, walk
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import initial_worlds
from engine.clocktower.text import Info, Wake
from engine.clocktower.world import night_order
from tests.engine.clocktower.helpers import night_one_reach
from tests.engine.clocktower.test_script2_refuted_distance import _facts, _worlds

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))
PIXIE = next(k for k, m in enumerate(night_order(UP, 1)) if m.id == "pixie")
PUKKA = next(k for k, m in enumerate(night_order(UP, 1)) if m.id == "pukka")

# the Empath @3 sits beside the Demon @4; both poisons land on the Pixie @1, so the Empath is
# sober and its 0 is false
COUNT = {
    1: "wake pixie learn empath",
    3: "wake empath learn 0",
    4: "wake pukka choose @1",
    5: "wake poisoner choose @1",
}

# a sober Clockmaker's false distance (the Demon @4 one step from its Minion @5), the Empath
# @2 between two good seats telling the truth
DISTANCE = {
    1: "wake pixie learn empath",
    2: "wake empath learn 0",
    3: "wake clockmaker learn 2",
    4: "wake pukka choose @1",
    5: "wake poisoner choose @1",
}


def test_the_empath_refutes_a_count_below_its_evil_neighbours() -> None:
    """Beside one evil neighbour, only the count 0 is refuted (1 and 2 are not)."""
    setup = next(iter(initial_worlds(UP, _facts())))
    night = ExplicitNight(UP, setup, _facts().evil)
    refuted = [
        REGISTRY["empath"].explicit_refuted(night, 2, Wake("empath", (), Info("number", number=n)))
        for n in (0, 1, 2)
    ]
    assert refuted == [True, False, False]


def test_a_false_count_stops_the_walk_before_the_pukkas_slot() -> None:
    """No branch of a sober Empath's count below its evil neighbours reaches the slot of a
    Night-1 Pukka choosing another seat (so neither the Pixie's)."""
    found, reached = night_one_reach(_facts(), COUNT)
    assert not found
    assert -1 < reached < PUKKA


def test_the_pixies_first_night_slot_keeps_droisons() -> None:
    """The Pixie's slot keeps droisons on Night 1 and not on Night 2 (an eaten one is dropped)."""
    assert [keeps_droisons(REGISTRY["pixie"], n) for n in (1, 2)] == [True, False]


def test_a_false_distance_stops_the_walk_before_the_pixies_slot() -> None:
    """A sober Clockmaker's false distance is dropped after the Pukka's slot, not the Pixie's."""
    found, reached = night_one_reach(_facts(), DISTANCE)
    assert not found
    assert -1 < reached < PIXIE


def test_the_devils_advocates_slot_keeps_droisons() -> None:
    """The Devil's Advocate's slot keeps droisons; the Pukka's only poisons, on Night 1 only."""
    assert [keeps_droisons(REGISTRY["devils_advocate"], n) for n in (1, 2)] == [True, True]
    assert [REGISTRY["pukka"].slot_only_poisons(n) for n in (1, 2)] == [True, False]


def test_a_free_pukka_may_poison_the_empath() -> None:
    """With the Pukka's seat free, its choice may be the Empath, whose false count then holds."""
    parsed = {s - 1: parse_clause_entry(t, 5) for s, t in COUNT.items() if s != 4}
    found = [
        world
        for setup in initial_worlds(UP, _facts())
        for world in walk(ExplicitNight(UP, setup, _facts().evil), parsed, free=frozenset({3}))
    ]
    assert ("empath", "pukka") in {(w.world.tokens[2], w.world.tokens[3]) for w in found}


def test_a_poisoned_empath_keeps_a_false_count() -> None:
    """The Pukka's poison on the Empath lets it learn 0 beside the Demon."""
    worlds = _worlds({**COUNT, 4: "wake pukka choose @3"})
    assert worlds
    assert {w.world.tokens[2] for w in worlds} == {"empath"}


def test_a_sober_vortox_keeps_a_false_count() -> None:
    """Under a sober Vortox the Empath's 0 is the false information it must get."""
    worlds = _worlds({3: "wake empath learn 0", 4: "dont_wake", 5: "wake poisoner choose @1"})
    assert worlds
    assert all(w.world.tokens[3] == "vortox" for w in worlds)


ENTRY = {
    1: st.sampled_from(["dont_wake", "wake pixie learn empath", "wake pixie learn clockmaker"]),
    2: st.sampled_from(["dont_wake", "wake empath learn 0", "wake clockmaker learn 1"]),
    3: st.sampled_from([f"wake empath learn {n}" for n in range(3)] + ["wake clockmaker learn 2"]),
    4: st.sampled_from(["dont_wake", *(f"wake pukka choose @{s}" for s in range(1, 6))]),
    5: st.sampled_from(
        [
            "dont_wake",
            *(f"wake poisoner choose @{s}" for s in range(1, 6)),
            *(f"wake devils_advocate choose @{s}" for s in range(1, 6)),
        ]
    ),
}


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(entries=st.fixed_dictionaries(ENTRY))
@example(entries={**COUNT, 3: "wake empath learn 1"})
@example(entries={**COUNT, 4: "wake pukka choose @3", 5: "wake devils_advocate choose @1"})
def test_refuted_walks_find_the_oracles_worlds(entries: dict[int, str]) -> None:
    """Night 1 walked with the refutations finds the worlds the oracle's walk finds, in order."""
    parsed = {s - 1: parse_clause_entry(t, 5) for s, t in entries.items()}
    for setup in initial_worlds(UP, _facts()):
        night = ExplicitNight(UP, setup, _facts().evil)
        assert list(walk(night, parsed)) == list(walk(night, parsed, refute=False))
