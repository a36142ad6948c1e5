"""Pukka: each night poisons a player; the one poisoned before dies.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Pukka(Character):
    """Demon, wakes every night."""

    id = "pukka"
    kind = Kind.DEMON
    summary = (
        "Every night: you poison a player other than yourself; the player you poisoned the"
        " night before dies (unless protected) and is healthy again."
    )
    choose_count = 1
    choose_self = False
    has_effect = True
