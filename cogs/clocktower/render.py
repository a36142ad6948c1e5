"""What a Quantum Clocktower game shows: the engine's new reports rendered as outbox effects
(DMs, thread posts, the night's status post, the end), built under the game lock and queued
with the change itself, so each is sent exactly once, even across a crash. Functions of the
game's row and state: no commands here (the cog, :mod:`cogs.clocktower.cog`, calls them).

The posts themselves are in the modules below this one, one thing each: the lobby's
(:mod:`~cogs.clocktower.lobby_posts`), the night's (:mod:`~cogs.clocktower.night_posts`), the
vote's (:mod:`~cogs.clocktower.vote_posts`), the end's (:mod:`~cogs.clocktower.end_posts`),
the half-time reminders (:mod:`~cogs.clocktower.reminders`), the public status
(:mod:`~cogs.clocktower.status`) and the storyteller's grimoire
(:mod:`~cogs.clocktower.grimoire`), all sending through :mod:`~cogs.clocktower.messages`.

Secrecy: public posts carry only the engine's public reports (deaths, day events, the end) and
public status (who has answered, deadlines, votes). A player's own results go by DM.
"""

from __future__ import annotations

from bot.effects import Effect
from bot.i18n import t
from bot.shell import FamilySession
from bot.shell.family_cog import FamilyCog
from bot.shell.hosts import hosts
from bot.shell.posts import edit, post
from bot.shell.replies import game_lang
from bot.shell.seats import seat_users
from bot.shell.store import FamilyGameRow
from cogs.clocktower.end_posts import end_effects
from cogs.clocktower.extra import ClocktowerExtra
from cogs.clocktower.messages import DmLanguage, dm_effects, with_names
from cogs.clocktower.night_posts import NIGHT_KEY, night_prompts, night_status
from cogs.clocktower.texts import threshold
from cogs.clocktower.vote_posts import nomination_text
from cogs.clocktower.words import report_words
from engine.clocktower import ClocktowerGame
from engine.clocktower.reports import Told
from engine.core.family import Seat

SILENT = (Told.STORED, Told.OVER)
"""Reports the cog does not repeat: the reply to `/ct night` confirms a stored list, and the
end post (🏁) announces the end once."""


async def announce(session: FamilySession, dm_language: DmLanguage) -> list[Effect]:
    """Every report not yet shown, in order, then the night post's update and the end (the
    cog adds the lobby post's last edit).
    The cursor (:attr:`~cogs.clocktower.extra.ClocktowerExtra.sent`) moves in the same write as the effects are queued."""
    game = session.game
    if not isinstance(game, ClocktowerGame):
        return []
    row = session.row
    thread = FamilyCog.thread_id(row)
    users = seat_users(row)
    extra = ClocktowerExtra.of(row)
    sent, extra.sent = extra.sent, len(game.reports)
    shown: list[Effect] = []
    status_changed = False
    names = game.setup.players
    lang = game_lang(row)
    langs: dict[int | None, str] = {}

    async def dm_lang(user: int | None) -> str:
        # one read per reader and change: a night's dawn DMs every seat
        if user not in langs:
            langs[user] = await dm_language(user)
        return langs[user]

    for index, report in enumerate(game.reports[sent:], start=sent):
        if report.code in SILENT:
            continue
        if isinstance(report.to, int):
            user = users[report.to]
            reader = await dm_lang(user)
            said = with_names(report_words(report, reader), names)
            head = t("clocktower-dm-seat", reader, id=str(row.id), seat=f"@{report.to + 1}")
            shown += dm_effects(user, f"{head} {said}")
        elif report.to == "storyteller":
            for teller in hosts(row):  # the storyteller and every co-storyteller
                said = report_words(report, await dm_lang(teller))
                shown += dm_effects(teller, f"📖 #{row.id}: {said}")
        elif report.code is Told.ANSWERED:
            status_changed = True
        elif report.code is Told.NIGHT_BEGINS:
            night = report.numbers[0]
            shown.append(post(row, thread, t("clocktower-post-night-begins", lang, night=night)))
            shown += await night_prompts(row, game, dm_language)
            extra.night_text = night_status(game, session)
            shown.append(post(row, thread, extra.night_text, key=NIGHT_KEY))
            status_changed = False
        elif report.code is Told.DAY_BEGINS:
            text = t(
                "clocktower-post-day-begins",
                lang,
                day=report.numbers[0],
                died="yes" if died_tonight(game, index) else "no",
                votes=threshold(game),
            )
            shown.append(post(row, thread, text))
        elif report.code is Told.NOMINATED:
            block = game.block if game.phase == "day" else None
            text = nomination_text(report, block, lang)
            shown.append(post(row, thread, with_names(text, names)))
        else:
            said = with_names(report_words(report, lang), names)
            shown.append(post(row, thread, t("clocktower-post-report", lang, text=said)))
    over = game.outcome is not None
    status = night_status(game, session)
    # Edited only when the list of answers changes: a player sending a new list (or an
    # evil player sending setup lines apart) leaves no public trace.
    if status_changed and not over and status != extra.night_text:
        extra.night_text = status
        shown.append(edit(thread, status, key=NIGHT_KEY))
    if over:
        shown += await end_effects(session, game)
    return shown


def died_tonight(game: ClocktowerGame, upto: int) -> bool:
    """Whether a death was announced between the last "Night N is resolving." and report
    ``upto`` (public facts only: the announcements themselves)."""
    for report in reversed(game.reports[:upto]):
        if report.to != "public":
            continue
        if report.code is Told.RESOLVING:
            return False
        if report.code is Told.DEAD:
            return True
    return False


def seat_replaced(
    row: FamilyGameRow, game: ClocktowerGame, seat: Seat, user_id: int, dm_lang: str
) -> list[Effect]:
    """A seat given to another member: everything the seat was told, by DM to them, and the
    thread told who sits there now."""
    told = [
        with_names(report_words(r, dm_lang), game.setup.players) for r in game.observe(seat).told
    ]
    shown = dm_effects(
        user_id,
        t("clocktower-replace-dm", dm_lang, id=str(row.id), seat=f"@{seat + 1}")
        + "\n"
        + "\n".join(f"• {line}" for line in told),
    )
    said = t(
        "clocktower-replace-post",
        game_lang(row),
        player=f"<@{user_id}>",
        seat=f"@{seat + 1}",
    )
    shown.append(post(row, FamilyCog.thread_id(row), said))
    return shown
