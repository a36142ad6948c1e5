"""Tea Lady: while both living neighbours are good, neither can die.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from engine.clocktower.characters.base import Character, pretends_passive, register
from engine.clocktower.characters.worlds import NightLike
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat


@register
class TeaLady(Character):
    """Townsfolk, never wakes."""

    id = "tea_lady"
    kind = Kind.TOWNSFOLK
    summary = (
        "Your nearest living neighbour on each side is protected from dying for as long as "
        "both of them are good."
    )
    shields_from_execution = True

    def protects(self, night: NightLike, holder: Seat, target: Seat, cause: str) -> bool:
        """A living sober healthy Tea Lady whose two nearest living neighbours both register
        good keeps them both from any death (R11, D8)."""
        if not night.alive[holder] or not night.sober_healthy(holder):
            return False
        neighbours = set(night.living_neighbours(holder))
        return target in neighbours and not any(night.registers_evil(s) for s in neighbours)

    def death_due(self, night: NightLike, target: Seat, cause: str) -> None:
        """M8: a Tea Lady next to the dying ``target`` whose two nearest living neighbours
        both register good would have kept it alive: marked when droisoned by another, the
        world's choice for a Drunk's instance (M11). M2: a sober healthy one whose
        protection only the faux paw's registration switched off is marked, unless she
        holds a Lycanthrope instance. A Drunk-Pixie that may have gained a pretended Tea
        Lady is the world's choice (M11)."""
        for holder in sorted(set(night.living_neighbours(target))):
            held = night.holds(holder, self.id)  # her token's, a Drunk's or a gained one
            if not held and not pretends_passive(night, holder, self.id):
                continue
            neighbours = night.living_neighbours(holder)
            if target not in neighbours or any(s in night.evil for s in neighbours):
                continue
            if any(night.registers_evil(s) for s in neighbours):
                if held and night.sober_healthy(holder) and not night.holds(holder, "lycanthrope"):
                    night.mark(holder)  # M2: the faux paw changed her protection
                continue
            if held:
                night.mark_droisoned(holder)
            else:
                night.mark(holder, by_drunk=True)
