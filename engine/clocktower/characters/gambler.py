"""Gambler: from Night 2 on guesses a player's character; a wrong guess kills the Gambler.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Gambler(Character):
    """Townsfolk, wakes every night but the first."""

    id = "gambler"
    kind = Kind.TOWNSFOLK
    summary = (
        "From Night 2 on: you name a player and a character; if that is not their character,"
        " you may die."
    )
    choose_count = 1
    guess = True
    has_effect = True
