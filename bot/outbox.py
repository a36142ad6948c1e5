"""The outbox sender: delivers every queued effect once, in order, across any crash.

Commands and the scheduler never call Discord for an announcement themselves: they commit the
change of a game together with the rows of what it must show (:mod:`bot.effects`), under the
game's lock, and wake this sender. The sender runs as one task owned by the bot, outside every
game lock; it sends the rows in the order they were queued (a game's rows strictly in order: a
row that meets a passing failure holds back the rest of its game until a retry) and marks each
one sent in the database, with the id of the message it made.

Exactly once. A crash can fall between a send and the commit that marks it. Discord cannot be
asked whether a send landed, so the first row of each game still pending when the sender starts
is *uncertain*, and before sending it again the sender reads the target channel's messages since
the last message the outbox sent there: a message of the bot with the same content and embed
texts is that row's message (it is marked sent, nothing is sent again). Sends also carry a nonce
(``qw<row id>``, enforced by Discord for a few minutes) as a second guard. Edits, role changes
and the channel clean-up are idempotent and are simply done again.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot import channels
from bot.effects import Kind, fingerprint, send_kwargs
from bot.storage import OutboxRow

if TYPE_CHECKING:
    from bot.client import QWBot

log = logging.getLogger(__name__)

RETRY_SECONDS = 60.0
"""After a passing failure (a Discord 5xx, a network error), wait this long and try again."""
MENTIONS_PER_MESSAGE = 40
"""Mentions are ~22 characters: 40 a message keeps each post within Discord's 2000."""
HISTORY_LOOKBACK = 50
"""How many of a channel's latest messages an uncertain row is looked for in."""

PERMANENT = (discord.Forbidden, discord.NotFound)
"""Failures that sending again will not fix (closed DMs, a deleted channel or message)."""


def unreachable_text(user_ids: list[int], what: str) -> str:
    """The channel note for players a DM could not reach (it never says what the DM held)."""
    mentions = ", ".join(f"<@{uid}>" for uid in user_ids)
    return (
        f"⚠️ {mentions}: I could not send you a direct message ({what}). Allow direct "
        "messages from this server's members, or play here: `/night` for your night "
        "actions and `/me` for your number, odds, visions and news. My replies to those "
        "are visible to you alone."
    )


