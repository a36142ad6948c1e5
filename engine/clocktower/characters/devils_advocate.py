"""Devil's Advocate: each night protects a player from tomorrow's execution.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class DevilsAdvocate(Character):
    """Minion, wakes every night."""

    id = "devils_advocate"
    kind = Kind.MINION
    summary = (
        "Every night: you pick a living player (not your pick of the night before); if they are"
        " executed tomorrow, they do not die."
    )
    choose_count = 1
    has_effect = True
