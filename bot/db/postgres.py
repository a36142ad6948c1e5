"""PostgreSQL through asyncpg: a connection pool; any number of bot processes may share it."""

from __future__ import annotations

import asyncio
import collections
import contextlib
import contextvars
import dataclasses
import functools
import itertools
import logging
import re
import time
import zlib
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from typing import Any

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from bot.db.base import (
    Database,
    DatabaseError,
    Row,
    Statement,
    Transaction,
    UniqueViolationError,
)
from bot.db.urgency import UrgencySemaphore

log = logging.getLogger(__name__)

# Any fixed number: the key of the advisory lock held while one process migrates.
_MIGRATION_LOCK_KEY = 7_316_051
CLOSE_SECONDS = 10.0
"""How long closing waits for connections still in use before it closes them by force."""
HOLD_CONNECTIONS = 10
"""Connections kept for holding games (:meth:`PostgresDatabase.hold`): at most this many games
are held at once by one process, a waiting command's before a waiting deadline's
(:mod:`bot.db.urgency`). The holder's own reads and writes go on its hold's connection,
so a hold never waits for another connection (nor for the lock-free reads queued for the other
pool) while every other change waits for it."""
CHANGES = "superpost_changes"
"""The notification channel of the rows every process may cache (:meth:`PostgresDatabase.watch`;
the triggers of migration 13 send ``table:key``)."""
RELISTEN_SECONDS = 1.0
"""How long a lost listening connection waits before it connects again (caches read through
meanwhile)."""
LISTEN_CONNECT_SECONDS = 60.0
"""How long the listener's connect may take (asyncpg's default; timed on the event loop's clock,
which the platform benchmark runs faster, and stretches this with it)."""
KEEPALIVE_SECONDS = 10.0
"""How long the listener may go unheard (no notification) before it is asked a question of
its own: a connection lost without a word (a network path dropped, a server host gone) is
otherwise never noticed, and every cache would answer from what it kept."""
ANSWER_SECONDS = 5.0
"""How long the listener has to answer before it is taken for lost and connected again. Caches
read through once it has been unheard for :data:`KEEPALIVE_SECONDS` and this together: what
they keep is never older than that behind a silent loss. Both are seconds of
``time.perf_counter``: a connection's silence is real time, and a test world (simcord) runs
the event loop's clock and ``time.monotonic`` faster (x600 in the platform benchmark, where
the listener was taken for lost at every loop stall of 10 ms)."""
_LISTEN_ERRORS = (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError)
"""What connecting and listening may raise when the server or the network fails."""


@dataclasses.dataclass
class _Held:
    """A hold's connection, lent to the task that holds it for its reads and writes."""

    conn: PoolConnectionProxy[Any]
    task: asyncio.Task[Any] | None
    busy: bool = False
    """A transaction or read is open on it: a nested one takes a connection of the pool, as
    it would without the hold (it must not see, nor end, the open transaction)."""


_held: contextvars.ContextVar[_Held | None] = contextvars.ContextVar("postgres_held", default=None)
"""The innermost hold of the running task (a task it starts inherits the variable, but not the
connection: :func:`_lent` checks the task)."""


def _lent() -> _Held | None:
    """The running task's hold, when its connection is free for one more use."""
    held = _held.get()
    if held is None or held.busy or held.task is not asyncio.current_task():
        return None
    if held.conn.is_closed():  # lost with its lock: the pool's connections still answer
        return None
    return held


def game_key(family: str, game_id: int) -> tuple[int, int]:
    """The two 32-bit keys of a game's advisory lock: its family's checksum and its id (two
    games sharing keys are merely held together)."""
    return zlib.crc32(family.encode()) - 2**31, game_id % 2**31


@functools.lru_cache(maxsize=512)
def to_dollar_placeholders(sql: str) -> str:
    """Rewrite ``?`` placeholders as ``$1, $2...``, leaving quoted text alone."""
    parts = re.split(r"('(?:[^']|'')*')", sql)
    count = 0
    out = []
    for index, part in enumerate(parts):
        if index % 2:  # a quoted literal
            out.append(part)
            continue
        pieces = part.split("?")
        rebuilt = [pieces[0]]
        for piece in pieces[1:]:
            count += 1
            rebuilt.append(f"${count}{piece}")
        out.append("".join(rebuilt))
    return "".join(out)


