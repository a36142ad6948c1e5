"""Scarlet Woman: becomes the Demon when the Demon dies with five or more players alive."""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat


@register
class ScarletWoman(Character):
    """Minion with a triggered character change (told by prompt O1b)."""

    id = "scarlet_woman"
    kind = Kind.MINION
    summary = (
        "When the Demon dies with at least five players alive just before that death, and"
        " you are alive, you take over as the Imp."
    )

    def demon_successor(self, world: WorldLike, dead: Seat, alive_before: int) -> Seat | None:
        """A living, sober healthy Scarlet Woman, counted just before the death."""
        if alive_before < 5:
            return None
        for seat in sorted(world.evil):
            if seat == dead or not world.alive[seat] or world.is_poisoned(seat):
                continue
            if world.is_char(seat, self.id):
                return seat
        return None
