"""The outbox sender: delivers every queued effect once, in order, across any crash.

Commands and timers never call Discord for an announcement themselves: they commit the change of
a game together with the rows of what it must show (:mod:`bot.effects`, queued with
:func:`bot.outbox_store.queue` in the change's transaction), under the game's lock, and wake this
sender. The sender is one task owned by the bot, outside every game lock; it does the rows of up to
:data:`LANES` games at a time, each game's in the order they were queued (strictly: a row that
meets a passing failure holds back the rest of its game until a retry), and marks each one done
in the database, with the id of the message it made.

Exactly once. A crash can fall between a send and the commit that marks it. Discord cannot be
asked whether a send landed, so the first row of each game still pending when the sender starts
is *uncertain*, and before sending it again the sender reads the target channel's messages since
the last message the outbox sent there: a message of the bot with the same content and embed
texts is that row's message (it is marked sent, nothing is sent again). Sends also carry a nonce
(``ob<row id>``, which Discord enforces for a few minutes) as a second guard. Edits and a
family's calls must be idempotent: they are simply done again.

Marks in batches. A phase sends one DM per player; a commit for each (a synchronous write to
disk) was most of the sender's own time. Where this process alone sends, a sent DM whose family
records nothing for it waits to be marked with the next ones, up to :data:`MARK_BATCH`, in one
commit; any other row's mark (and the end of a pass) commits theirs first. A crash can then
leave a game's first few pending rows sent, never more than :data:`MARK_BATCH`, all DMs but the
last: on start-up those rows are uncertain too, each looked for in its own DM channel. Every
other mark is still committed before its game's next row is sent, but the marks the lanes ask
for while the connection is busy go in one commit (:mod:`bot.outbox_marks`).

Several processes. When other processes share the database (PostgreSQL), a process sends a
game's rows only while it holds that game's lease (:meth:`bot.outbox_store.OutboxStore.claim`,
renewed before a row once :data:`RENEW_SECONDS` have passed, given up once the game has
nothing pending): one game's rows are sent by one process at a time, in order, and a row is
marked done only while still pending. A process that dies lets its leases run out
(:data:`LEASE_SECONDS`); the process that takes one over treats the game's first pending row as
uncertain, as after a restart. Each process looks for rows every :data:`POLL_SECONDS` as well
as when woken, so rows whose process died are not left behind.

Refusals. A row Discord refuses for good (:func:`refused`: a 4xx such as a 400 for a message over
a limit, a 403 for closed DMs) is marked failed, not tried again, and the rest of its game goes
on. A refusal the families do not plan for (not :data:`EXPECTED`) is logged as a warning with
Discord's reason, and what the row's family says about it (:data:`OnRefused`: its storytellers'
DMs) is queued in the same transaction as the failure mark. Such a row is stored with Discord's
reason (:data:`~bot.outbox_store.REFUSED` in its payload, which its family's ``on_done`` sees
too): a DM refused that way is not taken for closed DMs, neither by the batch's unreachable note
nor by the family.

Families. The sender knows no game family. A family registers (:meth:`Outbox.register`) the
handlers of its :data:`~bot.effects.Kind.CALL` rows and, optionally, what it records when one
of its rows is sent (a message id in its own tables, in the same transaction as the mark).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
import time
import uuid
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import discord
from discord.http import handle_message_parameters

from bot import heap
from bot.db import urgency
from bot.effects import Effect, Kind, fingerprint, send_kwargs
from bot.outbox_store import REFUSED, OutboxRow, OutboxStore, Statement, queue_statements

log = logging.getLogger(__name__)

RETRY_SECONDS = 60.0
"""After a passing failure (a Discord 5xx, a network error), wait this long and try again."""
MENTIONS_PER_MESSAGE = 40
"""Mentions are ~22 characters: 40 a message keeps each note within Discord's 2000."""
HISTORY_LOOKBACK = 50
"""How many of a channel's latest messages an uncertain row is looked for in."""

LEASE_SECONDS = 120.0
"""On a shared database: how long a process may send a game's rows without renewing its lease;
after that, another process may take the game's rows over."""
RENEW_SECONDS = 30.0
"""On a shared database: the lease is renewed before a row once this long has passed since it
was last taken (so each row begins with three quarters of a lease or more ahead of it).
Renewed before every row, it cost a transaction of four round trips a row sent, and told
nothing new: no other process may take a lease before it runs out."""
POLL_SECONDS = 30.0
"""On a shared database: how often the sender looks for rows nobody woke it for (rows of a
process that died, once its lease runs out)."""

