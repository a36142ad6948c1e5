"""Fool: survives the first death it would suffer.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Fool(Character):
    """Townsfolk, never wakes."""

    id = "fool"
    kind = Kind.TOWNSFOLK
    summary = "The first time you would die, you do not."
