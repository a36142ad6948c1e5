"""Drunk: believes it is a Townsfolk that is out of play; its ability never works."""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.kinds import Kind


@register
class Drunk(Character):
    """Outsider; the world handles it as the token ``drunk(X)`` (spec R1)."""

    id = "drunk"
    kind = Kind.OUTSIDER
    summary = (
        "You are told a Townsfolk that is not in play and wake as it; nothing you choose"
        " has any effect and your information can be any valid answer. You register as the"
        " Drunk."
    )
    told_as_another = True
