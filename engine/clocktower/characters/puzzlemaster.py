"""Puzzlemaster: one player is drunk; one guess at who it is, answered with the Demon.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Puzzlemaster(Character):
    """Outsider, never wakes; one private guess by day."""

    id = "puzzlemaster"
    kind = Kind.OUTSIDER
    summary = (
        "One player is drunk, even if you die. Once, by day, you may guess who: right, you"
        " learn the Demon; wrong, you learn a wrong player."
    )
    setup_mark = "other"
