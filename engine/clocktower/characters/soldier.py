"""Soldier: the Demon cannot kill it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.clocktower.characters.base import Character, register
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat

if TYPE_CHECKING:
    from engine.clocktower.world import World


@register
class Soldier(Character):
    """Townsfolk with a passive protection."""

    id = "soldier"
    kind = Kind.TOWNSFOLK
    summary = "A Demon's kill aimed at you has no effect while your ability works."

    def blocks_demon_attack(self, world: World, target: Seat) -> bool:
        """A sober healthy Soldier survives the Demon's attack."""
        return world.is_char(target, self.id) and not world.is_poisoned(target)
