"""SQLite storage (aiosqlite): games, their members and settings, and the append-only actions.

Schema changes are numbered migrations in :data:`MIGRATIONS`; the ``schema_version`` table holds
the last one applied. Every write is one transaction, and an action is appended in the same
transaction as the update of its game's row, so a game on disk is always a consistent record.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.effects import Effect, Kind
from bot.models import GameRow, GameSettings, Member, Status
from engine import GameSetup

MIGRATIONS: list[tuple[int, str]] = [
    (
        1,
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id INTEGER NOT NULL,
            channel_id INTEGER NOT NULL,
            storyteller_id INTEGER NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('lobby', 'running', 'over')),
            settings TEXT NOT NULL,
            members TEXT NOT NULL DEFAULT '[]',
            setup TEXT,
            draws TEXT NOT NULL DEFAULT '{}',
            phase TEXT,
            lobby_message_id INTEGER,
            tally_message_id INTEGER,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
            WHERE status != 'over';
        CREATE TABLE actions (
            game_id INTEGER NOT NULL REFERENCES games (id),
            seq INTEGER NOT NULL,
            action TEXT NOT NULL,
            user_id INTEGER,
            created_at TEXT NOT NULL,
            PRIMARY KEY (game_id, seq)
        );
        """,
    ),
    (
        2,
        """
        ALTER TABLE games ADD COLUMN pending_announce INTEGER NOT NULL DEFAULT 0
        """,
    ),
    (
        3,
        """
        ALTER TABLE games ADD COLUMN deadline TEXT;
        ALTER TABLE games ADD COLUMN deadline_phase TEXT;
        ALTER TABLE games ADD COLUMN paused_left REAL;
        ALTER TABLE games ADD COLUMN phase_started TEXT;
        ALTER TABLE games ADD COLUMN reminders_sent TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE games ADD COLUMN co_storytellers TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE games ADD COLUMN alive_role_id INTEGER;
        ALTER TABLE games ADD COLUMN dead_role_id INTEGER;
        ALTER TABLE games ADD COLUMN dead_channel_id INTEGER
        """,
    ),
    (
        4,
        """
        CREATE TABLE outbox (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            game_id INTEGER NOT NULL REFERENCES games (id),
            kind TEXT NOT NULL,
            target INTEGER NOT NULL,
            payload TEXT NOT NULL,
            key TEXT,
            state TEXT NOT NULL DEFAULT 'pending'
                CHECK (state IN ('pending', 'sent', 'failed')),
            message_id INTEGER,
            created_at TEXT NOT NULL
        );
        CREATE INDEX outbox_pending ON outbox (state, id);
        CREATE INDEX outbox_keys ON outbox (game_id, key, id)
        """,
    ),
]
"""``(version, SQL)`` in order; append new ones, never edit an applied one."""


@dataclass(frozen=True)
class OutboxRow:
    """One pending row of the outbox."""

    id: int
    game_id: int
    kind: Kind
    target: int
    payload: dict[str, Any]
    key: str | None


GAME_COLUMNS = frozenset({"tally_message_id", "alive_role_id", "dead_role_id", "dead_channel_id"})
"""Columns the outbox sender records on its own (ids of what it created on Discord)."""


class ChannelBusyError(Exception):
    """The channel already has a game in its lobby or running."""


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


