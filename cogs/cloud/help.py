"""Quantum Cloud's pages of the platform's ``/help`` (in the project's own words): its catalogue
messages (``cloud-help-…``), which :func:`bot.help.family_help` says in each reader's
language."""

from __future__ import annotations

from bot.help import TopicWords, family_help
from bot.i18n import Msg

HELP = family_help(
    "cloud",
    "Quantum Cloud",
    summary=Msg.of("cloud-help-summary"),
    start=Msg.of("cloud-help-start"),
    topics=(
        TopicWords(
            "start",
            Msg.of("cloud-help-short-label"),
            Msg.of("cloud-help-short"),
            Msg.of("cloud-help-short-title"),
        ),
        TopicWords("turn", Msg.of("cloud-help-turn-label"), Msg.of("cloud-help-turn")),
        TopicWords("decks", Msg.of("cloud-help-decks-label"), Msg.of("cloud-help-decks")),
        TopicWords("host", Msg.of("cloud-help-host-label"), Msg.of("cloud-help-host")),
    ),
)
"""Quantum Cloud's pages in ``/help`` (registered when the bot loads the family)."""
