"""What a player's closed DMs refused, kept for them, for every family.

Discord refuses a DM for good when the player takes no direct messages from the server's
members. The outbox marks such a row failed; the family's ``on_done`` keeps what it held here
(:func:`keep`), in the same transaction as the mark, so a crash loses none of it. The player
gets it, visible to them alone, with their next command of any family (:meth:`Inbox.deliver`,
an ``after_command`` hook), and under it a Resend button (:class:`ResendButton`) that sends it
to their DMs once they opened them. Each kept message is shown once: it is marked shown right
after the reply (an ephemeral reply cannot be looked up afterwards, so a crash between the two
shows it once more, never not at all).

A family may show its kept messages its own way (werewolf rebuilds a night's menus while the
night lasts: :meth:`Inbox.register`); the families on the shell show them as they were stored.
They also tell their host at once (:func:`keeping`, :meth:`bot.shell.family_cog.FamilyCog.
_undelivered_notice`).
"""

from __future__ import annotations

import json
import logging
import re
from collections import defaultdict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from bot.client import Hooks
from bot.db import Database
from bot.effects import Effect, Kind, StoredView
from bot.i18n import SOURCE, reader_language, t
from bot.outbox import NOTICE, OnDone, Record
from bot.outbox_store import REFUSED, OutboxRow, Statement, queue_statements

if TYPE_CHECKING:
    from bot.client import SuperpostBot

log = logging.getLogger(__name__)

HEADER = t("shell-kept-header", SOURCE)
"""The first line of the kept messages' reply, in English (see :func:`show_stored`)."""
MAX_EMBEDS = 10
"""Discord's limit of embeds in one message."""


@dataclass(frozen=True)
class KeptMessage:
    """One DM a player's closed inbox refused, as it was stored."""

    id: int
    family: str
    game_id: int
    embeds: tuple[dict[str, Any], ...] = ()
    prompt_phase: str | None = None
    """For a werewolf night prompt: the phase while which it is still worth showing."""
    content: str | None = None
    components: tuple[dict[str, Any], ...] | None = None


def keep(
    family: str,
    game_id: int,
    user_id: int,
    outbox_id: int,
    *,
    embeds: Sequence[dict[str, Any]] = (),
    phase: str | None = None,
    content: str | None = None,
    components: Sequence[dict[str, Any]] | None = None,
) -> Statement:
    """The insert that keeps a refused DM for its player (run in the same transaction as the
    outbox's failure mark of that DM)."""
    return (
        "INSERT INTO kept_news"
        " (family, game_id, user_id, outbox_id, prompt_phase, embeds, content, components)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            family,
            game_id,
            user_id,
            outbox_id,
            phase,
            json.dumps(list(embeds)),
            content,
            None if components is None else json.dumps(list(components)),
        ),
    )


def keep_dm(family: str, row: OutboxRow) -> Statement:
    """:func:`keep` for a DM row of the outbox, whole (text, embeds, components)."""
    payload = row.payload
    return keep(
        family,
        row.game_id,
        row.target,
        row.id,
        embeds=payload.get("embeds") or [],
        content=payload.get("content"),
        components=payload.get("components"),
    )


def undelivered(row: OutboxRow, sent: bool) -> bool:
    """Whether an outbox row is a DM closed DMs refused (not one refused for its content:
    shown again it would fail again, and the host was told by ``on_refused``)."""
    return not sent and row.kind is Kind.DM and REFUSED not in row.payload


class KeptStore:
    """The kept messages on disk (table ``kept_news``)."""

    def __init__(self, database: Database) -> None:
        self.database = database

    async def users_waiting(self) -> set[int]:
        """Every user with kept messages not shown yet."""
        rows = await self.database.fetch_all(
            "SELECT DISTINCT user_id FROM kept_news WHERE shown = 0"
        )
        return {int(r["user_id"]) for r in rows}

    async def waiting(self, user_id: int) -> list[KeptMessage]:
        """A user's kept messages not shown yet, in the order they were refused."""
        return await self._read("WHERE user_id = ? AND shown = 0 ORDER BY id", (user_id,))

    async def between(self, user_id: int, first: int, last: int) -> list[KeptMessage]:
        """A user's kept messages with ids from ``first`` to ``last``, shown or not."""
        return await self._read(
            "WHERE user_id = ? AND id >= ? AND id <= ? ORDER BY id", (user_id, first, last)
        )

    async def _read(self, where: str, params: tuple[Any, ...]) -> list[KeptMessage]:
        rows = await self.database.fetch_all(
            "SELECT id, family, game_id, prompt_phase, embeds, content, components"
            f" FROM kept_news {where}",
            params,
        )
        return [
            KeptMessage(
                id=int(r["id"]),
                family=str(r["family"]),
                game_id=int(r["game_id"]),
                embeds=tuple(json.loads(r["embeds"])),
                prompt_phase=r["prompt_phase"],
                content=r["content"],
                components=None if r["components"] is None else tuple(json.loads(r["components"])),
            )
            for r in rows
        ]

    async def shown(self, ids: Sequence[int]) -> None:
        """Mark kept messages shown (or passed: a night prompt whose night is over)."""
        if not ids:
            return
        async with self.database.transaction() as tx:
            await tx.execute_many(
                "UPDATE kept_news SET shown = 1 WHERE id = ?", [(i,) for i in ids]
            )


