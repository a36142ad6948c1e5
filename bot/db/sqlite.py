"""SQLite through aiosqlite: one connection, one write transaction at a time."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

import aiosqlite

from bot.db.base import (
    Database,
    DatabaseError,
    Row,
    Transaction,
    UniqueViolationError,
    no_lock,
)


class _SqliteTransaction(Transaction):
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def _rows(self, sql: str, params: Sequence[Any], limit: int | None) -> list[Row]:
        try:
            async with self._conn.execute(sql, tuple(params)) as cursor:
                if limit is None:
                    return [dict(row) for row in await cursor.fetchall()]
                return [dict(row) for row in await cursor.fetchmany(limit)]
        except sqlite3.IntegrityError as error:
            if "UNIQUE" in str(error):
                raise UniqueViolationError(str(error)) from error
            raise

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self._rows(sql, params, 0)

    async def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        try:
            await self._conn.executemany(sql, [tuple(params) for params in rows])
        except sqlite3.IntegrityError as error:
            if "UNIQUE" in str(error):
                raise UniqueViolationError(str(error)) from error
            raise

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self._rows(sql, params, 1)
        return rows[0] if rows else None

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self._rows(sql, params, None)


class SqliteDatabase(Database):
    """A SQLite file (or ``:memory:``) in WAL mode with full synchronous commits."""

    dialect = "sqlite"

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> SqliteDatabase:
        """Open the file (creating it and its folders), checking it really is a database."""
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(str(path), isolation_level=None)
        conn.row_factory = aiosqlite.Row
        try:
            for pragma in ("foreign_keys = ON", "journal_mode = WAL", "synchronous = FULL"):
                await (await conn.execute(f"PRAGMA {pragma}")).close()
        except sqlite3.DatabaseError as error:
            await conn.close()
            raise DatabaseError(f"{path} cannot be used as the database: {error}") from None
        return cls(conn)

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        async with self._lock:
            await self._begin()
            try:
                yield _SqliteTransaction(self._conn)
            except BaseException:
                await (await self._conn.execute("ROLLBACK")).close()
                raise
            try:
                await (await self._conn.execute("COMMIT")).close()
            except sqlite3.DatabaseError:
                await (await self._conn.execute("ROLLBACK")).close()
                raise

    async def _begin(self) -> None:
        """``BEGIN IMMEDIATE``. Its thread runs it even when the caller is cancelled meanwhile
        (a task stopped at shutdown, such as one of the outbox's lanes), which would leave the
        connection inside a transaction no one owns and every later ``BEGIN`` refused: a
        cancel waits for it and rolls it back."""
        begin = asyncio.ensure_future(self._conn.execute("BEGIN IMMEDIATE"))
        try:
            await (await asyncio.shield(begin)).close()
        except asyncio.CancelledError:
            with contextlib.suppress(Exception):
                await (await begin).close()
                await (await self._conn.execute("ROLLBACK")).close()
            raise

    @contextlib.asynccontextmanager
    async def reading(self) -> AsyncIterator[Transaction]:
        async with self._lock:
            yield _SqliteTransaction(self._conn)

    async def close(self) -> None:
        await self._conn.close()

    def _migration_lock(self) -> contextlib.AbstractAsyncContextManager[None]:
        return no_lock()

    async def _apply_migration(self, number: int, script: str) -> None:
        # executescript runs a whole script; wrapping it in BEGIN/COMMIT makes it atomic.
        async with self._lock:
            try:
                await self._conn.executescript(
                    f"BEGIN IMMEDIATE;\n{script}\n;"
                    f"INSERT INTO schema_version (version) VALUES ({int(number)});\nCOMMIT;"
                )
            except sqlite3.Error as error:
                if self._conn.in_transaction:
                    await (await self._conn.execute("ROLLBACK")).close()
                raise DatabaseError(f"SQLite migration {number} failed: {error}") from error
