"""The bot: a typed ``commands.Bot`` that opens storage, rebuilds running games and loads the
cogs in ``setup_hook``."""

from __future__ import annotations

import contextlib
import datetime as dt
import logging
import secrets
from collections.abc import Callable

import discord
from discord import app_commands
from discord.ext import commands

from bot import flow
from bot.games import ACTION_EPOCHS, ACTION_TIME, Games
from bot.outbox import Outbox
from bot.settings import Settings
from bot.storage import Storage
from bot.views import LobbyButton, NightPageButton, NightSelect

log = logging.getLogger(__name__)

EXTENSIONS = (
    "cogs.lobby",
    "cogs.night",
    "cogs.day",
    "cogs.info",
    "cogs.storyteller",
    "cogs.clock",
    "cogs.history",
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
        ``bot.games.check_fresh``)."""
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
        self.storage = await Storage.open(self.settings.db_path)
        self.games = Games(self.storage, self.clock)
        self.outbox = Outbox(self)
        self.games.on_outbox = self.outbox.wake
        loaded = await self.games.load()
        log.info("loaded %d open game(s) from %s", loaded, self.settings.db_path)
        self.add_dynamic_items(LobbyButton, NightSelect, NightPageButton)
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        self.tree.add_command(self.game_group)
        await self.tree.sync()
        if self.settings.sync_guild_id is not None:
            guild = discord.Object(self.settings.sync_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)

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
