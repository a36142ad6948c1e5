"""Vortox: kills from Night 2; Townsfolk information is false; a day without execution loses.

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
class Vortox(Character):
    """Demon, wakes every night but the first."""

    id = "vortox"
    kind = Kind.DEMON
    summary = (
        "From Night 2 on: you pick a player, who dies. While you are healthy, Townsfolk learn"
        " false information, and a day without an execution is an evil win."
    )
    choose_count = 1
    has_effect = True

    def falsifies_info(self, night: ExplicitNight, holder: Seat) -> bool:
        """While the Vortox lives sober and healthy, Townsfolk learn false information."""
        return night.alive[holder] and night.sober_healthy(holder)
