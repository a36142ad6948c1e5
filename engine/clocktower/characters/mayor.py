"""Mayor: may deflect its night death; with three alive and no execution its team wins.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Mayor(Character):
    """Townsfolk, never wakes."""

    id = "mayor"
    kind = Kind.TOWNSFOLK
    summary = (
        "If only three players live and a day ends without an execution, your team wins. If you"
        " would die at night, someone else might die instead."
    )
