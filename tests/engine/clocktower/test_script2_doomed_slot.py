"""A branch whose clause due at a slot belongs to a seat that neither acts nor pretends there
is dropped before the slot's work, where no walk of the night may end at that slot
(``explicit.walk``'s ``doomed``, ``early.may_end``): every branch the slot would make is
overdue after it. Seats are 0-based.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import os
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.clocktower import explicit
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import slot_may_end
from engine.clocktower.explicit import state_key, walk
from engine.clocktower.text import DontWake, Wake
from tests.engine.clocktower.test_script2_faux_paw_split import _night

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "20"))


def _free_acts(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the free Lycanthrope's summarised wakes (in the one-item list returned)."""
    module = REGISTRY["lycanthrope"]
    summary = module.explicit_free_act
    calls = [0]

    def counted(night: Any, seat: int, effective: bool) -> Any:
        calls[0] += 1
        return summary(night, seat, effective)

    monkeypatch.setattr(module, "explicit_free_act", counted)
    return calls


def test_a_clause_of_a_seat_that_cannot_wake_at_its_slot_skips_the_slot(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Night 2 with the Empath (@2) bound to `wake lycanthrope choose @3` and the others free:
    the free Lycanthrope (@1) never acts, and no world holds the entry."""
    calls = _free_acts(monkeypatch)
    entries = {1: ClauseEntry((Wake("lycanthrope", (2,)),))}
    night = _night((("lycanthrope", 1),), ())
    free = frozenset({0, 2, 3, 4})
    assert not list(walk(night, entries, keep_ended=True, free=free, slot_ends=slot_may_end))
    assert calls[0] == 0


def test_a_walk_given_no_may_end_reader_makes_no_cut(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same night walked with no reader of where it may end: the free Lycanthrope acts."""
    calls = _free_acts(monkeypatch)
    entries = {1: ClauseEntry((Wake("lycanthrope", (2,)),))}
    night = _night((("lycanthrope", 1),), ())
    assert not list(walk(night, entries, keep_ended=True, free=frozenset({0, 2, 3, 4})))
    assert calls[0] > 0


def _walked(
    entries: dict[int, Any], dead: tuple[int, ...], paw: int | None, cut: bool
) -> list[object]:
    """The walk's worlds (state keys, in order) with ``dead`` dead at dusk and the faux paw
    on ``paw``, with the cut or without it (no branch ``doomed``)."""
    with pytest.MonkeyPatch.context() as patch:
        if not cut:
            patch.setattr(explicit, "doomed", lambda due, who, used, k: False)
        night = _night((("lycanthrope", paw),), ())
        for seat in dead:
            night.alive[seat] = False
        free = frozenset(range(5)) - set(entries)
        walked = walk(night, entries, keep_ended=True, free=free, slot_ends=slot_may_end)
        return [state_key(n) for n in walked]


_CLAUSES = [
    Wake("lycanthrope", (0,)),
    Wake("lycanthrope", (2,)),
    Wake("lycanthrope", (1,)),
    Wake("monk", (0,)),
    Wake("poisoner", (1,)),
    Wake("lleech", (0,)),
    Wake("empath"),
]


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    picks=st.dictionaries(
        st.integers(min_value=0, max_value=4),
        st.one_of(st.none(), st.sampled_from(range(len(_CLAUSES)))),
        max_size=3,
    ),
    dead=st.sampled_from([(), (2,), (2, 4)]),
    paw=st.sampled_from([1, 2, None]),
)
@example(picks={1: 0}, dead=(2, 4), paw=None)  # the Lycanthrope's kill ends the game
def test_the_cut_walk_finds_the_same_worlds(
    picks: dict[int, int | None], dead: tuple[int, ...], paw: int | None
) -> None:
    """With random entries (a `dont_wake` or one clause) on the lazy Night 2, some seats dead
    at dusk (three alive: a death may end the game), the walk finds the same worlds in the
    same order with the cut as without it (the faux paw on the Empath, the Monk or open)."""
    entries: dict[int, Any] = {
        seat: DontWake() if pick is None else ClauseEntry((_CLAUSES[pick],))
        for seat, pick in picks.items()
    }
    assert _walked(entries, dead, paw, True) == _walked(entries, dead, paw, False)
