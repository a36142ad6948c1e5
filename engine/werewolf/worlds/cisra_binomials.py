"""Exact sums of many binomials ``C(a, b)`` from a table of their fixed-width limbs.

The ``cisra`` fast model weighs a class ``(s, D)`` by ``C(a, b)``, and its classes hold few
distinct ``(a, b)``: a window of a few dozen ``a`` and ``b`` covers them all. A sum of such
binomials is kept as *counts* per ``(a, b)`` and turned into one exact integer by a product
with the table of the window's binomials cut into 16-bit limbs, then carrying between limbs:
numpy work on small integers instead of one Python big-integer product per term.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

from engine.werewolf.worlds.base import comb

Ints = NDArray[np.int64]
Bools = NDArray[np.bool_]

LIMB_BITS = 16
"""Width of a limb: a count of classes (below 2**20 up to 1024 players) times a limb, summed
over the table, stays below 2**53, so the sums are exact in one double-precision product."""

SPREAD = 64 // LIMB_BITS
"""Limbs per 64-bit word when joined (each limb's sum is below 2**63, so below 2**64)."""
LARGEST_TABLE = 8192
"""Most ``(a, b)`` pairs a window may hold for :func:`grouped_sums` (a few hundred to a few
thousand at 1000 players); a wider window is summed in Python integers."""
FEW_ROWS = 8
"""Up to this many sums, they are joined in Python (cheaper than numpy work on whole rows)."""
FEW_GROUPS = 64
"""Up to this many rows, :func:`grouped_sums` sums in Python integers (a few distinct
``(a, b)`` a row, against building a table and whole-row products)."""
CHUNK = 1 << 20
"""Most counts :func:`grouped_sums` holds at once (8 MB)."""


class Binomials:
    """``C(a, b)`` for a window of ``a`` and ``b``, numbered ``(a - a0) * width + (b - b0)``,
    with exact sums of counts over them."""

    def __init__(self, a_low: int, a_high: int, b_low: int, b_high: int) -> None:
        self.a0, self.b0 = a_low, b_low
        self.width = b_high - b_low + 1
        self.size = (a_high - a_low + 1) * self.width
        values = [value for a in range(a_low, a_high + 1) for value in _row(a, b_low, b_high)]
        biggest = max(values, default=0)
        self.limbs = max(1, -(-biggest.bit_length() // LIMB_BITS))
        # Little-endian bytes read as limbs: one conversion per value.
        width = self.limbs * LIMB_BITS // 8
        raw = b"".join(value.to_bytes(width, "little") for value in values)
        self.table: Ints = (
            np.frombuffer(raw, dtype=f"<u{LIMB_BITS // 8}")
            .reshape(self.size, self.limbs)
            .astype(np.int64)
        )
        self.table_float = self.table.astype(np.float64)

    def index(self, a: Ints, b: Ints) -> Ints:
        """The numbers of ``(a, b)`` (each must lie in the window)."""
        out: Ints = (a.astype(np.int64) - self.a0) * self.width + (b - self.b0)
        return out

    def total(self, counts: Ints) -> int:
        """``sum counts[i] * C(i)``, exactly."""
        (total,) = self.totals(counts[None, :])
        return total

    def totals(self, counts: Ints) -> list[int]:
        """:meth:`total` of each row of ``counts``."""
        largest = int(np.abs(counts).max(initial=0))
        bound = largest * self.size << LIMB_BITS
        if bound < 1 << 53:  # every partial sum is an integer a double holds exactly
            sums = np.rint(counts.astype(np.float64) @ self.table_float).astype(np.int64)
            if counts.shape[0] > FEW_ROWS:
                return _carry(sums)
        elif bound < 1 << 63:
            sums = counts @ self.table
        else:  # Python integers: slow, and never needed at the sizes the bot plays
            sums = counts.astype(object) @ self.table.astype(object)
        return [_join(row) for row in sums]

    def row_totals(self, counts: Ints, shifts: Sequence[int]) -> list[list[int]]:
        """For each ``shift``: per row of ``counts`` (each entry at most 2**20), exactly
        ``sum counts[i] * C(i - shift)`` (``C`` of a number below the table's is read as 0)."""
        size = self.size
        dense = counts.astype(np.float64)
        out = []
        for shift in shifts:
            # Every partial sum stays below 2**20 * size * 2**16 < 2**53: exact in doubles.
            sums = dense[:, shift:] @ self.table_float[: size - shift]
            out.append(_carry(np.rint(sums).astype(np.int64)))
        return out


def _join(limbs: NDArray[Any]) -> int:
    """The integer whose limbs (low first) are ``limbs``."""
    if limbs.dtype == np.int64 and limbs.min(initial=0) >= 0:
        # Every LIMB_BITS * SPREAD bits apart, the limbs do not overlap: one 64-bit word each.
        words = np.zeros(-(-limbs.size // SPREAD) * SPREAD, dtype="<u8")
        words[: limbs.size] = limbs
        layers = words.reshape(-1, SPREAD).T
        return sum(
            int.from_bytes(layer.tobytes(), "little") << (LIMB_BITS * j)
            for j, layer in enumerate(layers)
        )
    return sum(int(part) << (LIMB_BITS * k) for k, part in enumerate(limbs.tolist()))


def _carry(sums: Ints) -> list[int]:
    """The integers whose limbs (low first, each any int64 well below 2**62) are ``sums``."""
    limbs = sums.shape[1]
    normal = sums.copy()
    mask = (1 << LIMB_BITS) - 1
    for k in range(limbs - 1):
        normal[:, k + 1] += normal[:, k] >> LIMB_BITS  # floor: right for negative limbs too
        normal[:, k] &= mask
    top = normal[:, -1].tolist()
    normal[:, -1] = 0
    low = normal.astype(f"<u{LIMB_BITS // 8}").tobytes()
    step = limbs * LIMB_BITS // 8
    return [
        int.from_bytes(low[i * step : (i + 1) * step], "little")
        + (high << (LIMB_BITS * (limbs - 1)))
        for i, high in enumerate(top)
    ]


def _row(a: int, b_low: int, b_high: int) -> list[int]:
    """``C(a, b)`` for ``b`` from ``b_low`` to ``b_high`` (each from the one before)."""
    out = []
    value = comb(a, b_low)
    for b in range(b_low, b_high + 1):
        if b < 0 or b > a:
            value = comb(a, b + 1)
            out.append(0)
            continue
        out.append(value)
        value = value * (a - b) // (b + 1)
    return out


def grouped_sums(
    a: Ints, b: Ints, within: Bools, parts: Sequence[tuple[Bools, int]]
) -> list[list[int]]:
    """For each ``(where, shift)`` of ``parts``: per row, exactly the sum of ``C(a - shift,
    b - shift)`` over the true entries of ``where`` (each within ``within``; ``a``, ``b`` and
    the masks of one shape; shift 0 or 1)."""
    groups = within.shape[0]
    if not within.any():
        return [[0] * groups for _ in parts]
    if groups <= FEW_GROUPS:
        return _python_sums(a, b, parts)
    low_a, high_a = _range(a, within)
    low_b, high_b = _range(b, within)
    if (high_a - low_a + 2) * (high_b - low_b + 2) > LARGEST_TABLE:
        return _python_sums(a, b, parts)
    table = Binomials(low_a - 1, high_a, low_b - 1, high_b)
    size = table.size
    out: list[list[int]] = [[] for _ in parts]
    # Counts per row and (a, b), a few rows at a time to bound the memory; a false entry
    # goes to one extra number that is dropped.
    step = max(1, CHUNK // (size + 1))
    for first in range(0, groups, step):
        rows = within[first : first + step].shape[0]
        offset = (np.arange(rows, dtype=np.int64) * (size + 1))[:, None]
        number = table.index(a[first : first + step], b[first : first + step]) + offset
        for (where, shift), sums in zip(parts, out, strict=True):
            keys = np.where(where[first : first + step], number, offset + size)
            counts = np.bincount(keys.ravel(), minlength=rows * (size + 1))
            counts = counts.reshape(rows, size + 1)[:, :size]
            (found,) = table.row_totals(counts, (shift * (table.width + 1),))
            sums.extend(found)
    return out


def _range(values: Ints, where: Bools) -> tuple[int, int]:
    # (numpy's reductions with ``where=`` are several times slower than a select first)
    low = int(np.where(where, values, np.iinfo(values.dtype).max).min())
    high = int(np.where(where, values, np.iinfo(values.dtype).min).max())
    return low, high


def _python_sums(a: Ints, b: Ints, parts: Sequence[tuple[Bools, int]]) -> list[list[int]]:
    """:func:`grouped_sums` in Python integers, one term per distinct ``(row, a, b)`` (for a
    few rows, or a window too wide for a table); parts that share a mask share its grouping."""
    groupings: dict[int, list[tuple[int, int, int, int]]] = {}
    out = []
    for where, shift in parts:
        terms = groupings.get(id(where))
        if terms is None:
            terms = groupings[id(where)] = _distinct(where, a, b)
        totals = [0] * where.shape[0]
        for g, a_i, b_i, n in terms:
            totals[g] += n * comb(a_i - shift, b_i - shift)
        out.append(totals)
    return out


def _distinct(where: Bools, a: Ints, b: Ints) -> list[tuple[int, int, int, int]]:
    """The distinct ``(row, a, b)`` of the true entries of ``where``, each with its count."""
    rows, columns = np.nonzero(where)
    if rows.size == 0:
        return []
    a_in = a[rows, columns].astype(np.int64)
    b_in = b[rows, columns].astype(np.int64)
    low_a, low_b = int(a_in.min()), int(b_in.min())
    width_b = int(b_in.max()) - low_b + 1
    width_a = int(a_in.max()) - low_a + 1
    keys = (rows * width_a + (a_in - low_a)) * width_b + (b_in - low_b)
    span = where.shape[0] * width_a * width_b
    if span <= 4 * keys.size + 4096:
        counts = np.bincount(keys, minlength=span)
        distinct = np.flatnonzero(counts)
        times = counts[distinct]
    else:
        distinct, times = np.unique(keys, return_counts=True)
    terms = []
    for key, n in zip(distinct.tolist(), times.tolist(), strict=True):
        rest, b_i = divmod(key, width_b)
        g, a_i = divmod(rest, width_a)
        terms.append((g, a_i + low_a, b_i + low_b, n))
    return terms
