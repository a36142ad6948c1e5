"""The gate that hands a freed place to the task that first asked for one."""

from __future__ import annotations

import asyncio

import pytest

from bot.begun_first import BegunFirst


async def two_waiting() -> tuple[BegunFirst, list[str], asyncio.Task[None], asyncio.Task[None]]:
    """A gate of one place, taken, and two tasks waiting for it (each notes its name once in)."""
    gate = BegunFirst(1)
    await gate.acquire()
    order: list[str] = []

    async def waits(name: str) -> None:
        await gate.acquire()
        order.append(name)
        gate.release()

    first = asyncio.create_task(waits("first"))
    second = asyncio.create_task(waits("second"))
    await asyncio.sleep(0)
    return gate, order, first, second


async def test_a_waiter_cancelled_in_the_queue_takes_no_place():
    """A task cancelled while it waited leaves the place to the next waiter."""
    gate, order, first, second = await two_waiting()
    first.cancel()
    with pytest.raises(asyncio.CancelledError):
        await first
    gate.release()
    await second
    assert order == ["second"]


async def test_a_place_handed_over_as_its_waiter_was_cancelled_goes_on_to_the_next():
    """A waiter cancelled after a release handed it the place passes the place on."""
    gate, order, first, second = await two_waiting()
    gate.release()  # handed to ``first``, which has not resumed yet
    first.cancel()
    with pytest.raises(asyncio.CancelledError):
        await first
    await asyncio.wait_for(second, 1)
    assert order == ["second"]
