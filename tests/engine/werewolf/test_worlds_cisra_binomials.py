"""Exact sums of binomials from limb tables (``cisra_binomials``) against Python integers."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from engine.werewolf.worlds.cisra_binomials import Binomials, grouped_sums


def _comb(a: int, b: int) -> int:
    return math.comb(a, b) if 0 <= b <= a else 0


@given(
    low_a=st.integers(0, 1200),
    span_a=st.integers(0, 6),
    low_b=st.integers(-3, 400),
    span_b=st.integers(0, 6),
    largest=st.sampled_from([2**19, 2**40, 2**55]),
    data=st.data(),
)
def test_binomial_sums_are_exact(
    low_a: int, span_a: int, low_b: int, span_b: int, largest: int, data: st.DataObject
) -> None:
    """A sum of counts of binomials equals the same sum in Python integers, at any count size."""
    table = Binomials(low_a, low_a + span_a, low_b, low_b + span_b)
    counts = data.draw(
        st.lists(st.integers(-largest, largest), min_size=table.size, max_size=table.size)
    )
    expected = 0
    for a in range(low_a, low_a + span_a + 1):
        for b in range(low_b, low_b + span_b + 1):
            index = (a - low_a) * table.width + (b - low_b)
            expected += counts[index] * (math.comb(a, b) if 0 <= b <= a else 0)
    assert table.total(np.array(counts, dtype=np.int64)) == expected


@given(
    rows=st.integers(1, 20),
    columns=st.integers(1, 12),
    low_a=st.integers(0, 900),
    span_a=st.integers(0, 8),
    low_b=st.integers(0, 300),
    span_b=st.integers(0, 8),
    data=st.data(),
)
def test_grouped_sums_are_exact(
    rows: int, columns: int, low_a: int, span_a: int, low_b: int, span_b: int, data: st.DataObject
) -> None:
    """Per-row sums of C(a, b) and C(a - 1, b - 1) over masked entries equal Python's."""
    shape = (rows, columns)
    cells = rows * columns

    def grid(low: int, span: int) -> np.ndarray:
        values = data.draw(st.lists(st.integers(low, low + span), min_size=cells, max_size=cells))
        return np.array(values, dtype=np.int32).reshape(shape)

    a, b = grid(low_a, span_a), grid(low_b, span_b)
    within = np.array(data.draw(st.lists(st.booleans(), min_size=cells, max_size=cells)))
    within = within.reshape(shape)
    inner = within & np.array(
        data.draw(st.lists(st.booleans(), min_size=cells, max_size=cells))
    ).reshape(shape)
    got = grouped_sums(a, b, within, [(within, 0), (inner, 1)])
    want = [
        [
            sum(
                _comb(int(a[r, c]) - shift, int(b[r, c]) - shift) for c in range(columns) if m[r, c]
            )
            for r in range(rows)
        ]
        for m, shift in ((within, 0), (inner, 1))
    ]
    assert got == want


@given(
    low_a=st.integers(0, 1200),
    low_b=st.integers(-3, 400),
    rows=st.integers(9, 16),
    data=st.data(),
)
def test_many_rows_of_signed_counts_sum_exactly(
    low_a: int, low_b: int, rows: int, data: st.DataObject
) -> None:
    """Many rows at once, with negative counts, still give each row's exact sum."""
    table = Binomials(low_a, low_a + 3, low_b, low_b + 3)
    counts = np.array(
        data.draw(
            st.lists(
                st.lists(st.integers(-(2**19), 2**19), min_size=table.size, max_size=table.size),
                min_size=rows,
                max_size=rows,
            )
        ),
        dtype=np.int64,
    )
    want = [
        sum(
            int(row[(a - low_a) * table.width + (b - low_b)]) * _comb(a, b)
            for a in range(low_a, low_a + 4)
            for b in range(low_b, low_b + 4)
        )
        for row in counts
    ]
    assert table.totals(counts) == want
