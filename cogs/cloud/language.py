"""Which language a Quantum Cloud text is said in.

A game's public posts (its lobby, its thread, the battlefield) are in the game's language,
chosen when the lobby opens (``/cloud new language:``, else the server's preferred locale, else
English) and kept in the game's options, so a deadline's post with no interaction to take a
locale from is in it too. DMs go in each player's language, private answers in the sender's.
"""

from __future__ import annotations

from bot.i18n import t
from cogs.cloud.lines import card_effect, for_players, terrain_name
from engine.cloud import CloudGame
from engine.cloud.actions import SEAT_LETTERS
from engine.cloud.card_image import CardWords
from engine.cloud.image import BoardWords
from engine.cloud.terrain import Terrain


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


def board_words(game: CloudGame, lang: str) -> BoardWords:
    """The battlefield image's labels in ``lang`` (a count is left as a ``{name}`` slot that
    the image fills per player)."""
    return BoardWords(
        status=status(game, lang),
        outcome=for_players(game.outcome.summary, lang) if game.outcome is not None else None,
        tile_deck=t("cloud-image-tile-deck", lang, count="{count}"),
        terrains=tuple((terrain, terrain_name(terrain, lang)) for terrain in Terrain),
        last_move=t("cloud-image-last-move", lang),
        last_attack=t("cloud-image-last-attack", lang),
        tile_placed=t("cloud-image-tile-placed", lang),
        superposition=t("cloud-image-superposition", lang),
        attack_life=t("cloud-image-attack-life", lang),
        counts=t(
            "cloud-image-player",
            lang,
            q="{q}",
            m="{m}",
            hand="{hand}",
            deck="{deck}",
            discard="{discard}",
        ),
        autopass=t("cloud-image-autopass", lang),
        out=t("cloud-image-out", lang),
    )


def card_words(lang: str) -> CardWords:
    """The hand picture's labels in ``lang``."""
    return CardWords(
        alter=t("cloud-card-alter", lang),
        algorithm=t("cloud-card-algorithm", lang),
        summoned_on=t("cloud-card-summoned-on", lang),
        attack=t("cloud-card-attack", lang),
        life=t("cloud-card-life", lang),
        move=t("cloud-card-move", lang),
        no_keywords=t("cloud-card-no-keywords", lang),
        keywords={"fly": t("cloud-card-fly", lang), "portal": t("cloud-card-portal", lang)},
        footer=t("cloud-card-footer", lang, points="{points}", copies="{copies}"),
        none=t("cloud-card-none", lang),
        effect=lambda effect: card_effect(effect, lang),
    )
