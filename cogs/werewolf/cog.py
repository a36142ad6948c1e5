"""Quantum Werewolf on Discord: the cog, put together from its features.

Each feature's commands are a module of its own, each a subclass of
:class:`~cogs.werewolf.base.WerewolfBase`, side by side: :mod:`~cogs.werewolf.lobby`,
:mod:`~cogs.werewolf.night`, :mod:`~cogs.werewolf.day`, :mod:`~cogs.werewolf.info`,
:mod:`~cogs.werewolf.storyteller`, :mod:`~cogs.werewolf.clock` and
:mod:`~cogs.werewolf.history`. What a change shows is :mod:`cogs.werewolf.flow` over
:mod:`cogs.werewolf.render` (state → text and images), their buttons and menus
:mod:`cogs.werewolf.views`, their time :mod:`cogs.werewolf.clocks`. They are one cog because
they share one ``/game`` group, one game clock and one outbox registration. Being one cog, a
feature overrides only the base's hooks that its own commands reach (the clock's ``_expire``,
``_remind``; the lobby's ``_lobby_shown``, ``_start``...): an override of a hook another
feature's commands call would change them too.

What werewolf adds to the bot beside the cog (its open games, components, ``/game`` group and
hooks) is :mod:`cogs.werewolf.host`'s, set up first by the extension (:mod:`cogs.werewolf`).
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.effects import Effect
from bot.outbox import Handler, OnDone, OnRefused
from bot.outbox_store import OutboxRow, Statement
from bot.shell.kept import Show
from cogs.werewolf import prompts, sends
from cogs.werewolf.clock import Clock
from cogs.werewolf.day import Day
from cogs.werewolf.games import games_of
from cogs.werewolf.history import History
from cogs.werewolf.info import Info
from cogs.werewolf.lobby import Lobby
from cogs.werewolf.night import Night
from cogs.werewolf.storyteller import Storyteller


class WerewolfCog(History, Clock, Storyteller, Info, Day, Night, Lobby):
    """Quantum Werewolf games in channels: ``/game …`` for the lobby and the storytellers,
    ``/night``, ``/vote``, ``/me``... for players. (The features are listed last first:
    discord.py adds a cog's commands from its deepest base up, so the stand-alone commands
    reach the tree in the order the features' own cogs once added them.)"""

    async def cog_load(self) -> None:
        await super().cog_load()
        games_of(self.bot).on_change = self._wake_clock

    async def cog_unload(self) -> None:
        games_of(self.bot).on_change = lambda: None
        await super().cog_unload()

    # -- werewolf's part in the shell's outbox registration -------------------------------------

    async def _register(self) -> None:
        """Werewolf's outbox calls, kept news and refusal notes, on the shell's registration
        (its sessions, hooks and lobbies are :mod:`cogs.werewolf.host`'s)."""
        await self._register_sends()

    def _outbox_calls(self) -> Mapping[str, Handler]:
        return sends.outbox_calls(self.bot)

    def _recorded(self) -> OnDone:
        return sends.recorded(self.bot)

    def _kept(self, row: OutboxRow) -> list[Statement]:
        return sends.kept(row)

    def _kept_shown(self) -> Show:
        return prompts.show_news(self.bot)

    def _undelivered_notice(self, row: OutboxRow) -> list[Effect]:
        """Nothing: a note queued with werewolf's DMs names whom they could not reach
        (:func:`~bot.effects.unreachable`); its storytellers are not told afterwards."""
        return []

    def _refused_teller(self) -> OnRefused:
        return sends.refused_teller(self.bot)
