"""Quantum Werewolf's pages of ``/help``: a short first page and one page per topic, worded in
the catalogue (``werewolf-help-*`` in ``bot/locales/*/werewolf.ftl``), which
:func:`bot.help.family_help` says in each reader's language."""

from __future__ import annotations

from bot.help import TopicWords, family_help
from bot.i18n import Msg

TOPIC_KEYS = ("start", "night", "day", "wolves", "table", "storyteller", "commands")
"""The pages, in the menu's order; the first is the page ``/help`` opens on."""

HELP = family_help(
    "werewolf",
    Msg.of("werewolf-help-name"),
    summary=Msg.of("werewolf-help-summary"),
    start=Msg.of("werewolf-help-start"),
    topics=tuple(
        TopicWords(
            topic,
            Msg.of("werewolf-help-label", topic=topic),
            Msg.of("werewolf-help-text", topic=topic),
            Msg.of("werewolf-help-title", topic=topic),
        )
        for topic in TOPIC_KEYS
    ),
)
"""Quantum Werewolf's pages in the platform's ``/help`` (registered when the bot loads it; the
platform's ``/help`` asks :meth:`bot.help.GameHelp.in_language` for each reader's language)."""
