"""Clockmaker: on Night 1 learns how far the Demon sits from its nearest Minion.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind
from engine.clocktower.text import Seat, Wake

if TYPE_CHECKING:
    from engine.clocktower.explicit import ExplicitNight


@register
class Clockmaker(Character):
    """Townsfolk, wakes on Night 1 (and once more for a gained instance)."""

    id = "clockmaker"
    kind = Kind.TOWNSFOLK
    summary = (
        "Night 1: you learn a number, the fewest steps around the circle (either way, counting"
        " the dead) from the Demon to a Minion."
    )
    info_kinds = ("number",)
    group = "number"

    def explicit_truth(self, night: ExplicitNight, seat: Seat, clause: Wake) -> bool:
        """Fewest steps either way round the circle, the dead counted, from the Demon's seat
        to a Minion's."""
        assert clause.info is not None
        n = night.n
        demons = [s for s in range(n) if night.script.kind(night.character(s)) is Kind.DEMON]
        minions = [s for s in range(n) if night.script.kind(night.character(s)) is Kind.MINION]
        steps = min(min(abs(d - m), n - abs(d - m)) for d in demons for m in minions)
        return clause.info.number == steps

    def explicit_wakes(self, night: ExplicitNight, seat: Seat) -> bool:
        """Night 1 only: its later slot wakes a gained, unused instance (N11), and gains are
        not simulated yet."""
        return night.alive[seat] and night.number == 1
