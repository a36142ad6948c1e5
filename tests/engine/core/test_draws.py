"""Seeded draws shared by every family."""

from __future__ import annotations

import pytest

from engine.core import DrawError, DrawLog, Randomness


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


def test_even_draw_draws_and_logs_as_a_draw_of_weight_one() -> None:
    """An even draw gives the outcome and the log entry of the same draw with every weight one."""
    for size in (1, 2, 3, 7, 64, 463):
        outcomes = [f"o{i}" for i in range(size)]
        for key in ("fallback/2/@2/45", "k/1", "k/2"):
            even, weighted = Randomness(2026), Randomness(2026)
            assert even.draw_even(key, outcomes) == weighted.draw(key, [(o, 1) for o in outcomes])
            assert even.log == weighted.log


def test_even_draw_takes_an_explicit_outcome_as_a_draw_does() -> None:
    """An even draw uses an explicit outcome as given, logged as a draw of weight one logs it."""
    source = Randomness(1, explicit={"x": "c"})
    assert source.draw_even("x", ["a", "b", "c"]) == "c"
    assert source.log[-1] == DrawLog("x", "c", 1, 3, True)


def test_even_draw_refuses_an_explicit_outcome_not_offered() -> None:
    """An explicit outcome that is not among the outcomes is refused with the possible ones named."""
    with pytest.raises(DrawError, match="possible: a, b"):
        Randomness(1, explicit={"x": "c"}).draw_even("x", ["a", "b"])


def test_even_draw_of_nothing_is_refused() -> None:
    """An even draw with no outcome is refused, as a draw with no weight is."""
    with pytest.raises(DrawError, match="no possible outcome"):
        Randomness(1).draw_even("x", [])
