"""The game's public status (`/ct status`), built from public facts only: the phase, who
appears dead, who has answered tonight, the threshold and the block, the deadline."""

from __future__ import annotations

from bot.i18n import SOURCE, t
from bot.shell import FamilySession
from bot.shell.replies import ts
from cogs.clocktower import clocks
from cogs.clocktower.texts import threshold
from engine.clocktower import ClocktowerGame


def status_text(session: FamilySession, game: ClocktowerGame, lang: str = SOURCE) -> str:
    """The game's public status (built from public facts only)."""
    row = session.row
    nobody = t("clocktower-no-one", lang)
    dead = ", ".join(f"@{s + 1}" for s in sorted(game.appears_dead)) or nobody
    phase = t("clocktower-phase", lang, phase=game.phase, number=game.number)
    lines = [t("clocktower-status-head", lang, phase=phase, dead=dead)]
    if game.phase == "night":
        answered = ", ".join(f"@{s + 1}" for s in game.answered_tonight()) or nobody
        lines.append(t("clocktower-status-answered", lang, seats=answered))
        if game.resolution is not None:
            # Says only that the night resolves, never who is asked again (spec N8).
            lines.append(t("clocktower-status-resolving", lang))
            return "\n".join(lines)
    elif game.phase == "day":
        lines.append(t("clocktower-status-threshold", lang, votes=threshold(game)))
        if game.block is not None:
            lines.append(t("clocktower-status-block", lang, seat=f"@{game.block + 1}"))
    if clocks.paused(row):
        lines.append(t("clocktower-status-paused", lang))
    elif game.outcome is None:
        lines.append(t("clocktower-status-deadline", lang, deadline=ts(row.deadline, lang)))
    return "\n".join(lines)
