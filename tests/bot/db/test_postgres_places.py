"""PostgreSQL holds go to a waiting command before a waiting deadline's tick
(:mod:`bot.db.urgency`): when every hold is taken, the next one freed is a command's."""

from __future__ import annotations

import asyncio

import pytest

from bot.db import postgres, urgency
from bot.db.postgres import PostgresDatabase


async def _hold(database: PostgresDatabase, name: str, order: list[str], *, tick: bool) -> None:
    if tick:
        with urgency.background():
            async with database.hold("cloud", 2):
                order.append(name)
    else:
        async with database.hold("lab", 3):
            order.append(name)


async def test_a_command_gets_the_next_hold_before_a_tick_queued_ahead_of_it(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the one hold taken, a command that came after a tick is handed it first."""
    monkeypatch.setattr(postgres, "HOLD_CONNECTIONS", 1)
    database = await PostgresDatabase.open(postgres_url)
    order: list[str] = []
    try:
        async with database.hold("cloud", 1):
            tick = asyncio.create_task(_hold(database, "tick", order, tick=True))
            await asyncio.sleep(0.1)  # the tick waits first
            command = asyncio.create_task(_hold(database, "command", order, tick=False))
            await asyncio.sleep(0.1)
        await asyncio.wait_for(asyncio.gather(tick, command), 5)
    finally:
        await database.close()
    assert order == ["command", "tick"]
