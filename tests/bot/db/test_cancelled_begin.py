"""A write transaction cancelled while SQLite begins it, or runs its statement, leaves the
connection usable and nothing of the write."""

from __future__ import annotations

import asyncio
import threading

from bot.db import connect


async def test_a_transaction_cancelled_as_it_begins_leaves_no_transaction_open(tmp_path):
    """The next transaction begins (no "transaction within a transaction") after a cancel."""
    db = await connect(str(tmp_path / "games.sqlite3"))
    try:

        async def write() -> None:
            async with db.transaction() as tx:
                await tx.execute("SELECT 1")

        task = asyncio.create_task(write())
        await asyncio.sleep(0)  # it holds the lock and waits for its BEGIN
        await asyncio.sleep(0)
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        assert task.cancelled()
        await asyncio.wait_for(write(), timeout=5)
    finally:
        await db.close()


async def test_a_write_cancelled_while_its_statement_runs_ends_after_the_statement(tmp_path):
    """Cancels, even two, wait for the running statement; then the write is rolled back."""
    db = await connect(str(tmp_path / "games.sqlite3"))
    running, release = threading.Event(), threading.Event()

    def hold() -> int:
        running.set()
        release.wait(5)
        return 1

    try:
        async with db.transaction() as tx:
            await tx.execute("CREATE TABLE t (a INTEGER)")
        await db.run(lambda conn: conn.create_function("hold", 0, hold))

        async def write() -> None:
            async with db.transaction() as tx:
                await tx.execute("INSERT INTO t (a) VALUES (hold())")

        task = asyncio.create_task(write())
        await asyncio.to_thread(running.wait, 5)
        task.cancel()
        await asyncio.sleep(0.02)
        task.cancel()  # twice: a timeout's cancel, then the shutdown's
        await asyncio.sleep(0.05)
        assert not task.done()
        release.set()
        await asyncio.gather(task, return_exceptions=True)
        assert task.cancelled()
        assert await db.fetch_all("SELECT a FROM t") == []
        await asyncio.wait_for(write(), timeout=5)
        assert await db.fetch_all("SELECT a FROM t") == [{"a": 1}]
    finally:
        release.set()
        await db.close()
