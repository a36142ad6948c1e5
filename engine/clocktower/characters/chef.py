"""Chef: Night 1, learns how many pairs of neighbours are both evil."""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class Chef(Character):
    """Townsfolk, wakes on Night 1 only."""

    id = "chef"
    kind = Kind.TOWNSFOLK
    summary = (
        "Night 1 only: you learn a number, the count of adjacent seat pairs (the circle"
        " wraps) in which both players register evil."
    )
    first_night = 23
    info_kinds = ("number",)
    group = "number"

    def truth(self, world: WorldLike, seat: Seat, wake: Wake) -> bool:
        """The number is one a single registration pick can give."""
        assert wake.info is not None
        n = world.n
        counts = world.evil_counts([(i, (i + 1) % n) for i in range(n)])
        return wake.info.number in counts
