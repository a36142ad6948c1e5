"""Schrödinger's Lab's pages of the platform's ``/help`` (in the project's own words), from the
catalogues (``lab-help-…``), so a reader gets them in their language."""

from __future__ import annotations

import functools

from bot.help import GameHelp, HelpTopic
from bot.i18n import SOURCE, t
from cogs.lab.rules import notice


@functools.cache
def lab_help(lang: str) -> GameHelp:
    """The pages in ``lang``."""
    return GameHelp(
        key="lab",
        name="Schrödinger's Lab",
        summary=t("lab-help-summary", lang),
        start=t("lab-help-start", lang),
        topics=(
            HelpTopic(
                key="start",
                label=t("lab-help-short-label", lang),
                title=t("lab-help-short-title", lang),
                text=t("lab-help-short", lang, notice=notice(lang)),
            ),
            HelpTopic(
                key="rules",
                label=t("lab-help-rules-label", lang),
                title=t("lab-help-rules-title", lang),
                text=t("lab-help-rules", lang),
            ),
            HelpTopic(
                key="host",
                label=t("lab-help-host-label", lang),
                title=t("lab-help-host-title", lang),
                text=t("lab-help-host", lang),
            ),
        ),
        localised=lab_help,
    )


HELP = lab_help(SOURCE)
"""Schrödinger's Lab's pages in ``/help`` (registered when the bot loads the family)."""
