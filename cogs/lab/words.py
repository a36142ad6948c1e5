"""The Lab's words in a language: which language a game speaks, what a prompt asks, colours.

A game's public posts (lobby, thread, deadlines' posts) are in the game's language, chosen when
the lobby opens (``/lab new language:``, else the server's preferred locale, else English) and
kept in its options; private answers are in the sender's language
(:func:`bot.i18n.reader_language`), DMs in the player's (:meth:`bot.i18n.Languages.for_dm`).
"""

from __future__ import annotations

from bot.i18n import SOURCE, t
from engine.lab import LabGame, PromptKind


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
