"""SQLite through aiosqlite: one connection, one write transaction at a time.

Every call is one function run whole in the connection's thread: it executes the statement,
fetches its rows and closes its cursor there, and hands back plain dicts. No cursor outlives
its call, none is freed on another thread, and a call costs one trip to the thread (not three:
execute, fetch, close). Why it matters beyond the trips: Python's sqlite3 shares one prepared
statement per SQL text between cursors, and a cursor left open keeps it; when such a cursor is
freed (wherever its last reference goes: the event loop, the garbage collector) it resets the
statement and marks it free even while another call is running it, and the next use of that
statement fails with SQLITE_MISUSE ("bad parameter or other API misuse").

A call also runs to its end once queued (the thread runs it whatever the caller does): a caller
cancelled meanwhile waits for it and is cancelled after, so a transaction never lets go of the
connection (or rolls back) while one of its statements is still running.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import sqlite3
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from queue import SimpleQueue
from typing import Any, TypeVar

import aiosqlite

from bot.db.base import (
    Database,
    DatabaseError,
    Row,
    Statement,
    Transaction,
    UniqueViolationError,
    no_lock,
)
from bot.db.urgency import UrgencyLock

_T = TypeVar("_T")
Work = Callable[[sqlite3.Connection], _T]
"""A function run in the connection's thread with the connection itself."""


def _fetch(sql: str, params: tuple[Any, ...], limit: int | None) -> Work[list[Row]]:
    def run(conn: sqlite3.Connection) -> list[Row]:
        cursor = conn.execute(sql, params)
        try:
            if cursor.description is None:
                return []
            names = [column[0] for column in cursor.description]
            found = cursor.fetchall() if limit is None else cursor.fetchmany(limit)
            return [dict(zip(names, values, strict=True)) for values in found]
        finally:
            cursor.close()

    return run


def _execute(sql: str, params: tuple[Any, ...]) -> Work[None]:
    def run(conn: sqlite3.Connection) -> None:
        conn.execute(sql, params).close()

    return run


def _execute_many(sql: str, rows: list[tuple[Any, ...]]) -> Work[None]:
    def run(conn: sqlite3.Connection) -> None:
        conn.executemany(sql, rows).close()

    return run


def _batched(conn: sqlite3.Connection, statements: Sequence[Statement]) -> None:
    for sql, run in itertools.groupby(statements, key=lambda statement: statement[0]):
        rows = [tuple(params) for _, params in run]
        if len(rows) == 1:
            conn.execute(sql, rows[0]).close()
        else:
            conn.executemany(sql, rows).close()


def _between(
    before: Sequence[Statement], statement: Statement, after: Sequence[Statement]
) -> Work[Row | None]:
    fetch = _fetch(statement[0], tuple(statement[1]), 1)

    def run(conn: sqlite3.Connection) -> Row | None:
        _batched(conn, before)
        found = fetch(conn)
        _batched(conn, after)
        return found[0] if found else None

    return run


def _each(pairs: Sequence[tuple[Statement, Sequence[Statement]]]) -> Work[list[bool]]:
    def run(conn: sqlite3.Connection) -> list[bool]:
        found = []
        for (sql, params), after in pairs:
            row = _fetch(sql, tuple(params), 1)(conn)
            if row:
                _batched(conn, after)
            found.append(bool(row))
        return found

    return run


def _begun(work: Work[_T]) -> Work[_T]:
    def run(conn: sqlite3.Connection) -> _T:
        conn.execute("BEGIN IMMEDIATE").close()
        return work(conn)

    return run


def _rollback(conn: sqlite3.Connection) -> None:
    # A failed statement may have ended the transaction already (SQLite rolls back on some).
    if conn.in_transaction:
        conn.execute("ROLLBACK").close()


