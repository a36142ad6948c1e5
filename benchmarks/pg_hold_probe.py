"""Where a PostgreSQL hold's time goes during :mod:`benchmarks.platform_load`'s play.

Runs the platform benchmark (same arguments) with the database layer timed from outside:
for every hold of play, the wait for a hold connection, the advisory lock, the time held,
and under the hold the statements sent (their count and the time awaiting them) against the
rest (the bot's own work and its waits for the loop or the worker). Statements outside holds
(the outbox, lock-free reads) are counted apart.

    .venv/bin/python benchmarks/pg_hold_probe.py --games 300 --backend postgres --seconds 60
"""

from __future__ import annotations

import collections
import contextlib
import contextvars
import sys
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import asyncpg.connection

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import platform_load
from benchmarks.figures import percentile
from bot.db import postgres

_RECORDING = [False]
_HOLDS: list[dict[str, float]] = []
_OUTSIDE: collections.Counter[str] = collections.Counter()
_OUTSIDE_TIME: collections.Counter[str] = collections.Counter()
_current: contextvars.ContextVar[dict[str, float] | None] = contextvars.ContextVar(
    "probe_hold", default=None
)


def _kind(sql: str) -> str:
    words = sql.split()
    head = words[0].upper() if words else "?"
    if head in {"INSERT", "UPDATE", "DELETE"} and len(words) > 2:
        table = words[2] if head != "UPDATE" else words[1]
        return f"{head} {table}"
    if head == "SELECT" and " FROM " in sql.upper():
        return "SELECT " + sql.upper().split(" FROM ", 1)[1].split()[0].lower()
    return head


def _timed(method: Callable[..., Any]) -> Callable[..., Any]:
    async def wrapper(self: Any, sql: str, *args: Any) -> Any:
        began = time.perf_counter()
        try:
            return await method(self, sql, *args)
        finally:
            spent = time.perf_counter() - began
            if _RECORDING[0]:
                hold = _current.get()
                held = postgres._held.get()
                if hold is not None and held is not None and self._conn is held.conn:
                    hold["statements"] += 1
                    hold["in_db"] += spent
                elif hold is not None:
                    hold["other_pool"] += 1
                    hold["in_db"] += spent
                else:
                    _OUTSIDE[_kind(sql)] += 1
                    _OUTSIDE_TIME[_kind(sql)] += spent

    return wrapper


def _count_prepares() -> None:
    """Count, per hold, the statements asyncpg had to prepare first (not in its cache: a
    round trip more each)."""
    get_statement = asyncpg.connection.Connection._get_statement

    async def counted(self: Any, query: str, *args: Any, **kwargs: Any) -> Any:
        cached = self._stmt_cache.get((query, self._protocol.get_record_class(), False))
        record = _current.get()
        if cached is None and record is not None:
            record["prepared"] += 1
        return await get_statement(self, query, *args, **kwargs)

    asyncpg.connection.Connection._get_statement = counted  # type: ignore[method-assign]


def _install() -> None:
    _count_prepares()
    tx = postgres._PostgresTransaction
    tx.execute = _timed(tx.execute)  # type: ignore[method-assign]
    tx.execute_many = _timed(tx.execute_many)  # type: ignore[method-assign]
    tx.fetch_all = _timed(tx.fetch_all)  # type: ignore[method-assign]
    original_transaction = postgres.PostgresDatabase.transaction

    original_hold = postgres.PostgresDatabase.hold
    original_lock = postgres.lock_then_check

    async def lock_then_check(conn: Any, keys: Any, check: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return await original_lock(conn, keys, check, **kwargs)
        finally:
            record = _current.get()
            if record is not None:
                record["lock"] = time.perf_counter() - start
                record["passed_on"] = float(bool(kwargs.get("unlock_first")))

    @contextlib.asynccontextmanager
    async def hold(
        self: Any, family: str, game_id: int, check: Any = None
    ) -> AsyncIterator[bool | None]:
        # PostgresDatabase.hold with its steps timed: the wait for a place and a connection,
        # the lock (and check), the body, and the release (or the passing on).
        record: dict[str, float] = collections.defaultdict(float)
        token = _current.set(record)
        began = time.perf_counter()
        try:
            async with original_hold(self, family, game_id, check) as found:
                entered = time.perf_counter()
                record["waited"] = entered - began - record["lock"]
                record["unchanged"] = float(found is True)
                try:
                    yield found
                finally:
                    ended = time.perf_counter()
                    record["body"] = ended - entered
            record["release"] = time.perf_counter() - ended
        finally:
            record["total"] = time.perf_counter() - began
            _current.reset(token)
            if _RECORDING[0]:
                _HOLDS.append(dict(record))

    @contextlib.asynccontextmanager
    async def transaction(self: Any) -> AsyncIterator[Any]:
        record = _current.get()
        began = time.perf_counter()
        async with original_transaction(self) as tx:
            yield tx
        if record is not None and _RECORDING[0]:
            record["transactions"] += 1
            record["tx_time"] += time.perf_counter() - began

    postgres.lock_then_check = lock_then_check  # type: ignore[assignment]
    postgres.PostgresDatabase.hold = hold  # type: ignore[method-assign,assignment]
    postgres.PostgresDatabase.transaction = transaction  # type: ignore[method-assign,assignment]

    opened = platform_load._open_every_connection

    async def open_then_record(bot: Any) -> None:
        await opened(bot)
        _RECORDING[0] = True

    platform_load._open_every_connection = open_then_record
    reported = platform_load.report

    def report_then_holds(*args: Any) -> None:
        reported(*args)
        _RECORDING[0] = False
        _print()

    platform_load.report = report_then_holds


def _print() -> None:
    holds = [h for h in _HOLDS if "total" in h]
    print(f"\nholds during play and drain: {len(holds)}")
    if not holds:
        return
    fields = ("waited", "lock", "body", "in_db", "tx_time", "release", "statements")
    fields += ("other_pool", "transactions", "unchanged", "passed_on", "prepared")
    for field in fields:
        values = sorted(h.get(field, 0.0) for h in holds)
        p = percentile
        counts = {"statements", "other_pool", "transactions", "unchanged", "passed_on", "prepared"}
        unit = 1.0 if field in counts else 1000.0
        print(
            f"  {field:13} p50 {p(values, 0.5) * unit:9.2f}  p90 {p(values, 0.9) * unit:9.2f}"
            f"  p99 {p(values, 0.99) * unit:9.2f}  mean {sum(values) / len(values) * unit:9.2f}"
        )
    held = [h.get("lock", 0) + h.get("body", 0) + h.get("release", 0) for h in holds]
    print(f"  held (lock+body+release) mean {sum(held) / len(held) * 1000:.2f} ms")
    print("outside holds (statement: count, mean ms):")
    for kind, count in _OUTSIDE.most_common(15):
        print(f"  {kind:40} {count:7d} {_OUTSIDE_TIME[kind] / count * 1000:8.2f}")


if __name__ == "__main__":
    _install()
    sys.exit(platform_load.main(sys.argv[1:]))
