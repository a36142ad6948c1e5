"""PostgreSQL holds (``bot.db.postgres``): a change made while holding its game uses the hold's
own connection, so it never queues behind the reads of the other pool."""

from __future__ import annotations

import asyncio

from bot.db.postgres import PostgresDatabase


async def _stuck_reader(database: PostgresDatabase, reading: asyncio.Event) -> None:
    async with database.reading():
        reading.set()
        await asyncio.Event().wait()


async def test_a_change_under_a_hold_does_not_wait_for_the_other_pool(postgres_url):
    """With every connection of the other pool taken, a holder still reads and commits."""
    database = await PostgresDatabase.open(postgres_url, max_size=1)
    reading = asyncio.Event()
    stuck = asyncio.create_task(_stuck_reader(database, reading))
    try:
        await reading.wait()

        async def change() -> object:
            async with database.hold("cloud", 1):
                async with database.transaction() as tx:
                    await tx.execute("CREATE TABLE held (n INTEGER)")
                    await tx.execute("INSERT INTO held (n) VALUES (?)", (7,))
                return await database.fetch_one("SELECT n FROM held")

        assert await asyncio.wait_for(change(), 5) == {"n": 7}
    finally:
        stuck.cancel()
        await asyncio.gather(stuck, return_exceptions=True)
        await database.close()


async def test_a_read_inside_a_holder_s_transaction_sees_only_what_is_committed(postgres_url):
    """A read nested in an open transaction under a hold does not see its uncommitted rows."""
    database = await PostgresDatabase.open(postgres_url)
    try:
        async with database.transaction() as tx:
            await tx.execute("CREATE TABLE nested (n INTEGER)")
        async with database.hold("cloud", 2), database.transaction() as tx:
            await tx.execute("INSERT INTO nested (n) VALUES (?)", (1,))
            assert await database.fetch_all("SELECT n FROM nested") == []
        assert await database.fetch_all("SELECT n FROM nested") == [{"n": 1}]
    finally:
        await database.close()


async def test_tasks_a_holder_starts_read_beside_it(postgres_url):
    """Reads by tasks started under a hold run at once on the pool, not on the hold's connection."""
    database = await PostgresDatabase.open(postgres_url)
    try:
        async with database.hold("cloud", 3):
            rows = await asyncio.wait_for(
                asyncio.gather(*(database.fetch_one("SELECT pg_sleep(0.1)") for _ in range(4))),
                5,
            )
        assert len(rows) == 4
    finally:
        await database.close()


async def test_a_hold_s_connection_outlasts_a_quiet_spell(postgres_url, monkeypatch):
    """After an hour without a change, the next hold reuses the same server connection."""
    database = await PostgresDatabase.open(postgres_url)
    loop = asyncio.get_running_loop()
    try:

        async def hold_pid() -> object:
            async with database.hold("cloud", 4):
                found = await database.fetch_one("SELECT pg_backend_pid() AS pid")
                assert found is not None
                return found["pid"]

        before = await hold_pid()
        now = loop.time()
        monkeypatch.setattr(loop, "time", lambda: now + 3600.0)
        for _ in range(3):  # let the timers that fell due run
            await asyncio.sleep(0)
        assert await hold_pid() == before
    finally:
        await database.close()