_PLAIN_INSERT = re.compile(
    r"\s*(INSERT\s+INTO\s+(\w+)\s*\([^()]*\)\s*VALUES\s*)(\([^()]*\))\s*", re.IGNORECASE
)
"""``INSERT INTO t (columns) VALUES (values)`` with nothing nested in the values (no query
that could read what the same statement writes) and nothing after them."""
_UPDATE = re.compile(r"\s*UPDATE\s+(\w+)\s[^()]*\sRETURNING\s[^()]*", re.IGNORECASE)
"""``UPDATE t ... RETURNING ...`` with nothing nested (no query that could read what an
insert of the same statement writes: it would not see it) and a row to return (a clause
without ``RETURNING`` cannot be read, so its guard could not be computed)."""
ONE_STATEMENT_PARAMETERS = 4_000
"""The most parameters :func:`one_statement` puts in one statement (PostgreSQL takes 32,767;
a phase's hundreds of outbox rows beyond this go the long way, in a transaction)."""
_STALE = "stale_guard"


_QUOTED = re.compile(r"('(?:[^']|'')*')")


def _rows_as_arrays(head: str, values: str, types: Sequence[str]) -> str:
    """The insert ``head`` (``INSERT INTO t (columns) VALUES``) of the rows of ``values`` (its
    one row's tuple) given as one array per placeholder, each of its type in ``types``: the
    same text for any number of rows (asyncpg prepares a statement once per text and
    connection, a round trip more), inserted in the arrays' order."""
    names = iter(f"c{index}" for index in range(len(types)))
    select = []
    for index, part in enumerate(_QUOTED.split(values[1:-1])):
        pieces = [part] if index % 2 else part.split("?")  # a quoted literal is kept whole
        select.append("".join([pieces[0], *(f"{next(names)}{piece}" for piece in pieces[1:])]))
    arrays = ", ".join(f"?::{kind}[]" for kind in types)
    aliases = ", ".join(f"c{index}" for index in range(len(types)))
    return (
        f"{head.rsplit('VALUES', 1)[0].rstrip()} SELECT {''.join(select)} FROM unnest({arrays})"
        f" WITH ORDINALITY AS given ({aliases}, n) ORDER BY n"
    )


def one_statement(
    before: Sequence[Statement],
    statement: Statement,
    after: Sequence[Statement],
    types: Mapping[str, Sequence[str]] | None = None,
) -> Statement | None:
    """``before``, ``statement`` and ``after`` as one statement (data-modifying ``WITH``
    clauses around the statement, a run of one insert as one multi-row ``VALUES``, or as one
    array per column when ``types`` has the insert's parameter types), when that
    gives what running them in order gives: every other statement a plain insert, each table
    written by one clause only, the statement a plain ``UPDATE ... RETURNING`` (nothing
    nested) of a table none of them inserts into; else ``None``. A statement is atomic, so no
    ``BEGIN`` nor ``COMMIT`` is needed, and when the update finds no row the statement fails on
    purpose (a division by zero in the ``stale_guard`` column), so that nothing is written."""
    update = _UPDATE.fullmatch(statement[0])
    if update is None:
        return None
    written = {update.group(1).lower()}
    clauses: list[str] = []
    params: list[Any] = []
    values = 0
    runs = [
        (sql, [row for _, row in run])
        for sql, run in itertools.groupby([*before, ("", ()), *after], key=lambda s: s[0])
    ]
    for sql, rows in runs:
        if not sql:  # the statement's place, between before and after
            clauses.append(f"changed AS ({statement[0]})")
            params += statement[1]
            values += len(statement[1])
            continue
        insert = _PLAIN_INSERT.fullmatch(sql)
        if insert is None or insert.group(2).lower() in written:
            return None
        written.add(insert.group(2).lower())
        values += sum(len(row) for row in rows)
        kinds = None if types is None or len(rows) == 1 else types.get(sql)
        if kinds is not None:
            clauses.append(
                f"w{len(clauses)} AS ({_rows_as_arrays(insert.group(1), insert.group(3), kinds)})"
            )
            params += [list(column) for column in zip(*rows, strict=True)]
            continue
        clauses.append(
            f"w{len(clauses)} AS ({insert.group(1)}{', '.join([insert.group(3)] * len(rows))})"
        )
        params += [value for row in rows for value in row]
    if values > ONE_STATEMENT_PARAMETERS:
        return None
    # A row even when the update found none, so that the guard is computed and fails.
    sql = (
        f"WITH {', '.join(clauses)} SELECT changed.*, 1 / (SELECT COUNT(*) FROM changed)"
        f" AS {_STALE} FROM (VALUES (1)) AS one LEFT JOIN changed ON TRUE"
    )
    return sql, params


