"""A PostgreSQL hold passed on (``PostgresDatabase.hold``): while holds are queued for, the
one let go goes to the next holder with its game's lock still taken, and the next holder's
lock lets go of it in the same round trip, instead of a reset on release."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from bot.db import postgres
from bot.db.postgres import PostgresDatabase


@pytest.fixture
async def one_hold(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[tuple[PostgresDatabase, PostgresDatabase]]:
    """A process with one hold connection, and another process on the same database."""
    monkeypatch.setattr(postgres, "HOLD_CONNECTIONS", 1)
    first, second = (
        await PostgresDatabase.open(postgres_url),
        await PostgresDatabase.open(postgres_url),
    )
    yield first, second
    await first.close()
    await second.close()


async def _enter(database: PostgresDatabase, family: str, game_id: int) -> None:
    async with database.hold(family, game_id):
        pass


async def _queued(database: PostgresDatabase, game_id: int) -> asyncio.Task[None]:
    """A hold of cloud game ``game_id`` that waits for the one hold connection."""
    task = asyncio.create_task(_enter(database, "cloud", game_id))
    await asyncio.sleep(0.05)
    assert not task.done()
    return task


async def test_a_queued_hold_takes_the_lock_over_in_one_query(one_hold):
    """The next holder's one query lets go of the last game and takes its own: no reset
    between (only the next holder's own, nobody waiting for it)."""
    first, _ = one_hold
    sent: list[str] = []
    async with first.hold("cloud", 1):
        held = postgres._held.get()
        assert held is not None
        held.conn.add_query_logger(lambda record: sent.append(record.query))
        queued = await _queued(first, 2)
    await asyncio.wait_for(queued, 5)
    await asyncio.sleep(0)  # asyncpg calls its query loggers soon, not at once
    takeover, reset = sent
    assert takeover.startswith("SELECT pg_advisory_unlock_all(); SELECT pg_advisory_lock(")
    assert "RESET ALL" in reset


async def test_a_game_passed_on_is_free_for_another_process_once_taken_over(one_hold):
    """Another process waiting for the game passed on gets it when the next holder begins."""
    first, second = one_hold
    async with first.hold("cloud", 1):
        elsewhere = asyncio.create_task(_enter(second, "cloud", 1))
        blocker = asyncio.Event()

        async def hold_two() -> None:
            async with first.hold("cloud", 2):
                await blocker.wait()

        queued = asyncio.create_task(hold_two())
        await asyncio.sleep(0.05)
    await asyncio.wait_for(elsewhere, 5)  # while the next holder still holds game 2
    assert not queued.done()
    blocker.set()
    await asyncio.wait_for(queued, 5)


async def test_a_game_passed_to_a_holder_cancelled_meanwhile_is_let_go(one_hold):
    """When the holder handed the connection is cancelled before it runs, the game is let go."""
    first, second = one_hold
    async with first.hold("cloud", 1):
        queued = await _queued(first, 2)
    queued.cancel()  # handed the place, not yet run
    with pytest.raises(asyncio.CancelledError):
        await queued
    await asyncio.wait_for(_enter(second, "cloud", 1), 5)
    await asyncio.wait_for(_enter(first, "cloud", 3), 5)
