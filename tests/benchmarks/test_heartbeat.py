"""The benchmarks' stall figure (benchmarks.loop_probes.Heartbeat): the loop's own lateness,
timed on its thread, which shows a stall the loop has and not a thread's that it has not."""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Iterator

import pytest

from benchmarks.loop_probes import Heartbeat
from bot import loop_first, worker
from engine.core.pause import pause_point

LONG_SWITCH = 0.3
"""A switch interval long enough that a thread waiting for the interpreter's lock behind a
computing worker waits well over 100 ms, unless the worker gives the lock away itself."""


@pytest.fixture
def switch_interval_kept() -> Iterator[None]:
    """The interpreter's switch interval put back as it was after the test."""
    was = sys.getswitchinterval()
    try:
        yield
    finally:
        sys.setswitchinterval(was)


def _compute(seconds: float) -> None:
    """Pure Python for ``seconds`` of wall time, calling the job's pause point at each step."""
    pause = pause_point()
    until = time.perf_counter() + seconds
    while time.perf_counter() < until:
        sum(value * value for value in range(100))
        pause()


async def _heartbeat_during(seconds: float) -> float:
    """The heartbeat's longest lateness while a worker job computes for ``seconds``."""
    await worker.run(int)  # the pool made first: it sets its own switch interval
    sys.setswitchinterval(LONG_SWITCH)
    with Heartbeat(asyncio.get_running_loop()) as beat:
        await worker.run(_compute, seconds)
    return beat.worst


async def test_a_loop_blocked_150_ms_shows_as_a_stall() -> None:
    """A callback that holds the loop 150 ms makes the heartbeat at least 145 ms late."""
    with Heartbeat(asyncio.get_running_loop()) as beat:
        await asyncio.sleep(0.02)
        time.sleep(0.15)
        await asyncio.sleep(0.02)
    assert beat.worst >= 0.145


async def test_a_worker_that_gives_way_does_not_count_against_the_loop(
    monkeypatch: pytest.MonkeyPatch, switch_interval_kept: None
) -> None:
    """A worker computing for a second, giving the lock to the loop at its pause points, keeps
    the heartbeat under 100 ms late, though a thread waiting its turn would wait 300 ms."""
    monkeypatch.setattr(loop_first, "ON", True)
    assert await _heartbeat_during(1.0) < 0.1


async def test_a_worker_that_holds_the_lock_counts_against_the_loop(
    monkeypatch: pytest.MonkeyPatch, switch_interval_kept: None
) -> None:
    """The same worker not giving way holds the loop from its due callbacks for a switch
    interval each time: the heartbeat shows it."""
    monkeypatch.setattr(loop_first, "ON", False)
    assert await _heartbeat_during(1.0) >= 0.2
