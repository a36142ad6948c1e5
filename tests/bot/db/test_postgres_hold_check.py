"""A hold's check on PostgreSQL (``Database.hold(..., check)``): sent with the lock in one
round trip, it reads what the lock's last holder committed, so that a game's lock brings its
memory up to date only when another process moved it on."""

from __future__ import annotations

import asyncio

from bot.db.postgres import PostgresDatabase
from bot.shell.sessions import FamilySessions
from bot.shell.store import FamilyStore, unchanged_statement
from tests.bot.shell.test_family_store import cloud_setup, lobby


async def _hold_queries(database: PostgresDatabase) -> list[str]:
    """Every query the next hold's connection sends from now on (the pool hands out the
    connection released last)."""
    sent: list[str] = []
    async with database._holds.acquire() as conn:
        conn.add_query_logger(lambda record: sent.append(record.query))
    await asyncio.sleep(0)  # asyncpg calls its query loggers soon, not at once
    sent.clear()  # the release's reset
    return sent


async def test_a_check_reads_what_the_last_holder_committed(two_databases):
    """A check waiting for the lock sees the version the holder wrote before letting go."""
    first, second = two_databases
    row = await FamilyStore(first).create(
        family="cloud", guild_id=1, channel_id=2, host_id=3, options={}
    )
    check = unchanged_statement("cloud", row.id, row.version)
    async with first.hold("cloud", row.id, check) as unchanged:
        assert unchanged is True
        waiting = asyncio.create_task(_checked(second, row.id, check))
        await asyncio.sleep(0.2)  # the second process's lock and check are sent, and wait
        await FamilyStore(first).save(row)
    assert await asyncio.wait_for(waiting, 5) is False


async def _checked(database: PostgresDatabase, game_id: int, check) -> bool | None:
    async with database.hold("cloud", game_id, check) as unchanged:
        return unchanged


async def test_an_unchanged_game_s_lock_is_one_query(two_databases):
    """Entering the lock of a game no other process moved sends one query: no refresh read."""
    sessions = FamilySessions(FamilyStore(two_databases[0]))
    session = await lobby(sessions)
    await sessions.start(session, cloud_setup())
    sent = await _hold_queries(two_databases[0])
    async with session.lock:
        await asyncio.sleep(0)  # asyncpg calls its query loggers soon, not at once
        assert len(sent) == 1 and "pg_advisory_lock" in sent[0]


async def test_a_check_with_quotes_is_sent_as_written(two_databases):
    """A value with a quote, and a question mark inside a quoted literal, reach the check
    unchanged."""
    check = ("SELECT 1 WHERE ? = 'it''s?' AND ? = 7", ("it's?", 7))
    async with two_databases[0].hold("cloud", 1, check) as unchanged:
        assert unchanged is True


async def test_a_check_with_a_backslash_is_sent_apart(two_databases):
    """A value the simple query protocol would read by the server's settings goes as a
    parameter of its own query, after the lock."""
    check = ("SELECT 1 WHERE ? = ?", ("a\\b", "a\\\\b"))
    async with two_databases[0].hold("cloud", 1, check) as unchanged:
        assert unchanged is False
