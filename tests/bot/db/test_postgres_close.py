"""Closing the PostgreSQL database does not wait for ever on a connection still in use."""

from __future__ import annotations

import asyncio

from bot.db import postgres
from bot.db.postgres import PostgresDatabase


async def test_closing_with_a_connection_still_held_ends(postgres_url, monkeypatch):
    """A hold whose task never lets go (stuck) does not keep the bot's shutdown waiting."""
    monkeypatch.setattr(postgres, "CLOSE_SECONDS", 0.2)
    database = await PostgresDatabase.open(postgres_url)
    held = asyncio.Event()

    async def stuck() -> None:
        async with database.hold("werewolf", 1):
            held.set()
            await asyncio.Event().wait()

    task = asyncio.create_task(stuck())
    await held.wait()
    await asyncio.wait_for(database.close(), 5)
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
