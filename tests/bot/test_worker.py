"""The worker threads: CPU-heavy work off the event loop."""

from __future__ import annotations

import asyncio
import contextvars
import gc
import sys
import threading
import time
import weakref
from concurrent.futures import ThreadPoolExecutor

import pytest

from bot import worker
from bot.db import urgency

LABEL: contextvars.ContextVar[str] = contextvars.ContextVar("LABEL", default="unset")


async def jobs_done() -> None:
    """Wait (two seconds at most) until no worker thread has a job left to finish."""
    for _ in range(200):
        if worker._running == 0:
            return
        await asyncio.sleep(0.01)


async def test_the_function_runs_in_another_thread_and_its_result_comes_back():
    """``run`` calls the function outside the loop's thread and returns what it returned."""
    thread, total = await worker.run(lambda a, b=0: (threading.get_ident(), a + b), 2, b=3)
    assert thread != threading.get_ident()
    assert total == 5


async def test_the_loop_keeps_running_while_the_worker_computes():
    """The loop runs other callbacks while a worker call is under way."""
    loop = asyncio.get_running_loop()
    ran = threading.Event()

    def wait_for_the_loop() -> bool:
        loop.call_soon_threadsafe(ran.set)  # runs only if the loop is free meanwhile
        return ran.wait(timeout=30)

    assert await worker.run(wait_for_the_loop)


async def test_an_exception_in_the_worker_is_raised_to_the_caller():
    """An error in the worker reaches the awaiting caller unchanged."""

    def fail() -> None:
        raise KeyError("seat 7")

    with pytest.raises(KeyError, match="seat 7"):
        await worker.run(fail)


async def test_the_callers_context_variables_go_with_the_call():
    """Context variables the caller set (the action's time, its epochs) are seen inside."""
    LABEL.set("advance")
    assert await worker.run(LABEL.get) == "advance"


async def test_a_job_whose_caller_was_cancelled_counts_as_busy_until_it_finishes():
    """Cancelling the caller does not stop the thread: the worker stays busy until the job ends."""
    started, release = threading.Event(), threading.Event()

    def slow() -> int:
        started.set()
        release.wait(timeout=30)
        return 1

    caller = asyncio.create_task(worker.run(slow))
    while not started.is_set():
        await asyncio.sleep(0.001)
    caller.cancel()
    with pytest.raises(asyncio.CancelledError):
        await caller
    assert worker.busy()
    release.set()
    for _ in range(3000):
        if not worker.busy():
            break
        await asyncio.sleep(0.001)
    assert not worker.busy()


def test_a_call_abandoned_on_a_closed_loop_does_not_count_on_the_next():
    """A call left pending when its loop closed (its coroutine still referenced, never
    resumed) no longer counts as waiting once its job is done: the next loop is not busy."""
    release = threading.Event()
    first = asyncio.new_event_loop()
    call = worker.run(release.wait, 10)
    task = first.create_task(call)
    first.run_until_complete(asyncio.sleep(0.05))  # the job is under way in its thread
    first.close()  # the task stays pending for ever, its coroutine alive through ``task``
    release.set()

    async def busy_once_the_job_is_done() -> bool:
        await jobs_done()
        return worker.busy()

    second = asyncio.new_event_loop()
    try:
        assert not second.run_until_complete(busy_once_the_job_is_done())
    finally:
        second.close()
        del task


def test_outside_any_loop_a_call_abandoned_on_a_closed_loop_does_not_count():
    """With no loop running (the heap's checks between rows of a sync caller), a call left
    pending on a loop that closed does not keep the worker busy once its job is done."""
    release = threading.Event()
    first = asyncio.new_event_loop()
    task = first.create_task(worker.run(release.wait, 10))
    first.run_until_complete(asyncio.sleep(0.05))
    first.close()
    release.set()
    for _ in range(200):
        if worker._running == 0:
            break
        time.sleep(0.01)
    try:
        assert not worker.busy()
    finally:
        del task


async def test_a_call_the_pool_refuses_does_not_count_as_a_job(monkeypatch):
    """A call whose job never reaches a thread (the pool shut down, as when a loop closes
    under it) raises to its caller and leaves the worker idle."""
    refusing = ThreadPoolExecutor(max_workers=1)
    refusing.shutdown()
    monkeypatch.setattr(worker, "_executor", lambda: refusing)
    with pytest.raises(RuntimeError):
        await worker.run(sum, [1, 2])
    assert worker._running == 0
    assert not worker.busy()


async def test_making_the_pool_sets_the_interpreters_switch_interval(monkeypatch):
    """The pool, once made, has set the interpreter's switch interval to the worker's own."""
    monkeypatch.setattr(worker, "_pool", None)
    monkeypatch.setattr(worker, "SWITCH_INTERVAL", 0.003)
    before = sys.getswitchinterval()
    sys.setswitchinterval(0.005)
    try:
        await worker.run(sum, [1, 2])
        assert sys.getswitchinterval() == pytest.approx(0.003)
    finally:
        sys.setswitchinterval(before)
        assert worker._pool is not None
        worker._pool.shutdown()


