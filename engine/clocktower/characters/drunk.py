"""Drunk: believes it is a Townsfolk that is out of play; its ability never works."""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Drunk(Character):
    """Outsider; the world handles it as the token ``drunk(X)`` (spec R1)."""

    id = "drunk"
    kind = Kind.OUTSIDER
    summary = (
        "You think you are a Townsfolk that is not in play; you wake and act as it would, but"
        " your choices do nothing and what you learn may be wrong."
    )
