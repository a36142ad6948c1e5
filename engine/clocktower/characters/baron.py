"""Baron: a setup modifier only: two more Outsiders, two fewer Townsfolk (script counts)."""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Baron(Character):
    """Minion; its only rule is the setup modifier."""

    id = "baron"
    kind = Kind.MINION
    summary = "While you are in play there are two more Outsiders and two fewer Townsfolk."
    setup_modifier = (-2, 2)
