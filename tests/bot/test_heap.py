"""Settling the heap: what lives at start-up leaves the collector's walks."""

from __future__ import annotations

import asyncio
import gc
import threading

from bot import heap, worker


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
    heap.freeze_after_full_passes()
    release = threading.Event()
    job = asyncio.ensure_future(worker.run(release.wait))
    await asyncio.sleep(0.01)
    kept = [[seat] for seat in range(heap.FREEZE_AFTER + 1000)]  # lists: always tracked
    frozen = gc.get_freeze_count()
    try:
        gc.collect()
        assert gc.get_freeze_count() == frozen
    finally:
        release.set()
        await job
        heap.stop_freezing_after_full_passes()
        gc.unfreeze()
    assert kept
