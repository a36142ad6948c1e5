"""A write transaction cancelled while SQLite begins it leaves the connection usable."""

from __future__ import annotations

import asyncio

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
