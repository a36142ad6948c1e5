"""Seeded draws shared by every family."""

from __future__ import annotations

import pytest

from engine.core import DrawError, Randomness


def test_same_seed_and_key_draw_the_same() -> None:
    """Two sources with one seed draw the same outcome for the same key."""
    weights = [("a", 1), ("b", 2), ("c", 3)]
    first = [Randomness(5).draw(f"k{i}", weights) for i in range(30)]
    second = [Randomness(5).draw(f"k{i}", weights) for i in range(30)]
    assert first == second
    assert len(set(first)) > 1


def test_one_draw_does_not_shift_another() -> None:
    """A draw's outcome depends on its key only, not on the draws made before it."""
    weights = [("a", 1), ("b", 1)]
    alone = Randomness(9).draw("x", weights)
    busy = Randomness(9)
    for i in range(10):
        busy.draw(f"other{i}", weights)
    assert busy.draw("x", weights) == alone


def test_explicit_draw_overrides_the_seed_and_is_logged() -> None:
    """An explicit outcome is used as given and logged with its exact probability."""
    source = Randomness(1, explicit={"x": "b"})
    assert source.draw("x", [("a", 2), ("b", 4)]) == "b"
    assert (source.log[-1].numerator, source.log[-1].denominator) == (2, 3)


def test_impossible_explicit_draw_is_refused() -> None:
    """An explicit outcome with no weight is refused with the possible ones named."""
    with pytest.raises(DrawError, match="possible: a"):
        Randomness(1, explicit={"x": "b"}).draw("x", [("a", 1), ("b", 0)])


def test_shuffle_is_a_permutation() -> None:
    """A shuffle returns the same items in some order, reproducibly."""
    items = list(range(20))
    order = Randomness(3).shuffle("s", items)
    assert sorted(order) == items
    assert Randomness(3).shuffle("s", items) == order
