"""Quantum Clocktower on Discord (issue 11): the cog, put together from its features.

Each feature's commands are a module of its own, each a subclass of
:class:`~cogs.clocktower.base.ClocktowerBase`, side by side: :mod:`~cogs.clocktower.lobby`,
:mod:`~cogs.clocktower.night`, :mod:`~cogs.clocktower.day`, :mod:`~cogs.clocktower.storyteller`,
:mod:`~cogs.clocktower.adjudicate`, :mod:`~cogs.clocktower.info`. What they show is
:mod:`~cogs.clocktower.render` (state → effects), their buttons and menus
:mod:`~cogs.clocktower.views` and :mod:`~cogs.clocktower.night_menu`, their time
:mod:`~cogs.clocktower.clocks`. They are one cog because they share one `/ct` command group,
one game clock and one outbox family.

Each command is thin: find the game → lock → the engine (in a worker: the solver is slow)
parses and pushes → the action, the row and the effects it shows are stored in one
transaction → answer the sender. The outbox sends the effects after, holding no lock, exactly
once across crashes (:mod:`bot.outbox`).
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from bot.effects import Effect
from bot.shell import FamilySession
from cogs.clocktower import clocks, reminders
from cogs.clocktower.storyteller import StorytellerTools

# isort: split
# `/ct-st` lists its subcommands in the order their modules are imported: the storyteller's
# tools first, then adjudication.
from cogs.clocktower.adjudicate import Adjudicate
from cogs.clocktower.day import Day
from cogs.clocktower.extra import ClocktowerExtra
from cogs.clocktower.info import Info
from cogs.clocktower.lobby import Lobby
from cogs.clocktower.night import Night
from cogs.clocktower.night_menu import FillButton, TargetSelect
from cogs.clocktower.views import EntrySelect, LobbyView, NightButton, RulingButton, VoteButton
from engine.clocktower import ClocktowerGame
from engine.core.family import Actor

if TYPE_CHECKING:
    from bot.client import SuperpostBot

ITEMS = (VoteButton, NightButton, EntrySelect, TargetSelect, FillButton, RulingButton)
"""The persistent buttons and menus of DMs and posts (they answer after a restart too)."""


class ClocktowerCog(Lobby, Night, Adjudicate, StorytellerTools, Day, Info):
    """Quantum Clocktower games in threads: `/ct …` for players, `/ct-st …` for storytellers."""

    def __init__(self, bot: SuperpostBot) -> None:
        super().__init__(bot, clocks.next_due)
        self.lobby_view = LobbyView(self)
        self.rehearsal = None
        self._preparing = {}

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_view(self.lobby_view)
        self.bot.add_dynamic_items(*ITEMS)

    async def cog_unload(self) -> None:
        await super().cog_unload()
        self.bot.remove_dynamic_items(*ITEMS)
        for task in list(self._preparing.values()):
            task.cancel()

    async def _expire(self, session: FamilySession, game: ClocktowerGame, now: dt.datetime) -> None:
        """A running limit's end: the night resolves, a re-ask falls back, the day's open vote
        is counted and the day ends."""
        row = session.row
        kind = row.deadline_kind
        if kind == "day" and ClocktowerExtra.of(row).vote is not None:
            await self._close_vote_locked(session)
            if game.outcome is not None:
                return
        text = {"night": "resolve", "reask": "timeout", "day": "end_day"}.get(kind or "")
        if text is not None:
            await self._push(session, text, Actor.SYSTEM, None)

    async def _remind(self, session: FamilySession, game: ClocktowerGame) -> list[Effect]:
        """The half-time reminder of the running limit (:func:`cogs.clocktower.reminders.half_time`)."""
        return await reminders.half_time(session.row, game, self._dm_lang)