class Outbox:
    """Sends the outbox; one task, started once the bot is connected."""

    def __init__(self, bot: QWBot) -> None:
        self.bot = bot
        self._task: asyncio.Task[None] | None = None
        self._started = False
        self._dirty = False
        self._uncertain: set[int] = set()
        self._first_pass = True

    def start(self) -> None:
        """Start sending (once connected): the first pass finishes what a crash left."""
        self._started = True
        self.wake()

    def stop(self) -> None:
        """Stop the task (at close)."""
        self._started = False
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def wake(self) -> None:
        """Rows were committed: send them (a pass in progress looks again when it ends)."""
        self._dirty = True
        if self._started and (self._task is None or self._task.done()):
            self._task = asyncio.create_task(self._run(), name="qw-outbox")

    async def _run(self) -> None:
        while self._dirty:
            self._dirty = False
            try:
                held = await self.drain()
            except Exception:
                log.exception("the outbox pass failed; trying again later")
                held = True
            if held:
                await asyncio.sleep(RETRY_SECONDS)
                self._dirty = True

    async def drain(self) -> bool:
        """Send every pending row once; ``True`` when some game's rows are held for a retry."""
        rows = await self.bot.storage.pending()
        if self._first_pass:
            self._first_pass = False
            firsts: dict[int, int] = {}
            for row in rows:
                firsts.setdefault(row.game_id, row.id)
            self._uncertain |= set(firsts.values())
        held: set[int] = set()
        for row in rows:
            if row.game_id in held:
                continue
            try:
                await self.deliver(row)
            except Exception:
                log.exception("outbox row %s (%s) of game %s failed", row.id, row.kind, row.game_id)
                self._uncertain.add(row.id)
                held.add(row.game_id)
            else:
                self._uncertain.discard(row.id)
        return bool(held)

    # -- one row ---------------------------------------------------------------------------------

    async def deliver(self, row: OutboxRow) -> None:
        """Do one row and mark it done (sent, or failed for good)."""
        if row.kind in (Kind.POST, Kind.DM, Kind.UNREACHABLE):
            await self._send(row)
        elif row.kind is Kind.EDIT:
            await self._edit(row)
        else:
            await self._roles(row)

    async def _destination(self, row: OutboxRow) -> discord.abc.Messageable:
        if row.kind is Kind.DM:
            user = self.bot.get_user(row.target) or await self.bot.fetch_user(row.target)
            return user.dm_channel or await user.create_dm()
        channel = self.bot.get_channel(row.target)
        if isinstance(channel, discord.abc.Messageable):
            return channel
        return self.bot.get_partial_messageable(row.target)

    async def _send(self, row: OutboxRow) -> None:
        payloads = [row.payload]
        if row.kind is Kind.UNREACHABLE:
            first = row.id - int(row.payload["back"])
            failed = await self.bot.storage.failed_dms(row.game_id, first, row.id)
            payloads = [
                {
                    "content": unreachable_text(
                        failed[i : i + MENTIONS_PER_MESSAGE], row.payload["what"]
                    ),
                    "users": True,
                }
                for i in range(0, len(failed), MENTIONS_PER_MESSAGE)
            ]
        message_id: int | None = None
        try:
            destination = await self._destination(row)
            for payload in payloads:
                found = None
                if row.id in self._uncertain:
                    found = await self._already_sent(destination, row, payload)
                if found is not None:
                    log.info("outbox row %s was sent before a restart: not sent again", row.id)
                    message_id = found
                    continue
                message = await destination.send(nonce=f"qw{row.id}", **send_kwargs(payload))
                message_id = message.id
        except PERMANENT as error:
            log.info("outbox row %s (%s to %s) failed: %s", row.id, row.kind, row.target, error)
            await self.bot.storage.outbox_done(row, sent=False)
            return
        columns = {"tally_message_id": message_id} if row.key == "tally" else None
        await self.bot.storage.outbox_done(row, sent=True, message_id=message_id, columns=columns)
        if columns:
            self._mirror(row.game_id, columns)

    async def _already_sent(
        self, destination: discord.abc.Messageable, row: OutboxRow, payload: dict[str, Any]
    ) -> int | None:
        """The id of a message of the bot that is this payload, sent after the outbox's last
        message to the same place (``None`` when there is none: the row was never sent)."""
        kind = Kind.DM if row.kind is Kind.DM else Kind.POST
        last = await self.bot.storage.last_sent_to(kind, row.target, row.id)
        after = discord.Object(last) if last is not None else None
        wanted = fingerprint(payload.get("content"), payload.get("embeds") or [])
        me = self.bot.user
        async for message in destination.history(limit=HISTORY_LOOKBACK, after=after):
            if me is not None and message.author.id != me.id:
                continue
            embeds = [dict(e.to_dict()) for e in message.embeds]
            if fingerprint(message.content, embeds) == wanted:
                return message.id
        return None

    async def _edit(self, row: OutboxRow) -> None:
        payload = row.payload
        message_id = payload.get("message_id")
        if message_id is None and payload.get("edit_key"):
            message_id = await self.bot.storage.keyed_message(
                row.game_id, payload["edit_key"], row.id
            )
        if message_id is None:
            await self.bot.storage.outbox_done(row, sent=False)
            return
        channel = self.bot.get_partial_messageable(row.target)
        try:
            await channel.get_partial_message(message_id).edit(**send_kwargs(payload))
        except PERMANENT as error:
            log.info("outbox edit %s of message %s failed: %s", row.id, message_id, error)
            await self.bot.storage.outbox_done(row, sent=False)
            return
        await self.bot.storage.outbox_done(row, sent=True, message_id=message_id)

    async def _roles(self, row: OutboxRow) -> None:
        game = await self.bot.storage.game(row.game_id)
        if game is None:
            await self.bot.storage.outbox_done(row, sent=False)
            return
        columns: dict[str, int | None] = {}
        if row.kind is Kind.ROLES_SETUP:
            columns = await channels.setup_roles(self.bot, game)
        elif row.kind is Kind.ROLES_SYNC:
            await channels.sync_roles(self.bot, game, row.payload["alive"], row.payload["dead"])
        elif row.kind is Kind.ROLES_RELEASE:
            await channels.release(self.bot, game, row.target)
        elif row.kind is Kind.ROLES_CLEANUP:
            columns = await channels.cleanup(self.bot, game)
        await self.bot.storage.outbox_done(row, sent=True, columns=columns)
        self._mirror(row.game_id, columns)

    def _mirror(self, game_id: int, columns: dict[str, int | None]) -> None:
        """Ids the sender recorded, copied into the game in memory (no await: no race)."""
        session = self.bot.games.get(game_id)
        if session is not None:
            for name, value in columns.items():
                setattr(session.row, name, value)
