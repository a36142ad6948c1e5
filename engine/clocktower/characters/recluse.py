"""Recluse: may register as evil, and as a Minion or the Demon, even when dead."""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.kinds import Kind


@register
class Recluse(Character):
    """Outsider with a registration quirk."""

    id = "recluse"
    kind = Kind.OUTSIDER
    summary = (
        "Each time an ability reads you, alive or dead, you may count as good or evil and"
        " as the Recluse, a Minion or the Imp, decided separately for each reading."
    )
    register_characters = ("recluse", "poisoner", "scarlet_woman", "baron", "imp")
