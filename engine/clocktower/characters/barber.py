"""Barber: on its death the Demon may swap two players' characters.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form); its rules are not simulated yet, and the game does not run script 2 (``Script.playable``).
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
