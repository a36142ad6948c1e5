"""Fixtures shared by the whole suite: a real PostgreSQL server, started once per session."""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
import time
import uuid
from collections.abc import AsyncIterator, Generator, Iterator
from pathlib import Path

import aiosqlite
import aiosqlite.core
import asyncpg
import pytest
from hypothesis import settings

from bot import worker
from bot.client import SuperpostBot
from bot.db import Database, connect
from bot.db.postgres import PostgresDatabase
from cogs.werewolf.models import GameSettings, WerewolfRow
from cogs.werewolf.storage import Storage
from tests.postgres_server import PostgresServer, running_postgres
from tests.werewolf_modules import keeping_werewolf

# Speed is proven by the benchmarks, never by tests: on the shared 2-core machine Hypothesis's
# 200 ms deadline failed a property test whose example was merely queued for a core.
settings.register_profile("superpost", deadline=None)
settings.load_profile("superpost")


@pytest.fixture(autouse=True)
def werewolf_modules_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every bot a test closes leaves werewolf's modules to the next bot of the session
    (:mod:`tests.werewolf_modules`)."""
    monkeypatch.setattr(SuperpostBot, "close", keeping_werewolf(SuperpostBot.close))


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One throw-away PostgreSQL server for the session (see tests/postgres_server.py)."""
    with running_postgres() as server:
        yield server


def _create_database(server: PostgresServer, name: str) -> None:
    async def create() -> None:
        conn = await asyncpg.connect(server.url)
        try:
            await conn.execute(f'CREATE DATABASE "{name}"')
        finally:
            await conn.close()

    # A thread of its own, so the test's event loop is left alone.
    with concurrent.futures.ThreadPoolExecutor(1) as worker:
        worker.submit(asyncio.run, create()).result()


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> str:
    """The URL of a new, empty database on the session's server."""
    name = f"t_{uuid.uuid4().hex[:16]}"
    _create_database(postgres_server, name)
    return postgres_server.database_url(name)


@pytest.fixture
async def two_databases(postgres_url: str) -> AsyncIterator[tuple[PostgresDatabase, ...]]:
    """Two processes' connections to one PostgreSQL database."""
    first, second = await connect(postgres_url), await connect(postgres_url)
    assert isinstance(first, PostgresDatabase) and isinstance(second, PostgresDatabase)
    yield first, second
    await first.close()
    await second.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new database on each backend: a SQLite file, or a database on the session's server."""
    if request.param == "sqlite":
        return str(tmp_path / "bot.sqlite3")
    return str(request.getfixturevalue("postgres_url"))


@pytest.fixture
async def database(database_url: str) -> AsyncIterator[Database]:
    """The bot's database on that backend, opened (and so migrated)."""
    db = await connect(database_url)
    yield db
    await db.close()


@pytest.fixture
async def storage(database_url: str) -> AsyncIterator[Storage]:
    """Quantum Werewolf's storage, opened (and so migrated) on that database."""
    store = await Storage.open(database_url)
    yield store
    await store.close()


async def new_game(storage: Storage, channel_id: int = 10) -> WerewolfRow:
    """A werewolf lobby in channel ``channel_id``, storyteller 2, default settings."""
    return await storage.create_game(
        guild_id=1, channel_id=channel_id, storyteller_id=2, settings=GameSettings()
    )


_LEAK_GRACE = 10.0
"""Seconds a closed connection's thread, or a worker job of the test, may take to end after the
test's teardown (the thread finishes what was queued before the close) before the test fails
for leaving it."""

_THREADS_BEFORE = pytest.StashKey[set[threading.Thread]]()


def _sqlite_threads() -> set[threading.Thread]:
    """The running threads of aiosqlite connections (a thread keeps its target while it runs)."""
    worker_thread = aiosqlite.core._connection_worker_thread
    return {t for t in threading.enumerate() if getattr(t, "_target", None) is worker_thread}


def _stop(thread: threading.Thread) -> None:
    """Stop a connection's thread through its queue, as ``Connection.stop`` does."""
    thread._args[0].put_nowait((None, lambda: aiosqlite.core._STOP_RUNNING_SENTINEL))  # type: ignore[attr-defined]


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Generator[None]:
    item.stash[_THREADS_BEFORE] = _sqlite_threads()
    return (yield)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None]:
    """Fail the test (as an error at its teardown) that leaves a SQLite connection running,
    or a worker job that does not end, once its fixtures are torn down: either would hold its
    thread, its memory and the database file into the next tests. A connection left running is
    stopped, so the next test starts clean."""
    result = yield
    left = _sqlite_threads() - item.stash.get(_THREADS_BEFORE, set())
    deadline = time.monotonic() + _LEAK_GRACE
    for thread in left:
        thread.join(max(0.0, deadline - time.monotonic()))
    while worker._running and time.monotonic() < deadline:
        time.sleep(0.01)
    if running := sorted((t for t in left if t.is_alive()), key=lambda t: t.name):
        for thread in running:
            _stop(thread)
        raise AssertionError(
            f"{item.nodeid} left {len(running)} aiosqlite connection(s) running "
            f"({', '.join(t.name for t in running)}): close the storage of every bot and "
            "database it opens (simcord never closes the bot)"
        )
    if worker._running:
        raise AssertionError(
            f"{item.nodeid} left {worker._running} worker job(s) running {_LEAK_GRACE:g} s "
            "after its end"
        )
    return result


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Stop the thread of every SQLite connection still running (one opened outside any test):
    aiosqlite's threads are not daemons, so one would keep the interpreter from exiting once
    the run is over. A test that leaves one fails at its teardown (above)."""
    for thread in _sqlite_threads():
        _stop(thread)
