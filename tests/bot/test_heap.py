"""Settling the heap: what lives at start-up leaves the collector's walks."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import threading
import weakref
from collections.abc import AsyncIterator, Iterator

import pytest

from bot import heap, worker


@pytest.fixture(autouse=True)
def heap_as_at_start() -> Iterator[None]:
    """Each test starts as if it ran alone: the full-pass hook off (a bot that settles its heap
    turns it on for the whole process), the collector on, and leaves them so; the objects alive
    before it are frozen, so that a full pass leaves what the test made (how many decides)."""
    heap.stop_freezing_after_full_passes()
    gc.enable()
    gc.collect()
    gc.freeze()
    yield
    heap.stop_freezing_after_full_passes()
    gc.enable()
    gc.unfreeze()


@contextlib.asynccontextmanager
async def _hooked_during_a_job() -> AsyncIterator[None]:
    """The full-pass hook on and a worker's job in flight until the block ends; then every
    freeze undone."""
    heap.freeze_after_full_passes()
    release = threading.Event()
    job = asyncio.ensure_future(worker.run(release.wait))
    await asyncio.sleep(0.01)
    try:
        yield
    finally:
        release.set()
        await job
        heap.stop_freezing_after_full_passes()
        gc.unfreeze()


def test_objects_alive_when_the_heap_settles_are_no_longer_walked():
    """After ``settle`` the collector tracks none of the objects alive before it, until they are
    unfrozen."""
    kept = [{"seat": seat} for seat in range(100)]
    try:
        heap.settle()
        walked = {id(thing) for thing in gc.get_objects()}
        assert gc.get_freeze_count() >= len(kept)
        assert not any(id(thing) in walked for thing in kept)
    finally:
        gc.unfreeze()


def test_growth_settles_every_so_many_rows():
    """The ``every``-th row sent freezes what lives then, and the count starts afresh."""
    growth = heap.Growth(every=3)
    kept = [{"seat": seat} for seat in range(100)]
    try:
        assert [growth.sent() for _ in range(3)] == [False, False, True]
        walked = {id(thing) for thing in gc.get_objects()}
        assert not any(id(thing) in walked for thing in kept)
        assert (growth.unsettled, growth.settles) == (0, 1)
    finally:
        gc.unfreeze()


def test_growth_leaves_the_heap_alone_between_settles():
    """Before the ``every``-th row, nothing is frozen."""
    # From an empty permanent generation: of the objects the fixture froze (every one alive
    # before the test: 329,223 in CI's whole run) some may be freed meanwhile, and their
    # count falls (CI saw 329,184), which is no freeze of this one.
    gc.unfreeze()
    growth = heap.Growth(every=3)
    frozen = gc.get_freeze_count()
    assert not growth.sent()
    assert not growth.sent()
    assert gc.get_freeze_count() == frozen


async def test_growth_waits_for_the_workers_job_to_settle():
    """A settle due while a worker's job is in flight comes at the first row after it."""
    growth = heap.Growth(every=1)
    release = threading.Event()
    job = asyncio.ensure_future(worker.run(release.wait))
    await asyncio.sleep(0.01)
    try:
        assert not growth.sent()
        release.set()
        await job
        assert growth.sent()
    finally:
        release.set()
        gc.unfreeze()


def test_a_full_pass_that_leaves_many_objects_freezes_them():
    """With the hook on, a full pass leaving more than ``FREEZE_AFTER`` objects freezes them."""
    heap.freeze_after_full_passes()
    kept = [[seat] for seat in range(heap.FREEZE_AFTER + 1000)]  # lists: always tracked
    try:
        gc.collect()
        walked = {id(thing) for thing in gc.get_objects()}
        assert gc.get_freeze_count() >= len(kept)
        assert not any(id(thing) in walked for thing in kept)
    finally:
        heap.stop_freezing_after_full_passes()
        gc.unfreeze()


def test_full_passes_freeze_nothing_without_the_hook():
    """Without the hook, objects a full pass leaves stay in the collector's walks."""
    kept = [[seat] for seat in range(heap.FREEZE_AFTER + 1000)]  # lists: always tracked
    frozen = gc.get_freeze_count()
    gc.collect()
    assert gc.get_freeze_count() == frozen
    assert id(kept[0]) in {id(thing) for thing in gc.get_objects()}


async def test_a_full_pass_freezes_nothing_while_a_workers_job_is_in_flight():
    """A full pass during a worker's job leaves every object walked (its result could be kept)."""
    async with _hooked_during_a_job():
        kept = [[seat] for seat in range(heap.FREEZE_AFTER + 1000)]  # lists: always tracked
        frozen = gc.get_freeze_count()
        gc.collect()
        assert gc.get_freeze_count() == frozen
    assert kept


