"""What every Quantum Werewolf feature shares: its names on the shell's
:class:`~bot.shell.family_cog.FamilyCog`, the ``/game`` subcommands, the storyteller's turn,
answering and finding a player's games.

The features with commands (lobby, night, day, information, storyteller tools, the clock, the
log) are subclasses of :class:`WerewolfBase` in modules of their own, side by side, put
together in :mod:`cogs.werewolf.cog`: one cog, so one clock, one outbox registration and one
``/game`` group, as Discord and the shell allow once per family. What they share below this
class is :mod:`cogs.werewolf.interact` (look-ups, refusals, autocomplete) and
:mod:`cogs.werewolf.flow` (what a change shows); what they show is
:mod:`cogs.werewolf.render`'s.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import waiting
from bot.effects import Effect
from bot.i18n import Msg
from bot.shell.answering import reply
from bot.shell.family_cog import FamilyCog
from cogs.werewolf import clocks
from cogs.werewolf.games import Session, games_of
from cogs.werewolf.interact import (
    HOST_WORD,
    NO_GAME_HERE,
    GameGroup,
    engine_words,
    player_choices,
    require_storyteller,
)
from cogs.werewolf.storage import FAMILY
from engine.werewolf import EngineError, Game

if TYPE_CHECKING:
    from bot.client import SuperpostBot

GAME_SUBCOMMANDS = (
    "create",
    "join",
    "leave",
    "start",
    "status",
    "storyteller",
    "advance",
    "decide",
    "grimoire",
    "cancel",
    "kick",
    "replace",
    "undo",
    "end",
    "settings",
    "extend",
    "pause",
    "resume",
    "log",
)
"""The features' commands that are ``/game`` subcommands, in the order ``/game`` lists them (the
others, a player's ``/night``, ``/vote``, ``/me``..., stand alone)."""


class WerewolfBase(FamilyCog[Session]):
    """The shared part of the Quantum Werewolf cog (no commands of its own): the family's
    names and switches, the ``/game`` group its subcommands join, the storyteller's turn,
    answering and finding the players' games."""

    family = FAMILY
    title = "Quantum Werewolf"
    command = "game"
    record_name = "quantum-werewolf-game"
    host_word = HOST_WORD
    host_plays = False
    game_type = Game
    deadline_clocks = clocks
    session_type = Session
    host_lines_answer = True

    def __init__(self, bot: SuperpostBot) -> None:
        super().__init__(bot, clocks.next_due)
        # The extension made the one map of open games before the cog (host.py): the cog has it
        # from the start (its clock ticks werewolf's games there).
        self.sessions = games_of(bot).shared
        group = bot.kept(GameGroup)
        # In GAME_SUBCOMMANDS' order, not the features' (discord.py collects a cog's commands
        # from its bases in reverse): `/game`'s list reads as it always has.
        mine = {command.name: command for command in self.__cog_app_commands__}
        for name in GAME_SUBCOMMANDS:
            if name in mine:
                self.__cog_app_commands__.remove(mine[name])
                group.add_command(mine[name])

    @property
    def clock(self) -> Callable[[], dt.datetime]:
        """Werewolf's time: its open games' clock (:class:`~cogs.werewolf.games.Games`)."""
        return games_of(self.bot).clock

    async def _clock_ready(self) -> None:
        """Nothing to wait for: the games the clock ticks are read before the cog loads."""

    def _no_game_here(self) -> Msg:
        return NO_GAME_HERE

    async def cog_unload(self) -> None:
        await super().cog_unload()
        group = self.bot.kept(GameGroup)
        for name in GAME_SUBCOMMANDS:
            group.remove_command(name)

    async def _say(self, interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
        await reply(interaction, text, **kwargs)

    async def _save_game(self, session: Session, effects: Sequence[Effect] = ()) -> None:
        await games_of(self.bot).save(session, effects)

    def _require_host(self, interaction: discord.Interaction, session: Session) -> None:
        require_storyteller(interaction, session)

    def _public_lang(self, session: Session) -> str:
        return session.language

    def _refusal_text(self, error: EngineError, lang: str) -> str:
        return engine_words(error, lang)

    @asynccontextmanager
    async def storyteller_turn(self, interaction: discord.Interaction) -> AsyncIterator[Session]:
        """This channel's game, for the storyteller, under the game's lock.

        Use it inside :meth:`_refusals`
        (``async with self._refusals(i), self.storyteller_turn(i)``), which answers a
        :class:`Refusal` from the look-up, the check or the body privately.
        """
        session = self._host_session(interaction)
        async with waiting.holding(session, interaction):
            yield session

    def living_choices(
        self, interaction: discord.Interaction, current: str, *, none_label: str | None = None
    ) -> list[app_commands.Choice[str]]:
        """Autocomplete for a player option: the living players of this channel's game."""
        session = self._found_here(interaction.channel_id)
        if session is None or session.game is None:
            return []
        return player_choices(session.game, current, none_label=none_label)

    def _games_of_user(self, user_id: int) -> list[Session]:
        return games_of(self.bot).of_user(user_id)

    def _playing_none(self) -> Msg:
        return Msg.of("werewolf-refusal-no-running-game")

    def _playing_several(self, mine: Sequence[Session]) -> Msg:
        where = ", ".join(f"<#{s.row.channel_id}>" for s in mine)
        return Msg.of("werewolf-refusal-several-games", channels=where)
