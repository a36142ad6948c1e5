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
from bot.shell import FamilySession
from bot.shell.posts import edit, post
from bot.shell.replies import ts
from cogs.clocktower.base import ClocktowerBase, chunks
from cogs.clocktower.end import end_effects
from cogs.clocktower.texts import answered_tonight, threshold, wakers
from cogs.clocktower.views import night_view
from engine.clocktower import ClocktowerGame
from engine.core.family import Seat

NOMINATED = re.compile(r"(@\d+) nominated (@\d+): (\d+) vote\(s\).*")
SEAT = re.compile(r"@(\d+)\b")
SILENT = ("Stored your Night ", "The game is over: ")
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
        if report.text.endswith(" is resolving."):
            return False
        if report.text.endswith(" is dead."):
            return True
    return False


NIGHT_KEY = "night"
"""The key of the night's status post, which later answers edit."""


def nomination_text(text: str, block: Seat | None) -> str:
    """The engine's nomination report in plain words, with who is on the block now."""
    match = NOMINATED.fullmatch(text)
    assert match is not None
    nominator, nominee, count = match.groups()
    on_block = "no one is on the block" if block is None else f"@{block + 1} is on the block"
    return f"{nominator} nominated {nominee}: {count} yes vote(s); {on_block}."


def night_status(game: ClocktowerGame, session: FamilySession) -> str:
    """The night's public status: who has sent a list, of how many, and the deadline."""
    answered = answered_tonight(game)
    alive = [s for s in range(game.n) if s not in game.appears_dead]
    shown = ", ".join(f"@{s + 1}" for s in answered) or "no one yet"
    return (
        f"🌙 Night {game.number}: lists received from {shown} "
        f"({len(answered)} of {len(alive)} appearing alive). "
        f"Deadline {ts(session.row.deadline)}."
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


class Announcements(ClocktowerBase):
    """Rendering the engine's reports as the outbox's effects."""

    async def _announce(self, session: FamilySession) -> list[Effect]:
        """Every report not yet shown, in order, then the night post's update and the end.
        The cursor (``extra["sent"]``) moves in the same write as the effects are queued."""
        game = session.game
        if not isinstance(game, ClocktowerGame):
            return []
        row = session.row
        thread = self.thread_id(row)
        users = self._users(session)
        sent = int(row.extra.get("sent", 0))
        row.extra["sent"] = len(game.reports)
        shown: list[Effect] = []
        status_changed = False
        names = game.setup.players
        for index, report in enumerate(game.reports[sent:], start=sent):
            if report.text.startswith(SILENT):
                continue
            if isinstance(report.to, int):
                shown += dm_effects(
                    users[report.to],
                    f"🔒 Quantum Clocktower #{row.id}, seat @{report.to + 1}: "
                    + with_names(report.text, names),
                )
            elif report.to == "storyteller":
                shown += dm_effects(row.host_id, f"📖 #{row.id}: {report.text}")
            elif report.text.endswith("has answered."):
                status_changed = True
            elif report.text.startswith("Night ") and report.text.endswith(" begins."):
                shown.append(post(row, thread, f"🌙 {report.text} Send your lists by DM."))
                shown += self._night_prompts(session, game)
                row.extra["night_text"] = night_status(game, session)
                shown.append(post(row, thread, row.extra["night_text"], key=NIGHT_KEY))
                status_changed = False
            elif report.text.startswith("Day ") and report.text.endswith(" begins."):
                quiet = "" if died_tonight(game, index) else " No one died tonight."
                shown.append(
                    post(
                        row,
                        thread,
                        f"☀️ {report.text}{quiet} Nominate with `/ct nominate`; "
                        f"{threshold(game)} yes vote(s) put a nominee on the block.",
                    )
                )
            elif NOMINATED.fullmatch(report.text):
                block = game.block if game.phase == "day" else None
                text = nomination_text(report.text, block)
                shown.append(post(row, thread, f"📣 {with_names(text, names)}"))
            else:
                shown.append(post(row, thread, f"📣 {with_names(report.text, names)}"))
        over = game.outcome is not None
        status = night_status(game, session)
        # Edited only when the list of answers changes: a player sending a new list (or an
        # evil player sending setup lines apart) leaves no public trace.
        if status_changed and not over and status != row.extra.get("night_text"):
            row.extra["night_text"] = status
            shown.append(edit(thread, status, key=NIGHT_KEY))
        if over:
            shown += await end_effects(session, game, self._mention)
            shown += await self._lobby_edit(session)
        return shown

    def _night_prompts(self, session: FamilySession, game: ClocktowerGame) -> list[Effect]:
        """Every player appearing alive is asked the same thing (who must act is secret)."""
        row = session.row
        night = game.number
        view = night_view(row.id, night, wakers(game, night))
        users = self._users(session)
        shown: list[Effect] = []
        for seat in range(game.n):
            if seat in game.appears_dead:
                continue
            shown += dm_effects(
                users[seat],
                f"🌙 Quantum Clocktower #{row.id}, Night {night}: build your ordered list with "
                "the menu (a character's targets are picked in menus, what you learned is "
                "typed), or send it with `/ct night`, one entry per line, most wanted first: "
                "`wake <character> [choose @a …] [learn <info>]` or `dont_wake`."
                + (" Evil players: add your `setup demon @d …` line." if night == 1 else "")
                + f" Deadline {ts(row.deadline)}.",
                view,
            )
        return shown

    def _reminders(self, session: FamilySession, game: ClocktowerGame) -> list[Effect]:
        """A DM to everyone appearing alive who has not sent tonight's list."""
        if game.phase != "night":
            return []
        answered = set(answered_tonight(game))
        users = self._users(session)
        row = session.row
        return [
            effect
            for s in range(game.n)
            if s not in game.appears_dead and s not in answered
            for effect in dm_effects(
                users[s],
                f"⏰ Quantum Clocktower #{row.id}: Night {game.number} needs your list "
                f"(`/ct night`); deadline {ts(row.deadline)}.",
            )
        ]
