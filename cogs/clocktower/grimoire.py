"""The storyteller's grimoire as `/ct-st grimoire` answers it: the text, and the image when
asked; an Atheist game's is its lists as text. The solver's part (the view and its text) reads
the game, so it runs under the game's lock (in a worker); the image is drawn from the view
alone, after the lock is let go (:func:`draw`), as every family's images are. An Atheist
game's open night is the exception: its text is worked out on a copy taken under the lock
(:func:`cogs.clocktower.adjudication_text.detached`), after the lock is let go."""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n import SOURCE
from cogs.clocktower.adjudication_text import adjudication_text
from cogs.clocktower.grimoire_image import grimoire_png
from cogs.clocktower.texts import grimoire_text
from engine.clocktower import ClocktowerGame
from engine.clocktower.script import Script
from engine.clocktower.views import StorytellerView, storyteller_view


@dataclass(frozen=True)
class Picture:
    """What the grimoire's image is drawn from: the solver's view, no longer the game."""

    view: StorytellerView
    script: Script
    names: tuple[str, ...]
    lang: str


def solved(game: ClocktowerGame, as_image: bool, lang: str = SOURCE) -> tuple[str, Picture | None]:
    """The grimoire's text and, when asked, what its image is drawn from (in a worker, under
    the game's lock, or on a copy no one else holds: both run the solver)."""
    if game.adjudication is not None:
        return adjudication_text(game, lang), None
    view = storyteller_view(game)
    text = grimoire_text(game, view, lang)
    if not as_image:
        return text, None
    return text, Picture(view, game.script, tuple(game.setup.players), lang)


def draw(picture: Picture) -> bytes:
    """The grimoire's image (in a worker; no lock needed: it reads no game)."""
    return grimoire_png(picture.view, picture.script, picture.names, picture.lang)


def grimoire(game: ClocktowerGame, as_image: bool, lang: str = SOURCE) -> tuple[str, bytes | None]:
    """The grimoire's text and, when asked, its image (both at once: for benchmarks)."""
    text, picture = solved(game, as_image, lang)
    return text, None if picture is None else draw(picture)
