"""Barber: on its death the Demon may swap two players' characters.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Barber(Character):
    """Outsider; its slot is the Demon's optional swap, never the Barber's own wake."""

    id = "barber"
    kind = Kind.OUTSIDER
    summary = (
        "If you die, that night the Demon may swap the characters of two players (not another"
        " Demon); alignments stay."
    )
    choose_count = 2
    has_effect = True
    optional_wake = True
