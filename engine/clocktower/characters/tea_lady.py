"""Tea Lady: while both living neighbours are good, neither can die.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind
from engine.clocktower.text import Seat

if TYPE_CHECKING:
    from engine.clocktower.explicit import ExplicitNight


@register
class TeaLady(Character):
    """Townsfolk, never wakes."""

    id = "tea_lady"
    kind = Kind.TOWNSFOLK
    summary = (
        "Your nearest living neighbour on each side is protected from dying for as long as "
        "both of them are good."
    )

    def protects(self, night: ExplicitNight, holder: Seat, target: Seat, cause: str) -> bool:
        """A living sober healthy Tea Lady whose two nearest living neighbours both register
        good keeps them both from any death (R11, D8)."""
        if not night.alive[holder] or not night.sober_healthy(holder):
            return False
        neighbours = set(night.living_neighbours(holder))
        return target in neighbours and not any(night.registers_evil(s) for s in neighbours)
