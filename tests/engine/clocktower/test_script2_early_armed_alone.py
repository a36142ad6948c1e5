"""A whole entry's clause naming tonight's one swap, armed only by a death tonight, which
the entries leave no armer but the asked seat to die before its slot, proves that seat
dead at dawn in every walk running there (``early_due.armed_by_alone``). Seats are 0-based;
the lazy Night 2 of ``test_script2_early_unarmed`` leaves @2 and @3 each the Lycanthrope or
the Barber, the Lleech @5 (its host @4).
"""

from __future__ import annotations

import os
from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import tonight
from engine.clocktower.early_due import unwoken_at_dawn
from engine.clocktower.text import DontWake, Wake
from engine.clocktower.world import NightPlan
from tests.engine.clocktower.test_script2_early_unarmed import _dawn_unwoken, _night

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "20"))


def _entries(asked: int, kill: int, swap: tuple[int, int]) -> dict[int, Any]:
    """@2's `wake lycanthrope choose @3` (the Lycanthrope in every walk, so @3 the Barber),
    ``asked``'s `dont_wake`, and the Demon's `wake lleech choose kill & wake barber choose`
    ``swap``."""
    return {
        1: ClauseEntry((Wake("lycanthrope", (2,)),)),
        asked: DontWake(),
        4: ClauseEntry((Wake("lleech", (kill,)), Wake("barber", swap))),
    }


def _proved(entries: dict[int, Any], seat: int) -> bool:
    """Whether the dusk reading proves no walk reaches dawn with ``seat`` alive, unwoken."""
    night = _night()
    plan = NightPlan(2, tuple(sorted(entries.items())))
    return unwoken_at_dawn(night, tonight(night), plan, seat)


def test_the_swap_s_only_armer_is_dead_at_dawn() -> None:
    """With the swap made in every walk running at dawn and @3 (the Barber) its only armer,
    @3's `dont_wake` has no walk alive at dawn, and the dusk reading proves it."""
    entries = _entries(2, 0, (0, 3))
    assert not _dawn_unwoken(entries, 2)
    assert _proved(entries, 2)


def test_another_armer_s_death_is_no_proof() -> None:
    """With the Lleech killing @3 (the Barber) and swapping @1 into its Barber, @1's
    `dont_wake` has a walk alive at dawn: the swap's armer is another seat, not proved."""
    entries = _entries(0, 2, (0, 2))
    assert _dawn_unwoken(entries, 0)
    assert not _proved(entries, 0)


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    asked=st.sampled_from((0, 1, 2, 3, 5)),
    aim=st.one_of(st.none(), st.sampled_from(range(6))),
    kill=st.sampled_from(range(6)),
    swap=st.sampled_from(((0, 3), (0, 2), (1, 2), (2, 5), (3, 4))),
)
@example(asked=2, aim=2, kill=0, swap=(0, 3))  # the first test's: proved at dusk
@example(asked=0, aim=2, kill=2, swap=(0, 2))  # the second's: a witness
def test_what_the_armer_s_death_proves_no_walk_gives(
    asked: int, aim: int | None, kill: int, swap: tuple[int, int]
) -> None:
    """With the Demon's swap named, a random `dont_wake` and @2's Lycanthrope choice (or @2
    free), every "alive at dawn unwoken" proved at dusk is held by no walk."""
    entries = _entries(asked, kill, swap)
    if aim is None or asked == 1:
        entries.pop(1)
        entries[asked] = DontWake()
    else:
        entries[1] = ClauseEntry((Wake("lycanthrope", (aim,)),))
    if _proved(entries, asked):
        assert not _dawn_unwoken(entries, asked)
