"""Exact team weights of many seats while one night's visions land (the ``cisra`` fast model).

A vision that can count in no world (its viewer is the living Seer nowhere) still gets a
result, drawn from its target's exact team weights as they stand after the visions resolved
before it. Late in a 1000-player game about half of a night's visions are of that kind, and
each constraining vision in between changes the weights: computing them afresh for each
(:meth:`~engine.werewolf.worlds.cisra_fast.FastCisraWorlds.team_weights`, a few milliseconds)
cost over a second a night.

Here they are computed once for every seat that will be asked about, then patched as each
vision lands. Two facts make that cheap:

- A class's weight is ``C(a, b)`` (or ``C(a - 1, b - 1)`` where a seat is one of its pool),
  and the classes hold few distinct ``(a, b)``. So a seat's weight is kept as *counts* per
  ``(a, b)`` (small integers, numpy arrays), turned into one exact integer only when asked:
  :class:`Binomials` does that with a matrix product over fixed-width limbs.
- A vision changes only its viewer's row, and the target's place in that row's classes does
  not change for any other seat: its classes only change size. So the change to a seat's
  counts is the row's change, read through the seat's standing in that row (surely a wolf,
  in the pool, or neither), plus the few columns where that standing differs (the seat as the
  dominant wolf, and the wolves who killed it).

For a seat ``x`` (not fixed, not dead in every world) the evil weight sums, over the valid
classes ``(s, D)`` with ``s != x``: ``C`` where ``D == x`` (x holds the dominant rank), ``C``
where x is surely a wolf (the Seer s saw x evil before dying in that class) and ``C(a-1, b-1)``
where x is in the pool (s had not seen x by then and D did not kill x). A row whose Seer never
saw x (before dying in an earlier era) has x in its pool in every column but x's and its
killers'; the rows that saw x are few and are read entry by entry.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np
from numpy.typing import NDArray
from scipy import sparse

from engine.werewolf.worlds.base import comb

if TYPE_CHECKING:
    from engine.werewolf.worlds.cisra_fast import FastCisraWorlds

Ints = NDArray[np.int64]

LIMB_BITS = 16
"""Width of a limb: a count of classes (below 2**20 up to 1024 players) times a limb, summed
over the table, stays below 2**53, so the sums are exact in one double-precision product."""

MARGIN = 2
"""How far below the classes' smallest ``a`` and ``b`` the table reaches: one vision lowers a
class's ``a`` and ``b`` by at most one, and a pool weight reads one lower again."""


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
        elif bound < 1 << 63:
            sums = counts @ self.table
        else:  # Python integers: slow, and never needed at the sizes the bot plays
            sums = counts.astype(object) @ self.table.astype(object)
        return [
            sum(int(part) << (LIMB_BITS * k) for k, part in enumerate(row)) for row in sums.tolist()
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


def _expand(counts: Ints) -> tuple[Ints, Ints]:
    """For items with ``counts[i]`` members each: (item, member number) of every member."""
    owner = np.repeat(np.arange(counts.size), counts)
    member = np.arange(owner.size) - np.repeat(np.cumsum(counts) - counts, counts)
    return owner, member


class _Lists:
    """For each seat, the other seats ``j`` with ``mask[j, seat]`` (a column's true rows)."""

    def __init__(self, mask: NDArray[np.bool_]) -> None:
        seat, other = np.nonzero(mask.T)
        self.other = other.astype(np.int64)
        self.count = np.bincount(seat, minlength=mask.shape[1]).astype(np.int64)
        self.start = np.cumsum(self.count) - self.count

    def pairs(self, seats: Ints) -> tuple[Ints, Ints]:
        """``(i, j)`` for each ``seats[i]`` and each of its seats ``j``."""
        which, member = _expand(self.count[seats])
        return which, self.other[self.start[seats[which]] + member]


class NightTeams:
    """Exact ``(evil, good)`` weights of ``seats`` through one night's visions.

    Make it after the night's kills, then apply the night's visions through
    :meth:`apply_vision` (which applies them to the model too) and read :meth:`weights`
    between them. A seat that is fixed or dead in every world is answered by the model.
    """

    def __init__(self, model: FastCisraWorlds, seats: Sequence[int]) -> None:
        from engine.werewolf.worlds.cisra_fast import INF

        self.model = model
        n = model.n
        # Fixed seats and the dead of every world have simple weights: the model answers them.
        wanted = np.zeros(n, dtype=np.bool_)
        wanted[np.asarray(list(seats), dtype=np.int64)] = True
        self.seats: Ints = np.flatnonzero(wanted & model.unfixed & ~model.global_dead)
        self.slot = np.full(n, -1, dtype=np.int64)
        self.slot[self.seats] = np.arange(self.seats.size)
        v = model.valid
        s_all, d_all = np.nonzero(v)
        a_all = model.a[s_all, d_all].astype(np.int64)
        b_all = (model.m - model.q[s_all, d_all]).astype(np.int64)
        if a_all.size:
            low_a, high_a = int(a_all.min()), int(a_all.max())
            low_b, high_b = int(b_all.min()), int(b_all.max())
        else:
            low_a = high_a = low_b = high_b = 0
        self.table = Binomials(low_a - MARGIN, high_a, low_b - MARGIN, high_b)
        size = self.table.size
        c_all = self.table.index(a_all, b_all)
        p_all = c_all - self.table.width - 1  # (a - 1, b - 1)
        row_c = np.bincount(s_all * size + c_all, minlength=n * size).reshape(n, size)
        row_p = np.bincount(s_all * size + p_all, minlength=n * size).reshape(n, size)
        col_c = np.bincount(d_all * size + c_all, minlength=n * size).reshape(n, size)
        col_p = np.bincount(d_all * size + p_all, minlength=n * size).reshape(n, size)
        self.total_counts: Ints = row_c.sum(axis=0).astype(np.int64)
        self.common: Ints = np.zeros(size, dtype=np.int64)
        """What every seat in the pool of a changed row gains: the rows' pool-weight changes."""

        era = model.dn_era
        evil_night, good_night = model.evil_night, model.good_night
        seen = np.minimum(evil_night, good_night) < era[:, None]
        np.fill_diagonal(seen, False)
        # Killers are listed only if they hold the dominant rank in some class: the others'
        # classes are all gone, and nothing below reads a class that is not valid.
        live_columns = np.asarray(v.any(axis=0), dtype=np.bool_)
        self.killers = _Lists((model.kill_night < INF) & live_columns[:, None])
        self.seen_by = _Lists(seen)
        x = self.seats
        self.kill_i, self.kill_d = self.killers.pairs(x)

        # Rows that never saw x: x is in the pool everywhere but in x's column and its killers'.
        s_i, s_row = self.seen_by.pairs(x)
        evil_seen = evil_night[s_row, x[s_i]] < era[s_row]
        counts = col_c[x] + row_p.sum(axis=0)[None, :] - row_p[x] - col_p[x]
        counts -= _times(s_i, s_row, x.size, row_p) + _times(
            self.kill_i, self.kill_d, x.size, col_p
        )
        counts += _times(s_i[evil_seen], s_row[evil_seen], x.size, row_c)
        self.counts: Ints = counts.astype(np.int64)

        entries = _Entries(model, self.table)
        # Pool terms taken out twice above, put back: (seen row, x), (x, killer), (seen row,
        # killer).
        entries.pool(s_i, s_row, x[s_i], +1)
        entries.pool(self.kill_i, x[self.kill_i], self.kill_d, +1)
        owner, member = _expand(self.killers.count[x[s_i]])
        pair_d = self.killers.other[self.killers.start[x[s_i[owner]]] + member]
        entries.pool(s_i[owner], s_row[owner], pair_d, +1)
        # Rows that saw x: surely a wolf in every column but x's and those of the wolves that
        # killed the Seer (x there is whatever it was when that Seer died).
        entries.whole(s_i[evil_seen], s_row[evil_seen], x[s_i[evil_seen]], -1)
        owner, member = _expand(self.killers.count[s_row])
        at_i, at_s = s_i[owner], s_row[owner]
        at_d = self.killers.other[self.killers.start[at_s] + member]
        not_x = at_d != x[at_i]
        at_i, at_s, at_d = at_i[not_x], at_s[not_x], at_d[not_x]
        seer_x = x[at_i]
        e, g = evil_night[at_s, seer_x], good_night[at_s, seer_x]
        dn = np.minimum(era[at_s], model.kill_night[at_d, at_s])
        uniform = e < era[at_s]
        entries.whole(at_i[uniform], at_s[uniform], at_d[uniform], -1)
        wolf_there = e < dn
        entries.whole(at_i[wolf_there], at_s[wolf_there], at_d[wolf_there], +1)
        pool_there = (np.minimum(e, g) >= dn) & (model.kill_night[at_d, seer_x] == INF)
        entries.pool(at_i[pool_there], at_s[pool_there], at_d[pool_there], +1)
        entries.add_to(self.counts)

    def weights(self, seat: int) -> tuple[int, int]:
        """Exact (evil, good) world counts of ``seat`` now."""
        if self.slot[seat] < 0:
            return self.model.team_weights(seat)
        evil, total = self.table.totals(
            np.stack([self.counts[self.slot[seat]] + self.common, self.total_counts])
        )
        return evil, total - evil

    def apply_vision(self, night: int, viewer: int, target: int, evil: bool) -> None:
        """Apply the vision to the model and bring every seat's weights up to date."""
        model = self.model
        table = self.table
        shift = table.width + 1  # from a class's C(a, b) to its pool weight C(a - 1, b - 1)
        r = viewer
        before = _Row(model, r)
        old_target = self._row_counts(before, target) if self.slot[target] >= 0 else None
        model.apply_vision(night, viewer, target, evil)
        after = _Row(model, r)
        changed = (before.valid != after.valid) | (
            before.valid & ((before.a != after.a) | (before.q != after.q))
        )
        columns = np.flatnonzero(changed)
        was, now = before.numbers(columns, table), after.numbers(columns, table)
        size = table.size
        delta_c = _bincount(now[now >= 0], size) - _bincount(was[was >= 0], size)
        delta_p = np.zeros(size, dtype=np.int64)
        delta_p[: size - shift] = delta_c[shift:]
        self.total_counts += delta_c
        self.common += delta_p
        x = self.seats
        era = model.dn_era[r]
        e, g = before.evil[x], before.good[x]
        other = (x != r) & (x != target)
        unseen = (np.minimum(e, g) >= era) & other
        surely = (e < era) & other
        neither = ~unseen & ~surely & (x != target)
        # Seats not in this row's pool (the viewer among them) take the common change back.
        self.counts[np.flatnonzero(neither | surely)] -= delta_p
        # Surely a wolf in every class of the row that changed: the row's whole change.
        self.counts[np.flatnonzero(surely)] += delta_c
        # Where a seat's standing differs from the rest of the row: its own column (as the
        # dominant wolf: C; out of the pool: minus the pool weight) and its killers' columns.
        at = np.full(model.n, -1, dtype=np.int64)
        at[columns] = np.arange(columns.size)
        where = at[x]
        own = np.flatnonzero((unseen | neither) & (where >= 0))
        pooled = np.flatnonzero(unseen & (where >= 0))
        kill_at = at[self.kill_d]
        kill = np.flatnonzero(unseen[self.kill_i] & (kill_at >= 0))
        kill_i, kill_at = self.kill_i[kill], kill_at[kill]
        # Each seat gains the new class and loses the old one: C in its own column, the pool
        # weight (taken out) in its own column and its killers'.
        parts = (
            (own, now[where[own]], 0, +1),
            (own, was[where[own]], 0, -1),
            (pooled, now[where[pooled]], shift, -1),
            (pooled, was[where[pooled]], shift, +1),
            (kill_i, now[kill_at], shift, -1),
            (kill_i, was[kill_at], shift, +1),
        )
        sizes = [part[0].size for part in parts]
        slots = np.concatenate([part[0] for part in parts])
        numbers = np.concatenate([part[1] for part in parts])
        offsets = np.repeat([part[2] for part in parts], sizes)
        signs = np.repeat(np.array([part[3] for part in parts], dtype=np.int64), sizes)
        keep = numbers >= 0  # -1: no valid class there, nothing to add
        flat = slots[keep] * size + numbers[keep] - offsets[keep]
        np.add.at(self.counts.reshape(-1), flat, signs[keep])
        if old_target is not None:
            slot = self.slot[target]
            self.counts[slot] += self._row_counts(after, target) - old_target - delta_p

    def _row_counts(self, row: _Row, x: int) -> Ints:
        """Counts of x's evil weight in one row (its classes as ``row`` holds them)."""
        from engine.werewolf.worlds.cisra_fast import INF

        model = self.model
        size = self.table.size
        r = row.seat
        out = np.zeros(size, dtype=np.int64)
        if r == x:
            return out
        shift = self.table.width + 1
        columns = np.flatnonzero(row.valid)
        numbers = row.numbers(columns, self.table)
        mine = columns == x
        out += _bincount(numbers[mine], size)  # x as the dominant wolf
        others = ~mine
        columns, numbers = columns[others], numbers[others]
        era = int(model.dn_era[r])
        e, g = int(row.evil[x]), int(row.good[x])
        killed_x = model.kill_night[columns, x] < INF
        if min(e, g) >= era:  # never seen: in the pool wherever its killer is not D
            out += _bincount(numbers[~killed_x] - shift, size)
            return out
        # Seen: the row's Seer died at ``dn`` in each class (a killer's night, or the era's).
        dn = np.minimum(era, model.kill_night[columns, r])
        out += _bincount(numbers[e < dn], size)
        pooled = (min(e, g) >= dn) & ~killed_x
        out += _bincount(numbers[pooled] - shift, size)
        return out


class _Row:
    """A copy of one row of the model's classes (and of its Seer's visions) as it stands."""

    def __init__(self, model: FastCisraWorlds, seat: int) -> None:
        self.seat = seat
        self.m = model.m
        self.valid = model.valid[seat].copy()
        self.a = model.a[seat].copy()
        self.q = model.q[seat].copy()
        self.evil = model.evil_night[seat].copy()
        self.good = model.good_night[seat].copy()

    def numbers(self, columns: Ints, table: Binomials) -> Ints:
        """The table numbers of the classes at ``columns`` (-1 where a class is not valid)."""
        a = self.a[columns].astype(np.int64)
        b = self.m - self.q[columns].astype(np.int64)
        out: Ints = np.where(self.valid[columns], table.index(a, b), -1)
        return out


class _Entries:
    """Single class weights (+1 or -1 of a class's ``C`` or pool weight) for several seats,
    gathered and added at once."""

    def __init__(self, model: FastCisraWorlds, table: Binomials) -> None:
        self.model = model
        self.table = table
        self.slots: list[Ints] = []
        self.kinds: list[Ints] = []
        self.signs: list[Ints] = []

    def _class(self, rows: Ints, cols: Ints) -> tuple[NDArray[np.bool_], Ints]:
        model = self.model
        valid = model.valid[rows, cols]
        a = model.a[rows, cols].astype(np.int64)
        b = (model.m - model.q[rows, cols]).astype(np.int64)
        return valid, np.where(valid, self.table.index(a, b), 0)

    def whole(self, slots: Ints, rows: Ints, cols: Ints, sign: int) -> None:
        """``sign * C`` of the classes ``(rows, cols)`` (the valid ones) for ``slots``."""
        valid, c = self._class(rows, cols)
        self._add(slots[valid], c[valid], sign)

    def pool(self, slots: Ints, rows: Ints, cols: Ints, sign: int) -> None:
        """``sign * C(a - 1, b - 1)`` of the classes ``(rows, cols)`` for ``slots``."""
        valid, c = self._class(rows, cols)
        self._add(slots[valid], c[valid] - self.table.width - 1, sign)

    def _add(self, slots: Ints, kinds: Ints, sign: int) -> None:
        self.slots.append(slots)
        self.kinds.append(kinds)
        self.signs.append(np.full(slots.size, sign, dtype=np.int64))

    def add_to(self, counts: Ints) -> None:
        """Add every gathered weight to ``counts`` (one row per slot)."""
        if not self.slots:
            return
        slots = np.concatenate(self.slots)
        kinds = np.concatenate(self.kinds)
        signs = np.concatenate(self.signs)
        np.add.at(counts, (slots, kinds), signs)


def _bincount(kinds: Ints, size: int) -> Ints:
    out: Ints = np.bincount(kinds, minlength=size).astype(np.int64)
    return out


def _times(rows: Ints, cols: Ints, height: int, dense: Ints) -> Ints:
    """``M @ dense`` for the 0/1 matrix ``M`` (``height`` rows) with ones at ``(rows, cols)``."""
    ones = np.ones(rows.size, dtype=np.int64)
    matrix = sparse.csr_matrix((ones, (rows, cols)), shape=(height, dense.shape[0]))
    out: Ints = np.asarray(matrix @ dense, dtype=np.int64)
    return out