def _literal(value: Any) -> str | None:
    """``value`` as SQL text, for the integers and plain strings a check names; ``None`` for
    anything else (a backslash or NUL is refused rather than escaped: its reading depends on
    the server's settings)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if isinstance(value, str) and "\\" not in value and "\x00" not in value:
        return "'" + value.replace("'", "''") + "'"
    return None


def inlined(statement: Statement) -> str | None:
    """``statement`` with its ``?`` parameters written into its text, for the simple query
    protocol (which takes none); ``None`` when a value is not one :func:`_literal` writes."""
    sql, params = statement
    values = [_literal(value) for value in params]
    if any(value is None for value in values):
        return None
    parts = re.split(r"('(?:[^']|'')*')", sql)
    given = iter(values)
    out = []
    for index, part in enumerate(parts):
        pieces = [part] if index % 2 else part.split("?")
        out.append("".join([pieces[0], *(f"{next(given)}{piece}" for piece in pieces[1:])]))
    if next(given, None) is not None:
        return None  # fewer placeholders than values
    return "".join(out)


async def lock_then_check(
    conn: PoolConnectionProxy[Any],
    keys: tuple[int, int],
    check: Statement | None,
    *,
    unlock_first: bool = False,
) -> bool | None:
    """Take a game's advisory lock on ``conn`` (after letting go of every lock it holds when
    ``unlock_first``: a hold passed on), then run ``check``: whether it found a row (``None``
    without a check). One round trip where the check's values allow it: the lock and
    the check sent together as two statements of one simple query, so that the check, which
    takes its snapshot when it begins (read committed), sees what the lock's last holder
    committed (one statement would read from a snapshot taken before the lock was granted; a
    server-side function would not, but it needs a migration of its own)."""
    unlock = "SELECT pg_advisory_unlock_all(); " if unlock_first else ""
    lock = f"{unlock}SELECT pg_advisory_lock({keys[0]}, {keys[1]})"
    script = None if check is None else inlined(check)
    if check is not None and script is None:
        await conn.execute(lock)
        return bool(await conn.fetch(to_dollar_placeholders(check[0]), *check[1]))
    status = await conn.execute(lock if script is None else f"{lock}; {script}")
    return None if check is None else status != "SELECT 0"


class _PostgresTransaction(Transaction):
    def __init__(self, conn: asyncpg.Connection[Any] | PoolConnectionProxy[Any]) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        try:
            await self._conn.execute(to_dollar_placeholders(sql), *params)
        except asyncpg.UniqueViolationError as error:
            raise UniqueViolationError(str(error)) from error

    async def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        try:
            await self._conn.executemany(to_dollar_placeholders(sql), [tuple(p) for p in rows])
        except asyncpg.UniqueViolationError as error:
            raise UniqueViolationError(str(error)) from error

    async def parameter_types(self, sql: str) -> tuple[str, ...]:
        """The types of ``sql``'s parameters, as SQL names."""
        prepared = await self._conn.prepare(to_dollar_placeholders(sql))
        return tuple(f'"{kind.schema}"."{kind.name}"' for kind in prepared.get_parameters())

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self.fetch_all(sql, params)
        return rows[0] if rows else None

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        try:
            records = await self._conn.fetch(to_dollar_placeholders(sql), *params)
        except asyncpg.UniqueViolationError as error:
            raise UniqueViolationError(str(error)) from error
        return [dict(record) for record in records]


async def _rolled_back_only(conn: asyncpg.Connection[Any]) -> None:
    """How the pool of reads and writes readies a connection for its next user: asyncpg rolls
    back a transaction left open before this; its default reset query (advisory locks, cursors,
    listeners, settings) is a round trip on every release for state nothing there sets (holds
    and the migration lock take their own pool, which keeps that reset)."""


