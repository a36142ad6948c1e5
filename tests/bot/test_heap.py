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
