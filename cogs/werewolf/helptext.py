"""Quantum Werewolf's pages of ``/help``: a short first page and one page per topic, worded in
the catalogue (``werewolf-help-*`` in ``bot/locales/*/werewolf.ftl``)."""

from __future__ import annotations

from bot.help import GameHelp, HelpTopic
from bot.i18n import SOURCE, t

TOPIC_KEYS = ("start", "night", "day", "wolves", "table", "storyteller", "commands")
"""The pages, in the menu's order; the first is the page ``/help`` opens on."""


def game_help(locale: str = SOURCE) -> GameHelp:
    """Quantum Werewolf's pages in ``locale``'s language."""
    return GameHelp(
        key="werewolf",
        name=t("werewolf-help-name", locale),
        summary=t("werewolf-help-summary", locale),
        start=t("werewolf-help-start", locale),
        topics=tuple(
            HelpTopic(
                key=topic,
                label=t("werewolf-help-label", locale, topic=topic),
                title=t("werewolf-help-title", locale, topic=topic),
                text=t("werewolf-help-text", locale, topic=topic),
            )
            for topic in TOPIC_KEYS
        ),
        localised=game_help,
    )


HELP = game_help()
"""Quantum Werewolf's pages in the platform's ``/help`` (registered when the bot loads it; the
platform's ``/help`` asks :func:`game_help` for each reader's language)."""
