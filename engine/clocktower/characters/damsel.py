"""Damsel: if a Minion guesses her while she lives, her team loses.

Script 2 ("Uncertainty Principle"). This module carries the character's sheet entry (kind, entry
form, information group); its rules in the world simulation are not implemented yet (the script
is not playable, see ``Script.playable``).
"""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Damsel(Character):
    """Outsider; its night-order place is the Minions' notification, not a wake."""

    id = "damsel"
    kind = Kind.OUTSIDER
    summary = (
        "The Minions may know a Damsel is in play. If a Minion publicly guesses you while you"
        " live, your team loses (one guess for their team)."
    )
    wakes_at_slot = False
    learned_at_setup = True
