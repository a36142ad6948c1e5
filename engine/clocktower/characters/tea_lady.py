"""Tea Lady: while both living neighbours are good, neither can die.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class TeaLady(Character):
    """Townsfolk, never wakes."""

    id = "tea_lady"
    kind = Kind.TOWNSFOLK
    summary = "While your two closest living neighbours are both good, neither of them can die."
