"""Schrödinger's Lab's pages of the platform's ``/help`` (in the project's own words): its
catalogue messages (``lab-help-…``), which :func:`bot.help.family_help` says in each reader's
language."""

from __future__ import annotations

from bot.help import TopicWords, family_help
from bot.i18n import Msg

HELP = family_help(
    "lab",
    "Schrödinger's Lab",
    summary=Msg.of("lab-help-summary"),
    start=Msg.of("lab-help-start"),
    topics=(
        TopicWords(
            "start",
            Msg.of("lab-help-short-label"),
            Msg.of("lab-help-short", notice=Msg.of("lab-notice")),
            Msg.of("lab-help-short-title"),
        ),
        TopicWords(
            "rules",
            Msg.of("lab-help-rules-label"),
            Msg.of("lab-help-rules"),
            Msg.of("lab-help-rules-title"),
        ),
        TopicWords(
            "host",
            Msg.of("lab-help-host-label"),
            Msg.of("lab-help-host"),
            Msg.of("lab-help-host-title"),
        ),
    ),
)
"""Schrödinger's Lab's pages in ``/help`` (registered when the bot loads the family)."""
