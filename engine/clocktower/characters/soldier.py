"""Soldier: the Demon cannot kill it."""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat


@register
class Soldier(Character):
    """Townsfolk with a passive protection."""

    id = "soldier"
    kind = Kind.TOWNSFOLK
    summary = "A Demon's kill aimed at you has no effect while your ability works."

    def blocks_demon_attack(self, world: WorldLike, target: Seat) -> bool:
        """A sober healthy Soldier survives the Demon's attack."""
        return world.is_char(target, self.id) and not world.is_poisoned(target)
