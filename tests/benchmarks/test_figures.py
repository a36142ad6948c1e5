"""The benchmarks' one percentile (benchmarks/figures.py)."""

import math

from benchmarks.figures import percentile


def test_the_share_takes_the_nearest_rank_below() -> None:
    """Of 1..100 the 0.99 share is the 100th value and the median share the 51st."""
    values = [float(v) for v in range(100, 0, -1)]
    assert percentile(values, 0.99) == 100.0
    assert percentile(values, 0.5) == 51.0


def test_a_share_past_the_end_gives_the_largest_value() -> None:
    """A short list's high share is its largest value, not an index past its end."""
    assert percentile([3.0, 1.0, 2.0], 0.99) == 3.0


def test_no_values_give_nan() -> None:
    """A run that measured nothing prints NaN rather than failing."""
    assert math.isnan(percentile([], 0.99))
