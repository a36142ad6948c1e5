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
  :class:`~engine.werewolf.worlds.cisra_binomials.Binomials` does that with a matrix product
  over fixed-width limbs.
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

import numpy as np
from numpy.typing import NDArray
from scipy import sparse

from engine.werewolf.worlds.cisra_binomials import Binomials
from engine.werewolf.worlds.cisra_grid import INF, CisraGrid

Ints = NDArray[np.int64]

POOL, SURELY, NEITHER = 0, 1, 2
"""A seat's standing in a row: in its classes' pool, surely a wolf there, or neither."""

MARGIN = 2
"""How far below the classes' smallest ``a`` and ``b`` the table reaches: one vision lowers a
class's ``a`` and ``b`` by at most one, and a pool weight reads one lower again."""


def _expand(counts: Ints) -> tuple[Ints, Ints]:
    """For items with ``counts[i]`` members each: (item, member number) of every member."""
    owner = np.repeat(np.arange(counts.size), counts)
    member = np.arange(owner.size) - np.repeat(np.cumsum(counts) - counts, counts)
    return owner, member


class _Lists:
    """For each seat, a list of other seats (``others[i]`` listed for ``seat[i]``)."""

    def __init__(self, seat: Ints, others: Ints, n: int) -> None:
        order = np.argsort(seat, kind="stable")
        self.other = others[order].astype(np.int64)
        self.count = np.bincount(seat, minlength=n).astype(np.int64)
        self.start = np.cumsum(self.count) - self.count

    @classmethod
    def of_columns(cls, mask: NDArray[np.bool_]) -> _Lists:
        """For each seat, the other seats ``j`` with ``mask[j, seat]`` (a column's true rows)."""
        seat, other = np.nonzero(mask.T)
        return cls(seat, other, mask.shape[1])

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

    def __init__(self, model: CisraGrid, seats: Sequence[int]) -> None:
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
        # Whole weights of columns are read only at the seats asked about.
        d_slot = self.slot[d_all]
        in_x = d_slot >= 0
        k = self.seats.size
        col_c = np.bincount(d_slot[in_x] * size + c_all[in_x], minlength=k * size)
        col_c = col_c.reshape(k, size)
        col_p = np.bincount(d_all * size + p_all, minlength=n * size).reshape(n, size)
        self.total_counts: Ints = row_c.sum(axis=0).astype(np.int64)
        self.total: int | None = None
        """The exact sum of ``total_counts``, once asked."""
        self.common: Ints = np.zeros(size, dtype=np.int64)
        """What every seat in the pool of a changed row gains: the rows' pool-weight changes."""

        era = model.dn_era
        evil_night, good_night = model.evil_night, model.good_night
        seen = np.minimum(evil_night, good_night) < era[:, None]
        np.fill_diagonal(seen, False)
        # Killers are listed only if they hold the dominant rank in some class: the others'
        # classes are all gone, and nothing below reads a class that is not valid.
        live = model._live_columns()
        killer, victim = np.nonzero(model.kill_night[live] < INF)
        self.killers = _Lists(victim, live[killer], n)
        self.seen_by = _Lists.of_columns(seen)
        x = self.seats
        self.kill_i, self.kill_d = self.killers.pairs(x)
        # A vision reads only the columns that hold a valid class (none comes back).
        self.live = live
        self.live_slot = self.slot[live]
        position = np.full(n, -1, dtype=np.int64)
        position[live] = np.arange(live.size)
        self.kill_at = position[self.kill_d]
        # Each seat's standing in each row. A row changes only by its own Seer's vision, once
        # a night, so this holds for every row until its vision lands (and then only the
        # target's changes, which is counted afresh).
        evil_x = evil_night[:, x] < era[:, None]
        standing = np.where(seen[:, x], NEITHER, POOL).astype(np.int8)
        standing[evil_x] = SURELY
        standing[x, np.arange(x.size)] = NEITHER  # no Seer is in their own row's pool
        self.standing: NDArray[np.int8] = standing
        # The table number of a class is a * width - q + base (with b = m - q).
        self.base = self.table.width * (-self.table.a0) + model.m - self.table.b0

        # Rows that never saw x: x is in the pool everywhere but in x's column and its killers'.
        s_i, s_row = self.seen_by.pairs(x)
        evil_seen = evil_night[s_row, x[s_i]] < era[s_row]
        counts = col_c + row_p.sum(axis=0)[None, :] - row_p[x] - col_p[x]
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
        if self.total is None:  # the same until the next vision lands
            self.total = self.table.total(self.total_counts)
        evil = self.table.total(self.counts[self.slot[seat]] + self.common)
        return evil, self.total - evil

    def apply_vision(self, night: int, viewer: int, target: int, evil: bool) -> None:
        """Apply the vision to the model and bring every seat's weights up to date."""
        model = self.model
        size = self.table.size
        shift = self.table.width + 1  # from a class's C(a, b) to its pool weight C(a - 1, b - 1)
        r = viewer
        before = self._numbers(r)
        tracked = int(self.slot[target])
        if tracked >= 0:
            saved = self.counts[tracked].copy()
            old_target = self._row_counts(r, before, target)
        model.apply_vision(night, viewer, target, evil)
        after = self._numbers(r)
        columns = np.flatnonzero(before != after)  # (positions among the live columns)
        was, now = before[columns], after[columns]
        # (-1, no valid class, counts in the bin dropped)
        delta_c = np.bincount(now + 1, minlength=size + 1)[1:]
        delta_c -= np.bincount(was + 1, minlength=size + 1)[1:]
        delta_p = np.zeros(size, dtype=np.int64)
        delta_p[: size - shift] = delta_c[shift:]
        self.total_counts += delta_c
        self.total = None
        self.common += delta_p
        standing = self.standing[r]
        # Seats not in this row's pool (the viewer among them) take the common change back;
        # those surely a wolf in it take the row's whole change. (The target's row is set
        # afresh below, whatever it gets here.)
        self.counts[np.flatnonzero(standing)] -= delta_p
        self.counts[np.flatnonzero(standing == SURELY)] += delta_c
        # Where a seat's standing differs from the rest of the row: its own column (as the
        # dominant wolf: C; out of the pool: minus the pool weight) and its killers' columns.
        mine = self.live_slot[columns]
        at = np.flatnonzero(mine >= 0)
        own_slot = mine[at]
        own_standing = standing[own_slot]
        own = at[own_standing != SURELY]
        pooled = at[own_standing == POOL]
        place = np.full(self.live.size, -1, dtype=np.int64)
        place[columns] = np.arange(columns.size)
        kill_at = place[self.kill_at]
        kill = np.flatnonzero((kill_at >= 0) & (standing[self.kill_i] == POOL))
        kill_i, kill_at = self.kill_i[kill], kill_at[kill]
        # Each seat gains the new class and loses the old one: C in its own column, the pool
        # weight (taken out) in its own column and its killers'.
        at_all = np.concatenate([own, pooled, kill_at])
        base = np.concatenate([mine[own], mine[pooled], kill_i]) * size
        base[own.size :] -= shift
        sign = np.ones(2 * at_all.size, dtype=np.int64)
        sign[own.size : at_all.size] = -1
        sign[at_all.size :] = -sign[: at_all.size]
        numbers = np.concatenate([now[at_all], was[at_all]])
        keep = numbers >= 0  # -1: no valid class there, nothing to add
        flat = np.concatenate([base, base]) + numbers
        np.add.at(self.counts.reshape(-1), flat[keep], sign[keep])
        if tracked >= 0:
            new_target = self._row_counts(r, after, target)
            self.counts[tracked] = saved + new_target - old_target - delta_p
            self.standing[r, tracked] = self._standing(r, target)

    def _standing(self, r: int, x: int) -> int:
        """x's standing in row r as the row's visions stand now."""
        model = self.model
        era = model.dn_era[r]
        e, g = model.evil_night[r, x], model.good_night[r, x]
        if r == x or (era <= e and g < era):
            return NEITHER
        return SURELY if e < era else POOL

    def _numbers(self, r: int) -> Ints:
        """The table numbers of row r's classes in the live columns as they stand (-1 where
        one is not valid)."""
        model = self.model
        live = self.live
        number = model.a[r][live].astype(np.int64) * self.table.width
        number -= model.q[r][live]
        number += self.base
        out: Ints = np.where(model.valid[r][live], number, -1)
        return out

    def _row_counts(self, r: int, numbers: Ints, x: int) -> Ints:
        """Counts of x's evil weight in row r, its live classes' numbers being ``numbers``
        (read with the row's visions as they stand)."""
        model = self.model
        size = self.table.size
        out = np.zeros(size, dtype=np.int64)
        if r == x:
            return out
        shift = self.table.width + 1
        columns = np.flatnonzero(numbers >= 0)
        numbers = numbers[columns]
        columns = self.live[columns]
        mine = columns == x
        out += _bincount(numbers[mine], size)  # x as the dominant wolf
        others = ~mine
        columns, numbers = columns[others], numbers[others]
        era = int(model.dn_era[r])
        e, g = int(model.evil_night[r, x]), int(model.good_night[r, x])
        # Row s of the model's grid of death nights is min(s's era, kill_night[:, s]): read
        # by rows, not down columns. (x, alive in some world, died in no earlier era.)
        dn_grid = model._dn()
        killed_x = dn_grid[x][columns] < INF
        if min(e, g) >= era:  # never seen: in the pool wherever its killer is not D
            out += _bincount(numbers[~killed_x] - shift, size)
            return out
        # Seen: the row's Seer died at ``dn`` in each class (a killer's night, or the era's).
        dn = dn_grid[r][columns]
        out += _bincount(numbers[e < dn], size)
        pooled = (min(e, g) >= dn) & ~killed_x
        out += _bincount(numbers[pooled] - shift, size)
        return out


class _Entries:
    """Single class weights (+1 or -1 of a class's ``C`` or pool weight) for several seats,
    gathered and added at once."""

    def __init__(self, model: CisraGrid, table: Binomials) -> None:
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
