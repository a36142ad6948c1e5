"""The game lock (``bot.shell.game_lock``): what a cancelled entry leaves behind."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from bot.shell.game_lock import GameLock


async def test_a_second_cancel_while_the_hold_lets_go_frees_the_lock():
    """An entry cancelled in its refresh, then again while its hold lets go, leaves the lock free."""
    letting_go, refreshing = asyncio.Event(), asyncio.Event()

    @contextlib.asynccontextmanager
    async def across() -> AsyncIterator[None]:
        try:
            yield
        finally:
            letting_go.set()
            await asyncio.sleep(10)  # the unlock's round trip to the server

    async def refresh() -> None:
        refreshing.set()
        await asyncio.sleep(10)

    lock = GameLock()
    lock.bind(across, refresh)

    async def change() -> None:
        async with lock:
            pass

    task = asyncio.create_task(change())
    await refreshing.wait()
    task.cancel()
    await letting_go.wait()
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
    assert not lock.locked()
