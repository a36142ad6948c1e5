"""The bot: a typed ``commands.Bot`` that opens storage, rebuilds running games and loads the
cogs in ``setup_hook``."""

from __future__ import annotations

import contextlib
import datetime as dt
import logging
import secrets
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.db import describe_url
from bot.outbox import Outbox
from bot.settings import Settings, database_target
from cogs.werewolf import flow
from cogs.werewolf.games import ACTION_EPOCHS, ACTION_TIME, Games
from cogs.werewolf.storage import Storage
from cogs.werewolf.views import (
    HelpSelect,
    LobbyButton,
    NightPageButton,
    NightSelect,
    VotePageButton,
    VoteSelect,
)

log = logging.getLogger(__name__)

COMPONENTS = (LobbyButton, NightSelect, NightPageButton, VoteSelect, VotePageButton, HelpSelect)
"""Every kind of component the bot sends (each a DynamicItem with a ``custom_id`` template)."""

EXTENSIONS = (
    "cogs.werewolf.lobby",
    "cogs.werewolf.night",
    "cogs.werewolf.day",
    "cogs.werewolf.info",
    "cogs.werewolf.storyteller",
    "cogs.werewolf.clock",
    "cogs.werewolf.history",
    "cogs.lab",
    "cogs.cloud",
    "cogs.clocktower",
)


def intents() -> discord.Intents:
    """What the bot needs from the gateway: no privileged intent."""
    wanted = discord.Intents.default()
    wanted.members = False
    wanted.presences = False
    wanted.message_content = False
    return wanted


def random_seed() -> int:
    """A fresh game seed (the engine derives every draw of the game from it)."""
    return secrets.randbits(63)


class QWTree(app_commands.CommandTree["QWBot"]):
    """The command tree: unexpected failures are logged and the user is told."""

    async def interaction_check(self, interaction: discord.Interaction[QWBot], /) -> bool:
        """Remember when the command was sent, and in which phase the bot received it: an
        action whose phase has ended by the time it is handled is refused (see
        ``cogs.werewolf.games.check_fresh``)."""
        ACTION_TIME.set(interaction.created_at)
        games = self.client.games
        if interaction.guild_id is not None:
            here = games.in_channel(interaction.channel_id)
            sessions = [here] if here is not None else []
        else:
            sessions = games.of_user(interaction.user.id)
        ACTION_EPOCHS.set({session.row.id: session.epoch for session in sessions})
        return True

    async def on_error(
        self, interaction: discord.Interaction[QWBot], error: app_commands.AppCommandError
    ) -> None:
        log.error("command %r failed", interaction.command, exc_info=error)
        text = "⚠️ Something went wrong on my side. Whatever I confirmed to you is saved; please try again."
        with contextlib.suppress(discord.HTTPException):
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)


class QWBot(commands.Bot):
    """Quantum Werewolf for Discord."""

    storage: Storage
    games: Games
    outbox: Outbox
    """Sends what changes of games queued (every family's); families register in cog_load."""

    def __init__(
        self,
        settings: Settings,
        *,
        seeds: Callable[[], int] = random_seed,
        clock: Callable[[], dt.datetime] = discord.utils.utcnow,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents(),
            help_command=None,
            tree_cls=QWTree,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=False),
        )
        self.settings = settings
        self.seeds = seeds
        self.clock = clock
        self._caught_up = False
        self.game_group = app_commands.Group(
            name="game",
            description="Quantum Werewolf games: lobby, start, status and storyteller tools",
            guild_only=True,
        )

    async def setup_hook(self) -> None:
        self.storage = await Storage.open(database_target(self.settings))
        self.games = Games(self.storage, self.clock)
        self.outbox = Outbox(self, self.storage.outbox)
        self.games.on_outbox = self.outbox.wake
        flow.register(self)
        loaded = await self.games.load()
        where = describe_url(database_target(self.settings))
        log.info("loaded %d open game(s) from %s", loaded, where)
        self.add_dynamic_items(*COMPONENTS)
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        self.tree.add_command(self.game_group)
        await self.tree.sync()
        if self.settings.sync_guild_id is not None:
            guild = discord.Object(self.settings.sync_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)

    async def on_app_command_completion(
        self,
        interaction: discord.Interaction[QWBot],
        command: app_commands.Command[Any, ..., Any] | app_commands.ContextMenu,
    ) -> None:
        """After any command: news the user's closed DMs kept from them, privately."""
        if interaction.response.is_done():
            await flow.deliver_pending(self, interaction)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Answer a button or menu that none of the bot's components would produce (a forged or
        garbled ``custom_id``): discord.py would otherwise leave it without any reply."""
        if interaction.type is not discord.InteractionType.component:
            return
        data: dict[str, object] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        message_id = interaction.message.id if interaction.message is not None else None
        if self._dispatchable(custom_id, message_id):
            return
        with contextlib.suppress(discord.HTTPException):
            await interaction.response.send_message(
                "❌ I do not recognise that button or menu, so nothing changed. Use the menus "
                "of my latest messages, or the slash commands.",
                ephemeral=True,
            )

    def _dispatchable(self, custom_id: str, message_id: int | None) -> bool:
        """Whether one of the bot's views or dynamic items answers this ``custom_id``: every
        family's (werewolf's dynamic items, the persistent views other families add)."""
        # discord.py keeps its dispatch table in the connection's view store; it has no public
        # query for "is this custom_id handled", so read the table (pinned to discord.py 2.x).
        store = self._connection._view_store
        for key in (None, message_id):
            if any(known == custom_id for _kind, known in store._views.get(key, {})):
                return True
        return any(pattern.fullmatch(custom_id) for pattern in store._dynamic_items)

    async def on_ready(self) -> None:
        """Once connected: send what the outbox holds (what a crash cut short first), and
        resolve any phase that became complete before a crash."""
        if not self._caught_up:
            self._caught_up = True
            self.outbox.start()
            await flow.recover(self)

    async def close(self) -> None:
        outbox = getattr(self, "outbox", None)
        if outbox is not None:
            outbox.stop()
        await super().close()
        storage = getattr(self, "storage", None)
        if storage is not None:
            await storage.close()
