"""Lycanthrope: from Night 2 on attacks a player; a good target dies and blocks the Demon.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind
from engine.clocktower.text import Seat

if TYPE_CHECKING:
    from engine.clocktower.explicit import ExplicitNight


@register
class Lycanthrope(Character):
    """Townsfolk, wakes every night but the first."""

    id = "lycanthrope"
    kind = Kind.TOWNSFOLK
    summary = (
        "From Night 2 on: you pick a living player; if they register good they die and the"
        " Demon kills no one later that night. One good player (the faux paw) registers evil."
    )
    choose_count = 1
    has_effect = True
    setup_mark = "good"

    def registers_evil_mark(self, night: ExplicitNight, holder: Seat, seat: Seat) -> bool:
        """The faux paw registers evil while the Lycanthrope lives sober and healthy."""
        return (
            night.world.mark(self.id) == seat
            and night.alive[holder]
            and night.sober_healthy(holder)
        )