Show = Callable[[discord.Interaction, int, list[KeptMessage]], Awaitable[list[int]]]
"""How a family shows one game's kept messages to their player (after a command, as follow-ups);
returns the ids it showed, the ones it passed over included (an old night's prompt). A refused
reply raises :class:`discord.HTTPException`."""


@dataclass
class Inbox:
    """The bot's one keeper of refused DMs (made on first use: :func:`inbox_of`)."""

    store: KeptStore
    waiting: set[int] = field(default_factory=set)
    """Users with kept messages not shown yet, and maybe some whose were shown elsewhere (the
    database is asked instead while the other processes' keeps may be missed: :meth:`known`)."""
    loaded: int | None = None
    """The watch epoch (:meth:`bot.db.Database.watch_epoch`) whose keeps ``waiting`` holds."""
    told: set[tuple[str, int, int]] = field(default_factory=set)
    """``(family, game, user)`` whose host was told and whose player has not read them since."""
    shows: dict[str, Show] = field(default_factory=dict)

    def register(self, family: str, show: Show | None = None) -> None:
        """How ``family``'s kept messages are shown (by default, as they were stored)."""
        self.shows[family] = show or show_stored

    async def load(self) -> None:
        """Read who has kept messages waiting (at start-up, and when the notes of other
        processes' keeps start arriving again)."""
        database = self.store.database
        epoch = database.watch_epoch()
        self.waiting |= await self.store.users_waiting()  # a note told meanwhile stays
        if epoch is not None and epoch == database.watch_epoch():
            self.loaded = epoch

    def kept(self, user: str) -> None:
        """Another process (or this one) kept a message for ``user``."""
        self.waiting.add(int(user))

    async def known(self) -> bool:
        """Whether ``waiting`` holds everyone with kept messages waiting (every keep of every
        process told since it was read), read again when the notes start arriving again."""
        epoch = self.store.database.watch_epoch()
        if epoch is None:
            return False
        if epoch != self.loaded:
            await self.load()
        return self.loaded == epoch

    async def deliver(self, interaction: discord.Interaction) -> None:
        """After a command: show the user, privately, what their closed DMs refused, then a
        Resend button, and mark it shown."""
        user_id = interaction.user.id
        # What another process kept is told to this one (bot.db.Database.watch); while such
        # notes may be missed, ask the database (one indexed read) instead.
        if user_id not in self.waiting and await self.known():
            return
        self.waiting.discard(user_id)  # a second command at the same moment finds nothing
        shown: list[int] = []
        complete = False
        try:
            by_game: dict[tuple[str, int], list[KeptMessage]] = defaultdict(list)
            for kept in await self.store.waiting(user_id):
                by_game[(kept.family, kept.game_id)].append(kept)
            complete = True
            for (family, game_id), kept_here in by_game.items():
                show = self.shows.get(family)
                if show is None:  # its family is not loaded here
                    complete = False
                    continue
                try:
                    done = await show(interaction, game_id, kept_here)
                except discord.HTTPException:
                    log.info("could not show kept messages to user %s", user_id)
                    complete = False
                    continue
                shown += done
                self.told.discard((family, game_id, user_id))
            if shown:
                await self.store.shown(shown)
                await resend_offer(interaction, shown)
        finally:
            if not complete:
                self.waiting.add(user_id)


async def show_stored(
    interaction: discord.Interaction, game_id: int, kept: list[KeptMessage]
) -> list[int]:
    """Kept messages as they were stored, each as an ephemeral follow-up (the first with the
    header, in the reader's language)."""
    header = t("shell-kept-header", await reader_language(interaction))
    for number, message in enumerate(kept):
        kwargs = stored_kwargs(message)
        if number == 0:
            kwargs["content"] = f"{header}\n{kwargs.get('content') or ''}".strip()
        await interaction.followup.send(ephemeral=True, **kwargs)
    return [message.id for message in kept]