class PostgresDatabase(Database):
    """A pool of connections to one PostgreSQL database.

    Neither pool closes a connection for being idle (asyncpg's default after 5 minutes): a
    process keeps at most ``max_size`` + :data:`HOLD_CONNECTIONS` open, and reopening one (a
    TCP connection, a login, a server process forked) would come at the start of the next
    burst, while changes queue for the holds; under load that cost seconds, and a connect
    that runs past its timeout fails the change that waited for it. Nor does either forget a
    prepared statement for being idle (asyncpg's default after 5 minutes, timed on the event
    loop's clock: a round trip to prepare it again); at most 100 per connection are kept, the
    least recently used going first.
    """

    dialect = "postgresql"
    shared = True
    for_update = " FOR UPDATE"

    def __init__(
        self, pool: asyncpg.Pool[Any], holds: asyncpg.Pool[Any], url: str | None = None
    ) -> None:
        self._pool = pool
        self._holds = holds
        self._url = url
        self._watchers: dict[str, list[Callable[[str], None]]] = collections.defaultdict(list)
        self._epoch: int | None = None
        self._epochs = itertools.count(1)
        self._listener: asyncpg.Connection[Any] | None = None
        self._listening: set[asyncio.Task[None]] = set()
        """The connects of the listener under way, and its keepalive's questions (none while it
        listens and was heard lately: no task waits for ever, which a test's settling of the
        bot would take for work left undone)."""
        self._heard = 0.0
        """When the listener last proved alive (``time.perf_counter``): a notification, an answer."""
        self._asked: float | None = None
        """When the listener's keepalive question under way was sent."""
        self._closing = False
        self._places = UrgencySemaphore(holds.get_max_size())
        self._passed: list[PoolConnectionProxy[Any]] = []
        """Hold connections a holder passed on with its place, their game's lock still taken."""
        self._letting_go: set[asyncio.Future[None]] = set()
        self._types: dict[str, tuple[str, ...]] = {}
        """The parameter types of inserts written as arrays by :func:`one_statement`."""

    @classmethod
    async def open(cls, url: str, *, max_size: int = 10) -> PostgresDatabase:
        """Connect a pool to ``url`` (``postgresql://user:password@host:port/database``)."""
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=max_size,
                reset=_rolled_back_only,
                max_inactive_connection_lifetime=0,
                max_cached_statement_lifetime=0,
            )
        except (OSError, asyncpg.PostgresError) as error:
            raise DatabaseError(f"cannot connect to PostgreSQL: {error}") from None
        try:
            holds = await asyncpg.create_pool(
                url,
                min_size=0,
                max_size=HOLD_CONNECTIONS,
                max_inactive_connection_lifetime=0,
                max_cached_statement_lifetime=0,
            )
        except (OSError, asyncpg.PostgresError) as error:
            await pool.close()
            raise DatabaseError(f"cannot connect to PostgreSQL: {error}") from None
        except BaseException:
            # Cancelled (a start-up cut short): no one else holds the first pool to close it.
            await pool.close()
            raise
        return cls(pool, holds, url)

    def watch(self, table: str, changed: Callable[[str], None]) -> None:
        # One connection of its own listens for every table (asyncpg hands a notification to
        # the event loop as it arrives: no round trip, no task per change).
        first = not self._watchers
        self._watchers[table].append(changed)
        if first and self._url is not None:
            self._listen_after(0.0)

    def watch_epoch(self) -> int | None:
        # Checked when a cache is about to answer, not on a timer: a quiet process asks
        # nothing, and one that answers from memory knows its listener was heard lately.
        listener = self._listener
        if listener is None:
            return self._epoch
        now = time.perf_counter()
        if self._asked is not None and now - self._asked > ANSWER_SECONDS:
            self._drop_listener(listener, "did not answer in time")
            return None
        unheard = now - self._heard
        if unheard > KEEPALIVE_SECONDS and self._asked is None:
            self._ask(listener, now)
        if unheard > KEEPALIVE_SECONDS + ANSWER_SECONDS:
            return None  # read through until it answers (one round trip when it is there)
        return self._epoch

    def _ask(self, listener: asyncpg.Connection[Any], now: float) -> None:
        """Ask the listener a question in the background: an answer proves it alive."""
        self._asked = now
        task = asyncio.get_running_loop().create_task(self._answer(listener))
        self._listening.add(task)
        task.add_done_callback(self._listening.discard)

    async def _answer(self, listener: asyncpg.Connection[Any]) -> None:
        try:
            await listener.fetchval("SELECT 1")
        except _LISTEN_ERRORS as error:
            if listener is self._listener:
                self._drop_listener(listener, str(error))
            return
        if listener is self._listener:
            self._heard, self._asked = time.perf_counter(), None

    def _drop_listener(self, listener: asyncpg.Connection[Any], why: str) -> None:
        """Take a listener that went silent for lost: caches read through until another
        listens (a new epoch: what they kept may have missed changes)."""
        self._listener, self._epoch, self._asked = None, None, None
        log.warning("the connection listening for changes stopped answering (%s)", why)
        listener.terminate()  # its question under way, if any, fails and ends
        self._listen_after(RELISTEN_SECONDS)

    def _told(
        self,
        _conn: asyncpg.Connection[Any] | PoolConnectionProxy[Any],
        _pid: int,
        _channel: str,
        payload: object,
    ) -> None:
        self._heard = time.perf_counter()
        table, _, key = str(payload).partition(":")
        for changed in self._watchers.get(table, ()):
            changed(key)

    def _listen_after(self, seconds: float) -> None:
        """Connect the listener in the background after ``seconds``."""
        if self._closing:
            return
        task = asyncio.get_running_loop().create_task(self._listen(seconds))
        self._listening.add(task)
        task.add_done_callback(self._listening.discard)

    async def _listen(self, seconds: float) -> None:
        """Listen for :data:`CHANGES` on a connection of its own (until it is lost:
        :meth:`_lost`); a failed connect is tried again after :data:`RELISTEN_SECONDS`."""
        assert self._url is not None
        await asyncio.sleep(seconds)
        conn = None
        try:
            conn = await asyncpg.connect(self._url, timeout=LISTEN_CONNECT_SECONDS)
            conn.add_termination_listener(self._lost)
            await conn.add_listener(CHANGES, self._told)
        except _LISTEN_ERRORS as error:
            log.warning("cannot listen for changes (caches read through): %s", error)
            if conn is not None:
                conn.terminate()
            self._listen_after(RELISTEN_SECONDS)
            return
        except BaseException:
            if conn is not None:
                conn.terminate()
            raise
        if self._closing:
            conn.terminate()
            return
        self._listener, self._heard, self._asked = conn, time.perf_counter(), None
        self._epoch = next(self._epochs)

    def _lost(self, conn: asyncpg.Connection[Any] | PoolConnectionProxy[Any]) -> None:
        """The listener's connection ended: caches read through until it listens again."""
        if conn is not self._listener:
            return
        self._listener, self._epoch = None, None
        log.warning("the connection listening for changes was lost (caches read through)")
        self._listen_after(RELISTEN_SECONDS)

    @contextlib.asynccontextmanager
    async def hold(
        self, family: str, game_id: int, check: Statement | None = None
    ) -> AsyncIterator[bool | None]:
        # A session-level advisory lock on a connection of its own: a process that dies lets go
        # with its connection, and asyncpg's reset on release unlocks whatever a cancel left.
        keys = game_key(family, game_id)
        # A place first, in order of urgency (a command before a deadline's tick): with as
        # many places as connections, the pool itself never keeps anyone waiting.
        try:
            await self._places.acquire()
        except asyncio.CancelledError:
            # The place handed to this task as the cancel came went on to another waiter or
            # was freed: in the second case no one may come for a connection passed with it.
            if not self._places.locked():
                self._let_go_of_passed()
            raise
        try:
            conn, passed = await self._hold_connection()
        except BaseException:
            self._places.release()
            raise
        try:
            found = await lock_then_check(conn, keys, check, unlock_first=passed)
            outer = _held.get()
            _held.set(_Held(conn, asyncio.current_task()))
            try:
                yield found
            finally:
                _held.set(outer)
        except BaseException:
            try:
                await self._holds.release(conn)  # the reset unlocks
            finally:
                self._places.release()
            raise
        if self._places.waiting() and not conn.is_closed() and not conn.is_in_transaction():
            # Someone waits for a hold: the connection goes to them with the place, the lock
            # still taken, and their lock's round trip lets go of it first (one round trip
            # fewer per hold while holds are queued for).
            self._passed.append(conn)
            self._places.release()
            return
        try:
            await self._holds.release(conn)  # the reset unlocks
        finally:
            self._places.release()

    async def _hold_connection(self) -> tuple[PoolConnectionProxy[Any], bool]:
        """A connection for a hold that has its place: one the last holder passed on, its
        game's lock still to let go of (``True``), else one of the pool."""
        while self._passed:
            conn = self._passed.pop()
            if not conn.is_closed():
                return conn, True
            await self._holds.release(conn)
        return await self._holds.acquire(), False

    def _let_go_of_passed(self) -> None:
        """Give the connections passed on to holders that will not come back to the pool, in
        the background (its reset unlocks their games)."""
        while self._passed:
            task = asyncio.ensure_future(self._holds.release(self._passed.pop()))
            self._letting_go.add(task)
            task.add_done_callback(self._letting_go.discard)

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        held = _lent()
        if held is None:
            async with self._pool.acquire() as conn, conn.transaction():
                yield _PostgresTransaction(conn)
            return
        held.busy = True
        try:
            async with held.conn.transaction():
                yield _PostgresTransaction(held.conn)
        finally:
            held.busy = False

    @contextlib.asynccontextmanager
    async def reading(self) -> AsyncIterator[Transaction]:
        async with self._outside_transactions() as conn:
            yield conn

    @contextlib.asynccontextmanager
    async def _outside_transactions(self) -> AsyncIterator[_PostgresTransaction]:
        """A connection outside any transaction: each statement commits on its own (the
        holder's, when it has none open, else one of the pool)."""
        held = _lent()
        if held is None:
            async with self._pool.acquire() as conn:
                yield _PostgresTransaction(conn)
            return
        held.busy = True
        try:
            yield _PostgresTransaction(held.conn)
        finally:
            held.busy = False

    async def commit_one(self, sql: str, params: Sequence[Any] = ()) -> None:
        async with self._outside_transactions() as conn:
            await conn.execute(sql, params)

    async def commit_between(
        self, before: Sequence[Statement], statement: Statement, after: Sequence[Statement]
    ) -> Row | None:
        # One round trip where the statements allow it: no BEGIN, no COMMIT, one statement
        # instead of one per kind (a hold's connection waits for each while the other changes
        # of this process queue for the holds).
        if one_statement(before, statement, after) is None:
            return await super().commit_between(before, statement, after)
        try:
            async with self._outside_transactions() as conn:
                await self._learn_types([*before, *after], conn)
                combined = one_statement(before, statement, after, self._types)
                if combined is None:  # the types change how the rows are written, not whether
                    raise RuntimeError("one_statement refused with types what it took without")
                rows = await conn.fetch_all(*combined)
        except asyncpg.DivisionByZeroError:
            return None  # the guard: the update found no row, and nothing was written
        if not rows:
            return None
        first = dict(rows[0])
        del first[_STALE]
        return first

    async def _learn_types(
        self, statements: Sequence[Statement], conn: _PostgresTransaction
    ) -> None:
        """Learn the parameter types of the inserts that come several rows at once (asyncpg
        prepares the one-row insert: a round trip, once per text and process)."""
        seen = collections.Counter(sql for sql, _ in statements)
        for sql, count in seen.items():
            if count > 1 and sql not in self._types:
                self._types[sql] = await conn.parameter_types(sql)

    async def close(self) -> None:
        # A connection still checked out (a task stuck while holding it) would keep asyncpg's
        # close waiting for ever, and the bot's shutdown with it: closed by force after a while.
        self._closing, self._epoch = True, None
        for task in list(self._listening):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if self._listener is not None:
            listener, self._listener = self._listener, None
            listener.terminate()
        self._let_go_of_passed()
        if self._letting_go:
            await asyncio.wait(self._letting_go, timeout=CLOSE_SECONDS)
        for pool in (self._holds, self._pool):
            try:
                await asyncio.wait_for(pool.close(), CLOSE_SECONDS)
            except TimeoutError:
                log.warning("PostgreSQL connections still in use at shutdown: closed by force")
                pool.terminate()

    @contextlib.asynccontextmanager
    async def _migration_lock(self) -> AsyncIterator[None]:
        # On a hold's connection: its reset on release lets go of a lock a cancel left.
        async with self._holds.acquire() as conn:
            await conn.execute("SELECT pg_advisory_lock($1)", _MIGRATION_LOCK_KEY)
            try:
                yield
            finally:
                await conn.execute("SELECT pg_advisory_unlock($1)", _MIGRATION_LOCK_KEY)

    async def _apply_migration(self, number: int, script: str) -> None:
        async with self._pool.acquire() as conn, conn.transaction():
            try:
                await conn.execute(script)  # several statements: the simple query protocol
            except asyncpg.PostgresError as error:
                raise DatabaseError(f"PostgreSQL migration {number} failed: {error}") from error
            await conn.execute("INSERT INTO schema_version (version) VALUES ($1)", number)
