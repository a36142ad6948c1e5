"""The outbox table: effects queued inside a game's transaction, and their marks once done.

Rows belong to a game of a family (``family``, ``game_id``), a row of ``family_games``; the
table does not know it. The rows queued by one call of
:func:`queue` form a *batch* (an :attr:`~bot.effects.Kind.UNREACHABLE` note names the failed DMs
of its own batch).
"""

from __future__ import annotations

import datetime as dt
import json
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.db import Database, Row, Transaction, UniqueViolationError
from bot.effects import Effect, Kind
from bot.outbox_keys import KeyedMessages
from bot.outbox_marks import GroupedMarks

Statement = tuple[str, tuple[Any, ...]]
"""One SQL statement (``?`` placeholders) with its parameters."""

REFUSED = "refused"
"""Payload entry of a failed row Discord refused for a reason no family plans for (a 400 for a
message over a limit, not closed DMs), with that reason: such a DM is not the player's closed
inbox, so no unreachable note names them and its family keeps nothing for them."""


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class OutboxRow:
    """One queued row of the outbox."""

    id: int
    family: str
    game_id: int
    batch: str
    kind: Kind
    target: int
    stored: str
    """The payload's JSON, as the table holds it."""
    key: str | None

    @property
    def payload(self) -> dict[str, Any]:
        """The payload, parsed anew at each read.

        The sender reads every pending row at once: after a phase of 1000 players, thousands
        of rendered messages. Parsed up front, their embeds and components would be tens of
        thousands of lists and dicts alive until the last row is sent, which every pass of the
        garbage collector would walk; kept as text they are one string each."""
        parsed: dict[str, Any] = json.loads(self.stored)
        return parsed


def queue_statements(
    family: str, game_id: int, effects: Sequence[Effect], clock: Callable[[], str] = _now
) -> list[Statement]:
    """The inserts that queue ``effects`` as one batch (to run inside the change's transaction)."""
    batch = uuid.uuid4().hex
    now = clock()
    return [
        (
            "INSERT INTO outbox (family, game_id, batch, kind, target, payload, key, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (family, game_id, batch, e.kind.value, e.target, json.dumps(e.payload), e.key, now),
        )
        for e in effects
    ]


async def queue(tx: Transaction, family: str, game_id: int, effects: Sequence[Effect]) -> None:
    """Queue ``effects`` of a game inside ``tx``, the transaction of the change that asks for
    them: they are committed (and later sent) if and only if the change is."""
    for sql, params in queue_statements(family, game_id, effects):
        await tx.execute(sql, params)


def _outbox_row(r: Row) -> OutboxRow:
    return OutboxRow(
        id=int(r["id"]),
        family=r["family"],
        game_id=int(r["game_id"]),
        batch=r["batch"],
        kind=Kind(r["kind"]),
        target=int(r["target"]),
        stored=r["payload"],
        key=r["key"],
    )


def _carries_files(row: OutboxRow) -> bool:
    """Whether the row's payload holds files (their bytes are dropped once it is done). The
    text test spares parsing the payload of every row that holds none."""
    return '"files"' in row.stored and bool(row.payload.get("files"))


def _mark(
    row: OutboxRow, state: str, message_id: int | None, told: list[int] | None, *, returning: bool
) -> Statement:
    """The update that marks a row done; the payload of a row sent is rewritten only when it
    changes (files dropped, the users a note ``told`` added); a failed row's always is (it may
    carry Discord's refusal, :data:`REFUSED`)."""
    tail = " WHERE id = ? AND state = 'pending'" + (" RETURNING id" if returning else "")
    if state == "sent" and told is None and not _carries_files(row):
        return f"UPDATE outbox SET state = ?, message_id = ?{tail}", (state, message_id, row.id)
    payload = {k: v for k, v in row.payload.items() if k != "files"}
    if told is not None:
        payload["told"] = told
    return (
        f"UPDATE outbox SET state = ?, message_id = ?, payload = ?{tail}",
        (state, message_id, json.dumps(payload), row.id),
    )


