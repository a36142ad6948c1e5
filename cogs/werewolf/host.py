"""What Quantum Werewolf adds to the bot beside its cog, set up before the cog loads.

Werewolf keeps its games in the shell's tables (:mod:`cogs.werewolf.storage`) and its open games
in memory (:class:`~cogs.werewolf.games.Games`, kept on the bot: :func:`games_of`).
:func:`open_games` opens them over the bot's shared database, adds its persistent components,
its ``/help`` pages and ``/game`` group, and hooks into the bot's life: the freshness of
commands and catching up after a crash. Its outbox calls are on the shell's registration, made
by its cog (:mod:`cogs.werewolf.cog`, :mod:`cogs.werewolf.sends`).
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord

from bot.client import Hooks
from bot.help import register_help
from bot.shell import freshness
from bot.shell.sessions import shell_sessions
from cogs.werewolf import flow, helptext, reopen
from cogs.werewolf.games import Games, games_of
from cogs.werewolf.interact import GameGroup
from cogs.werewolf.night_menu import NightPageButton, NightSelect
from cogs.werewolf.storage import Storage
from cogs.werewolf.views import LobbyButton
from cogs.werewolf.vote_menu import VotePageButton, VoteSelect

if TYPE_CHECKING:
    from bot.client import SuperpostBot

log = logging.getLogger(__name__)

COMPONENTS = (LobbyButton, NightSelect, NightPageButton, VoteSelect, VotePageButton)
"""Every kind of component werewolf sends (each a DynamicItem with a ``custom_id`` template)."""


class WerewolfHooks(Hooks):
    """Werewolf's part in the bot's life (its own type, so unloading finds it)."""


def note_command(bot: SuperpostBot, interaction: discord.Interaction[SuperpostBot]) -> None:
    """Remember when the command was sent, and in which phase the bot received it: an action
    whose phase has ended by the time it is handled is refused (see
    :func:`cogs.werewolf.games.check_fresh`)."""
    games = games_of(bot)
    if interaction.guild_id is not None:
        here = games.in_channel(interaction.channel_id)
        sessions = [here] if here is not None else []
    else:
        sessions = games.of_user(interaction.user.id)
    freshness.note(interaction.created_at, games.epochs(sessions))


async def open_games(bot: SuperpostBot) -> None:
    """Open werewolf's games, add its components, help, ``/game`` group and hooks."""
    shared, _ = shell_sessions(bot, bot.storage.database, bot.clock)
    games = Games(Storage(bot.storage.database), bot.clock, shared)
    bot.keep(games)
    loaded = await games.load()
    log.info("loaded %d open werewolf game(s)", loaded)
    bot.add_dynamic_items(*COMPONENTS)
    register_help(helptext.HELP)
    group = GameGroup()
    bot.keep(group)
    bot.tree.add_command(group)

    async def ready() -> None:
        await reopen.finish_lobbies(bot)
        # In the background: each game waits for its replay (a command's own games are caught
        # up on its arrival, below), so ready does not wait for every game's.
        games.recovering = asyncio.create_task(flow.recover(bot), name="werewolf catching up")

    async def arriving(interaction: discord.Interaction[SuperpostBot]) -> None:
        # A command in a direct message means the user's game: on a shared database another
        # process may have opened it (only shard 0 gets direct messages).
        in_dm = interaction.guild_id is None
        if in_dm:
            await games.discover()
        # Soon after a start-up: the command's games replayed in the worker, not on the loop,
        # and caught up on what a crash cut short before the command sees them.
        where = None if in_dm else interaction.channel_id
        await games.warm_up(where, interaction.user.id)
        for session in games.of_command(where, interaction.user.id) if games.behind else ():
            try:
                await flow.recover_game(bot, session)
            except Exception:  # the background catching up tries it again
                log.exception("game %s: could not catch up after a restart", session.row.id)

    bot.hooks.append(
        WerewolfHooks(
            ready=ready,
            arriving=arriving,
            before_command=lambda interaction: note_command(bot, interaction),
        )
    )


def close(bot: SuperpostBot) -> None:
    """Unloading: werewolf's hooks, components and ``/game`` group leave the bot."""
    bot.hooks[:] = [hooks for hooks in bot.hooks if not isinstance(hooks, WerewolfHooks)]
    bot.remove_dynamic_items(*COMPONENTS)
    bot.tree.remove_command("game")