def stored_kwargs(message: KeptMessage) -> dict[str, Any]:
    """``send`` keyword arguments for a kept message."""
    kwargs: dict[str, Any] = {}
    if message.content:
        kwargs["content"] = message.content
    if message.embeds:
        kwargs["embeds"] = [discord.Embed.from_dict(e) for e in message.embeds[:MAX_EMBEDS]]
    if message.components:
        kwargs["view"] = StoredView(list(message.components))
    return kwargs


async def resend_offer(interaction: discord.Interaction, shown: Sequence[int]) -> None:
    """The follow-up that lets the player have what was just shown sent to their DMs."""
    lang = await reader_language(interaction)
    view = discord.ui.View(timeout=None)
    view.add_item(ResendButton(interaction.user.id, min(shown), max(shown), lang))
    await interaction.followup.send(t("shell-kept-offer", lang), view=view, ephemeral=True)


RESEND = r"kept:resend:(?P<user>\d+):(?P<first>\d+):(?P<last>\d+)"
"""The Resend button's ``custom_id``: whose kept messages, from which id to which."""


class ResendButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=RESEND):
    """Resend: the kept messages just shown, sent again by DM (for their player alone)."""

    def __init__(self, user_id: int, first: int, last: int, lang: str = SOURCE) -> None:
        super().__init__(
            discord.ui.Button(
                label=t("shell-kept-resend", lang),
                emoji="📨",
                style=discord.ButtonStyle.primary,
                custom_id=f"kept:resend:{user_id}:{first}:{last}",
            )
        )
        self.user_id, self.first, self.last = user_id, first, last

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ResendButton:
        return cls(int(match["user"]), int(match["first"]), int(match["last"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        lang = await reader_language(interaction)
        if interaction.user.id != self.user_id:
            await interaction.response.send_message(t("shell-kept-not-yours", lang), ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        inbox = getattr(interaction.client, "inbox", None)
        kept = await inbox.store.between(self.user_id, self.first, self.last) if inbox else []
        try:
            for message in kept:
                await interaction.user.send(**stored_kwargs(message))
        except discord.Forbidden:
            await interaction.followup.send(t("shell-kept-still-closed", lang), ephemeral=True)
            return
        await interaction.followup.send(t("shell-kept-sent", lang, count=len(kept)), ephemeral=True)


class InboxHooks(Hooks):
    """The inbox's part in the bot's life (its own type, so it is added once)."""


async def inbox_of(bot: SuperpostBot) -> Inbox:
    """The bot's one :class:`Inbox`: made, loaded and hooked to every command on first use."""
    existing = getattr(bot, "inbox", None)
    if isinstance(existing, Inbox):
        return existing
    inbox = Inbox(KeptStore(bot.storage.database))
    bot.inbox = inbox  # type: ignore[attr-defined]
    bot.storage.database.watch("kept_news", inbox.kept)
    await inbox.load()
    bot.add_dynamic_items(ResendButton)
    bot.hooks.append(InboxHooks(after_command=inbox.deliver))
    return inbox


Notice = Callable[[OutboxRow], list[Effect]]
"""What a family tells its host about a DM closed DMs refused (empty: nothing)."""


Keeper = Callable[[OutboxRow], list[Statement]]
"""How a family keeps a DM closed DMs refused (:func:`keep`'s inserts; empty: nothing kept)."""


def keeping(
    family: str,
    inbox: Inbox,
    recorded: OnDone,
    notice: Notice,
    wake: Callable[[], None],
    keeper: Keeper | None = None,
) -> OnDone:
    """A family's ``on_done``: ``recorded``'s record, and for a DM closed DMs refused, the DM
    kept for its player (whole, or as ``keeper`` keeps it) and ``notice``'s effects (its host
    told once until the player reads what was kept), queued in the same transaction as the
    failure mark. A DM ``keeper`` keeps nothing of is only recorded."""

    def done(row: OutboxRow, sent: bool, message_id: int | None) -> Record:
        record = recorded(row, sent, message_id)
        if not undelivered(row, sent):
            return record
        kept = [keep_dm(family, row)] if keeper is None else keeper(row)
        if not kept:
            return record
        who = (family, row.game_id, row.target)
        told = [] if row.payload.get(NOTICE) or who in inbox.told else notice(row)
        flagged = [Effect(e.kind, e.target, {**e.payload, NOTICE: True}, e.key) for e in told]
        statements = [*record.statements, *kept]
        if flagged:
            statements += queue_statements(family, row.game_id, flagged)

        def then() -> None:
            if record.then is not None:
                record.then()
            inbox.waiting.add(row.target)
            if flagged:
                inbox.told.add(who)
                wake()  # the pass under way read the pending rows before the notice

        return Record(statements, then)

    return done
