"""A swap armed only by a death tonight, which the entries leave no seat that may arm it to
die before its slot, reads as none at dusk (``early_due.unarmed``): a clause one character
alone may stand for, its character dealt only as a token, is held before the swap only by
its seat holding that token, so its slot aims where the clause says and its seat is no
armer. Seats are 0-based; the lazy Night 2 leaves @2 and @3 each the Lycanthrope or the
Barber.
"""

from __future__ import annotations

import os
from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import tonight
from engine.clocktower.early_due import Readings, asleep_after, dusk_proof, unwoken_at_dawn
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.lazy import Completer, LazySetup
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.setups import SetupFacts
from engine.clocktower.text import DontWake, Info, Wake
from engine.clocktower.world import NightPlan, Upto, night_order
from tests.engine.clocktower.helpers import known_scripts

UNARMED = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("mathematician", "empath", "lycanthrope", "barber", "poisoner", "lleech"),
    "mini_early_unarmed",
    "Mini Early Unarmed (test script)",
)
"""The Lycanthrope the only kill before the Barber's slot but the Lleech's."""

_scripts = known_scripts(UNARMED)

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "20"))

CANDS = (
    frozenset(("empath",)),
    frozenset(("lycanthrope", "barber")),
    frozenset(("lycanthrope", "barber")),
    frozenset(("mathematician",)),
    frozenset(("lleech",)),
    frozenset(("poisoner",)),
)
FACTS = SetupFacts(6, frozenset((4, 5)), 4)
LLEECH = 2  # its slot on Night 2 (poisoner, lycanthrope, lleech, barber, empath, ...)


def _night() -> ExplicitNight:
    """Night 2 of the lazy world, the Lleech's host @4 (refined as the lazy solver refines)."""
    completer = Completer(UNARMED, FACTS)
    setup = LazySetup(CANDS)
    assert completer.holds(setup)
    night = ExplicitNight(UNARMED, setup, FACTS.evil, number=2)
    night.state["lleech"] = (4, 3)
    night.refiner = LazySolver()._refiner(completer)
    return night


def _entries(target: int) -> dict[int, Any]:
    """@2's `wake lycanthrope` choosing ``target``, and the Lleech's `wake lleech choose @1`
    bound up to its slot (free at the Barber's)."""
    return {
        1: ClauseEntry((Wake("lycanthrope", (target,)),)),
        4: Upto(ClauseEntry((Wake("lleech", (0,)),)), LLEECH),
    }


def _proved(entries: dict[int, Any], seat: int, position: int) -> bool:
    """Whether the dusk reading proves ``seat`` wakes after ``position`` in no walk."""
    night = _night()
    plan = NightPlan(2, tuple(entries.items()))
    return asleep_after(night, tonight(night), plan, seat, position)


def _woken_after(entries: dict[int, Any], seat: int, position: int) -> bool:
    """Whether some walk holding ``entries`` wakes ``seat`` after ``position``."""
    upto = {s: e.position for s, e in entries.items() if isinstance(e, Upto)}
    flat = {s: e.entry if isinstance(e, Upto) else e for s, e in entries.items()}
    free = frozenset(range(6)) - set(entries)
    return any(
        any(k > position for k, _ in world.woke.get(seat, ()))
        for world in walk(_night(), flat, keep_ended=True, free=free, upto=upto)
    )


def test_a_swap_the_entries_leave_unarmed_wakes_no_one_later() -> None:
    """With @2 the Lycanthrope choosing @1 and the Lleech choosing @1, @3 (the Barber in
    every walk holding them) wakes after the Lycanthrope's slot in no walk, proved at dusk."""
    assert [m.id for m in night_order(UNARMED, 2)][:4] == [
        "poisoner",
        "lycanthrope",
        "lleech",
        "barber",
    ]
    assert not _woken_after(_entries(0), 2, 1)
    assert _proved(_entries(0), 2, 1)


def test_a_swap_the_entries_may_arm_is_still_read() -> None:
    """With @2 the Lycanthrope choosing @3 (who may be the Barber), the Poisoner @6 may be
    swapped into a character that wakes later: not proved at dusk, and a walk wakes it."""
    assert _woken_after(_entries(2), 5, 1)
    assert not _proved(_entries(2), 5, 1)


_CLAUSES = [
    *(Wake("lycanthrope", (t,)) for t in (0, 1, 2, 3)),
    Wake("empath", info=Info("number", 0)),
    Wake("empath", info=Info("number", 1)),
    Wake("mathematician", info=Info("number", 0)),
    Wake("poisoner", (2,)),
]


