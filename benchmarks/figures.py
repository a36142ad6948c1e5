"""The figures every benchmark prints, computed one way."""

from __future__ import annotations

from collections.abc import Sequence


def percentile(values: Sequence[float], share: float) -> float:
    """The value at ``share`` (0.5, 0.95, 0.99) of ``values`` in order: the nearest rank below,
    the largest value at most; NaN for no values (a run that measured nothing says so)."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]
