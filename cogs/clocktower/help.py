"""Quantum Clocktower's pages of the platform's ``/help`` (in the project's own words): its
catalogue messages (``clocktower-help-…``), which :func:`bot.help.family_help` says in each
reader's language."""

from __future__ import annotations

from bot.help import TopicWords, family_help
from bot.i18n import Msg

HELP = family_help(
    "clocktower",
    "Quantum Clocktower",
    summary=Msg.of("clocktower-help-summary"),
    start=Msg.of("clocktower-help-start"),
    topics=(
        TopicWords(
            "start",
            Msg.of("clocktower-help-short-label"),
            Msg.of("clocktower-help-short", notice=Msg.of("clocktower-notice")),
            Msg.of("clocktower-help-short-title"),
        ),
        TopicWords("night", Msg.of("clocktower-help-night-label"), Msg.of("clocktower-help-night")),
        TopicWords("day", Msg.of("clocktower-help-day-label"), Msg.of("clocktower-help-day")),
        TopicWords(
            "storyteller",
            Msg.of("clocktower-help-storyteller-label"),
            Msg.of("clocktower-help-storyteller"),
        ),
    ),
)
"""Quantum Clocktower's pages in ``/help`` (registered when the bot loads the family)."""
