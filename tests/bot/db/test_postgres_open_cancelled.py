"""Opening PostgreSQL cut short leaves no pool open (a start-up cancelled half-way)."""

from __future__ import annotations

import asyncio
from typing import Any

import asyncpg
import pytest

from bot.db.postgres import PostgresDatabase


async def test_an_open_cancelled_after_the_first_pool_closes_it(postgres_url, monkeypatch):
    """Cancelled while the holds' pool is made, the open closes the pool it already made."""
    made: list[Any] = []
    real = asyncpg.create_pool

    async def create_pool(*args: Any, **kwargs: Any) -> Any:
        if made:
            raise asyncio.CancelledError  # the cancel lands while the second pool is made
        pool = await real(*args, **kwargs)
        made.append(pool)
        return pool

    monkeypatch.setattr(asyncpg, "create_pool", create_pool)
    with pytest.raises(asyncio.CancelledError):
        await PostgresDatabase.open(postgres_url, max_size=1)
    assert made[0].is_closing()
