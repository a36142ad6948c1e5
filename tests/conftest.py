"""Fixtures shared by the whole suite: a real PostgreSQL server, started once per session."""

from __future__ import annotations

import asyncio
import concurrent.futures
import uuid
from collections.abc import Iterator

import asyncpg
import pytest

from tests.postgres_server import PostgresServer, running_postgres


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
