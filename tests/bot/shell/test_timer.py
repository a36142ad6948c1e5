"""The shell's DueTimer: runs what is due, sleeps otherwise, and looks again when woken."""

from __future__ import annotations

import asyncio
import datetime as dt

from bot.shell.timer import IDLE_SECONDS, DueTimer

T0 = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)


async def test_the_timer_sleeps_until_due_and_wakes_on_change():
    """Nothing due: one pass, then an idle sleep; a due time set and a wake run it again."""
    due: list[dt.datetime | None] = [None]
    runs: list[int] = []

    async def run() -> None:
        runs.append(1)
        if due[0] is not None:
            due[0] = None  # done: nothing more is due

    timer = DueTimer("test-timer", lambda: due[0], run, lambda: T0)
    timer.start()
    await asyncio.sleep(0.01)
    assert len(runs) == 1 and timer.seconds_to_next() == IDLE_SECONDS
    due[0] = T0 + dt.timedelta(hours=1)
    assert timer.seconds_to_next() == 3600
    due[0] = T0
    timer.wake()
    await asyncio.sleep(0.01)
    timer.stop()
    assert len(runs) >= 2 and due[0] is None


async def test_a_wake_that_brings_nothing_due_sooner_leaves_the_timer_asleep():
    """Woken while nothing comes due before its sleep ends, the timer makes no new pass; woken
    once something does, it makes one."""
    due: list[dt.datetime | None] = [T0 + dt.timedelta(hours=1)]
    runs: list[int] = []

    async def run() -> None:
        runs.append(1)

    timer = DueTimer("test-timer", lambda: due[0], run, lambda: T0)
    timer.start()
    await asyncio.sleep(0.01)
    assert runs == [1]
    due[0] = T0 + dt.timedelta(hours=2)  # a change that only adds a later deadline
    timer.wake()
    await asyncio.sleep(0.01)
    assert runs == [1]
    due[0] = T0 + dt.timedelta(minutes=30)  # now something is due sooner
    timer.wake()
    await asyncio.sleep(0.01)
    timer.stop()
    assert runs == [1, 1]