async def test_a_full_pass_during_a_workers_job_freezes_once_the_job_ends():
    """What a full pass leaves while a job is in flight is frozen once that job has ended."""
    heap.freeze_after_full_passes()
    release = threading.Event()
    job = asyncio.ensure_future(worker.run(release.wait))
    await asyncio.sleep(0.01)
    kept = [[seat] for seat in range(heap.FREEZE_AFTER + 1000)]  # lists: always tracked
    try:
        gc.collect()
        release.set()
        await job
        await asyncio.sleep(0)  # the freeze comes in a step of its own
        walked = {id(thing) for thing in gc.get_objects()}
        assert not any(id(thing) in walked for thing in kept)
    finally:
        release.set()
        heap.stop_freezing_after_full_passes()
        gc.unfreeze()


async def test_a_due_freeze_waits_while_the_next_job_is_in_flight():
    """A caller that hands the worker its next job at once leaves the due freeze for later."""
    heap.freeze_after_full_passes()
    first, second = threading.Event(), threading.Event()

    async def two_jobs() -> None:
        await worker.run(first.wait)
        await worker.run(second.wait)

    jobs = asyncio.ensure_future(two_jobs())
    await asyncio.sleep(0.01)
    kept = [[seat] for seat in range(heap.FREEZE_AFTER + 1000)]  # lists: always tracked
    frozen = gc.get_freeze_count()
    try:
        gc.collect()
        first.set()
        await asyncio.sleep(0.05)
        assert gc.get_freeze_count() == frozen
    finally:
        first.set()
        second.set()
        await jobs
        heap.stop_freezing_after_full_passes()
        gc.unfreeze()
    assert kept


class _Cyclic:
    """Garbage that only the collector frees: it refers to itself."""

    def __init__(self) -> None:
        self.me = self


async def test_a_due_freeze_frees_the_garbage_made_since_the_full_pass_first():
    """Cyclic garbage made after a busy full pass is collected, not frozen, when the job ends."""
    heap.freeze_after_full_passes()
    release = threading.Event()
    job = asyncio.ensure_future(worker.run(release.wait))
    await asyncio.sleep(0.01)
    kept = [[seat] for seat in range(heap.FREEZE_AFTER + 1000)]  # lists: always tracked
    gc.disable()  # no young pass of its own frees the garbage before the job ends
    try:
        gc.collect()
        dropped = weakref.ref(_Cyclic())
        release.set()
        await job
        await asyncio.sleep(0)
        assert gc.get_freeze_count() >= len(kept)
        assert dropped() is None
    finally:
        gc.enable()
        release.set()
        heap.stop_freezing_after_full_passes()
        gc.unfreeze()


def test_after_a_settle_the_next_full_pass_walks_only_what_came_since():
    """A settle of many objects does not hold the next full pass back until a quarter as many
    new objects are there to walk: it comes at the collector's thresholds."""
    thresholds = gc.get_threshold()
    kept = [[seat] for seat in range(100_000)]  # lists: always tracked
    walked: list[int] = []

    def full_pass(phase: str, info: dict[str, int]) -> None:
        if phase == "start" and info["generation"] == 2:
            walked.append(len(gc.get_objects(generation=2)))

    try:
        heap.settle()
        gc.set_threshold(100, 5, 5)  # a full pass after some 3,600 new objects
        gc.callbacks.append(full_pass)
        later = [[seat] for seat in range(10_000)]  # without the pacing, 25,000 were needed
        assert walked, "no full pass came"
        assert max(walked) < len(later)
    finally:
        if full_pass in gc.callbacks:
            gc.callbacks.remove(full_pass)
        gc.set_threshold(*thresholds)
        gc.unfreeze()
    assert len(kept) == 100_000


async def test_a_second_full_pass_during_the_workers_jobs_freezes_what_it_leaves():
    """When the worker is still busy at the next full pass, that pass freezes what it leaves."""
    async with _hooked_during_a_job():
        kept = [[seat] for seat in range(heap.FREEZE_AFTER + 1000)]  # lists: always tracked
        frozen = gc.get_freeze_count()
        gc.collect()
        assert gc.get_freeze_count() == frozen
        gc.collect()
        assert gc.get_freeze_count() >= frozen + len(kept)


async def test_a_full_pass_during_a_workers_job_that_leaves_very_many_freezes_them_at_once():
    """A full pass during a job that leaves more than ``FREEZE_BUSY_AFTER`` objects freezes them."""
    async with _hooked_during_a_job():
        kept = [[seat] for seat in range(heap.FREEZE_BUSY_AFTER + 1000)]  # lists: always tracked
        frozen = gc.get_freeze_count()
        gc.collect()
        assert gc.get_freeze_count() >= frozen + len(kept)
