"""Baron: a setup modifier only: two more Outsiders, two fewer Townsfolk (script counts)."""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.kinds import Kind


@register
class Baron(Character):
    """Minion; its only rule is the setup modifier."""

    id = "baron"
    kind = Kind.MINION
    summary = (
        "Setup modifier: a table with you in play holds two Outsiders more and two"
        " Townsfolk fewer than the standard counts."
    )
    setup_modifier = (-2, 2)
