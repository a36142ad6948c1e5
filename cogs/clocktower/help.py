"""Quantum Clocktower's pages of the platform's ``/help`` (in the project's own words), from
the catalogues (``clocktower-help-…``), so a reader gets them in their language."""

from __future__ import annotations

import functools

from bot.help import GameHelp, HelpTopic
from bot.i18n import SOURCE, t


@functools.cache
def clocktower_help(lang: str) -> GameHelp:
    """The pages in ``lang``."""
    notice = t("clocktower-notice", lang)
    return GameHelp(
        key="clocktower",
        name="Quantum Clocktower",
        summary=t("clocktower-help-summary", lang),
        start=t("clocktower-help-start", lang),
        topics=(
            HelpTopic(
                key="start",
                label=t("clocktower-help-short-label", lang),
                title=t("clocktower-help-short-title", lang),
                text=t("clocktower-help-short", lang, notice=notice),
            ),
            HelpTopic(
                key="night",
                label=t("clocktower-help-night-label", lang),
                title=t("clocktower-help-night-label", lang),
                text=t("clocktower-help-night", lang),
            ),
            HelpTopic(
                key="day",
                label=t("clocktower-help-day-label", lang),
                title=t("clocktower-help-day-label", lang),
                text=t("clocktower-help-day", lang),
            ),
            HelpTopic(
                key="storyteller",
                label=t("clocktower-help-storyteller-label", lang),
                title=t("clocktower-help-storyteller-label", lang),
                text=t("clocktower-help-storyteller", lang),
            ),
        ),
        localised=clocktower_help,
    )


HELP = clocktower_help(SOURCE)
"""Quantum Clocktower's pages in ``/help`` (registered when the bot loads the family)."""
