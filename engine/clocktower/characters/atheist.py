"""Atheist: never in play in a quantum game; its draw makes a storyteller-run game.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form); its rules are not simulated yet, and the game does not run script 2 (``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.kinds import Kind


@register
class Atheist(Character):
    """Townsfolk that no seat holds in a quantum game (spec S7)."""

    id = "atheist"
    kind = Kind.TOWNSFOLK
    summary = (
        "A game with the Atheist has no evil players at all, and the storyteller may bend "
        "every rule; executing the storyteller is a win for good."
    )
    never_in_play = True
    adjudicated_draw_percent = 10