class Storage:
    """The bot's database. Open with :meth:`open`; one connection, one transaction at a time."""

    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], str] = _now) -> None:
        self._conn = conn
        self._clock = clock
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> Storage:
        """Open (creating the file and folders if needed) and migrate the database."""
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(str(path), isolation_level=None)
        conn.row_factory = aiosqlite.Row
        storage = cls(conn)
        for pragma in ("foreign_keys = ON", "journal_mode = WAL", "synchronous = FULL"):
            await storage._run(f"PRAGMA {pragma}")
        await storage.migrate()
        return storage

    async def close(self) -> None:
        """Close the connection."""
        await self._conn.close()

    async def _run(self, sql: str, params: tuple[Any, ...] = ()) -> int | None:
        """Execute one statement and close its cursor; returns ``lastrowid``."""
        cursor = await self._conn.execute(sql, params)
        try:
            return cursor.lastrowid
        finally:
            await cursor.close()

    # -- migrations ------------------------------------------------------------------------------

    async def schema_version(self) -> int:
        """The number of the last migration applied (0 for a new database)."""
        await self._run("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER)")
        async with self._conn.execute("SELECT MAX(version) FROM schema_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row and row[0] is not None else 0

    async def migrate(self) -> int:
        """Apply every migration newer than the database; returns the version reached."""
        async with self._lock:
            version = await self.schema_version()
            for number, sql in MIGRATIONS:
                if number <= version:
                    continue
                await self._run("BEGIN IMMEDIATE")
                try:
                    for statement in sql.split(";"):
                        if statement.strip():
                            await self._run(statement)
                    await self._run("INSERT INTO schema_version (version) VALUES (?)", (number,))
                    await self._run("COMMIT")
                except BaseException:
                    await self._run("ROLLBACK")
                    raise
                version = number
            return version

    # -- transactions ----------------------------------------------------------------------------

    async def _write(self, statements: list[tuple[str, tuple[Any, ...]]]) -> list[int | None]:
        """Run statements in one transaction; returns each one's ``lastrowid``."""
        async with self._lock:
            await self._run("BEGIN IMMEDIATE")
            try:
                ids = [await self._run(sql, params) for sql, params in statements]
                await self._run("COMMIT")
            except BaseException:
                await self._run("ROLLBACK")
                raise
            return ids

    # -- games -----------------------------------------------------------------------------------

    async def create_game(
        self, *, guild_id: int, channel_id: int, storyteller_id: int, settings: GameSettings
    ) -> GameRow:
        """Open a lobby in a channel; raises :class:`ChannelBusyError` if it has a game."""
        now = self._clock()
        try:
            [game_id] = await self._write(
                [
                    (
                        "INSERT INTO games (guild_id, channel_id, storyteller_id, status, settings,"
                        " created_at, updated_at) VALUES (?, ?, ?, 'lobby', ?, ?, ?)",
                        (
                            guild_id,
                            channel_id,
                            storyteller_id,
                            settings.model_dump_json(),
                            now,
                            now,
                        ),
                    )
                ]
            )
        except sqlite3.IntegrityError:
            raise ChannelBusyError(channel_id) from None
        assert game_id is not None
        return GameRow(
            id=game_id,
            guild_id=guild_id,
            channel_id=channel_id,
            storyteller_id=storyteller_id,
            status=Status.LOBBY,
            settings=settings,
            created_at=now,
            updated_at=now,
        )

    def _update(self, row: GameRow) -> tuple[str, tuple[Any, ...]]:
        # GAME_COLUMNS are left out: the outbox sender alone writes them (outbox_done), and a
        # command's save must not put back an older value it read before the sender's commit.
        row.updated_at = self._clock()
        return (
            "UPDATE games SET status = ?, members = ?, setup = ?, draws = ?, phase = ?,"
            " lobby_message_id = ?, pending_announce = ?, updated_at = ?,"
            " deadline = ?, deadline_phase = ?, paused_left = ?, phase_started = ?,"
            " reminders_sent = ?, co_storytellers = ? WHERE id = ?",
            (
                row.status.value,
                json.dumps([member.model_dump() for member in row.members]),
                row.setup.model_dump_json() if row.setup is not None else None,
                json.dumps(row.draws),
                row.phase,
                row.lobby_message_id,
                int(row.pending_announce),
                row.updated_at,
                _time(row.deadline),
                row.deadline_phase,
                row.paused_left,
                _time(row.phase_started),
                json.dumps(row.reminders_sent),
                json.dumps(row.co_storytellers),
                row.id,
            ),
        )

    def _outbox(self, game_id: int, effects: Sequence[Effect]) -> list[tuple[str, tuple[Any, ...]]]:
        now = self._clock()
        return [
            (
                "INSERT INTO outbox (game_id, kind, target, payload, key, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, e.kind.value, e.target, json.dumps(e.payload), e.key, now),
            )
            for e in effects
        ]

    async def save_game(self, row: GameRow, effects: Sequence[Effect] = ()) -> None:
        """Write a game's row (status, members, setup, phase, clock) and queue the effects of
        the change, in one transaction."""
        await self._write([self._update(row), *self._outbox(row.id, effects)])

    async def append_action(
        self,
        row: GameRow,
        seq: int,
        action: str,
        user_id: int | None,
        effects: Sequence[Effect] = (),
    ) -> None:
        """Append one action, write the game's row and queue the effects, in one transaction."""
        await self._write(
            [
                (
                    "INSERT INTO actions (game_id, seq, action, user_id, created_at)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (row.id, seq, action, user_id, self._clock()),
                ),
                self._update(row),
                *self._outbox(row.id, effects),
            ]
        )

    # -- outbox ----------------------------------------------------------------------------------

    async def pending(self) -> list[OutboxRow]:
        """Every outbox row not sent yet, in the order it was queued."""
        async with self._conn.execute(
            "SELECT id, game_id, kind, target, payload, key FROM outbox"
            " WHERE state = 'pending' ORDER BY id"
        ) as cursor:
            return [
                OutboxRow(
                    id=r["id"],
                    game_id=r["game_id"],
                    kind=Kind(r["kind"]),
                    target=r["target"],
                    payload=json.loads(r["payload"]),
                    key=r["key"],
                )
                async for r in cursor
            ]

    async def outbox_done(
        self,
        row: OutboxRow,
        *,
        sent: bool,
        message_id: int | None = None,
        columns: dict[str, int | None] | None = None,
    ) -> None:
        """Mark a row sent (or failed for good), with its message id, and record ids it created
        in its game's row; the files it carried are dropped."""
        payload = {k: v for k, v in row.payload.items() if k != "files"}
        statements: list[tuple[str, tuple[Any, ...]]] = [
            (
                "UPDATE outbox SET state = ?, message_id = ?, payload = ? WHERE id = ?",
                ("sent" if sent else "failed", message_id, json.dumps(payload), row.id),
            )
        ]
        for name, value in (columns or {}).items():
            if name not in GAME_COLUMNS:
                raise ValueError(name)
            statements.append((f"UPDATE games SET {name} = ? WHERE id = ?", (value, row.game_id)))
        await self._write(statements)

    async def keyed_message(self, game_id: int, key: str, before: int) -> int | None:
        """The message id of the latest row of a game with this key, before row ``before``
        (``None`` if that row failed: an older message with the key is not the one meant)."""
        async with self._conn.execute(
            "SELECT message_id, state FROM outbox WHERE game_id = ? AND key = ? AND id < ?"
            " ORDER BY id DESC LIMIT 1",
            (game_id, key, before),
        ) as cursor:
            found = await cursor.fetchone()
        return found[0] if found is not None and found[1] == "sent" else None

    async def last_sent_to(self, kind: Kind, target: int, before: int) -> int | None:
        """The message id of the latest row sent to this channel or user before row ``before``."""
        async with self._conn.execute(
            "SELECT message_id FROM outbox WHERE kind = ? AND target = ? AND id < ?"
            " AND state = 'sent' AND message_id IS NOT NULL ORDER BY id DESC LIMIT 1",
            (kind.value, target, before),
        ) as cursor:
            found = await cursor.fetchone()
        return None if found is None else found[0]

    async def failed_dms(self, game_id: int, first: int, before: int) -> list[int]:
        """Users whose reported DMs of rows ``first`` ≤ id < ``before`` of a game failed."""
        async with self._conn.execute(
            "SELECT target, payload FROM outbox WHERE game_id = ? AND kind = ? AND state = 'failed'"
            " AND id >= ? AND id < ? ORDER BY id",
            (game_id, Kind.DM.value, first, before),
        ) as cursor:
            rows = [(r[0], json.loads(r[1])) async for r in cursor]
        return [target for target, payload in rows if payload.get("report")]

    async def actions(self, game_id: int) -> list[str]:
        """A game's actions in the order they were accepted."""
        async with self._conn.execute(
            "SELECT action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        ) as cursor:
            return [row[0] async for row in cursor]

    async def game(self, game_id: int) -> GameRow | None:
        """One game by id."""
        async with self._conn.execute("SELECT * FROM games WHERE id = ?", (game_id,)) as cursor:
            row = await cursor.fetchone()
        return _row(row) if row is not None else None

    async def last_game_in_channel(self, channel_id: int) -> GameRow | None:
        """The most recent game of a channel (open or over)."""
        async with self._conn.execute(
            "SELECT * FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,)
        ) as cursor:
            row = await cursor.fetchone()
        return _row(row) if row is not None else None

    async def open_games(self) -> list[GameRow]:
        """Every game in its lobby or running, oldest first (what an ended game still has to
        send is in the outbox)."""
        async with self._conn.execute(
            "SELECT * FROM games WHERE status != 'over' ORDER BY id"
        ) as cursor:
            return [_row(row) async for row in cursor]


def _row(row: aiosqlite.Row) -> GameRow:
    return GameRow(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        storyteller_id=row["storyteller_id"],
        status=Status(row["status"]),
        settings=GameSettings.model_validate_json(row["settings"]),
        members=[Member.model_validate(item) for item in json.loads(row["members"])],
        setup=GameSetup.model_validate_json(row["setup"]) if row["setup"] else None,
        draws=json.loads(row["draws"]),
        phase=row["phase"],
        lobby_message_id=row["lobby_message_id"],
        tally_message_id=row["tally_message_id"],
        pending_announce=bool(row["pending_announce"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        deadline=_parse_time(row["deadline"]),
        deadline_phase=row["deadline_phase"],
        paused_left=row["paused_left"],
        phase_started=_parse_time(row["phase_started"]),
        reminders_sent=json.loads(row["reminders_sent"]),
        co_storytellers=json.loads(row["co_storytellers"]),
        alive_role_id=row["alive_role_id"],
        dead_role_id=row["dead_role_id"],
        dead_channel_id=row["dead_channel_id"],
    )


def _time(value: dt.datetime | None) -> str | None:
    """An aware UTC datetime as ISO text, to the microsecond."""
    return None if value is None else value.astimezone(dt.UTC).isoformat()


def _parse_time(text: str | None) -> dt.datetime | None:
    return None if text is None else dt.datetime.fromisoformat(text)
