"""The storyteller's grimoire as `/ct-st grimoire` answers it: the text, and the image when
asked (both run the solver: called in a worker); an Atheist game's is its lists as text."""

from __future__ import annotations

from bot.i18n import SOURCE
from cogs.clocktower.adjudication_text import adjudication_text
from cogs.clocktower.grimoire_image import grimoire_png
from cogs.clocktower.texts import grimoire_text
from engine.clocktower import ClocktowerGame
from engine.clocktower.views import storyteller_view


def grimoire(game: ClocktowerGame, as_image: bool, lang: str = SOURCE) -> tuple[str, bytes | None]:
    """The grimoire's text and, when asked, its image (in a worker: both run the solver); an
    Atheist game's is its lists with the shadow's verdicts, as text."""
    if game.adjudication is not None:
        return adjudication_text(game, lang), None
    view = storyteller_view(game)
    text = grimoire_text(game, view, lang)
    if not as_image:
        return text, None
    return text, grimoire_png(view, game.script, game.setup.players, lang)