def _dawn_unwoken(entries: dict[int, Any], seat: int) -> bool:
    """Whether some walk holding ``entries`` runs to dawn with ``seat`` alive, never woken."""
    upto = {s: e.position for s, e in entries.items() if isinstance(e, Upto)}
    flat = {s: e.entry if isinstance(e, Upto) else e for s, e in entries.items()}
    free = frozenset(range(6)) - set(entries)
    return any(
        world.winner is None and world.alive[seat] and not world.woke.get(seat)
        for world in walk(_night(), flat, keep_ended=True, free=free, upto=upto)
    )


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    picks=st.dictionaries(
        st.sampled_from((0, 1, 2, 3, 5)),
        st.one_of(st.none(), st.sampled_from(range(len(_CLAUSES)))),
        max_size=3,
    ),
    kill=st.one_of(st.none(), st.sampled_from(range(6))),
    whole=st.booleans(),
)
@example(picks={1: 0}, kill=0, whole=False)  # the first test's: proved at dusk
@example(picks={1: 2}, kill=0, whole=False)  # the second's: the Barber may die first
@example(picks={1: 2}, kill=0, whole=True)  # the unmade swap's test
def test_what_the_reading_proves_no_walk_gives(
    picks: dict[int, int | None], kill: int | None, whole: bool
) -> None:
    """With random entries (a `dont_wake` or one clause; the Lleech's kill bound up to its
    slot or whole, or the Lleech free), every "wakes after p" and "alive at dawn unwoken"
    proved at dusk is held by no walk."""
    entries: dict[int, Any] = {
        seat: DontWake() if pick is None else ClauseEntry((_CLAUSES[pick],))
        for seat, pick in picks.items()
    }
    if kill is not None:
        kill_clause = ClauseEntry((Wake("lleech", (kill,)),))
        entries[4] = kill_clause if whole else Upto(kill_clause, LLEECH)
    plan = NightPlan(2, tuple(sorted(entries.items())))
    for seat in range(6):
        for position in range(len(night_order(UNARMED, 2))):
            night = _night()
            if asleep_after(night, tonight(night), plan, seat, position):
                assert not _woken_after(entries, seat, position), (seat, position)
        night = _night()
        if isinstance(entries.get(seat), DontWake) and unwoken_at_dawn(
            night, tonight(night), plan, seat
        ):
            assert not _dawn_unwoken(entries, seat), seat


def test_a_swap_every_maker_s_entry_leaves_unmade_wakes_no_one_later() -> None:
    """With the Lleech's whole `wake lleech choose @1` (no Barber's clause, so not free at the
    swap's slot) and @2 the Lycanthrope choosing @3 (who may be the Barber), the swap may be
    armed but never made: the Poisoner @6 wakes after the Lycanthrope's slot in no walk, and
    the reading proves it."""
    entries: dict[int, Any] = {
        1: ClauseEntry((Wake("lycanthrope", (2,)),)),
        4: ClauseEntry((Wake("lleech", (0,)),)),
    }
    assert not _woken_after(entries, 5, 1)
    assert _proved(entries, 5, 1)


def _running_proved(entries: dict[int, Any], point: int) -> bool:
    """Whether the dusk reading proves no walk holding ``entries`` runs at ``point``."""
    night = _night()
    plan = NightPlan(2, tuple(sorted(entries.items())))
    proof = dusk_proof(plan, ("running", (2, 0, point)), Readings())
    assert proof is not None
    return proof(night, tonight(night))


def _running(entries: dict[int, Any], point: int) -> bool:
    """Whether some walk holding ``entries`` runs at ``point``."""
    upto = {s: e.position for s, e in entries.items() if isinstance(e, Upto)}
    flat = {s: e.entry if isinstance(e, Upto) else e for s, e in entries.items()}
    free = frozenset(range(6)) - set(entries)
    return any(
        world.ended_at is None or world.ended_at >= (2, 0, point)
        for world in walk(_night(), flat, keep_ended=True, free=free, upto=upto)
    )


def test_an_entry_possible_only_by_the_unarmed_swap_is_held_by_no_walk() -> None:
    """With the first test's entries and @4 (the Mathematician) reading as the Empath,
    possible only by the swap, "running" at the Empath's slot is proved at dusk and held by
    no walk (``dusk_proof``'s running proof reads the same reading)."""
    entries = _entries(0)
    entries[3] = ClauseEntry((Wake("empath", info=Info("number", 1)),))
    point = [m.id for m in night_order(UNARMED, 2)].index("empath")
    assert not _running(entries, point)
    assert _running_proved(entries, point)