class _SqliteTransaction(Transaction):
    def __init__(self, db: SqliteDatabase, *, begin: bool) -> None:
        self._db = db
        self._begin = begin
        self.begun = False
        """Whether its ``BEGIN`` went to the connection (with its first statement, the same
        trip)."""

    async def _run(self, work: Work[_T]) -> _T:
        if self._begin and not self.begun:
            self.begun = True
            work = _begun(work)
        try:
            return await self._db.run(work)
        except sqlite3.IntegrityError as error:
            if "UNIQUE" in str(error):
                raise UniqueViolationError(str(error)) from error
            raise

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self._run(_execute(sql, tuple(params)))

    async def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await self._run(_execute_many(sql, [tuple(params) for params in rows]))

    async def execute_batched(self, statements: Sequence[Statement]) -> None:
        await self._run(lambda conn: _batched(conn, statements))

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self._run(_fetch(sql, tuple(params), 1))
        return rows[0] if rows else None

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self._run(_fetch(sql, tuple(params), None))

    async def fetch_between(
        self, before: Sequence[Statement], statement: Statement, after: Sequence[Statement]
    ) -> Row | None:
        return await self._run(_between(before, statement, after))

    async def fetch_each(
        self, pairs: Sequence[tuple[Statement, Sequence[Statement]]]
    ) -> list[bool]:
        return await self._run(_each(pairs))


class SqliteDatabase(Database):
    """A SQLite file (or ``:memory:``) in WAL mode with full synchronous commits."""

    dialect = "sqlite"

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        # A waiting command's transaction goes before the outbox's bookkeeping (bot.db.urgency).
        self._lock = UrgencyLock()
        self._closed = False
        # aiosqlite's queue to its thread (what its own calls use): a plain function and the
        # future its result goes to.
        self._queue: SimpleQueue[tuple[asyncio.Future[Any] | None, Callable[[], Any]]] = conn._tx

    @classmethod
    async def open(cls, path: str | Path) -> SqliteDatabase:
        """Open the file (creating it and its folders), checking it really is a database."""
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(str(path), isolation_level=None)
        db = cls(conn)
        try:
            for pragma in ("foreign_keys = ON", "journal_mode = WAL", "synchronous = FULL"):
                await db.run(_fetch(f"PRAGMA {pragma}", (), None))
        except sqlite3.DatabaseError as error:
            await conn.close()
            raise DatabaseError(f"{path} cannot be used as the database: {error}") from None
        except BaseException:
            # Cancelled (a start-up cut short): no one else holds the connection to close it,
            # and its thread is no daemon: it would keep the process from exiting.
            await conn.close()
            raise
        return db

    async def run(self, work: Work[_T]) -> _T:
        """Run ``work`` in the connection's thread and return what it returns. Once queued it
        runs to its end: a cancel meanwhile is raised only after it (its own result dropped)."""
        conn = self._conn
        if self._closed:
            raise ValueError("the database is closed")
        done: asyncio.Future[_T] = asyncio.get_running_loop().create_future()
        self._queue.put_nowait((done, lambda: work(conn._conn)))
        try:
            return await asyncio.shield(done)
        except asyncio.CancelledError:
            if done.cancelled():
                raise
            while not done.done():
                with contextlib.suppress(asyncio.CancelledError):
                    await asyncio.shield(done)
            if not done.cancelled():
                done.exception()  # seen: the cancel is what the caller gets
            raise

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        # BEGIN IMMEDIATE goes with the first statement, in its trip to the thread. A caller
        # cancelled meanwhile waits for the trip (see run), so the rollback below comes
        # after it: a transaction no one owns would refuse every later BEGIN.
        async with self._lock:
            tx = _SqliteTransaction(self, begin=True)
            try:
                yield tx
            except BaseException:
                if tx.begun:
                    await self.run(_rollback)
                raise
            if not tx.begun:
                return
            try:
                await self.run(_execute("COMMIT", ()))
            except sqlite3.DatabaseError:
                await self.run(_rollback)
                raise

    @contextlib.asynccontextmanager
    async def reading(self) -> AsyncIterator[Transaction]:
        async with self._lock:
            yield _SqliteTransaction(self, begin=False)

    async def close(self) -> None:
        # Its thread stops with it: nothing queued after would ever run.
        self._closed = True
        await self._conn.close()

    def _migration_lock(self) -> contextlib.AbstractAsyncContextManager[None]:
        return no_lock()

    async def _apply_migration(self, number: int, script: str) -> None:
        # executescript runs a whole script; wrapping it in BEGIN/COMMIT makes it atomic.
        whole = (
            f"BEGIN IMMEDIATE;\n{script}\n;"
            f"INSERT INTO schema_version (version) VALUES ({int(number)});\nCOMMIT;"
        )

        def apply(conn: sqlite3.Connection) -> None:
            conn.executescript(whole).close()

        async with self._lock:
            try:
                await self.run(apply)
            except sqlite3.Error as error:
                await self.run(_rollback)
                raise DatabaseError(f"SQLite migration {number} failed: {error}") from error
