"""Saint: if executed while sober and healthy, its team loses."""

from __future__ import annotations

from engine.clocktower.characters.base import Character, register
from engine.clocktower.characters.worlds import WorldLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat


@register
class Saint(Character):
    """Outsider whose execution ends the game for evil."""

    id = "saint"
    kind = Kind.OUTSIDER
    summary = (
        "Should an execution end your life while your ability works, the evil team wins at once."
    )

    def on_death(self, world: WorldLike, seat: Seat, cause: str) -> None:
        """A sober healthy Saint dying by execution makes evil win in this world."""
        if cause == "execution" and world.is_char(seat, self.id) and not world.is_poisoned(seat):
            world.evil_wins_now = True
