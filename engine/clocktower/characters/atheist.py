"""Atheist: never in play in a quantum game; its draw makes a storyteller-run game.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form); its rules are not simulated yet, and the game does not run script 2 (``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Atheist(Character):
    """Townsfolk that no seat holds in a quantum game (spec S7)."""

    id = "atheist"
    kind = Kind.TOWNSFOLK
    summary = (
        "If the Atheist is in play, everyone is good and the storyteller may break the rules;"
        " if the storyteller is executed, good wins."
    )
    never_in_play = True
    adjudicated_draw_percent = 10
