"""The joined tier of fallback F asks once about a swap and its two choices exchanged."""

from __future__ import annotations

import hashlib
import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.fallback import joined_wakes
from engine.clocktower.text import Wake
from engine.clocktower.world import PlanEntry, Upto

POSITIONS = {"poisoner": 0, "pukka": 5, "barber": 8, "empath": 11}


def _wakes(n: int) -> list[Wake]:
    """The Pukka's and the Barber's wakes of ``n`` seats, and the Empath's and the
    Poisoner's, in canonical order."""
    return [
        *(Wake("poisoner", (s,)) for s in range(n)),
        *(Wake("pukka", (s,)) for s in range(n)),
        *(Wake("barber", pair) for pair in itertools.permutations(range(n), 2)),
        Wake("empath"),
    ]


def _position(wake: Wake) -> int:
    return POSITIONS[wake.character]


def _same_effect(entry: PlanEntry) -> tuple[object, ...]:
    """What a world reads of ``entry``: a swap's two seats as a set."""
    bound = entry.entry if isinstance(entry, Upto) else entry
    assert isinstance(bound, ClauseEntry)
    clauses = tuple(
        (c.character, frozenset(c.choices) if c.character == "barber" else c.choices)
        for c in bound.clauses
    )
    return (isinstance(entry, Upto), clauses)


def _oracle(salt: int, share: int):  # type: ignore[no-untyped-def]
    """A ``possible`` whose answer depends only on what a world reads of the entry (an
    answer per key, drawn by ``salt``, yes about ``share`` times in eight), noting each
    question put."""
    asked: list[tuple[object, ...]] = []

    def possible(entry: PlanEntry, at: int) -> bool:
        key = (_same_effect(entry), at)
        asked.append(key)
        digest = hashlib.sha256(repr((salt, key)).encode()).digest()
        return digest[0] % 8 < share

    return possible, asked


def test_a_swap_and_its_choices_exchanged_are_asked_about_once() -> None:
    """Each swap of two seats, joined to each Pukka's choice, is put to the solver once, not
    once for each order of its seats."""
    possible, asked = _oracle(salt=1, share=8)
    joined_wakes(_wakes(4), _position, possible)
    assert len(asked) == len(set(asked))
    assert any(k[0][1][-1][0] == "barber" for k in asked)


@settings(max_examples=30, deadline=None, derandomize=True)
@given(
    st.integers(0, 10**6),
    st.integers(1, 7),
    st.integers(3, 4),
    st.one_of(st.none(), st.integers(0, 60)),
)
def test_the_joined_entries_are_those_of_asking_every_question(
    salt: int, share: int, n: int, questions: int | None
) -> None:
    """With any answers that read a swap's seats as a set, and any bound on the questions,
    the joined entries are the ones found when every question is put to the solver."""
    barber = type(REGISTRY["barber"])
    possible, asked = _oracle(salt, share)
    found = joined_wakes(_wakes(n), _position, possible, questions)
    every, _ = _oracle(salt, share)
    try:
        barber.unordered_choices = False
        expected = joined_wakes(_wakes(n), _position, every, questions)
    finally:
        barber.unordered_choices = True
    assert found == expected
    assert len(asked) == len(set(asked))
