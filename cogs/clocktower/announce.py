"""What a change of a Quantum Clocktower game shows: the engine's new reports rendered as
outbox effects (DMs, thread posts, the night's status post), under the game lock and queued
with the change itself, so each is sent exactly once, even across a crash.

Secrecy: public posts carry only the engine's public reports (deaths, day events, the end) and
public status (who has answered, deadlines, votes). A player's own results go by DM.
"""

from __future__ import annotations

import re

import discord

from bot import effects
from bot.effects import Effect
from bot.i18n import t
from bot.shell import FamilySession
from bot.shell.hosts import hosts
from bot.shell.posts import edit, post
from bot.shell.replies import game_lang, ts
from cogs.clocktower.base import chunks
from cogs.clocktower.end import end_effects
from cogs.clocktower.extra import ClocktowerExtra
from cogs.clocktower.language import Localised
from cogs.clocktower.texts import answered_tonight, menu_options, threshold
from cogs.clocktower.views import night_view
from cogs.clocktower.words import report_words
from engine.clocktower import ClocktowerGame
from engine.clocktower.reports import Report, Told
from engine.core.family import Seat

SEAT = re.compile(r"@(\d+)\b")
SILENT = (Told.STORED, Told.OVER)
"""Reports the cog does not repeat: the reply to `/ct night` confirms a stored list, and the
end post (🏁) announces the end once."""


def with_names(text: str, names: tuple[str, ...]) -> str:
    """Every ``@k`` of an engine report followed by the seat's name: "@6 Fay is executed."."""

    def named(match: re.Match[str]) -> str:
        k = int(match.group(1))
        return f"@{k} {names[k - 1]}" if 1 <= k <= len(names) else match.group(0)

    return SEAT.sub(named, text)


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


NIGHT_KEY = "night"
"""The key of the night's status post, which later answers edit."""


def nomination_text(report: Report, block: Seat | None, lang: str) -> str:
    """The engine's nomination report in plain words, with who is on the block now (its
    post, 📣 included)."""
    nominator, nominee = (f"@{s + 1}" for s in report.seats)
    count = report.numbers[0]
    on_block = (
        t("clocktower-block-none", lang)
        if block is None
        else t("clocktower-block-seat", lang, seat=f"@{block + 1}")
    )
    return t(
        "clocktower-post-nomination",
        lang,
        nominator=nominator,
        nominee=nominee,
        count=count,
        block=on_block,
    )


def night_status(game: ClocktowerGame, session: FamilySession) -> str:
    """The night's public status: who has sent a list, of how many, and the deadline."""
    lang = game_lang(session.row)
    answered = answered_tonight(game)
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


def dm_effects(user_id: int | None, text: str, view: discord.ui.View | None = None) -> list[Effect]:
    """A DM in as many messages as it needs (the view on the last); none to an empty seat. A
    DM that cannot be delivered is not told in public (who is DM'd can be a secret): it is kept
    for its player and the storyteller is told privately (:mod:`bot.shell.kept`)."""
    if user_id is None:
        return []
    parts = chunks(text)
    return [
        effects.dm(user_id, content=part, view=view if i == len(parts) - 1 else None)
        for i, part in enumerate(parts)
    ]


class Announcements(Localised):
    """Rendering the engine's reports as the outbox's effects."""

    async def _announce(self, session: FamilySession) -> list[Effect]:
        """Every report not yet shown, in order, then the night post's update and the end.
        The cursor (:attr:`~cogs.clocktower.extra.ClocktowerExtra.sent`) moves in the same write as the effects are queued."""
        game = session.game
        if not isinstance(game, ClocktowerGame):
            return []
        row = session.row
        thread = self.thread_id(row)
        users = self._users(session)
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
                langs[user] = await self._dm_lang(user)
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
                shown.append(
                    post(row, thread, t("clocktower-post-night-begins", lang, night=night))
                )
                shown += await self._night_prompts(session, game)
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
            shown += await end_effects(session, game, self._mention)
            shown += await self._lobby_edit(session)
        return shown

    async def _night_prompts(self, session: FamilySession, game: ClocktowerGame) -> list[Effect]:
        """Every player appearing alive is asked the same thing (who must act is secret)."""
        row = session.row
        night = game.number
        users = self._users(session)
        shown: list[Effect] = []
        for seat in range(game.n):
            if seat in game.appears_dead:
                continue
            lang = await self._dm_lang(users[seat])
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

    async def _reminders(self, session: FamilySession, game: ClocktowerGame) -> list[Effect]:
        """A DM to everyone appearing alive who has not sent tonight's list."""
        if game.phase != "night":
            return []
        answered = set(answered_tonight(game))
        users = self._users(session)
        row = session.row
        shown: list[Effect] = []
        for s in range(game.n):
            if s in game.appears_dead or s in answered:
                continue
            lang = await self._dm_lang(users[s])
            text = t(
                "clocktower-reminder-night",
                lang,
                id=str(row.id),
                night=game.number,
                deadline=ts(row.deadline, lang),
            )
            shown += dm_effects(users[s], text)
        return shown
