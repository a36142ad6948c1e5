"""The bot: a typed, sharded ``commands.AutoShardedBot`` that opens the shared storage and the outbox, and loads every
family's extension in ``setup_hook``.

The bot knows no game family. A family plugs in through its extension (named here only as
a string): its cog, its components, its outbox calls, the state it keeps on the bot
(:meth:`SuperpostBot.keep`) and its hooks into the bot's life (:class:`Hooks`)."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import math
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot import drawing, heap, help, loop_first, waiting, worker
from bot.db import DatabaseError, describe_url
from bot.db.connect import is_postgres
from bot.i18n import Languages, reader_language, t
from bot.i18n.cog import LanguageCog
from bot.i18n.commands import CatalogueTranslator
from bot.outbox import Outbox
from bot.settings import Settings, database_target
from bot.shared_storage import SharedStorage
from bot.shell.sessions import FamilySessions

log = logging.getLogger(__name__)

T = TypeVar("T")
CogT = TypeVar("CogT", bound=commands.Cog)

EXTENSIONS = (
    "cogs.werewolf",
    "cogs.lab",
    "cogs.cloud",
    "cogs.clocktower",
)
"""Every family's extension, in load order (each one cog; each registers its family's pages of
``/help``)."""


@dataclass(frozen=True)
class Hooks:
    """What a family adds to the bot's life (each optional)."""

    ready: Callable[[], Awaitable[None]] | None = None
    """Once connected, after the outbox started: catch up on what a crash cut short."""
    arriving: Callable[[discord.Interaction[SuperpostBot]], Awaitable[None]] | None = None
    """When a slash command arrives, first: find what it may name that this process has not
    read yet (another process opened the game; a direct message reaches shard 0). Should it
    take long, the command is deferred meanwhile (:func:`bot.waiting.arrive`)."""
    before_command: Callable[[discord.Interaction[SuperpostBot]], None] | None = None
    """When a slash command arrives, before its checks and before waiting for any lock."""
    after_command: Callable[[discord.Interaction[SuperpostBot]], Awaitable[None]] | None = None
    """After a slash command that answered."""


def intents() -> discord.Intents:
    """What the bot needs from the gateway: no privileged intent, and no DM messages (it reads
    none: commands come as interactions, and its own DMs, one per player at nightfall, would
    each come back as an event to parse)."""
    wanted = discord.Intents.default()
    wanted.members = False
    wanted.presences = False
    wanted.message_content = False
    wanted.dm_messages = False
    wanted.dm_reactions = False
    wanted.dm_typing = False
    return wanted


def random_seed() -> int:
    """A fresh game seed (the engine derives every draw of the game from it)."""
    return secrets.randbits(63)


def out_of_range(interaction: discord.Interaction[Any]) -> str | None:
    """Why an option of a slash command is outside the limits its command declares (a number
    beyond its range or not finite, a text longer than allowed), for the sender;
    ``None`` when every option is within them."""
    command = interaction.command
    if interaction.type is not discord.InteractionType.application_command or not isinstance(
        command, app_commands.Command
    ):
        return None
    for parameter in command.parameters:
        value = getattr(interaction.namespace, parameter.name, None)
        low, high = parameter.min_value, parameter.max_value
        if isinstance(value, bool) or value is None:
            continue
        if isinstance(value, int | float):
            if (
                not math.isfinite(value)
                or (low is not None and value < low)
                or (high is not None and value > high)
            ):
                return f"You gave {parameter.display_name} {value:g}; {_rule(low, high)}."
        elif isinstance(value, str) and high is not None and len(value) > high:
            return (
                f"Your {parameter.display_name} is {len(value)} characters long; the most it "
                f"may have is {high:g} characters. Nothing changed."
            )
    return None


def _rule(low: float | None, high: float | None) -> str:
    if low is not None and high is not None:
        return f"it must be between {low:g} and {high:g}, so nothing changed"
    if low is not None or high is not None:
        word, bound = ("at least", low) if low is not None else ("at most", high)
        return f"it must be {word} {bound:g}, so nothing changed"
    return "it must be a finite number, so nothing changed"


