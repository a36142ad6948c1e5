"""Quantum Cloud's pages of the platform's ``/help`` (in the project's own words), from the
catalogues (``cloud-help-…``), so a reader gets them in their language."""

from __future__ import annotations

import functools

from bot.help import GameHelp, HelpTopic
from bot.i18n import SOURCE, t


@functools.cache
def cloud_help(lang: str) -> GameHelp:
    """The pages in ``lang``."""
    return GameHelp(
        key="cloud",
        name="Quantum Cloud",
        summary=t("cloud-help-summary", lang),
        start=t("cloud-help-start", lang),
        topics=(
            HelpTopic(
                key="start",
                label=t("cloud-help-short-label", lang),
                title=t("cloud-help-short-title", lang),
                text=t("cloud-help-short", lang),
            ),
            HelpTopic(
                key="turn",
                label=t("cloud-help-turn-label", lang),
                title=t("cloud-help-turn-label", lang),
                text=t("cloud-help-turn", lang),
            ),
            HelpTopic(
                key="decks",
                label=t("cloud-help-decks-label", lang),
                title=t("cloud-help-decks-label", lang),
                text=t("cloud-help-decks", lang),
            ),
            HelpTopic(
                key="host",
                label=t("cloud-help-host-label", lang),
                title=t("cloud-help-host-label", lang),
                text=t("cloud-help-host", lang),
            ),
        ),
        localised=cloud_help,
    )


HELP = cloud_help(SOURCE)
"""Quantum Cloud's pages in ``/help`` (registered when the bot loads the family)."""
