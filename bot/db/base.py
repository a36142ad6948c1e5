"""What Storage needs from a database, whichever backend runs it."""

from __future__ import annotations

import abc
import contextlib
import itertools
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from importlib import resources
from typing import Any, Literal

Dialect = Literal["sqlite", "postgresql"]
Row = Mapping[str, Any]
"""A result row, read by column name."""
Statement = tuple[str, Sequence[Any]]
"""SQL with its parameters."""


class DatabaseError(Exception):
    """The database cannot be used (unreachable, not a database, a failed migration)."""


class StaleGameError(DatabaseError):
    """A write of a game was refused: another process changed the game since this one read it
    (its version moved on). Nothing was written; read the game again."""


class UniqueViolationError(DatabaseError):
    """A write broke a unique constraint (a second open game in a channel, a taken sequence)."""


class _NoRow(Exception):
    """Rolls back :meth:`Database.commit_between` when its statement returned no row."""


class Transaction(abc.ABC):
    """Statements run inside one transaction: all commit together or none does."""

    @abc.abstractmethod
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        """Run one statement."""

    async def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Run one statement once per parameter row (a driver may send them as one batch)."""
        for params in rows:
            await self.execute(sql, params)

    @abc.abstractmethod
    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        """Run one statement and return its first row (for ``RETURNING`` or ``SELECT``)."""

    @abc.abstractmethod
    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Run one statement and return every row."""

    async def fetch_between(
        self, before: Sequence[Statement], statement: Statement, after: Sequence[Statement]
    ) -> Row | None:
        """Run ``before``, then ``statement`` (its first row is returned, as by
        :meth:`fetch_one`), then ``after``; a run of the same SQL goes as one batch. A driver
        may send the lot in one trip (a change's action, its row and its outbox rows)."""
        await self.execute_batched(before)
        found = await self.fetch_one(*statement)
        await self.execute_batched(after)
        return found

    async def fetch_each(
        self, pairs: Sequence[tuple[Statement, Sequence[Statement]]]
    ) -> list[bool]:
        """For each ``(statement, after)`` in order: run ``statement``, then ``after`` only if
        it returned a row; whether each did. A driver may send the lot in one trip (the
        outbox's marks of several rows, each with what its family records, in one commit)."""
        found = []
        for statement, after in pairs:
            row = await self.fetch_one(*statement)
            if row is not None:
                await self.execute_batched(after)
            found.append(row is not None)
        return found

    async def execute_batched(self, statements: Sequence[Statement]) -> None:
        """Run statements in order; a run of the same SQL goes as one batch."""
        for sql, run in itertools.groupby(statements, key=lambda statement: statement[0]):
            rows = [params for _, params in run]
            if len(rows) == 1:
                await self.execute(sql, rows[0])
            else:
                await self.execute_many(sql, rows)


