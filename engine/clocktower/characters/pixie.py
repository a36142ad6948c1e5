"""Pixie: on Night 1 learns a Townsfolk in play; may later gain that ability.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Pixie(Character):
    """Townsfolk, wakes on Night 1 (and once more for an eaten instance)."""

    id = "pixie"
    kind = Kind.TOWNSFOLK
    summary = (
        "Night 1: you learn a Townsfolk in play. If you keep claiming to be it and its player"
        " dies, you gain its ability."
    )
    info_kinds = ("character",)
    group = "character"
