"""A Mathematician's number refused before its slot by a bound from above
(``Mathematician.explicit_refuted_above``): once every slot left up to its own marks only
the seat waking there and keeps droisons (``Character.marks_only_its_waker``), the count at
the slot is at most the marks now and one per seat that may still wake there
(``explicit.wakers_ahead``), so a sober reader's larger number drops the branch early, and
the walk still finds every world where a droisoned or falsified one holds.
``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples of the property test."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, marking_only_wakers, wakers_ahead, walk
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.setups import SetupWorld
from engine.clocktower.text import Info, Wake
from engine.clocktower.world import night_order

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))
SCRIPT = _reduced(
    UNCERTAINTY_PRINCIPLE,
    (
        "empath", "clockmaker", "mathematician", "monk", "mayor", "drunk",
        "poisoner", "pukka", "vortox",
    ),
    "mini_marks_above",
    "Mini Marks Above (test script)",
)  # fmt: skip
"""Night 1: poisoner, pukka, then three readers (empath, clockmaker, mathematician) whose
slots keep droisons and mark only their wakers."""
ORDER = night_order(SCRIPT, 1)
PUKKA = [m.id for m in ORDER].index("pukka")
EVIL = frozenset((3, 4))

# six players, @4 the Demon and @5 its Minion; @3 the Mathematician sober, a Drunk believing
# it, sober under a Vortox, or sober beside a Drunk believing the Empath
SOBER = SetupWorld(("empath", "clockmaker", "mathematician", "pukka", "poisoner", "monk"), ())
DRUNK = SetupWorld(
    ("empath", "clockmaker", "drunk(mathematician)", "pukka", "poisoner", "mayor"), ()
)
VORTOX = SetupWorld(("empath", "clockmaker", "mathematician", "vortox", "poisoner", "monk"), ())
BESIDE = SetupWorld(
    ("empath", "clockmaker", "mathematician", "pukka", "poisoner", "drunk(empath)"), ()
)

# nobody is droisoned but @6: a sober @3 sees at most the Empath's and the Clockmaker's marks
THREE = {3: "wake mathematician learn 3", 4: "wake pukka choose @6", 5: "wake poisoner choose @6"}


def _walk(setup: SetupWorld, entries: dict[int, str], refute: bool = True) -> list[ExplicitNight]:
    """Night 1's worlds of ``setup`` with the 1-based seats' entries (the others free)."""
    parsed = {s - 1: parse_clause_entry(t, 6) for s, t in entries.items()}
    free = frozenset(s for s in range(6) if s not in parsed)
    return list(walk(ExplicitNight(SCRIPT, setup, EVIL), parsed, free=free, refute=refute))


def test_the_mathematician_refutes_a_count_above_the_marks_to_come() -> None:
    """With one mark now and two seats still to wake, 4 is refuted, 3 is not."""
    night = ExplicitNight(SCRIPT, SOBER, EVIL)
    night.mark(0)
    module = REGISTRY["mathematician"]
    refuted = [
        module.explicit_refuted_above(
            night, 2, Wake("mathematician", (), Info("number", number=n)), 2
        )
        for n in range(5)
    ]
    assert refuted == [False, False, False, False, True]


def test_only_the_readers_slots_mark_only_their_wakers() -> None:
    """The slots after the Pukka's (three readers) count their wakers; from the Pukka's
    on, which may mark anyone, none is counted."""
    last = len(ORDER) - 1
    assert marking_only_wakers(ORDER, PUKKA - 1, last, 1) is None
    assert marking_only_wakers(ORDER, PUKKA, last, 1) == ("empath", "clockmaker", "mathematician")


def test_the_wakers_ahead_are_the_readers_still_to_come() -> None:
    """After the Pukka's slot two other seats may wake (the Empath, the Clockmaker); a
    marked seat is not counted."""
    night = ExplicitNight(SCRIPT, SOBER, EVIL)
    readers = ("empath", "clockmaker", "mathematician")
    assert wakers_ahead(night, readers, 2) == 2
    night.mark(0)
    assert wakers_ahead(night, readers, 2) == 1


def test_a_drunk_believing_a_reader_wakes_as_one_more() -> None:
    """A Drunk believing the Empath is a third seat that may wake and be marked."""
    night = ExplicitNight(SCRIPT, BESIDE, EVIL)
    assert wakers_ahead(night, ("empath", "clockmaker", "mathematician"), 2) == 3


def test_a_sober_count_above_the_marks_to_come_stops_the_walk_at_the_pukkas_slot() -> None:
    """No branch of a sober Mathematician's 3, the free readers undroisoned, walks past the
    Pukka's slot: it is dropped there, not at the Mathematician's own."""
    reached = [-1]

    def step(branch: ExplicitNight) -> bool:
        reached.append(max((p for w in branch.woke.values() for p, _ in w), default=-1))
        return False

    parsed = {s - 1: parse_clause_entry(t, 6) for s, t in THREE.items()}
    free = frozenset(s for s in range(6) if s not in parsed)
    found = list(walk(ExplicitNight(SCRIPT, SOBER, EVIL), parsed, free=free, prune=step))
    assert not found
    assert max(reached) == PUKKA


def test_a_drunk_or_falsified_count_above_the_marks_to_come_holds() -> None:
    """A Drunk believing the Mathematician, or a sober one under a Vortox, may be shown 3."""
    assert _walk(DRUNK, THREE)
    assert _walk(VORTOX, {**THREE, 4: "dont_wake"})


def test_three_readers_marked_hold_a_sober_three() -> None:
    """Both readers droisoned and a Drunk believing the Empath: a sober 3 holds (the bound
    counts every seat that may still wake, the Drunk's too)."""
    poisoned = {**THREE, 4: "wake pukka choose @1", 5: "wake poisoner choose @2"}
    assert _walk(BESIDE, poisoned)
    assert not _walk(SOBER, poisoned)


ENTRY = {
    1: st.sampled_from(["dont_wake", *(f"wake empath learn {n}" for n in range(3))]),
    2: st.sampled_from(["dont_wake", *(f"wake clockmaker learn {n}" for n in range(1, 4))]),
    3: st.sampled_from([f"wake mathematician learn {n}" for n in range(4)]),
    4: st.sampled_from(["dont_wake", *(f"wake pukka choose @{s}" for s in range(1, 7))]),
    5: st.sampled_from(["dont_wake", *(f"wake poisoner choose @{s}" for s in range(1, 7))]),
}


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(entries=st.fixed_dictionaries(ENTRY), setup=st.sampled_from([SOBER, DRUNK, VORTOX, BESIDE]))
@example(entries=THREE, setup=SOBER)
@example(entries={**THREE, 4: "wake pukka choose @1"}, setup=SOBER)
@example(entries={**THREE, 4: "wake pukka choose @1", 5: "wake poisoner choose @2"}, setup=SOBER)
@example(entries={**THREE, 5: "wake poisoner choose @3"}, setup=SOBER)
@example(entries={**THREE, 4: "wake pukka choose @1", 5: "wake poisoner choose @2"}, setup=BESIDE)
@example(entries=THREE, setup=DRUNK)
@example(entries={**THREE, 4: "dont_wake"}, setup=VORTOX)
def test_refuted_walks_find_the_oracles_worlds(entries: dict[int, str], setup: SetupWorld) -> None:
    """Night 1 walked with the refutations finds the worlds the oracle's walk finds, in order."""
    assert _walk(setup, entries) == _walk(setup, entries, refute=False)
