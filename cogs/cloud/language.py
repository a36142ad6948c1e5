"""Which language a Quantum Cloud text is said in.

A game's public posts (its lobby, its thread, the battlefield) are in the game's language,
chosen when the lobby opens (``/cloud new language:``, else the server's preferred locale, else
English) and kept in the game's options, so a deadline's post with no interaction to take a
locale from is in it too. DMs go in each player's language, private answers in the sender's.
"""

from __future__ import annotations

from bot.i18n import SOURCE, match, t
from bot.shell.store import FamilyGameRow
from engine.cloud import CloudGame
from engine.cloud.actions import SEAT_LETTERS
from engine.cloud.terrain import Terrain


def game_lang(row: FamilyGameRow) -> str:
    """The language of a game's public posts (English for a game opened before the choice)."""
    return match(row.options.get("language")) or SOURCE


def status(game: CloudGame, lang: str) -> str:
    """Where the game stands, said once for the image's footer and the post's caption."""
    seat = game.active
    if game.outcome is not None:
        state = "over"
    elif game.turn == 0:
        state = "setup"
    elif seat is None or not game.players[seat].alive:
        state = "turn"
    else:
        state = "active"
    letter = SEAT_LETTERS[seat] if seat is not None else ""
    return t("cloud-status", lang, state=state, turn=game.turn, letter=letter)


def hours(value: float, lang: str) -> str:
    """A number of hours or minutes as the lobby shows it (``1.5``; German ``1,5``)."""
    text = f"{value:g}"
    return text.replace(".", ",") if lang == "de" else text


def terrain_name(terrain: Terrain, lang: str) -> str:
    """A terrain by its name in ``lang`` ("Grumpy Cat Forest")."""
    return t("cloud-terrain", lang, id=terrain.value, title=terrain.title)
