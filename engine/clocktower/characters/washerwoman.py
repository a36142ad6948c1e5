"""Washerwoman: Night 1, learns that one of two players is a particular Townsfolk."""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class Washerwoman(Character):
    """Townsfolk, wakes on Night 1 only."""

    id = "washerwoman"
    kind = Kind.TOWNSFOLK
    summary = (
        "Night 1 only: you learn two other players and a Townsfolk character; one of the"
        " two holds it."
    )
    first_night = 20
    info_kinds = ("pair",)
    info_character_kind = Kind.TOWNSFOLK
    group = "pair"

    def truth(self, world: WorldLike, seat: Seat, wake: Wake) -> bool:
        """One of the two players really is the named Townsfolk."""
        assert wake.info is not None
        a, b = wake.info.seats
        x = wake.info.character
        return world.is_char(a, x) or world.is_char(b, x)