@dataclass(frozen=True)
class Lease:
    """This process may send a game's rows until the lease ends (see :meth:`OutboxStore.claim`)."""

    taken_over: bool
    """The lease was another process's, which let it run out (it may have died between a send
    and its mark: the game's first pending row is uncertain)."""


def _lease_time(when: dt.datetime) -> str:
    return when.astimezone(dt.UTC).isoformat(timespec="microseconds")


class OutboxStore:
    """Reads and marks of the outbox table (queueing is :func:`queue`, inside a change)."""

    def __init__(self, database: Database) -> None:
        self._db = database
        self._keyed = KeyedMessages(self.shared)
        self._marks = GroupedMarks(database)

    @property
    def shared(self) -> bool:
        """Whether other processes send from this outbox too (a game's rows are then sent only
        under its lease)."""
        return self._db.shared

    async def pending(self, game: tuple[str, int] | None = None) -> list[OutboxRow]:
        """Every row not done yet (of one game, or of all), in the order it was queued."""
        columns = "SELECT id, family, game_id, batch, kind, target, payload, key FROM outbox"
        if game is None:
            rows = await self._db.fetch_all(f"{columns} WHERE state = 'pending' ORDER BY id")
        else:
            rows = await self._db.fetch_all(
                f"{columns} WHERE state = 'pending' AND family = ? AND game_id = ? ORDER BY id",
                game,
            )
        return [_outbox_row(r) for r in rows]

    async def claim(self, game: tuple[str, int], owner: str, seconds: float) -> Lease | None:
        """Take (or renew) the lease on a game's rows for ``seconds``; ``None`` while another
        process holds it. One game's rows are sent by one process at a time, in order."""
        lease = await self._claim(game, owner, seconds)
        if lease is None:
            self._keyed.let_go(game)
        else:
            self._keyed.leased(game)
        return lease

    async def _claim(self, game: tuple[str, int], owner: str, seconds: float) -> Lease | None:
        now = dt.datetime.now(dt.UTC)
        until = _lease_time(now + dt.timedelta(seconds=seconds))
        try:
            async with self._db.transaction() as tx:
                held = await tx.fetch_one(
                    "SELECT owner, until FROM outbox_leases WHERE family = ? AND game_id = ?"
                    + self._db.for_update,
                    game,
                )
                if held is None:
                    await tx.execute(
                        "INSERT INTO outbox_leases (family, game_id, owner, until)"
                        " VALUES (?, ?, ?, ?)",
                        (*game, owner, until),
                    )
                    return Lease(taken_over=False)
                mine = held["owner"] == owner
                if not mine and dt.datetime.fromisoformat(held["until"]) > now:
                    return None
                await tx.execute(
                    "UPDATE outbox_leases SET owner = ?, until = ? WHERE family = ? AND game_id = ?",
                    (owner, until, *game),
                )
                return Lease(taken_over=not mine)
        except UniqueViolationError:  # another process inserted it first
            return None

    async def release(self, game: tuple[str, int], owner: str) -> None:
        """Give up the lease on a game's rows (if it is still this owner's)."""
        self._keyed.let_go(game)
        await self._db.commit_one(
            "DELETE FROM outbox_leases WHERE family = ? AND game_id = ? AND owner = ?",
            (*game, owner),
        )

    async def done(
        self,
        row: OutboxRow,
        *,
        sent: bool,
        message_id: int | None = None,
        record: Sequence[Statement] = (),
        told: list[int] | None = None,
    ) -> bool:
        """Mark a row sent (or failed for good) with its message id, and run ``record`` (what
        its family keeps of it) in the same transaction; the files it carried are dropped.
        ``told``: the users an unreachable note named. ``False`` (nothing written) when the
        row was already done."""
        mark = _mark(row, "sent" if sent else "failed", message_id, told, returning=True)
        if self.shared:
            # One statement where the backend can (PostgreSQL, with no family record or plain
            # inserts only): no BEGIN nor COMMIT for each row sent. None: another process
            # marked it (it took the game's lease over); nothing written.
            if await self._db.commit_between([], mark, record) is None:
                return False
        elif not await self._marks.commit((mark, record)):
            return False
        self._keyed.marked((row.family, row.game_id), row.key, row.id, message_id if sent else None)
        return True

    async def sent_all(self, marks: Sequence[tuple[OutboxRow, int | None]]) -> None:
        """Mark rows sent, each with its message id, in one transaction (one commit for a run
        of DMs instead of one each). Only where this process alone sends (not :attr:`shared`):
        each row is still pending, so every mark lands."""
        if not marks:
            return
        statements = [_mark(row, "sent", mid, None, returning=False) for row, mid in marks]
        # The first statement's row says nothing (it returns none): the batch is one "mark".
        await self._marks.commit((("SELECT 1", ()), statements))
        for row, mid in marks:
            self._keyed.marked((row.family, row.game_id), row.key, row.id, mid)

    async def keyed_message(self, family: str, game_id: int, key: str, before: int) -> int | None:
        """The message id of the latest row of a game with this key (a post, or an edit of the
        key's message), before row ``before`` (``None`` if that row failed: an older message
        with the key is not the one meant)."""
        known, message_id = self._keyed.latest((family, game_id), key, before)
        if known:
            return message_id
        found = await self._db.fetch_one(
            "SELECT message_id, state FROM outbox WHERE family = ? AND game_id = ? AND key = ?"
            " AND id < ? ORDER BY id DESC LIMIT 1",
            (family, game_id, key, before),
        )
        if found is None or found["state"] != "sent" or found["message_id"] is None:
            return None
        return int(found["message_id"])

    async def last_sent_to(self, target: int, before: OutboxRow) -> int | None:
        """The newest message the outbox knows in this channel or user's DM (ids of channels and
        users never collide) among the rows of ``before``'s game queued before it. Only its own
        game's: other games' rows to the same place are sent beside it, not in order with it
        (several lanes, several processes), so one of theirs may have gone out after it."""
        found = await self._db.fetch_one(
            "SELECT MAX(message_id) AS newest FROM outbox WHERE target = ? AND id < ?"
            " AND state = 'sent' AND family = ? AND game_id = ?",
            (target, before.id, before.family, before.game_id),
        )
        return None if found is None or found["newest"] is None else int(found["newest"])

    async def failed_dms(self, batch: str) -> list[int]:
        """Users whose reported DMs of a batch failed, in the order they were queued (not those
        Discord refused for their content: see :data:`REFUSED`)."""
        rows = await self._db.fetch_all(
            "SELECT target, payload FROM outbox WHERE batch = ? AND kind = ? AND state = 'failed'"
            " ORDER BY id",
            (batch, Kind.DM.value),
        )
        payloads = [(int(r["target"]), json.loads(r["payload"])) for r in rows]
        return [uid for uid, p in payloads if p.get("report") and REFUSED not in p]

    async def told(self, family: str, game_id: int, before: int) -> set[int]:
        """Users the game's unreachable notes before row ``before`` named already."""
        rows = await self._db.fetch_all(
            "SELECT payload FROM outbox WHERE family = ? AND game_id = ? AND kind = ?"
            " AND state = 'sent' AND id < ?",
            (family, game_id, Kind.UNREACHABLE.value, before),
        )
        return {int(uid) for r in rows for uid in json.loads(r["payload"]).get("told", [])}

    async def count_pending(self, family: str | None = None) -> int:
        """How many rows are not done yet (of one family, or all)."""
        if family is None:
            found = await self._db.fetch_one(
                "SELECT COUNT(*) AS n FROM outbox WHERE state = 'pending'"
            )
        else:
            found = await self._db.fetch_one(
                "SELECT COUNT(*) AS n FROM outbox WHERE state = 'pending' AND family = ?",
                (family,),
            )
        return int(found["n"]) if found is not None else 0