async def test_a_call_cancelled_before_a_thread_took_it_up_counts_until_its_job_ran():
    """A call cancelled while its job still waited for a thread: the job runs once the jobs
    ahead of it end, and then the worker is idle."""
    release = threading.Event()
    ahead = [asyncio.create_task(worker.run(release.wait, 10)) for _ in range(worker.THREADS)]
    await asyncio.sleep(0.05)  # every thread is taken
    ran: list[int] = []
    queued = asyncio.create_task(worker.run(ran.append, 1))
    await asyncio.sleep(0.01)
    queued.cancel()
    with pytest.raises(asyncio.CancelledError):
        await queued
    assert worker.busy()
    release.set()
    await asyncio.gather(*ahead)
    await jobs_done()
    assert ran == [1]
    assert not worker.busy()


class _Thing:
    """Something a job makes, to follow by weak reference."""


async def test_an_error_raised_by_a_job_is_not_kept_by_a_freeze_made_while_it_ran():
    """The futures of a job in flight, frozen by the heap, do not keep the job's error (nor
    what it refers to) once its caller is done with it."""
    release = threading.Event()
    refs: list[weakref.ref[_Thing]] = []

    def fails() -> None:
        release.wait(10)
        raise ValueError(_Thing())

    async def caller() -> None:
        try:
            await worker.run(fails)
        except ValueError as error:
            refs.append(weakref.ref(error.args[0]))

    task = asyncio.ensure_future(caller())
    await asyncio.sleep(0.05)
    gc.collect()
    gc.freeze()
    try:
        release.set()
        await task
        del task
        gc.collect()
        assert refs[0]() is None
    finally:
        release.set()
        gc.unfreeze()


async def test_the_result_of_a_job_whose_caller_was_cancelled_is_not_kept_by_its_task():
    """A caller's task cancelled while its job ran, and kept (as a frozen cycle keeps one), does
    not keep the job's result once the job has finished."""
    started, release = threading.Event(), threading.Event()
    refs: list[weakref.ref[_Thing]] = []

    def makes() -> _Thing:
        started.set()
        release.wait(10)
        thing = _Thing()
        refs.append(weakref.ref(thing))
        return thing

    caller = asyncio.create_task(worker.run(makes))
    while not started.is_set():
        await asyncio.sleep(0.001)
    caller.cancel()
    # Waited for without taking its outcome: the task keeps its cancellation (and with it the
    # frame of ``run`` that was waiting), as a task no one awaits does.
    await asyncio.wait([caller])
    try:
        release.set()
        await jobs_done()
        await asyncio.sleep(0.01)  # the job's outcome reaches the loop's future
        gc.collect()
        assert refs and refs[0]() is None
        assert caller.cancelled()
    finally:
        release.set()


async def test_a_commands_job_does_not_queue_behind_background_jobs():
    """Background jobs (deadline ticks) take one thread at a time: with one under way and more
    waiting, a command's job runs at once on the other thread."""
    release = threading.Event()
    ran: list[str] = []

    def tick_job(name: str) -> None:
        ran.append(name)
        release.wait(10)

    def in_background(name: str) -> asyncio.Task[None]:
        # A task keeps the context it was made in (as a clock's tick does).
        with urgency.background():
            return asyncio.create_task(worker.run(tick_job, name))

    ticks = [in_background(f"tick {n}") for n in range(3)]
    await asyncio.sleep(0.05)
    try:
        assert await asyncio.wait_for(worker.run(ran.append, "command"), 2) is None
        assert ran == ["tick 0", "command"]
    finally:
        release.set()
        await asyncio.gather(*ticks)
    assert ran == ["tick 0", "command", "tick 1", "tick 2"]


async def test_a_background_job_waiting_for_its_place_keeps_the_worker_busy():
    """Between two background jobs (the second waiting for the first's place) the worker is not
    idle: its idle hook (the heap's freeze) runs once, when both are done."""
    release = threading.Event()
    idle: list[bool] = []

    def hook() -> None:
        idle.append(True)

    worker.on_idle(hook)
    try:
        with urgency.background():
            jobs = [asyncio.create_task(worker.run(release.wait, 10)) for _ in range(2)]
        await asyncio.sleep(0.05)
        assert worker.busy()
        release.set()
        await asyncio.gather(*jobs)
    finally:
        worker.stop_on_idle(hook)
    assert idle == [True]


async def test_a_background_task_that_has_begun_goes_before_those_that_have_not():
    """Of the background jobs waiting, the next is the one whose task asked first: ticks of
    two jobs each, queued together, end one after another rather than all at the end."""
    release = threading.Event()
    ran: list[str] = []

    async def tick(name: str) -> None:
        await worker.run(ran.append, f"{name} 1")
        await worker.run(ran.append, f"{name} 2")

    with urgency.background():
        holder = asyncio.create_task(worker.run(release.wait, 10))
        await asyncio.sleep(0.05)  # the one background place is taken
        ticks = [asyncio.create_task(tick(name)) for name in "ABC"]
        await asyncio.sleep(0.05)  # each waits for its first job's place, in that order
    release.set()
    await asyncio.gather(holder, *ticks)
    assert ran == ["A 1", "B 1", "A 2", "B 2", "C 1", "C 2"]
