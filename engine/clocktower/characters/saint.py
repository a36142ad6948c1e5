"""Saint: if executed while sober and healthy, its team loses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.clocktower.characters.base import Character, register
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat

if TYPE_CHECKING:
    from engine.clocktower.world import World


@register
class Saint(Character):
    """Outsider whose execution ends the game for evil."""

    id = "saint"
    kind = Kind.OUTSIDER
    summary = (
        "Should an execution end your life while your ability works, the evil team wins at once."
    )

    def on_death(self, world: World, seat: Seat, cause: str) -> None:
        """A sober healthy Saint dying by execution makes evil win in this world."""
        if cause == "execution" and world.is_char(seat, self.id) and not world.is_poisoned(seat):
            world.evil_wins_now = True
