"""Investigator: Night 1, learns one of two players is a particular Minion."""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class Investigator(Character):
    """Townsfolk, wakes on Night 1 only."""

    id = "investigator"
    kind = Kind.TOWNSFOLK
    summary = (
        "Night 1 only: you learn two other players and a Minion character; at least one of"
        " the two registers as that Minion."
    )
    first_night = 22
    info_kinds = ("pair",)
    info_character_kind = Kind.MINION
    group = "pair"

    def truth(self, world: WorldLike, seat: Seat, wake: Wake) -> bool:
        """One of the two can register as the named Minion."""
        assert wake.info is not None
        a, b = wake.info.seats
        x = wake.info.character
        return world.can_register_as(a, x) or world.can_register_as(b, x)
