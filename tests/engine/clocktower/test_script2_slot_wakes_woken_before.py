"""Fallback F's "may this silent seat wake at that slot?" (``slot_wakes.wakes_at``) binds the
seat to no wake before the slot: a world at dusk in which the seat certainly wakes at an
earlier slot grows no witness (``early_due.woken_before``), even when the seat may wake at
the slot asked about (the Demon's swap at the Barber's slot). Seats are 0-based; the lazy
Night 2 of ``test_script2_early_unarmed`` (poisoner, lycanthrope, lleech, barber, empath,
mathematician) has the Lleech @5, the Poisoner @6, and @2 and @3 each the Lycanthrope or
the Barber.
"""

from __future__ import annotations

import os
from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import tonight
from engine.clocktower.early_due import Readings, dusk_proof, unwoken_at, woken_before
from engine.clocktower.explicit import walk
from engine.clocktower.world import NightPlan, Upto
from tests.engine.clocktower.test_script2_early_unarmed import _CLAUSES, _night

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "20"))

LLEECH, BARBER = 2, 3  # their slots on Night 2
DEMON = 4  # the Lleech's seat


def _plan(entries: dict[int, Any], silent: int, position: int) -> NightPlan:
    """``entries`` with ``silent`` bound to no wake before ``position`` (the question's)."""
    bound = {**entries, silent: Upto(ClauseEntry(()), position - 1)}
    return NightPlan(2, tuple(sorted(bound.items())))


def _proved(entries: dict[int, Any], silent: int, position: int) -> bool:
    """Whether the question's proof at dusk rules the world out."""
    night = _night()
    proof = dusk_proof(_plan(entries, silent, position), ("wakes_at", silent, position), Readings())
    assert proof is not None
    return proof(night, tonight(night))


def _witnessed(entries: dict[int, Any], silent: int, position: int) -> bool:
    """Whether some walk with ``silent`` making no wake before ``position`` wakes it there
    while running, or ends there (``slot_wakes.wakes_at``'s witness)."""
    flat = {s: e.entry if isinstance(e, Upto) else e for s, e in entries.items()}
    upto = {s: e.position for s, e in entries.items() if isinstance(e, Upto)}
    flat[silent], upto[silent] = ClauseEntry(()), position - 1
    free = frozenset(range(6)) - set(flat)
    key = (2, 0, position)
    for world in walk(_night(), flat, keep_ended=True, free=free, upto=upto):
        if world.ended_at == key:
            return True
        running = world.ended_at is None or world.ended_at > key
        if running and any(at == position for at, _ in world.woke.get(silent, ())):
            return True
    return False


def test_a_silent_demon_woken_before_the_swap_s_slot_is_proved_at_dusk() -> None:
    """The silent Lleech, which may make the Barber's swap, wakes at its own earlier slot in
    every walk: no walk reaches the swap's slot without that wake, and the proof says so."""
    night = _night()
    plan = _plan({}, DEMON, BARBER)
    assert not unwoken_at(night, tonight(night), plan, DEMON, BARBER)  # it may swap there
    assert not _witnessed({}, DEMON, BARBER)
    assert _proved({}, DEMON, BARBER)


def test_a_wake_at_the_slot_asked_is_no_proof() -> None:
    """Asked about its own slot, the silent Lleech's certain wake is the witness: not proved."""
    night = _night()
    assert not woken_before(night, tonight(night), DEMON, LLEECH)
    assert _witnessed({}, DEMON, LLEECH)
    assert not _proved({}, DEMON, LLEECH)


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    picks=st.dictionaries(
        st.sampled_from((0, 1, 2, 3, 5)), st.sampled_from(range(len(_CLAUSES))), max_size=2
    ),
    silent=st.sampled_from(range(6)),
    position=st.sampled_from(range(6)),
)
@example(picks={}, silent=DEMON, position=BARBER)  # the first test's: proved
@example(picks={}, silent=DEMON, position=LLEECH)  # the second's: a witness
def test_what_an_earlier_certain_wake_proves_no_walk_gives(
    picks: dict[int, int], silent: int, position: int
) -> None:
    """With random one-clause entries of the other seats, whenever the silent seat certainly
    wakes before the slot asked, no walk witnesses the question."""
    entries = {s: ClauseEntry((_CLAUSES[i],)) for s, i in picks.items() if s != silent}
    night = _night()
    if woken_before(night, tonight(night), silent, position):
        assert not _witnessed(entries, silent, position)
