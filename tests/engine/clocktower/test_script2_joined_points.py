"""Fallback F's joined tier reads each shape's point once, however many prefixes it joins."""

from __future__ import annotations

import itertools

from engine.clocktower.fallback import joined_wakes
from engine.clocktower.text import Wake
from engine.clocktower.world import PlanEntry

POSITIONS = {"poisoner": 0, "pukka": 5, "barber": 8, "empath": 11}
WAKES = [
    *(Wake("poisoner", (s,)) for s in range(4)),
    *(Wake("pukka", (s,)) for s in range(4)),
    *(Wake("barber", pair) for pair in itertools.permutations(range(4), 2)),
    Wake("empath"),
]


def test_each_shapes_point_is_read_once() -> None:
    """Every question answered yes: each of the 21 shapes' points is read once, not once
    per prefix it may extend."""
    read: list[Wake] = []

    def position(wake: Wake) -> int:
        read.append(wake)
        return POSITIONS[wake.character]

    def possible(entry: PlanEntry, at: int) -> bool:
        return True

    found = joined_wakes(WAKES, position, possible)
    assert found  # the search joined shapes after prefixes
    assert len(read) == len(set(read)) == 4 + 4 + 12 + 1
