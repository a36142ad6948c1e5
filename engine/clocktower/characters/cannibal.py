"""Cannibal: takes on the ability of the last player executed.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.clocktower.characters.base import REGISTRY, Character, register
from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat

if TYPE_CHECKING:
    from engine.clocktower.explicit import ExplicitNight

NO_INSTANCE = frozenset({"drunk", "cannibal", "atheist"})
"""Executed characters whose ability a Cannibal cannot take on."""

PRETEND = ("empath", "mathematician", "undertaker", "gambler", "monk", "lycanthrope")
"""What a Cannibal that ate evil may pretend (addendum §9 cannibal: Townsfolk that wake on
later nights; "none" is never waking)."""


@register
class Cannibal(Character):
    """Townsfolk, wakes only as the ability it ate."""

    id = "cannibal"
    kind = Kind.TOWNSFOLK
    summary = (
        "The most recent player to die by execution lends you their ability; if they were"
        " evil, you are poisoned and only believe you have it."
    )

    def explicit_on_death(self, night: ExplicitNight, holder: Seat, dead: Seat) -> None:
        """Eating: a death by execution while the Cannibal lives. Registered good: the
        executee's ability (fresh), and the evil-eating poison ends; registered evil: the
        Cannibal is poisoned until a good player dies by execution and pretends an ability
        (a world choice, fixed at the first slot it wakes at; "none" if it never does)."""
        if night.executed_died != dead or not night.alive[holder] or dead == holder:
            return
        if night.registers_evil(dead):
            night.state[self.id] = (holder,)  # names its holder: follows a swap (R12)
            night.gained.pop(holder, None)
            pretends = frozenset(PRETEND) & (set(night.script.characters) - set(night.bluffs))
            night.pretends[holder] = pretends
            return
        night.state.pop(self.id, None)
        night.pretends.pop(holder, None)
        eaten = night.character(dead)
        if eaten in NO_INSTANCE:
            night.gained.pop(holder, None)
        else:
            night.gained[holder] = eaten
            REGISTRY[eaten].instance_gained(night, holder)

    def droisons(self, night: ExplicitNight, holder: Seat, target: Seat) -> bool:
        """A Cannibal that ate an evil player is poisoned (R10)."""
        return target == holder and night.state.get(self.id) == (holder,)
