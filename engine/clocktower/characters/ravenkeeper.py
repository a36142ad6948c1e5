"""Ravenkeeper: when the Demon kills it at night, wakes and learns one player's character."""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat, Wake


@register
class Ravenkeeper(Character):
    """Townsfolk, wakes (though dead) on a later night when killed that night."""

    id = "ravenkeeper"
    kind = Kind.TOWNSFOLK
    summary = (
        "If a Demon's kill ends your life at night, you still wake that night: you pick a"
        " player and learn the character they register as."
    )
    other_nights = 16
    choose_count = 1
    info_kinds = ("character",)
    group = "character"

    def wake_condition(self, world: WorldLike, seat: Seat) -> bool:
        """Killed by the Demon earlier tonight."""
        return seat in world.killed_tonight

    def truth(self, world: WorldLike, seat: Seat, wake: Wake) -> bool:
        """The chosen player can register as the named character."""
        assert wake.info is not None
        return world.can_register_as(wake.choices[0], wake.info.character)
