"""Recluse: may register as evil, and as a Minion or the Demon, even when dead."""

from engine.clocktower.characters.base import Character, register
from engine.clocktower.script import Kind


@register
class Recluse(Character):
    """Outsider with a registration quirk."""

    id = "recluse"
    kind = Kind.OUTSIDER
    summary = (
        "Whenever an ability looks at you, you might register as evil and as a Minion or the"
        " Demon, even if dead."
    )
    register_characters = ("recluse", "poisoner", "scarlet_woman", "baron", "imp")