class SuperpostTree(app_commands.CommandTree["SuperpostBot"]):
    """The command tree: unexpected failures are logged and the user is told."""

    async def interaction_check(self, interaction: discord.Interaction[SuperpostBot], /) -> bool:
        """Let every family note the command as it arrives (Quantum Werewolf remembers when it
        was sent and in which phase, to refuse an action whose phase has ended meanwhile).
        An option outside the limits the command declares is refused first: Discord enforces
        them only in its own clients, and a stale registration or a forged call skips them."""
        outside = out_of_range(interaction)
        if outside is not None:
            with contextlib.suppress(discord.HTTPException):
                await interaction.response.send_message(f"❌ {outside}", ephemeral=True)
            return False
        await waiting.arrive(interaction, self._arriving(interaction))
        for hooks in self.client.hooks:
            if hooks.before_command is not None:
                hooks.before_command(interaction)
        return True

    async def _arriving(self, interaction: discord.Interaction[SuperpostBot]) -> None:
        for hooks in self.client.hooks:
            if hooks.arriving is not None:
                await hooks.arriving(interaction)

    async def on_error(
        self, interaction: discord.Interaction[SuperpostBot], error: app_commands.AppCommandError
    ) -> None:
        log.error("command %r failed", interaction.command, exc_info=error)
        text = t("shell-failed", await reader_language(interaction))
        with contextlib.suppress(discord.HTTPException):
            await waiting.settle(interaction)
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)


