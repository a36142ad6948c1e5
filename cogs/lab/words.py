"""The Lab's words in a language: which language a game speaks, what a prompt asks, colours.

A game's public posts (lobby, thread, deadlines' posts) are in the game's language, chosen when
the lobby opens (``/lab new language:``, else the server's preferred locale, else English) and
kept in its options; private answers are in the sender's language
(:func:`bot.i18n.reader_language`), DMs in the player's (:meth:`bot.i18n.Languages.for_dm`).
"""

from __future__ import annotations

from bot.i18n import SOURCE, t
from cogs.lab.log_words import log_line
from engine.lab import LabGame, PromptKind
from engine.lab.geometry import Colour
from engine.lab.render import LabWords


def seat_label(seat: int | None) -> str:
    """``P3`` for seat 2: the same in every language."""
    return f"P{(seat or 0) + 1}"


def colour(name: str, lang: str = SOURCE) -> str:
    """A cube's colour (``Red`` / ``Rot``), from the engine's name of it."""
    return t("lab-colour", lang, colour=name.lower())


def prompt_words(game: LabGame, lang: str = SOURCE) -> str:
    """What the open prompt asks, in words."""
    prompt = game.prompt
    options = ", ".join(prompt.options)
    match prompt.kind:
        case PromptKind.SEE:
            return t("lab-prompt-see", lang)
        case PromptKind.BONUS_SEE:
            return t("lab-prompt-bonus-see", lang)
        case PromptKind.SEE_AGAIN:
            return t("lab-prompt-see-again", lang)
        case PromptKind.REACT_SEE:
            return t("lab-prompt-react-see", lang)
        case PromptKind.ORIENT:
            return t("lab-prompt-orient", lang)
        case PromptKind.ACTIONS:
            return t("lab-prompt-actions", lang, left=prompt.remaining)
        case PromptKind.CHOOSE:
            die = prompt.die.value if prompt.die is not None else "?"
            return t("lab-prompt-choose", lang, die=str(die), options=options)
        case PromptKind.REACT_ELBOW:
            return t("lab-prompt-elbow", lang, seat=seat_label(prompt.about), options=options)
    return ""


LEGEND = (
    "turn",
    "move",
    "placed",
    "slot",
    "cube",
    "randomizer",
    "break",
    "teleporter",
    "wormhole",
    "collapser",
)
"""The board legend's entries by the catalogue's selector, in the order drawn."""


def waiting_words(game: LabGame, lang: str) -> str:
    """Whom the game waits for and for what, short enough for the image's status line."""
    prompt = game.prompt
    seat = seat_label(prompt.seat) if prompt.seat is not None else ""
    said = t("lab-image-waiting", lang, seat=seat, kind=prompt.kind.value, left=prompt.remaining)
    return said.strip()


def board_words(game: LabGame, lang: str = SOURCE) -> LabWords:
    """The board image's labels in ``lang`` (a ``{name}`` slot is left for the image to fill;
    English keeps the prompt's canonical text on the status line)."""
    return LabWords(
        office=t("lab-image-office", lang, n="{n}"),
        office_at=t("lab-image-office-at", lang, x="{x}", y="{y}"),
        cat=t("lab-image-cat", lang, cat="{cat}"),
        hissed=t("lab-image-hissed", lang),
        holds=t("lab-image-holds", lang, colour="{colour}"),
        logged=t("lab-image-logged", lang, letters="{letters}", count="{count}", target="{target}"),
        away=t("lab-image-away", lang),
        left=t("lab-image-left", lang),
        colours={c: colour(c.text, lang) for c in Colour},
        status=t(
            "lab-image-status",
            lang,
            turn="{turn}",
            round="{round}",
            stack="{stack}",
            gray="{gray}",
            scenario="{scenario}",
            waiting="{waiting}",
        ),
        no_scenario=t("lab-scenario-none", lang),
        waiting=None if lang == SOURCE else waiting_words(game, lang),
        legend=tuple(t("lab-image-legend", lang, entry=entry) for entry in LEGEND),
        line=lambda line: log_line(line, lang),
    )
