"""Fixtures shared by the whole suite: a real PostgreSQL server, started once per session."""

from __future__ import annotations

import asyncio
import concurrent.futures
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import asyncpg
import pytest
from hypothesis import settings

from cogs.werewolf.models import GameSettings, WerewolfRow
from cogs.werewolf.storage import Storage
from tests.postgres_server import PostgresServer, running_postgres

# Speed is proven by the benchmarks, never by tests: on the shared 2-core machine Hypothesis's
# 200 ms deadline failed a property test whose example was merely queued for a core.
settings.register_profile("superpost", deadline=None)
settings.load_profile("superpost")


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


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new database on each backend: a SQLite file, or a database on the session's server."""
    if request.param == "sqlite":
        return str(tmp_path / "bot.sqlite3")
    return str(request.getfixturevalue("postgres_url"))


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


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Stop the thread of every SQLite connection a test left open and still referenced:
    aiosqlite's threads are not daemons, so one would keep the interpreter from exiting
    once the run is over (the clean clone's full run hung there)."""
    import gc

    import aiosqlite

    for found in gc.get_objects():
        if isinstance(found, aiosqlite.Connection) and found._running:
            found.stop()