class Database(abc.ABC):
    """A connection (or pool) to one database."""

    dialect: Dialect
    shared: bool = False
    """Whether other processes may write this database too (PostgreSQL): then the memory of a
    game is only a mirror to bring up to date under :meth:`hold`, and the outbox's rows are
    claimed before they are sent. SQLite is one process's file."""
    for_update: str = ""
    """Appended to a ``SELECT`` that must lock the rows it reads until the transaction ends
    (``FOR UPDATE`` where other processes could write them meanwhile)."""

    def watch(self, table: str, changed: Callable[[str], None]) -> None:
        """Have ``changed`` called with the key of each row of ``table`` any process changes,
        once it committed, for a cache kept in this process (the keys a table gives are its
        migration's). Nothing to do on a database only this process writes: there the cache's
        keeper tells it of its own writes."""
        return  # nothing to listen for

    def watch_epoch(self) -> int | None:
        """Whether :meth:`watch`'s calls arrive: ``None`` while some may be missed (a cache must
        read through meanwhile), else a number that changes each time they start arriving
        again (a cache kept from before may have missed changes: it starts afresh)."""
        return 0

    def hold(
        self, family: str, game_id: int, check: Statement | None = None
    ) -> contextlib.AbstractAsyncContextManager[bool | None]:
        """Hold one game against every other process until the block ends (nothing for a
        database only this process uses). Held around a change of the game, never across a
        call to Discord. ``check``, a read run once the game is held (so it sees what the
        process that held it before committed): the block is given whether it found a row
        (``None``: no check was run)."""
        return no_hold()

    @abc.abstractmethod
    def transaction(self) -> contextlib.AbstractAsyncContextManager[Transaction]:
        """A write transaction; it commits when the block ends, rolls back on any exception."""

    @abc.abstractmethod
    def reading(self) -> contextlib.AbstractAsyncContextManager[Transaction]:
        """A connection for reads only: it takes no write lock (a read-only database reads)."""

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        """One row of a read."""
        async with self.reading() as reader:
            return await reader.fetch_one(sql, params)

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Every row of a read."""
        async with self.reading() as reader:
            return await reader.fetch_all(sql, params)

    async def commit_one(self, sql: str, params: Sequence[Any] = ()) -> None:
        """Run one write and commit it. A statement is atomic on its own: a backend may send it
        without ``BEGIN`` nor ``COMMIT`` (on PostgreSQL, one round trip instead of three)."""
        async with self.transaction() as tx:
            await tx.execute(sql, params)

    async def commit_between(
        self, before: Sequence[Statement], statement: Statement, after: Sequence[Statement]
    ) -> Row | None:
        """One transaction of ``before``, ``statement`` and ``after`` (as
        :meth:`Transaction.fetch_between`), committed; the statement's first row. When the
        statement returns no row (a versioned write that found its version moved on) nothing
        is written and ``None`` is returned. A backend may send the lot as one statement."""
        try:
            async with self.transaction() as tx:
                found = await tx.fetch_between(before, statement, after)
                if found is None:
                    raise _NoRow
        except _NoRow:
            return None
        return found

    @abc.abstractmethod
    async def close(self) -> None:
        """Close the connection or pool."""

    @abc.abstractmethod
    async def _apply_migration(self, number: int, script: str) -> None:
        """Run one migration script and record its number, atomically."""

    @abc.abstractmethod
    def _migration_lock(self) -> contextlib.AbstractAsyncContextManager[None]:
        """Held while migrating, so two processes starting at once migrate once."""

    async def schema_version(self) -> int:
        """The number of the last migration applied (0 for a new database)."""
        async with self.transaction() as tx:
            await tx.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER)")
            row = await tx.fetch_one("SELECT MAX(version) AS version FROM schema_version")
        return int(row["version"]) if row and row["version"] is not None else 0

    async def migrate(self) -> int:
        """Apply every migration of this dialect newer than the database; returns the version."""
        async with self._migration_lock():
            version = await self.schema_version()
            for number, script in migrations(self.dialect):
                if number > version:
                    await self._apply_migration(number, script)
                    version = number
            return version


def migrations(dialect: Dialect) -> list[tuple[int, str]]:
    """``(number, SQL script)`` of a dialect, in order, from ``migrations/<dialect>/NNNN_*.sql``."""
    folder = resources.files("bot.db") / "migrations" / dialect
    found = []
    for item in folder.iterdir():
        name = item.name
        if name.endswith(".sql") and name[:4].isdigit():
            found.append((int(name[:4]), item.read_text(encoding="utf-8")))
    found.sort()
    numbers = [number for number, _ in found]
    if numbers != list(range(1, len(numbers) + 1)):
        raise DatabaseError(f"{dialect} migrations are not numbered 1, 2, 3...: {numbers}")
    return found


@contextlib.asynccontextmanager
async def no_lock() -> AsyncIterator[None]:
    """A lock for a backend that needs none."""
    yield


@contextlib.asynccontextmanager
async def no_hold() -> AsyncIterator[bool | None]:
    """The hold of a game on a database only this process uses: nothing held, nothing checked."""
    yield None
