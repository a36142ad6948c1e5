"""Clockmaker: on Night 1 learns how far the Demon sits from its nearest Minion.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


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
