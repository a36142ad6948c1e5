"""Opening a SQLite database cancelled part-way (a start-up cut short) leaves no connection
behind: its thread is no daemon and would keep the process from exiting."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from typing import Any

import aiosqlite

from bot.db.sqlite import SqliteDatabase


async def test_an_open_cancelled_while_it_sets_up_the_file_closes_its_connection(
    tmp_path, monkeypatch
):
    """A cancel during the opening pragmas stops the connection's thread."""
    path = tmp_path / "games.sqlite3"
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # the switch to WAL waits for this lock
    opened: list[aiosqlite.Connection] = []
    connect = aiosqlite.connect

    def recording(*args: Any, **kwargs: Any) -> aiosqlite.Connection:
        opened.append(connect(*args, **kwargs))
        return opened[-1]

    monkeypatch.setattr(aiosqlite, "connect", recording)
    task = asyncio.create_task(SqliteDatabase.open(path))
    try:
        async with asyncio.timeout(5):
            while not opened or opened[0]._connection is None:
                await asyncio.sleep(0.01)
        await asyncio.sleep(0.05)  # now in its pragmas, waiting for the lock
        assert not task.done()
        task.cancel()
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    assert task.cancelled()
    await asyncio.to_thread(opened[0]._thread.join, 5)
    assert not opened[0]._thread.is_alive()
