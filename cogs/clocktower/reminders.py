"""The half-time reminders of a running limit: by DM to the players owing tonight's list or
asked again, or the day's post."""

from __future__ import annotations

from collections.abc import Callable

from bot.effects import Effect
from bot.i18n import t
from bot.shell.family_cog import FamilyCog
from bot.shell.posts import post
from bot.shell.replies import game_lang, ts
from bot.shell.seats import seat_users
from bot.shell.store import FamilyGameRow
from cogs.clocktower.messages import DmLanguage, dm_effects
from engine.clocktower import ClocktowerGame
from engine.core.family import Seat


async def reminders(
    row: FamilyGameRow, game: ClocktowerGame, dm_language: DmLanguage
) -> list[Effect]:
    """A DM to everyone appearing alive who has not sent tonight's list."""
    if game.phase != "night":
        return []
    answered = set(game.answered_tonight())
    owing = [s for s in range(game.n) if s not in game.appears_dead and s not in answered]
    return await _remind_seats(
        row,
        owing,
        dm_language,
        lambda lang: t(
            "clocktower-reminder-night",
            lang,
            id=str(row.id),
            deadline=ts(row.deadline, lang),
            night=game.number,
        ),
    )


async def _remind_seats(
    row: FamilyGameRow,
    seats: list[Seat],
    dm_language: DmLanguage,
    said: Callable[[str], str],
) -> list[Effect]:
    """A reminder by DM to each of ``seats``, worded by ``said`` in each player's language
    (the catalogue's key stays a literal at each caller, where the catalogue check reads it)."""
    users = seat_users(row)
    shown: list[Effect] = []
    for seat in seats:
        shown += dm_effects(users[seat], said(await dm_language(users[seat])))
    return shown


async def half_time(
    row: FamilyGameRow, game: ClocktowerGame, dm_language: DmLanguage
) -> list[Effect]:
    """The half-time reminder of the running limit: the night's DMs, the day's post, or the
    DMs of the players asked again."""
    if row.deadline_kind == "night":
        return await reminders(row, game, dm_language)
    if row.deadline_kind == "day":
        return [
            post(
                row,
                FamilyCog.thread_id(row),
                t(
                    "clocktower-day-ends",
                    game_lang(row),
                    day=game.number,
                    deadline=ts(row.deadline, game_lang(row)),
                ),
            )
        ]
    res = game.resolution
    if row.deadline_kind == "reask" and res is not None and res.waiting is not None:
        # Players asked together share the deadline (engine: ClocktowerGame._ask_ahead).
        asked = sorted({res.waiting, *res.early})
        return await _remind_seats(
            row,
            asked,
            dm_language,
            lambda lang: t(
                "clocktower-reminder-reask", lang, id=str(row.id), deadline=ts(row.deadline, lang)
            ),
        )
    return []
