"""Lleech: picks a host on Night 1; survives while the host lives; kills from Night 2.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Lleech(Character):
    """Demon, wakes every night."""

    id = "lleech"
    kind = Kind.DEMON
    summary = (
        "Night 1: you pick another player as host, who is poisoned; you live while the host"
        " lives and die with them. Later nights: you pick a player, who dies."
    )
    choose_count = 1
    self_choice_first_night = False
    has_effect = True
