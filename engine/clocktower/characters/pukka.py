"""Pukka: each night poisons a player; the one poisoned before dies.

Script 2 ("Uncertainty Principle"). Its rules act in the explicit worlds
(``engine.clocktower.explicit``) through the hooks below; the game runs them through
``engine.clocktower.explicit_solver`` (the whole script is still refused at setup:
``Script.playable``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind
from engine.clocktower.text import Seat, Wake

if TYPE_CHECKING:
    from engine.clocktower.explicit import ExplicitNight


@register
class Pukka(Character):
    """Demon, wakes every night."""

    id = "pukka"
    kind = Kind.DEMON
    summary = (
        "Every night: your pick (not yourself) is poisoned, and the one you picked the "
        "night before dies now unless protected, its poison ending."
    )
    choose_count = 1
    choose_self = False
    has_effect = True

    def explicit_act(
        self, night: ExplicitNight, seat: Seat, clause: Wake, effective: bool
    ) -> list[ExplicitNight] | None:
        """A sober healthy Pukka moves its mark to its choice; the seat marked before loses
        the mark (its poison ends) and suffers a Demon attempt (Night 1 has none, so no one
        dies). A Pukka droisoned by another does nothing and is marked (M3)."""
        if not effective:
            if night.droisoned_by_another(seat):
                night.mark(seat)
            return None
        before = night.state.get(self.id)
        night.state[self.id] = (seat, clause.choices[0])
        if not isinstance(before, tuple) or before[0] != seat:
            return None
        from engine.clocktower.kills import demon_attempt

        return [branch for branch, _ in demon_attempt(night, seat, before[1])]

    def droisons(self, night: ExplicitNight, holder: Seat, target: Seat) -> bool:
        """The marked seat is poisoned while the Pukka lives sober and healthy (R10)."""
        return (
            night.state.get(self.id) == (holder, target)
            and night.alive[holder]
            and night.sober_healthy(holder)
        )
