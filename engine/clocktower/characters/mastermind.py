"""Mastermind: if the Demon dies by execution, the game lasts one more day.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Mastermind(Character):
    """Minion, never wakes."""

    id = "mastermind"
    kind = Kind.MINION
    summary = (
        "If the Demon dies by execution, play goes on one more day; whoever is executed then"
        " decides it: their team loses; no execution, good wins."
    )
