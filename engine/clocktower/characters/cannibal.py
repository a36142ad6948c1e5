"""Cannibal: takes on the ability of the last player executed.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Cannibal(Character):
    """Townsfolk, wakes only as the ability it ate."""

    id = "cannibal"
    kind = Kind.TOWNSFOLK
    summary = (
        "You hold the ability of the last player who died by execution; if that player was evil"
        " you are poisoned and only think you do."
    )
