"""Mathematician: each night learns how many players' abilities misfired.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Mathematician(Character):
    """Townsfolk, wakes every night."""

    id = "mathematician"
    kind = Kind.TOWNSFOLK
    summary = (
        "Every night: you learn how many players' abilities went wrong because of another"
        " character since your last wake."
    )
    info_kinds = ("number",)
    group = "number"