MARK_BATCH = 32
"""Where this process alone sends (not on a shared database): how many sent DMs may wait to
be marked together, in one commit rather than one each (a phase sends one DM per player). A
crash before that commit leaves them pending though sent; after a restart the first
``MARK_BATCH`` pending rows of each game are uncertain (:meth:`Outbox.drain`)."""

LANES = 6
"""How many games' rows are sent at the same time (each game's in order). One row at a time, the
sender waits out every request's trip to Discord (tens of milliseconds): a nightfall of 1000
games, one DM a player, would take many minutes. Discord lets a bot make about 50 requests a
second, which 5 or 6 requests in flight reach at 100 ms a trip; more lanes would only wait for
the rate limit, while each ready lane takes turns on the event loop from the commands."""

CONTENDED_SECONDS = 1.0
"""On a shared database: how soon to look again when another process held a game's lease."""

PASSING_STATUSES = frozenset({401, 429})
"""Client errors that are not about the row: a rate limit (discord.py waits and retries those
itself) and a rejected token (a restart with a good one can still deliver the row)."""
EXPECTED = (discord.Forbidden, discord.NotFound)
"""Refusals the families plan for (closed DMs, a deleted channel or message): the row fails
quietly and the family's ``on_done`` handles what it missed."""
CHANNELS = (
    discord.TextChannel,
    discord.VoiceChannel,
    discord.StageChannel,
    discord.Thread,
    discord.DMChannel,
    discord.PartialMessageable,
)
"""Where a send's request names the channel by its id (anything else is sent through its own
``send``)."""
NOTICE = "refusal_notice"
"""Payload flag of the rows an ``on_refused`` hook asked for (their own refusal asks no more)."""


def refused(error: BaseException) -> bool:
    """Whether Discord refused a row for good, so that sending it again would fail again: a
    client error (4xx: a 400 for a message over a limit, a 403, a 404) other than
    :data:`PASSING_STATUSES`. Server errors (5xx) and network errors are passing."""
    return (
        isinstance(error, discord.HTTPException)
        and 400 <= error.status < 500
        and error.status not in PASSING_STATUSES
    )


@dataclass(frozen=True)
class DiscordRefusal:
    """Why Discord refused a row for good, as it said it."""

    status: int
    code: int
    text: str

    @classmethod
    def of(cls, error: discord.HTTPException) -> DiscordRefusal:
        return cls(error.status, error.code, error.text or str(error))

    def __str__(self) -> str:
        return f"{self.status} (error code {self.code}): {self.text}"


class ElsewhereError(Exception):
    """A family's call needs what only another process has (a guild on a shard it runs): the
    row waits, untouched, for a process that has it (on a shared database)."""


@dataclass(frozen=True)
class Record:
    """What a family keeps when one of its rows is done: statements committed in the same
    transaction as the row's mark, and a function called once that commit is made (to copy the
    same values into the game in memory; it must not await)."""

    statements: Sequence[Statement] = ()
    then: Callable[[], None] | None = None


@dataclass(frozen=True)
class Done:
    """How a :data:`~bot.effects.Kind.CALL` row ended."""

    sent: bool = True
    """``False``: failed for good (it is not tried again)."""
    message_id: int | None = None
    record: Record = field(default_factory=Record)


Handler = Callable[[OutboxRow], Awaitable[Done]]
"""Does one CALL row of a family (idempotent: after a crash it may run again)."""
OnDone = Callable[[OutboxRow, bool, int | None], Record]
"""What a family records when one of its posts, DMs, edits or notes is done: given the row,
whether it was sent (``False``: failed for good, e.g. closed DMs; a failed row whose payload
has :data:`~bot.outbox_store.REFUSED` was refused for its content instead) and its message id."""
OnRefused = Callable[[OutboxRow, DiscordRefusal], Awaitable[Sequence[Effect]]]
"""What a family tells about a row Discord refused unexpectedly (not :data:`EXPECTED`): the
effects (its storytellers' DMs) are queued in the same transaction as the row's failure mark."""


