"""Fallback F's joined tier asks about a shape's bound part only when neither a refusal
without a walk, nor its whole entry, nor a longer shape's whole entry settles it."""

from __future__ import annotations

import hashlib
import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.fallback import joined_wakes
from engine.clocktower.text import Wake
from engine.clocktower.world import PlanEntry, Upto

POSITIONS = {"poisoner": 0, "pukka": 5, "barber": 8, "empath": 11}
N = 4

World = tuple[tuple[Wake, ...], int | None]
"""A seat's wakes tonight in point order, and the point at which the game ends (None: it
runs to dawn)."""


def _wakes() -> list[Wake]:
    """The Poisoner's, the Pukka's and the Barber's wakes of four seats, and the Empath's,
    in canonical order."""
    return [
        *(Wake("poisoner", (s,)) for s in range(N)),
        *(Wake("pukka", (s,)) for s in range(N)),
        *(Wake("barber", pair) for pair in itertools.permutations(range(N), 2)),
        Wake("empath"),
    ]


def _position(wake: Wake) -> int:
    return POSITIONS[wake.character]


def _read(wakes: tuple[Wake, ...]) -> tuple[object, ...]:
    """What a world reads of a seat's wakes: a swap's two seats as a set."""
    return tuple(
        (w.character, frozenset(w.choices) if w.character == "barber" else w.choices) for w in wakes
    )


def _possible(worlds: list[World], asked: list[PlanEntry]):  # type: ignore[no-untyped-def]
    """``possible`` as the worlds answer it (a bound part: the wakes up to its position,
    free after it), noting each question put."""

    def possible(entry: PlanEntry, at: int) -> bool:
        asked.append(entry)
        bound = entry.entry if isinstance(entry, Upto) else entry
        assert isinstance(bound, ClauseEntry)
        limit = entry.position if isinstance(entry, Upto) else None
        for wakes, end in worlds:
            made = tuple(w for w in wakes if limit is None or _position(w) <= limit)
            if (end is None or end >= at) and _read(made) == _read(bound.clauses):
                return True
        return False

    return possible


def test_a_swap_the_pukkas_kill_needs_is_found_without_asking_about_a_bound_part() -> None:
    """Every world wakes the seat as the Pukka, then makes the Barber's swap of @1 and @2;
    every no is refused without a walk: the joined entries are found asking about whole
    entries only, the Pukka's kill alone and with the swap settled by the swap's."""
    worlds: list[World] = [((Wake("pukka", (s,)), Wake("barber", (1, 2))), None) for s in range(N)]
    asked: list[PlanEntry] = []
    every = _possible(worlds, [])
    found = joined_wakes(
        _wakes(), _position, _possible(worlds, asked), None, lambda e, at: not every(e, at)
    )
    assert found == joined_wakes(_wakes(), _position, every)
    assert [e.text for e in found] == [
        f"wake pukka choose @{s + 1} & wake barber choose {pair}"
        for s in range(N)
        for pair in ("@2 @3", "@3 @2")
    ]
    assert asked and not any(isinstance(e, Upto) for e in asked)


def test_a_kill_whose_one_unrefused_swap_needs_the_empath_is_extended_unasked() -> None:
    """Every world wakes the seat as the Pukka choosing @1, then makes the swap of @2 and
    @3, then as the Empath: the kill and the swap are no entry, and the swap is the only
    longer shape past the kill not refused (in either order), so the three-clause entries
    are found with no question about a bound part."""
    worlds: list[World] = [
        ((Wake("pukka", (0,)), Wake("barber", (1, 2)), Wake("empath")), None),
    ]
    asked: list[PlanEntry] = []
    every = _possible(worlds, [])
    found = joined_wakes(
        _wakes(), _position, _possible(worlds, asked), None, lambda e, at: not every(e, at)
    )
    assert found == joined_wakes(_wakes(), _position, every)
    assert [e.text for e in found] == [
        f"wake pukka choose @1 & wake barber choose {pair} & wake empath"
        for pair in ("@2 @3", "@3 @2")
    ]
    assert asked and not any(isinstance(e, Upto) for e in asked)


def _worlds(draws: list[tuple[int, int, int, int, int]]) -> list[World]:
    """A world per draw: a Poisoner's choice or none, a Pukka's or none, a swap or none,
    the Empath or not (a draw of 0 leaves a character out), and where the game ends."""
    pairs = list(itertools.permutations(range(N), 2))
    worlds: list[World] = []
    for poisoner, pukka, swap, empath, end in draws:
        wakes = [
            *([Wake("poisoner", (poisoner - 1,))] if poisoner else []),
            *([Wake("pukka", (pukka - 1,))] if pukka else []),
            *([Wake("barber", pairs[swap - 1])] if swap else []),
            *([Wake("empath")] if empath else []),
        ]
        ends = [None, *POSITIONS.values(), 3, 9]
        worlds.append((tuple(wakes), ends[end % len(ends)]))
    return worlds


@settings(max_examples=60, deadline=None, derandomize=True)
@given(
    st.lists(
        st.tuples(
            st.integers(0, N),
            st.integers(0, N),
            st.integers(0, N * (N - 1)),
            st.integers(0, 1),
            st.integers(0, 6),
        ),
        max_size=6,
    ),
    st.integers(0, 10**6),
    st.integers(0, 8),
)
def test_the_joined_entries_are_those_of_asking_every_bound_part(
    draws: list[tuple[int, int, int, int, int]], salt: int, share: int
) -> None:
    """With answers that worlds give, and a refusal without a walk of any share of the
    noes, the joined entries are the ones found by asking about every bound part."""
    worlds = _worlds(draws)
    every = _possible(worlds, [])

    def refused(entry: PlanEntry, at: int) -> bool:
        digest = hashlib.sha256(repr((salt, entry, at)).encode()).digest()
        return digest[0] % 8 < share and not every(entry, at)

    found = joined_wakes(_wakes(), _position, _possible(worlds, []), None, refused)
    assert found == joined_wakes(_wakes(), _position, every)
