"""Settling the heap: what lives at start-up leaves the collector's walks."""

from __future__ import annotations

import gc

from bot import heap


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