class SuperpostBot(commands.AutoShardedBot):
    """Quantum games for Discord: the shell every family's extensions plug into.

    It runs as the shards the settings name (``SHARD_COUNT``, ``SHARD_IDS``; by default every
    shard Discord recommends, in this one process). A guild's events reach the shard that serves
    it, and every direct message reaches shard 0, so nothing here assumes that the process that
    sees an interaction is the one that opened its game: games are found through the database
    (see :meth:`bot.shell.sessions.FamilySessions.find`), and the database serialises their
    changes across processes (:class:`bot.shell.game_lock.GameLock`)."""

    storage: SharedStorage
    """The database and outbox table every family shares (every family's games are rows of
    the shell's ``family_games``, read by the shell's store or werewolf's over
    ``storage.database``)."""
    outbox: Outbox
    """Sends what changes of games queued (every family's); families register in cog_load."""
    languages: Languages
    """The language each player and game chose (see :mod:`bot.i18n.choice`)."""

    def __init__(
        self,
        settings: Settings,
        *,
        seeds: Callable[[], int] = random_seed,
        clock: Callable[[], dt.datetime] = discord.utils.utcnow,
        settle_heap: bool = False,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents(),
            help_command=None,
            tree_cls=SuperpostTree,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=False),
            # No cache of received messages: nothing here reads it (components arrive with their
            # message, sends and edits go by id), and it held the last 1000 messages with every
            # menu option parsed, tens of thousands of objects after a big game's nightfall
            # for each pass of the garbage collector to walk.
            max_messages=None,
            shard_count=settings.shard_count,
            # discord.py's default is None (every shard), though its stubs say list[int].
            shard_ids=list(settings.shard_ids) if settings.shard_ids is not None else None,  # type: ignore[arg-type]
        )
        self.settings = settings
        self.seeds = seeds
        self.clock = clock
        self._caught_up = False
        self._settle_heap = settle_heap
        """Once caught up, exempt what lives by then from the collector, and again after big
        batches of the outbox (:mod:`bot.heap`)."""
        self._settling: asyncio.Task[None] | None = None
        self.hooks: list[Hooks] = []
        """What each loaded family added to the bot's life, in load order."""
        self._kept: dict[type[Any], Any] = {}

    def runs_guild(self, guild_id: int) -> bool:
        """Whether this process runs the shard of a guild (so has it in its cache)."""
        if self.shard_ids is None or self.shard_count is None:
            return True
        return (guild_id >> 22) % self.shard_count in self.shard_ids

    def keep(self, state: object) -> None:
        """Keep a family's state on the bot (its open games...), found again by its type with
        :meth:`kept`; the family's extension keeps it when it loads."""
        self._kept[type(state)] = state

    def cog_of(self, kind: type[CogT]) -> CogT:
        """The loaded cog of class ``kind``: a family's views reach their own cogs by type, never
        by a name string (LookupError while it is not loaded)."""
        for cog in self.cogs.values():
            if isinstance(cog, kind):
                return cog
        raise LookupError(f"{kind.__name__} is not loaded")

    def kept(self, kind: type[T]) -> T:
        """The state of type ``kind`` a family's extension kept (KeyError before it loaded)."""
        state = self._kept[kind]
        assert isinstance(state, kind)
        return state

    async def setup_hook(self) -> None:
        drawing.use(self.settings.draw_in)
        target = database_target(self.settings)
        self.storage = await SharedStorage.open(target)
        loop_first.use_for(is_postgres(target))
        growth = heap.Growth() if self._settle_heap else None
        self.outbox = Outbox(self, self.storage.outbox, growth=growth)
        log.info("opened %s", describe_url(target))
        await help.setup(self)
        self.languages = Languages(self.storage.database)
        await self.tree.set_translator(CatalogueTranslator())
        await self.add_cog(LanguageCog(self.languages))
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        # The family shell's open games (every family on it) are read once all families are
        # loaded: replaying a game needs its family registered, whichever cog came first.
        family_sessions = getattr(self, "family_sessions", None)
        if isinstance(family_sessions, FamilySessions):
            loaded = await family_sessions.load()
            log.info("loaded %d open game(s) of the family shell", loaded)
        await self.tree.sync()
        if self.settings.sync_guild_id is not None:
            guild = discord.Object(self.settings.sync_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)

    async def on_app_command_completion(
        self,
        interaction: discord.Interaction[SuperpostBot],
        command: app_commands.Command[Any, ..., Any] | app_commands.ContextMenu,
    ) -> None:
        """After any command that answered: what the families add (Quantum Werewolf shows the
        user, privately, the news their closed DMs kept from them)."""
        if interaction.response.is_done():
            for hooks in self.hooks:
                if hooks.after_command is not None:
                    await hooks.after_command(interaction)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Answer a button or menu that none of the bot's components would produce (a forged or
        garbled ``custom_id``): discord.py would otherwise leave it without any reply. Every
        interaction's sender has their client's locale kept, for the DMs sent them later (this
        runs beside the command or component's own handling, so it delays no answer)."""
        with contextlib.suppress(DatabaseError, OSError):
            await self.languages.note(interaction.user.id, interaction.locale)
        if interaction.type is not discord.InteractionType.component:
            return
        data: dict[str, object] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        message_id = interaction.message.id if interaction.message is not None else None
        if self._dispatchable(custom_id, message_id, interaction.message):
            return
        text = t("shell-unknown-component", await reader_language(interaction))
        with contextlib.suppress(discord.HTTPException):
            await interaction.response.send_message(text, ephemeral=True)

    def _dispatchable(
        self, custom_id: str, message_id: int | None, message: discord.Message | None = None
    ) -> bool:
        """Whether one of the bot's views or dynamic items answers this ``custom_id``: every
        family's (werewolf's dynamic items, the persistent views other families add)."""
        # discord.py keeps its dispatch table in the connection's view store; it has no public
        # query for "is this custom_id handled", so read the table (pinned to discord.py 2.x).
        store = self._connection._view_store
        for key in (None, message_id):
            if any(known == custom_id for _kind, known in store._views.get(key, {})):
                return True
        if not any(pattern.fullmatch(custom_id) for pattern in store._dynamic_items):
            return False
        # discord.py answers a dynamic item only from a message that carries it: a forged
        # custom_id (another game's, another night's) on some other message gets no call.
        return message is not None and custom_id in _custom_ids(message)

    async def on_ready(self) -> None:
        """Once connected: send what the outbox holds (what a crash cut short first), and let
        each family catch up (Quantum Werewolf resolves a phase that became complete before a
        crash)."""
        if not self._caught_up:
            self._caught_up = True
            self.outbox.start()
            for hooks in self.hooks:
                if hooks.ready is not None:
                    await hooks.ready()
            # Once ready, so that its imports (a second of CPU) do not delay the bot's; in a
            # thread (starting a process waits milliseconds for it), not waiting for it to be
            # ready: an image drawn before then starts it itself.
            if drawing.where() == "process":
                await worker.run(drawing.start)
            if self._settle_heap:
                heap.settle()
                heap.freeze_after_full_passes()
                family_sessions = getattr(self, "family_sessions", None)
                if isinstance(family_sessions, FamilySessions):
                    self._settling = asyncio.create_task(self._settle_once_warm(family_sessions))

    async def _settle_once_warm(self, sessions: FamilySessions) -> None:
        """Settle the heap again once the games read at start-up are replayed (they are made
        after the settle of ``on_ready``); with a worker's job in flight, the outbox's next
        settle does it instead (:mod:`bot.heap`)."""
        await sessions.warmed()
        if not worker.busy():
            heap.settle()

    async def close(self) -> None:
        outbox = getattr(self, "outbox", None)
        if outbox is not None:
            outbox.stop()
        try:
            await super().close()
        finally:
            # Even when the shutdown is cut short (cancelled, or a cog's unload dies): the
            # connection's thread is no daemon and would keep the process from exiting.
            storage = getattr(self, "storage", None)
            try:
                if storage is not None:
                    await storage.close()
            finally:
                drawing.close()


def _custom_ids(message: discord.Message) -> set[str]:
    """Every custom id of a message's buttons and menus."""
    found: set[str] = set()
    stack: list[Any] = list(message.components)
    while stack:
        component = stack.pop()
        custom_id = getattr(component, "custom_id", None)
        if custom_id:
            found.add(custom_id)
        stack.extend(getattr(component, "children", None) or [])
    return found
