"""The event loop first in the interpreter (bot.loop_first): a worker's job gives way at its
pause points while the loop has work, and only then."""

from __future__ import annotations

import asyncio
import contextlib
import selectors
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from bot import loop_first, worker
from engine.core.pause import pause_point


@pytest.fixture(autouse=True)
def giving_way_for_the_database(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test as on PostgreSQL, whatever database an earlier test's bot opened."""
    monkeypatch.setattr(loop_first, "_for_database", True)


class _HeldSelector(selectors.EpollSelector):
    """An epoll selector whose ``select`` waits for a gate first: a loop thread that woke but
    has not got the interpreter's lock back yet (its watch still reads "waiting")."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()

    def select(self, timeout: float | None = None) -> list[Any]:
        self.gate.wait()
        return super().select(timeout)


@pytest.fixture
def held() -> Iterator[tuple[_HeldSelector, loop_first.Watch, socket.socket]]:
    """A watched selector, and the far end of a socket pair whose near end it watches."""
    selector = _HeldSelector()
    watch = loop_first.Watch(selector, selector.fileno())
    near, far = socket.socketpair()
    selector.register(near, selectors.EVENT_READ)
    try:
        yield selector, watch, far
    finally:
        far.send(b"x")  # ends a wait that has begun
        selector.gate.set()
        near.close()
        far.close()
        selector.close()


@contextlib.contextmanager
def _waiting_in(selector: _HeldSelector, watch: loop_first.Watch, timeout: float) -> Iterator[None]:
    """A thread inside the watched ``select``, held at its gate until the block ends."""
    thread = threading.Thread(target=selector.select, args=(timeout,), daemon=True)
    thread.start()
    while not watch._waiting:
        time.sleep(0.001)
    yield
    selector.gate.set()
    thread.join()


def test_a_loop_waiting_in_its_selector_with_nothing_ready_has_no_work(held):
    """Inside ``select``, no file ready and its timeout far off: the loop has no work."""
    selector, watch, far = held
    with _waiting_in(selector, watch, 60):
        assert not watch.wants()
        far.send(b"x")  # ends the wait


def test_a_loop_has_work_as_soon_as_its_selector_has_a_file_ready(held):
    """A file the selector watches is ready: the loop has work before it can run a line."""
    selector, watch, far = held
    with _waiting_in(selector, watch, 60):
        far.send(b"x")
        assert watch.wants()


def test_a_loop_has_work_once_its_selects_timeout_has_passed(held):
    """A ``select`` whose timeout is over (a timer due): the loop has work."""
    selector, watch, _ = held
    with _waiting_in(selector, watch, 0):
        assert watch.wants()


def test_a_job_asking_about_the_loop_keeps_no_thread_from_the_lock(held):
    """A job that asks every slice whether a waiting loop has work lets a thread that wants the
    interpreter's lock have it within a switch interval or so (it was kept out for as long as
    the job ran when each look let the lock go and took it back; 100 ms is far from both)."""
    selector, watch, far = held
    ran: list[float] = []

    def wants_the_lock() -> None:
        time.sleep(0.002)
        ran.append(time.perf_counter())

    with _waiting_in(selector, watch, 60):
        other = threading.Thread(target=wants_the_lock)
        start = time.perf_counter()
        other.start()
        until, next_look = start + 1.0, start
        while not ran and time.perf_counter() < until:
            if time.perf_counter() >= next_look:
                assert not watch.wants()
                next_look = time.perf_counter() + loop_first.SLICE
        other.join()
        far.send(b"x")  # ends the wait
    assert ran[0] - start < 0.1


def test_a_loop_outside_its_selector_has_work(held):
    """Between two ``select`` calls the loop is in a turn: it has work."""
    _, watch, _ = held
    assert watch.wants()


async def test_a_workers_job_gives_way_while_the_loop_is_in_a_turn():
    """A job's pause point, reached while the loop computes, lets the loop go first."""
    started, stop = threading.Event(), threading.Event()

    def job() -> int:
        pause = pause_point()
        assert isinstance(pause, loop_first.Pacer)
        started.set()
        while not stop.is_set():
            pause()
        return pause.handed

    running = asyncio.ensure_future(worker.run(job))
    assert await asyncio.to_thread(started.wait, 5)
    given = loop_first.given[0]
    deadline = time.monotonic() + 5
    while loop_first.given[0] == given and time.monotonic() < deadline:
        pass  # the loop's turn: pure Python, the job waits for the lock
    stop.set()
    assert await running > 0


def _twenty_slices() -> int:
    """A job: twenty slices of calls of its pause point; the times it gave way."""
    pause = pause_point()
    assert isinstance(pause, loop_first.Pacer)
    until = time.perf_counter() + 20 * loop_first.SLICE
    while time.perf_counter() < until:
        pause()
    return pause.handed


def _slices_once_the_loop_waits(watch: loop_first.Watch) -> int:
    """:func:`_twenty_slices` once the loop has gone into its selector to wait for the job (on
    a loaded machine the job may start before the loop's turn has ended)."""
    deadline = time.monotonic() + 5
    while watch.wants() and time.monotonic() < deadline:
        time.sleep(0.001)
    return _twenty_slices()


async def test_a_workers_job_does_not_pause_while_the_loop_has_nothing_to_do():
    """While the loop only waits for the job, the job looks at the loop but never gives way."""
    watch = loop_first.watch(asyncio.get_running_loop())
    assert watch is not None
    looks = watch.looks

    assert await worker.run(_slices_once_the_loop_waits, watch) == 0
    assert watch.looks > looks


async def test_with_loop_first_off_a_job_never_gives_way(monkeypatch):
    """``ON`` off (the benchmarks' comparison): the job runs on, the loop in a turn or not."""
    monkeypatch.setattr(loop_first, "ON", False)

    running = asyncio.ensure_future(worker.run(_twenty_slices))
    while not running.done():
        await asyncio.sleep(0)
    assert await running == 0


async def test_on_a_database_whose_calls_run_in_their_own_thread_a_job_never_gives_way():
    """SQLite's calls run in a thread of their own: with ``ON`` left to the database, no job
    gives way, the loop in a turn or not."""
    loop_first.use_for(False)

    running = asyncio.ensure_future(worker.run(_twenty_slices))
    while not running.done():
        await asyncio.sleep(0)
    assert await running == 0


def test_the_database_decides_only_while_on_is_left_to_it(monkeypatch):
    """``use_for`` decides where ``ON`` is ``None``; ``ON`` set wins over it."""
    loop_first.use_for(False)
    assert not loop_first.giving_way()
    loop_first.use_for(True)
    assert loop_first.giving_way()
    monkeypatch.setattr(loop_first, "ON", False)
    assert not loop_first.giving_way()
    loop_first.use_for(False)
    monkeypatch.setattr(loop_first, "ON", True)
    assert loop_first.giving_way()
