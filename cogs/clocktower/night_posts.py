"""The night's posts: every player's prompt by DM, and the thread's status post (who has
sent a list, the deadline), which later answers edit. Who must act is secret: everyone
appearing alive is asked the same."""

from __future__ import annotations

from bot.effects import Effect
from bot.i18n import t
from bot.shell import FamilySession
from bot.shell.replies import game_lang, ts
from bot.shell.seats import seat_users
from bot.shell.store import FamilyGameRow
from cogs.clocktower.messages import DmLanguage, dm_effects
from cogs.clocktower.texts import menu_options
from cogs.clocktower.views import night_view
from engine.clocktower import ClocktowerGame

NIGHT_KEY = "night"
"""The key of the night's status post, which later answers edit."""


def night_status(game: ClocktowerGame, session: FamilySession) -> str:
    """The night's public status: who has sent a list, of how many, and the deadline."""
    lang = game_lang(session.row)
    answered = game.answered_tonight()
    alive = [s for s in range(game.n) if s not in game.appears_dead]
    shown = ", ".join(f"@{s + 1}" for s in answered) or t("clocktower-no-one-yet", lang)
    return t(
        "clocktower-night-status",
        lang,
        night=game.number,
        answered=shown,
        count=len(answered),
        alive=len(alive),
        deadline=ts(session.row.deadline, lang),
    )


async def night_prompts(
    row: FamilyGameRow, game: ClocktowerGame, dm_language: DmLanguage
) -> list[Effect]:
    """Every player appearing alive is asked the same thing (who must act is secret)."""
    night = game.number
    users = seat_users(row)
    shown: list[Effect] = []
    for seat in range(game.n):
        if seat in game.appears_dead:
            continue
        lang = await dm_language(users[seat])
        shown += dm_effects(
            users[seat],
            t(
                "clocktower-night-prompt",
                lang,
                id=str(row.id),
                night=night,
                first="yes" if night == 1 else "no",
                deadline=ts(row.deadline, lang),
            ),
            night_view(row.id, night, menu_options(game, night), lang),
        )
    return shown