@dataclass(frozen=True)
class Family:
    """A family's part in the outbox."""

    calls: Mapping[str, Handler] = field(default_factory=dict)
    on_done: OnDone | None = None
    on_refused: OnRefused | None = None


class Outbox:
    """Sends the outbox; one task, started once the client is connected."""

    def __init__(
        self, client: discord.Client, store: OutboxStore, *, growth: heap.Growth | None = None
    ) -> None:
        self.client = client
        self.store = store
        self.growth = growth
        """With it, the heap settles every so many rows sent (:mod:`bot.heap`)."""
        self.families: dict[str, Family] = {}
        self._task: asyncio.Task[None] | None = None
        self._started = False
        self._dirty = False
        self._sleeping = False
        self._uncertain: set[int] = set()
        self._dm_channels: dict[int, int] = {}
        """User id → the id of the bot's DM channel with them (Discord's is the same for good)."""
        self._unmarked: list[tuple[OutboxRow, int | None]] = []
        """Sent DMs (with their message ids) whose marks are not committed yet."""
        self._marking = asyncio.Lock()
        self._first_pass = True
        self._contended = False
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        """Who holds this process's leases (on a shared database)."""

    @property
    def sending(self) -> bool:
        """Whether a pass is under way (not waiting for a retry or the next look)."""
        return self._task is not None and not self._task.done() and not self._sleeping

    def register(
        self,
        family: str,
        *,
        calls: Mapping[str, Handler] | None = None,
        on_done: OnDone | None = None,
        on_refused: OnRefused | None = None,
    ) -> None:
        """Add (or replace) a family's handlers; call it when the family's cog loads."""
        self.families[family] = Family(dict(calls or {}), on_done, on_refused)

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
        """Rows were committed: send them (a pass in progress looks again when it ends; a wait
        for a retry is cut short, so other games' new rows never wait for it)."""
        self._dirty = True
        if not self._started:
            return
        if self._task is not None and self._sleeping:
            self._task.cancel()
            self._task = None
        if self._task is None or self._task.done():
            self._sleeping = False
            self._task = asyncio.create_task(self._run(), name="outbox")

    async def _run(self) -> None:
        # What the outbox writes, no one waits for: commands' transactions go first.
        with urgency.background():
            await self._passes()

    async def _passes(self) -> None:
        while self._dirty:
            self._dirty = False
            try:
                held = await self.drain()
            except Exception:
                log.exception("an outbox pass failed; trying again later")
                held = True
            if held or self.store.shared:
                self._sleeping = True
                try:
                    await asyncio.sleep(self._pause(held))
                finally:
                    self._sleeping = False
                self._dirty = True

    def _pause(self, held: bool) -> float:
        if held:
            return RETRY_SECONDS
        return CONTENDED_SECONDS if self._contended else POLL_SECONDS

    async def drain(self) -> bool:
        """Do every pending row once; ``True`` when some game's rows are held for a retry."""
        rows = await self.store.pending()
        if self._first_pass:
            self._first_pass = False
            self._uncertain |= self._maybe_sent(rows)
        if self.store.shared:
            return await self._drain_leased(rows)
        games: dict[tuple[str, int], list[OutboxRow]] = {}
        for row in rows:
            games.setdefault((row.family, row.game_id), []).append(row)
        held: set[tuple[str, int]] = set()
        waiting = iter(games.items())

        async def lane() -> None:
            # Each lane takes the next game not taken yet and sends its rows in order.
            for game, mine in waiting:
                for row in mine:
                    try:
                        await self.deliver(row)
                    except Exception:
                        log.exception(
                            "outbox row %s (%s) of %s game %s failed", row.id, row.kind, *game
                        )
                        self._uncertain.add(row.id)
                        held.add(game)
                        break
                    self._uncertain.discard(row.id)
                    # A phase queues hundreds of rows: let the loop answer commands between sends.
                    await asyncio.sleep(0)

        try:
            await asyncio.gather(*(lane() for _ in range(min(LANES, len(games)))))
        finally:
            await self._mark_sent()
        return bool(held)

    def _maybe_sent(self, rows: list[OutboxRow]) -> set[int]:
        """The pending rows a process that stopped may have sent without marking: of each
        game, its first row, and the DMs that may have waited for a batched mark
        (:data:`MARK_BATCH`) with the row after them (a game's rows are sent in order and each
        other row's mark commits the waiting DMs' marks first)."""
        seen: dict[tuple[str, int], int] = {}
        closed: set[tuple[str, int]] = set()
        found: set[int] = set()
        for row in rows:
            game = (row.family, row.game_id)
            count = seen.get(game, 0)
            seen[game] = count + 1
            limit = 1 if self.store.shared else MARK_BATCH
            if game in closed or count >= limit:
                continue
            found.add(row.id)
            if row.kind is not Kind.DM:
                closed.add(game)
        return found

    async def _mark_sent(self) -> None:
        """Commit the marks of the DMs sent since the last commit. Should that fail, they may
        be sent (they are): each is looked for before it is sent again."""
        # In order: a mark asked for after another returns once that one is committed too.
        async with self._marking:
            marks, self._unmarked = self._unmarked, []
            try:
                await self.store.sent_all(marks)
            except Exception:
                self._uncertain |= {row.id for row, _ in marks}
                raise

    async def _drain_leased(self, rows: list[OutboxRow]) -> bool:
        """On a shared database: each game's rows under its lease, read again once it is held
        (another process may have sent them meanwhile); :data:`LANES` games at a time."""
        held = False
        self._contended = False
        waiting = iter(dict.fromkeys((row.family, row.game_id) for row in rows))

        async def lane() -> None:
            nonlocal held
            for game in waiting:
                if await self._drain_game(game):
                    held = True

        await asyncio.gather(*(lane() for _ in range(LANES)))
        return held

    async def _drain_game(self, game: tuple[str, int]) -> bool:
        """One game's rows under its lease; ``True`` when one is held for a retry."""
        taken = time.perf_counter()  # before the claim: the lease's end is reckoned from then
        lease = await self.store.claim(game, self.owner, LEASE_SECONDS)
        if lease is None:
            # Another process is sending this game's rows; rows queued here meanwhile may
            # come after its last look: look again soon rather than at the next poll.
            self._contended = True
            return False
        held = False
        try:
            mine = await self.store.pending(game)
            if lease.taken_over and mine:
                log.info("outbox: took over the rows of %s game %s", *game)
                self._uncertain.add(mine[0].id)
            while mine and not held:
                held, taken = await self._deliver_leased(game, mine, taken)
                # Rows another process queued while these were sent go under this lease too.
                mine = [] if held else await self.store.pending(game)
        finally:
            await self.store.release(game, self.owner)
        return held

    async def _deliver_leased(
        self, game: tuple[str, int], rows: list[OutboxRow], taken: float
    ) -> tuple[bool, float]:
        """A game's rows in order under its lease, taken at ``taken`` (``time.perf_counter``:
        real time, as the lease's end, even where a test world runs the loop's clock faster);
        whether one is held for a retry, and when the lease was last taken."""
        for row in rows:
            if time.perf_counter() - taken > RENEW_SECONDS:
                taken = time.perf_counter()
                if await self.store.claim(game, self.owner, LEASE_SECONDS) is None:
                    return True, taken  # the lease ran out and was taken over: theirs now
            try:
                await self.deliver(row)
            except ElsewhereError as error:
                log.info("outbox row %s waits for another process: %s", row.id, error)
                return True, taken
            except Exception:
                log.exception("outbox row %s (%s) of %s game %s failed", row.id, row.kind, *game)
                self._uncertain.add(row.id)
                return True, taken
            self._uncertain.discard(row.id)
        return False, taken

    # -- one row ---------------------------------------------------------------------------------

    async def deliver(self, row: OutboxRow) -> None:
        """Do one row and mark it done (sent, or failed for good)."""
        if row.kind is not Kind.DM or row.id in self._uncertain:
            # What it reads (a key's message, the last message sent somewhere, a batch's
            # failures) counts the marks of the DMs before it.
            await self._mark_sent()
        if row.kind in (Kind.POST, Kind.DM, Kind.UNREACHABLE):
            await self._send(row)
        elif row.kind is Kind.EDIT:
            await self._edit(row)
        else:
            await self._call(row)
        if self.growth is not None:
            self.growth.sent()

    async def _finish(
        self,
        row: OutboxRow,
        *,
        sent: bool,
        message_id: int | None = None,
        told: list[int] | None = None,
        notices: Sequence[Statement] = (),
    ) -> bool:
        family = self.families.get(row.family)
        record = Record()
        if family is not None and family.on_done is not None:
            record = family.on_done(row, sent, message_id)
        if (
            sent
            and row.kind is Kind.DM
            and told is None
            and not notices
            and not record.statements
            and record.then is None
            and not self.store.shared
        ):
            # Its mark waits to be committed with the next ones (MARK_BATCH).
            self._unmarked.append((row, message_id))
            if len(self._unmarked) >= MARK_BATCH:
                await self._mark_sent()
            return True
        # Marks commit in the order the rows were sent: the waiting DMs' marks first.
        await self._mark_sent()
        marked = await self.store.done(
            row,
            sent=sent,
            message_id=message_id,
            record=[*record.statements, *notices],
            told=told,
        )
        if marked and record.then is not None:
            record.then()
        return marked

    async def _refuse(self, row: OutboxRow, error: discord.HTTPException) -> None:
        """Mark a row Discord refused for good failed; the rest of its game goes on. A refusal
        no family plans for is logged as a warning and told by the family's ``on_refused``
        effects, queued with the mark (so they are sent once, even across a crash)."""
        refusal = DiscordRefusal.of(error)
        notices: list[Statement] = []
        expected = isinstance(error, EXPECTED)
        if not expected:
            row = replace(row, stored=json.dumps({**row.payload, REFUSED: str(refusal)}))
        if expected or row.payload.get(NOTICE):
            log.info("outbox row %s (%s to %s) failed: %s", row.id, row.kind, row.target, refusal)
        else:
            log.warning(
                "outbox row %s (%s to %s) of %s game %s refused for good: %s",
                row.id,
                row.kind.value,
                row.target,
                row.family,
                row.game_id,
                refusal,
            )
            family = self.families.get(row.family)
            if family is not None and family.on_refused is not None:
                told = [
                    replace(e, payload={**e.payload, NOTICE: True})
                    for e in await family.on_refused(row, refusal)
                ]
                if told:
                    notices = queue_statements(row.family, row.game_id, told)
        if row.kind is Kind.CALL:
            marked = await self.store.done(row, sent=False, record=notices)
        else:
            marked = await self._finish(row, sent=False, notices=notices)
        if marked and notices:
            self._dirty = True  # the pass under way read the pending rows before these

    async def _destination(self, target: int, in_dm: bool) -> discord.abc.Messageable:
        if in_dm:
            user = self.client.get_user(target)
            if user is not None and user.dm_channel is not None:
                return user.dm_channel
            # Without the members intent most players are not cached, and discord.py keeps
            # only the latest 128 DM channels: a nightfall's DMs to more players than that
            # would each look the user up and open the DM again (three requests, not one).
            known = self._dm_channels.get(target)
            if known is None:
                opened = await self.client.create_dm(discord.Object(target))
                known = self._dm_channels[target] = opened.id
            return self.client.get_partial_messageable(known, type=discord.ChannelType.private)
        channel = self.client.get_channel(target)
        if isinstance(channel, discord.abc.Messageable):
            return channel
        return self.client.get_partial_messageable(target)

    @staticmethod
    def _in_dm(row: OutboxRow) -> bool:
        return row.kind is Kind.DM or bool(row.payload.get("in_dm"))

    async def _payloads(self, row: OutboxRow) -> tuple[list[dict[str, Any]], list[int] | None]:
        if row.kind is not Kind.UNREACHABLE:
            return [row.payload], None
        failed = await self.store.failed_dms(row.batch)
        if row.payload.get("once"):
            told = await self.store.told(row.family, row.game_id, row.id)
            failed = [uid for uid in failed if uid not in told]
        labels = row.payload.get("labels")
        shown = [labels.get(str(uid), "?") if labels else f"<@{uid}>" for uid in failed]
        return [
            {
                "content": row.payload["text"].format(
                    mentions=", ".join(shown[i : i + MENTIONS_PER_MESSAGE])
                ),
                "users": not labels,
            }
            for i in range(0, len(failed), MENTIONS_PER_MESSAGE)
        ], failed

    async def _send(self, row: OutboxRow) -> None:
        message_id: int | None = None
        told: list[int] | None = None
        try:
            payloads, told = await self._payloads(row)
            destination = (
                await self._destination(row.target, self._in_dm(row)) if payloads else None
            )
            for payload in payloads:
                assert destination is not None
                found = None
                if row.id in self._uncertain:
                    found = await self._already_sent(destination, row, payload)
                if found is not None:
                    log.info("outbox row %s was sent before a restart: not sent again", row.id)
                    message_id = found
                    continue
                message_id = await self._post(destination, row, payload)
        except discord.HTTPException as error:
            if not refused(error):
                raise
            await self._refuse(row, error)
            return
        await self._finish(row, sent=True, message_id=message_id, told=told)

    async def sent_before(
        self, destination: discord.abc.Messageable, row: OutboxRow, content: str
    ) -> int | None:
        """For a family's call that sends one message: the message an earlier run of this row
        sent before a crash kept it from being marked (``None``: nothing is in doubt)."""
        if row.id not in self._uncertain:
            return None
        return await self._already_sent(destination, row, {"content": content})

    async def _post(
        self, destination: discord.abc.Messageable, row: OutboxRow, payload: dict[str, Any]
    ) -> int:
        """Send a row's message; the id of the message made. Discord's answer is not made into
        a ``discord.Message`` as ``send`` would: the sender needs its id alone, and a night
        prompt's answer holds a hundred menu options to parse for nothing."""
        kwargs = send_kwargs(payload)
        nonce = f"ob{row.id}"
        channel_id = getattr(destination, "id", None)
        if not isinstance(destination, CHANNELS) or not isinstance(channel_id, int):
            return (await destination.send(nonce=nonce, **kwargs)).id
        with handle_message_parameters(
            nonce=nonce, previous_allowed_mentions=self.client.allowed_mentions, **kwargs
        ) as params:
            data = await self.client.http.send_message(channel_id, params=params)
        return int(data["id"])

    async def _already_sent(
        self, destination: discord.abc.Messageable, row: OutboxRow, payload: dict[str, Any]
    ) -> int | None:
        """The id of a message of the bot that is this payload, sent after the outbox's last
        message to the same place (``None`` when there is none: the row was never sent)."""
        last = await self.store.last_sent_to(row.target, row)
        after = discord.Object(last) if last is not None else None
        wanted = fingerprint(payload.get("content"), payload.get("embeds") or [])
        me = self.client.user
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
            message_id = await self.store.keyed_message(
                row.family, row.game_id, payload["edit_key"], row.id
            )
        try:
            if message_id is not None:
                channel = await self._destination(row.target, self._in_dm(row))
                assert isinstance(channel, discord.abc.Messageable)
                partial = self._partial(channel, message_id)
                try:
                    await partial.edit(**send_kwargs(payload, editing=True))
                except discord.NotFound:
                    if not payload.get("or_post"):
                        raise
                    message_id = None
            if message_id is None:
                if not payload.get("or_post"):
                    await self._finish(row, sent=False)
                    return
                destination = await self._destination(row.target, self._in_dm(row))
                found = None
                if row.id in self._uncertain:
                    found = await self._already_sent(destination, row, payload)
                if found is None:
                    found = await self._post(destination, row, payload)
                message_id = found
        except discord.HTTPException as error:
            if not refused(error):
                raise
            await self._refuse(row, error)
            return
        await self._finish(row, sent=True, message_id=message_id)

    def _partial(self, channel: discord.abc.Messageable, message_id: int) -> discord.PartialMessage:
        if isinstance(channel, discord.DMChannel | discord.TextChannel | discord.Thread):
            return channel.get_partial_message(message_id)
        return self.client.get_partial_messageable(getattr(channel, "id", 0)).get_partial_message(
            message_id
        )

    async def _call(self, row: OutboxRow) -> None:
        family = self.families.get(row.family)
        handler = family.calls.get(row.payload.get("call", "")) if family is not None else None
        if handler is None:
            log.error("outbox row %s: no handler %r for %s", row.id, row.payload, row.family)
            await self.store.done(row, sent=False)
            return
        try:
            done = await handler(row)
        except discord.HTTPException as error:
            if not refused(error):
                raise
            await self._refuse(row, error)
            return
        marked = await self.store.done(
            row, sent=done.sent, message_id=done.message_id, record=done.record.statements
        )
        if marked and done.record.then is not None:
            done.record.then()
