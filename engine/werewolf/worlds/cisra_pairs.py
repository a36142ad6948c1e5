"""Every player's packmate chances at once, for the ``cisra`` model.

``P(y is a wolf | x is a wolf)`` for every pair is ``J[x, y] / T[x]``: ``J[x, y]`` sums, over
the classes ``(s, D)``, the weight of the worlds where both are wolves and ``T[x]`` those where x
is one. Inside a class a player is surely a wolf (``D`` itself, or seen evil by ``s`` while
``s`` was alive: the set ``Q'``), in the pool (``a`` players holding ``b`` wolves, so a wolf with
chance ``b / a`` and two of them with chance ``b (b - 1) / (a (a - 1))``), or surely not. Write
a class's membership vectors as ``S`` (surely a wolf) and ``P`` (in the pool); then::

    J = sum over classes of  w0 S Sᵀ + w1 (S Pᵀ + P Sᵀ) + w2 P Pᵀ

with ``w0`` the class weight, ``w1 = w0 b / a`` and ``w2 = w0 b (b - 1) / (a (a - 1))``.
Summing ``N²`` outer products of length ``N`` would be ``O(N⁴)``. Instead every class vector
is split into a part that depends on the Seer's row alone and a short sparse rest:

- ``S = q_s + σ`` where ``q_s`` is who s saw evil before dying in an earlier era, and ``σ`` puts
  ``D`` in and, in an *exceptional* class (D killed s in this era, so s's later visions do not
  count there), takes out the few players s saw evil only after that night;
- ``P = p_s + π`` where ``p_s`` is who s had not seen (and who can still be a wolf), and ``π``
  takes out D and D's victims and, in an exceptional class, adds back the players s saw late.

The row parts give two dense matrix products over the ``(Seer row) x (seat)`` matrices (the
``O(N³)`` core, done by BLAS). The sparse parts are aggregated per row before a product where
they meet a row part, and enumerated only where two sparse parts meet: D with D's victims,
pairs of D's victims, and the late-vision entries of exceptional classes. Those are ``O(N t²)``
for ``t`` nights in the era.

The same routine run with 0/1 weights (a class counts when the pair is possible there) gives
exact integer counts, from which whether a chance is 0 is decided exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray
from scipy import sparse

from engine.werewolf.worlds.base import Floats
from engine.werewolf.worlds.cisra_grid import INF, CisraGrid

Ints = NDArray[np.signedinteger[Any]]

SPARSE_RATIO = 12
"""A mask with fewer than one entry in this many is multiplied by gathering rows: copying a
row costs about as much as a dozen multiply-adds per entry in a dense product."""

DENSE_GATHER = 64
"""Gathering one entry costs about as much as this many multiply-adds of a dense product."""

GATHER_FLOATS = 1 << 17
"""Floats gathered at a time by :func:`masked_product` (1 MB: the gathered rows are summed
while still in cache)."""


def class_weights(model: CisraGrid, rows: Ints, cols: Ints) -> tuple[Floats, Floats, Floats]:
    """``w0, w1, w2`` of the classes ``rows x cols``, each ``(2, len(rows), len(cols))``.

    Channel 0: the class weight, times the chance that one (``w1``) or two (``w2``) given pool
    players are wolves. Channel 1: 1 where that event is possible in the class, else 0.
    ``rows`` and ``cols`` must hold every valid class (the weights are scaled by their largest).
    """
    grid = np.ix_(rows, cols)
    v = model.valid[grid]
    a = model.a[grid]
    b = model.m - model.q[grid]
    one = v & (a >= 1)
    two = v & (a >= 2)
    # Written channel by channel into the outputs: at 1000 players each is ~7 MB, and fresh
    # temporaries of that size cost a page fault per 4 kB.
    shape = (2, rows.size, cols.size)
    w0, w1, w2 = np.empty(shape), np.empty(shape), np.empty(shape)
    w0[0] = model._weights(rows, cols)
    np.multiply(w0[0], b, out=w1[0])
    np.divide(w1[0], np.maximum(a, 1), out=w1[0])
    np.multiply(w1[0], one, out=w1[0])
    np.multiply(w1[0], np.maximum(b - 1, 0), out=w2[0])
    np.divide(w2[0], np.maximum(a - 1, 1), out=w2[0])
    np.multiply(w2[0], two, out=w2[0])
    w0[1] = v
    w1[1] = one & (b >= 1)
    w2[1] = two & (b >= 2)
    return w0, w1, w2


def wolf_pairs(model: CisraGrid) -> tuple[Ints, Floats, Floats]:
    """``(Y, J, T)``: the unfixed seats ``Y``; ``J[0, i, j]``, the weight of the worlds where
    ``Y[i]`` and ``Y[j]`` are both wolves (diagonal 0); ``T[0, i]``, the weight where ``Y[i]``
    is one. ``J[1]`` and ``T[1]`` count the (class, event) pairs instead: exact integers, whose
    zeros say exactly when a chance is 0.
    """
    n = model.n
    seats: Ints = np.flatnonzero(model.unfixed)
    ny = seats.size
    v = model.valid
    rows = np.flatnonzero(v.any(axis=1))
    cols = np.flatnonzero(v.any(axis=0))
    if ny == 0 or rows.size == 0:
        return seats, np.zeros((2, ny, ny)), np.zeros((2, ny))
    width = ny + 1
    pos = np.full(n + 1, ny, dtype=np.int64)  # ny: "not an unfixed seat" (a dropped slot)
    pos[seats] = np.arange(ny)
    w0, w1, w2 = class_weights(model, rows, cols)
    era = model.dn_era[rows]
    evil = model.evil_night[np.ix_(rows, seats)]
    seen = np.minimum(evil, model.good_night[np.ix_(rows, seats)])
    poolable = ~model.global_dead[seats]
    q = evil < era[:, None]
    p = (seen >= era[:, None]) & poolable[None, :]
    own = pos[rows]
    mine = own < ny
    q[np.flatnonzero(mine), own[mine]] = False
    p[np.flatnonzero(mine), own[mine]] = False
    # The pool rows are nearly full: p = u - e with u the poolable seats (the same in every
    # row) and e the few seats a row has seen (and its own).
    e = poolable[None, :] & ~p
    qf, pf = q.astype(np.float64), p.astype(np.float64)
    r0, r1, r2 = w0.sum(axis=2)[:, :, None], w1.sum(axis=2)[:, :, None], w2.sum(axis=2)[:, :, None]
    # Sparse parts aggregated per row: aq = sum_D (w0 σ + w1 π), ap = sum_D (w1 σ + w2 π).
    dpos = pos[cols]
    dcol = dpos < ny
    q_at_d = np.zeros(w0.shape[1:], dtype=np.bool_)
    p_at_d = np.zeros(w0.shape[1:], dtype=np.bool_)
    q_at_d[:, dcol] = q[:, dpos[dcol]]
    p_at_d[:, dcol] = p[:, dpos[dcol]]
    alpha = ~q_at_d
    # Each column goes to its seat's slot; a slot that is no column's (and slot ny, never
    # read, which the fixed columns would take) reads the zero column appended at the end.
    # Gathering slots from columns is several times faster than scattering columns to slots.
    slot_column = np.full(width, cols.size)
    slot_column[dpos[dcol]] = np.flatnonzero(dcol)
    aq = _placed(w0, w1, alpha, p_at_d, slot_column)
    ap = _placed(w1, w2, alpha, p_at_d, slot_column)
    killed = model.kill_night[np.ix_(cols, seats)] < INF
    kill_d, kill_y = np.nonzero(killed)
    term = np.empty((rows.size, ny))  # a scratch (rows, seats) array, reused below
    if kill_d.size:
        kills = KillMatrix(killed)
        for c in range(2):
            for target, w in ((aq, w1), (ap, w2)):
                target[c, :, :ny] -= np.multiply(kills.times(w[c], counts=c == 1), pf, out=term)
    # Exceptional classes: D killed s in this era, before s died in an earlier one.
    late = model.kill_night[np.ix_(cols, rows)].T
    exc_r, exc_c = np.nonzero((late < era[:, None]) & (w0[1] > 0))
    extra = np.zeros((2, width, width))
    cells = Cells(width)
    if exc_r.size:
        night = late[exc_r, exc_c]
        # Late entries: s saw y on a night in [night, era): they count elsewhere, not here.
        # Only what s saw before era can be late: list those per row, then per class.
        seen_r, seen_y = np.nonzero(seen < era[:, None])
        per_row = np.bincount(seen_r, minlength=rows.size)
        row_start = np.cumsum(per_row) - per_row
        repeats = per_row[exc_r]
        cand_e = np.repeat(np.arange(exc_r.size), repeats)
        offset = np.arange(cand_e.size) - np.repeat(np.cumsum(repeats) - repeats, repeats)
        cand = row_start[exc_r[cand_e]] + offset
        cand_r, cand_y = seen_r[cand], seen_y[cand]
        after = night[cand_e]
        evil_at = evil[cand_r, cand_y]
        is_q = (evil_at >= after) & (evil_at < era[cand_r])
        is_p = (seen[cand_r, cand_y] >= after) & poolable[cand_y]
        dq_e, dq_y = cand_e[is_q], cand_y[is_q]
        dp_e, dp_y = cand_e[is_p], cand_y[is_p]
        # ν_D (not D itself) and, for the pool, a_D (not killed by D).
        dq_keep = dq_y != dpos[exc_c[dq_e]]
        dp_keep = (dp_y != dpos[exc_c[dp_e]]) & ~killed[exc_c[dp_e], dp_y]
        dropped = (
            np.concatenate([dq_e[~dq_keep], dp_e[~dp_keep]]),
            np.concatenate([dq_y[~dq_keep], dp_y[~dp_keep]]),
            np.concatenate(
                [
                    np.ones(dq_keep.size - int(dq_keep.sum()), np.bool_),
                    np.zeros(dp_keep.size - int(dp_keep.sum()), np.bool_),
                ]
            ),
        )
        dq_e, dq_y = dq_e[dq_keep], dq_y[dq_keep]
        dp_e, dp_y = dp_e[dp_keep], dp_y[dp_keep]
        ew0, ew1, ew2 = (w[:, exc_r, exc_c] for w in (w0, w1, w2))
        # Every vision a Seer of an exceptional class had before era: evil ones (σ) keyed by
        # the night seen evil, poolable ones (π) by the night first seen.
        seen_evil = evil[seen_r, seen_y] < era[seen_r]
        seen_pool = poolable[seen_y]
        visions = (
            np.concatenate([seen_r[seen_evil], seen_r[seen_pool]]),
            np.concatenate([seen_y[seen_evil], seen_y[seen_pool]]),
            np.concatenate([evil[seen_r, seen_y][seen_evil], seen[seen_r, seen_y][seen_pool]]),
            np.concatenate(
                [np.ones(int(seen_evil.sum()), np.bool_), np.zeros(int(seen_pool.sum()), np.bool_)]
            ),
        )
        same_class_pairs(
            (exc_r, night), (ew0, ew1, ew2), visions, (dq_e, dq_y, dp_e, dp_y), dropped, cells
        )
        where = np.concatenate([exc_r[dq_e] * width + dq_y, exc_r[dp_e] * width + dp_y])
        size = rows.size * width
        for c in range(2):
            for target, on_q, on_p in ((aq, ew0, ew1), (ap, ew1, ew2)):
                value = np.concatenate([-on_q[c, dq_e], on_p[c, dp_e]])
                target[c] += np.bincount(where, value, size).reshape(rows.size, width)
        _late_pairs(
            (exc_r, exc_c),
            (ew0, ew1, ew2),
            (dq_e, dq_y, dp_e, dp_y),
            (alpha, p_at_d, pf, killed, dpos, poolable),
            cells,
            extra,
        )
    # Row parts and row-times-sparse parts: J = Zᵀ M Z + Zᵀ A + Aᵀ Z is the symmetric part of
    # qᵀ X + pᵀ Y with X = r0 q + r1 p + 2 aq and Y = r1 q + r2 p + 2 ap. The pool rows are
    # nearly full: p = u - e with u the poolable seats (the same in every row) and e the few
    # seats a row has seen (and its own), so pᵀ Y = u (1ᵀ Y) - eᵀ Y and only sparse masks meet
    # the dense rows. X is read only in the rows that hold a q (a Seer of an earlier era).
    q_rows = np.flatnonzero(q.any(axis=1))
    e_mask, q_mask = SparseMask(e), SparseMask(q[q_rows])
    joint = np.empty((2, ny, ny))
    total = np.empty((2, ny))
    qf_rows, pf_rows = qf[q_rows], pf[q_rows]
    # Built in place (same operations in the same order): each term is a (rows, seats) array.
    y, x, term_x = np.empty((rows.size, ny)), np.empty((q_rows.size, ny)), term[: q_rows.size]
    for c in range(2):
        aq_y, ap_y = aq[c, :, :ny], ap[c, :, :ny]
        np.multiply(r1[c], qf, out=y)
        y += np.multiply(r2[c], pf, out=term)
        y += np.multiply(2, ap_y, out=term)
        # Counts are integers far below 2**24: single precision is exact and twice as fast.
        exact32 = c == 1 and 8.0 * rows.size * (cols.size + ny) < 2**24
        product = masked_product(e_mask, y, exact32)
        np.subtract(np.outer(poolable, y.sum(axis=0)), product, out=product)
        if q_rows.size:
            np.multiply(r0[c, q_rows], qf_rows, out=x)
            x += np.multiply(r1[c, q_rows], pf_rows, out=term_x)
            x += np.multiply(2, aq_y[q_rows], out=term_x)
            product += masked_product(q_mask, x, exact32)
        np.add(product, product.T, out=joint[c])
        joint[c] /= 2
        total[c] = qf.T @ r0[c, :, 0] + pf.T @ r1[c, :, 0] + aq_y.sum(axis=0)
    # Where two sparse parts meet: D with D's victims, and two victims of the same D.
    if kill_d.size:
        with_d = w2 * p_at_d
        with_d -= w1 * alpha
        sums = pool_sums([*with_d, *w2], e_mask, poolable, kill_d, kill_y)
        cells.add(dpos[kill_d], kill_y, sums[:2], both_ways=True)
        victim_pairs(w2, e_mask, poolable, kill_d, kill_y, sums[2:], cells)
    cells.add_to(extra)
    joint += extra[:, :ny, :ny]
    joint[:, np.arange(ny), np.arange(ny)] = 0.0
    return seats, joint, total


def _placed(
    on_alpha: Floats,
    on_p: Floats,
    alpha: NDArray[np.bool_],
    p_at_d: NDArray[np.bool_],
    slot_column: Ints,
) -> Floats:
    """``on_alpha * alpha - on_p * p_at_d``, each column moved to its slot (``(2, rows, w)``)."""
    channels, rows, cols = on_alpha.shape
    value = np.empty((channels, rows, cols + 1))
    value[:, :, cols] = 0.0
    np.multiply(on_alpha, alpha, out=value[:, :, :cols])
    value[:, :, :cols] -= on_p * p_at_d
    placed: Floats = np.take(value, slot_column, axis=2)
    return placed


def same_class_pairs(
    classes: tuple[Ints, Ints],
    weights: tuple[Floats, Floats, Floats],
    visions: tuple[Ints, Ints, Ints, NDArray[np.bool_]],
    late: tuple[Ints, Ints, Ints, Ints],
    dropped: tuple[Ints, Ints, NDArray[np.bool_]],
    cells: Cells,
) -> None:
    """Pairs of late entries of the same exceptional class, added to ``cells``.

    Two entries meet with the class weight ``w0`` (both σ), ``-w1`` (one of each) or ``w2``
    (both π). A class of row r with kill night ``a`` holds the row's visions keyed on a night
    ``>= a`` (``visions``: row, seat, night, σ or not), less a few ``dropped`` ones (D itself,
    D's victims). So, summed over the classes of a row, two visions meet with the weights of
    the classes with ``a <= min(nights)``: a running sum over nights, one table per row. That
    enumerates ``nights²`` pairs per row rather than per class. The dropped entries are then
    taken back out, class by class: each with every entry of its class.
    """
    exc_r, after = classes
    ew0, ew1, ew2 = weights
    row, seat, key, sigma = visions
    rows_n = int(max(exc_r.max(), row.max(initial=0))) + 1
    first = np.full(rows_n, np.iinfo(np.int64).max)  # a row with no class keeps no vision
    np.minimum.at(first, exc_r, after)
    live = key >= first[row]
    # By row, then latest night first: the later of two visions of a row is the first one.
    order = np.lexsort((-key[live], row[live]))
    row, seat, key = row[live][order], seat[live][order], key[live][order]
    sigma = sigma[live][order]
    if row.size:
        nights = int(max(key.max(), after.max())) + 1
        at = exc_r * nights + after
        tables = np.empty((2, 3, rows_n, nights))
        for c in range(2):
            for kind, w in enumerate((ew0, -ew1, ew2)):
                tables[c, kind] = np.bincount(at, w[c], rows_n * nights).reshape(rows_n, nights)
        np.cumsum(tables, axis=3, out=tables)
        per_row = np.bincount(row, minlength=rows_n)
        reps, right = _later_in_group((np.cumsum(per_row))[row], strict=False)
        # The cell of a pair (i, j), j later: its kind counts the π entries, its night is j's.
        pool_part = (~sigma).astype(np.int64) * (rows_n * nights)
        cell = np.repeat(pool_part, reps) + (pool_part + row * nights + key)[right]
        cells.add(
            np.repeat(seat, reps),
            seat[right],
            [tables[c].ravel()[cell] for c in range(2)],
            both_ways=True,
        )
    drop_e, drop_y, drop_sigma = dropped
    if drop_e.size:
        dq_e, dq_y, dp_e, dp_y = late
        # Every entry of a class (kept, then dropped), grouped by class.
        member_e = np.concatenate([dq_e, dp_e, drop_e])
        member_y = np.concatenate([dq_y, dp_y, drop_y])
        member_sigma = np.concatenate(
            [np.ones(dq_e.size, np.bool_), np.zeros(dp_e.size, np.bool_), drop_sigma]
        )
        member_kept = np.arange(member_e.size) < dq_e.size + dp_e.size
        order = np.argsort(member_e, kind="stable")
        member_e, member_y = member_e[order], member_y[order]
        member_sigma, member_kept = member_sigma[order], member_kept[order]
        per_class = np.bincount(member_e, minlength=exc_r.size)
        start = np.cumsum(per_class) - per_class
        reps = per_class[drop_e]
        one = np.repeat(np.arange(drop_e.size), reps)
        other = start[drop_e[one]] + np.arange(one.size) - np.repeat(np.cumsum(reps) - reps, reps)
        kind = (~drop_sigma[one]).astype(np.int64) + ~member_sigma[other]
        klass = drop_e[one]
        # A dropped entry meets every entry of its class once each way; two dropped entries
        # meet once from each side, so each side adds only its own direction.
        y1, y2 = drop_y[one], member_y[other]
        kept = member_kept[other]
        values = [-np.stack([ew0[c], -ew1[c], ew2[c]])[kind, klass] for c in range(2)]
        cells.add(y1[kept], y2[kept], [v[kept] for v in values], both_ways=True)
        cells.add(y1[~kept], y2[~kept], [v[~kept] for v in values])


def _later_in_group(end: Ints, strict: bool) -> tuple[Ints, Ints]:
    """Pairs ``(i, j)`` with ``j`` after ``i`` (or ``j == i`` unless ``strict``) in i's group:
    ``end[i]`` is one past the group's last position. Gives each i's number of partners (so
    that ``np.repeat(v, reps)`` is v at each pair's i) and every pair's ``j``."""
    after = np.arange(end.size) + strict
    reps = np.maximum(end - after, 0)
    right = np.arange(int(reps.sum())) - np.repeat(np.cumsum(reps) - reps - after, reps)
    return reps, right


FEW_CELLS = 16
"""Values for fewer than one cell in this many are summed per cell listed, not table-wide."""


class Cells:
    """Values to add at cells ``(x, y)`` of a ``(2, width, width)`` table, summed all at once.

    A ``bincount`` over the whole table costs a table's worth of memory (8 MB at 1000 players)
    however few its values: the parts are collected and counted once per channel.
    """

    def __init__(self, width: int) -> None:
        self.width = width
        self._at: dict[bool, list[Ints]] = {False: [], True: []}
        self._values: dict[bool, list[list[Floats]]] = {False: [[], []], True: [[], []]}

    def add(
        self, x: Ints, y: Ints, values: Sequence[Floats] | Floats, both_ways: bool = False
    ) -> None:
        """Add ``values[c]`` at ``(x, y)`` of channel c (and at ``(y, x)`` with ``both_ways``)."""
        self._at[both_ways].append(x * self.width + y)
        for c in range(2):
            self._values[both_ways][c].append(values[c])

    def add_to(self, table: Floats) -> None:
        """Add every value collected to ``table``."""
        width = self.width
        for both_ways, parts in self._at.items():
            if not parts:
                continue
            at = np.concatenate(parts)
            if not both_ways and at.size * FEW_CELLS < width * width:
                # A few cells: summed over just those, each in the order a table-wide count
                # would sum it, so the result is the same to the last bit.
                cells, inverse = np.unique(at, return_inverse=True)
                for c in range(2):
                    values = np.concatenate(self._values[both_ways][c])
                    table[c].reshape(-1)[cells] += np.bincount(inverse, values, cells.size)
                continue
            for c in range(2):
                flat = np.bincount(at, np.concatenate(self._values[both_ways][c]), width * width)
                square = flat.reshape(width, width)
                table[c] += square
                if both_ways:
                    table[c] += square.T


def seen_rows(e: SparseMask, y: Ints, first: int = 0, last: int | None = None) -> tuple[Ints, Ints]:
    """``(i, r)`` for every i in ``first:last`` and every row r with ``e[r, y[i]]``."""
    starts, row_e = e.entries()
    start, per_seat = starts[:-1], np.diff(starts)
    reps = per_seat[y[first:last]]
    pair = np.repeat(np.arange(first, first + reps.size), reps)
    offset = np.arange(pair.size) - np.repeat(np.cumsum(reps) - reps, reps)
    return pair, row_e[start[y[pair]] + offset]


def victim_pairs(
    w2: Floats,
    e: SparseMask,
    poolable: NDArray[np.bool_],
    kill_d: Ints,
    kill_y: Ints,
    pooled: Floats,
    cells: Cells,
) -> None:
    """Two victims x, x' of the same D: ``sum_r w2[:, r, D] p[r, x] p[r, x']``, to ``cells``.

    With ``p = u - e`` this is ``u_x' H(D, x) + u_x H(D, x') - S_D u_x u_x' + G(D, x, x')``:
    ``H(D, x) = sum_r w2[r, D] p[r, x]`` is ``pooled`` (one per kill), ``S_D`` the column sum
    of ``w2`` and ``G`` sums the rows that saw both x and x', which are rare: they are found by
    grouping the rows that saw each victim by ``(D, row)``. ``O(kills x nights)`` in all,
    where a product per D would be ``O(kills x nights x rows)``. (Kills come sorted by D.)
    """
    # Each unordered pair once (the value is symmetric), added both ways.
    per_d = np.bincount(kill_d)
    reps, right = _later_in_group(np.cumsum(per_d)[kill_d], strict=True)
    x, x2 = np.repeat(kill_y, reps), kill_y[right]
    ux, ux2 = poolable[x], poolable[x2]
    both = (ux & ux2) * np.repeat(w2.sum(axis=1)[:, kill_d], reps, axis=1)
    values = [ux2 * np.repeat(pooled[c], reps) + ux * pooled[c, right] - both[c] for c in range(2)]
    cells.add(x, x2, values, both_ways=True)
    # G: a row that saw two victims of one D. Group the (kill, row) pairs by (D, row).
    pair, row = seen_rows(e, kill_y)
    key = kill_d[pair] * e.mask.shape[0] + row
    order = stable_order(key)
    key, pair, row = key[order], pair[order], row[order]
    new = np.concatenate([[True], key[1:] != key[:-1]])
    ends = np.append(np.flatnonzero(new)[1:], key.size)
    reps, other = _later_in_group(ends[np.cumsum(new) - 1], strict=True)
    if other.size:
        victim = kill_y[pair]
        first = np.repeat(np.arange(reps.size), reps)
        at = (row * w2.shape[2] + kill_d[pair])[first]
        values = [w2[c].ravel().take(at) for c in range(2)]
        cells.add(victim[first], victim[other], values, both_ways=True)


def stable_order(key: Ints) -> Ints:
    """``np.argsort(key, kind="stable")`` for non-negative keys, as one plain sort of the keys
    with their positions in the low bits: about twice as fast as a stable argsort."""
    size = key.size
    shift = max(size - 1, 1).bit_length()
    if size == 0 or int(key.max()) >= 1 << (62 - shift):
        return np.argsort(key, kind="stable")
    packed = (key << shift) | np.arange(size)
    packed.sort()
    order: Ints = packed & ((1 << shift) - 1)
    return order


def pool_sums(
    coef: Sequence[Floats], e: SparseMask, poolable: NDArray[np.bool_], d: Ints, y: Ints
) -> Floats:
    """``sum_r coef[c][r, d[i]] * p[r, y[i]]`` for each channel c and pair i, with
    ``p = poolable - e``.

    That is ``poolable[y] * (column sum of coef at d)`` less the few rows r of ``e[:, y]``:
    about one per night for each pair, read a block of pairs at a time. When the pairs see so
    many rows that a dense product is cheaper, it is one ``coefᵀ p`` per channel instead.
    """
    rows, ny = e.mask.shape
    channels, cols = len(coef), coef[0].shape[1]
    starts, row_e = e.entries()
    start, per_seat = starts[:-1], np.diff(starts)
    repeats = per_seat[y]
    if int(repeats.sum()) * DENSE_GATHER > rows * cols * ny:
        pf = (poolable[None, :] & ~e.mask).astype(np.float64)
        dense: Floats = np.stack([(coef[c].T @ pf)[d, y] for c in range(channels)])
        return dense
    out: Floats = np.stack([c.sum(axis=0)[d] for c in coef]) * poolable[y]
    ends = np.cumsum(repeats)
    if ends[-1] == 0:
        return out
    bounds = np.searchsorted(ends, np.arange(0, int(ends[-1]), GATHER_FLOATS), side="right")
    for first, last in zip(bounds, [*bounds[1:], d.size], strict=True):
        if first >= last:
            continue
        reps = repeats[first:last]
        pair = np.repeat(np.arange(first, last), reps)
        offset = np.arange(pair.size) - np.repeat(np.cumsum(reps) - reps, reps)
        at = row_e[start[y[pair]] + offset] * cols + d[pair]
        pair -= first
        for c in range(channels):
            out[c, first:last] -= np.bincount(pair, coef[c].ravel().take(at), last - first)
    return out


class SparseMask:
    """A 0/1 ``(rows, seats)`` mask with its entries listed seat by seat (the rows of each
    seat ascending), listed once for every product and gather that reads it."""

    def __init__(self, mask: NDArray[np.bool_]) -> None:
        self.mask = mask
        self.dense = int(np.count_nonzero(mask)) * SPARSE_RATIO >= mask.size
        self._entries: tuple[Ints, Ints] | None = None
        self._compressed: dict[bool, Any] = {}

    def entries(self) -> tuple[Ints, Ints]:
        """``(starts, rows)``: seat s's rows are ``rows[starts[s]:starts[s + 1]]``."""
        if self._entries is None:
            seat, row = np.nonzero(self.mask.T)
            starts = np.zeros(self.mask.shape[1] + 1, dtype=np.int64)
            np.cumsum(np.bincount(seat, minlength=self.mask.shape[1]), out=starts[1:])
            self._entries = starts, row
        return self._entries

    def compressed(self, single: bool) -> Any:
        """The mask's transpose as a compressed sparse matrix (of float32 with ``single``)."""
        if single not in self._compressed:
            starts, row = self.entries()
            ones = np.ones(row.size, dtype=np.float32 if single else np.float64)
            shape = (self.mask.shape[1], self.mask.shape[0])
            self._compressed[single] = sparse.csr_matrix((ones, row, starts), shape=shape)
        return self._compressed[single]


def masked_product(mask: SparseMask, x: Floats, exact32: bool = False) -> Floats:
    """``mask.T @ x`` for a 0/1 ``mask``: the rows of ``x`` summed under each column of it.

    A sparse mask (a few seats per row) is a compressed sparse matrix, so only its entries are
    multiplied; a dense one is one matrix product. With ``exact32`` (integer counts small
    enough to stay exact) either is done in single precision, reading half the memory.
    """
    if mask.dense:
        if exact32:
            product32 = mask.mask.T.astype(np.float32) @ x.astype(np.float32)
            return product32.astype(np.float64)
        dense: Floats = mask.mask.T.astype(np.float64) @ x
        return dense
    if exact32:
        out32 = mask.compressed(True) @ x.astype(np.float32)
        return np.asarray(out32, dtype=np.float64)
    out: Floats = np.asarray(mask.compressed(False) @ x)
    return out


class KillMatrix:
    """The kill matrix ``killed[D, x]`` (x killed by D this era), to multiply by on the right.

    Each wolf kills at most once a night, so it is sparse early in an era: a compressed
    sparse matrix then, a dense product once it fills up. Counts (0/1 weights times 0/1 kills,
    summed over at most 2**24 columns) are exact in single precision, which reads half the
    memory.
    """

    def __init__(self, killed: NDArray[np.bool_]) -> None:
        self.dense = int(np.count_nonzero(killed)) * SPARSE_RATIO >= killed.size
        self.exact32 = killed.shape[0] < 2**24
        matrix: Any = (
            killed.astype(np.float64)
            if self.dense
            else sparse.csr_matrix(killed.T.astype(np.float64))
        )
        self.matrix = {False: matrix, True: matrix.astype(np.float32)}

    def times(self, w: Floats, counts: bool = False) -> Floats:
        """``w @ killed`` (``w`` holding 0/1 ``counts`` or not)."""
        single = counts and self.exact32
        matrix = self.matrix[single]
        if single:
            w = w.astype(np.float32)
        if self.dense:
            dense: Floats = np.asarray(w @ matrix, dtype=np.float64)
            return dense
        out: Floats = np.asarray(matrix @ w.T, dtype=np.float64).T
        return out


def _late_pairs(
    classes: tuple[Ints, Ints],
    weights: tuple[Floats, Floats, Floats],
    late: tuple[Ints, Ints, Ints, Ints],
    parts: tuple[Any, Any, Floats, Any, Ints, Any],
    cells: Cells,
    table: Floats,
) -> None:
    """Pairs that meet a late-vision entry of an exceptional class, to ``cells`` and ``table``.

    In class c, ``σ`` holds ``α`` at D and ``-1`` at a late evil entry; ``π`` holds ``-p_s(D)``
    at D, ``-p_s(x)`` at each victim x of D and ``+1`` at a late unseen entry. Only pairs with a
    late entry are new here (the others were counted with every class); they are listed entry
    by entry into ``cells`` (the kill-matrix product goes straight to ``table``).

    A late entry is ``(class, seat)``: ``σ = -1`` (a late evil sighting) or ``π = +1`` (a late
    unseen seat). An entry meets its class's D slot with what D holds there, and each victim x
    of D with ``-p_s(x)`` times ``w1`` or ``w2``. (Two entries of one class meet in
    :func:`same_class_pairs`.)
    """
    exc_r, exc_c = classes
    ew0, ew1, ew2 = weights
    dq_e, dq_y, dp_e, dp_y = late
    alpha, p_at_d, pf, killed, dpos, poolable = parts
    width = cells.width
    ny = width - 1
    entry_class = np.concatenate([dq_e, dp_e])
    entry_seat = np.concatenate([dq_y, dp_y])
    evil = np.concatenate([np.ones(dq_e.size, np.bool_), np.zeros(dp_e.size, np.bool_)])
    if entry_class.size == 0:
        return
    classes_n = exc_r.size
    order = np.argsort(entry_class, kind="stable")
    entry_class, entry_seat, evil = entry_class[order], entry_seat[order], evil[order]
    # Each entry with its class's D slot.
    d_sigma = alpha[exc_r, exc_c].astype(np.float64)
    d_pi = -p_at_d[exc_r, exc_c].astype(np.float64)
    slot = dpos[exc_c[entry_class]]
    values = []
    for c in range(2):
        d_for_sigma = ew0[c] * d_sigma + ew1[c] * d_pi
        d_for_pi = ew1[c] * d_sigma + ew2[c] * d_pi
        values.append(np.where(evil, -d_for_sigma[entry_class], d_for_pi[entry_class]))
    cells.add(entry_seat, slot, values, both_ways=True)
    # Each entry with every victim x of its class's D, with -p_s(x) = e_s(x) - u(x): first
    # as if every victim were poolable and unseen (u), summed per D and multiplied by the kill
    # matrix at once; then the few victims the class's Seer saw (e) are taken back out.
    if killed.any():
        columns = killed.shape[0]
        column = exc_c[entry_class]
        # A σ entry meets -p_s(x) with -w1, a π entry with w2: value w1 or -w2 per unit of p.
        unit = [np.where(evil, ew1[c][entry_class], -ew2[c][entry_class]) for c in range(2)]
        unpooled = SparseMask(killed & poolable[None, :])
        for c in range(2):
            flat = np.bincount(column * width + entry_seat, unit[c], columns * width)
            per_d = np.asarray(flat, dtype=np.float64).reshape(columns, width)  # (no copy)
            exact32 = c == 1 and entry_class.size < 2**24  # no count exceeds the entries
            # mask.T @ x: per victim, the entries of every D that killed it.
            met = masked_product(unpooled, per_d, exact32)
            table[c, :ny] += met
            table[c, :, :ny] += met.T
        counts = killed.sum(axis=1)
        most = int(counts.max())
        row, victim = np.nonzero(killed)
        first_of = np.cumsum(counts) - counts
        victims = np.full((columns, most), -1, dtype=np.int64)
        victims[row, np.arange(row.size) - first_of[row]] = victim
        # Classes whose Seer saw one of D's (poolable) victims: those entries are taken back.
        mine = victims[exc_c]
        safe = np.maximum(mine, 0)
        seen_victim = (mine >= 0) & poolable[safe] & (pf[exc_r[:, None], safe] == 0)
        hit_class, hit_at = np.nonzero(seen_victim)
        if hit_class.size:
            x = mine[hit_class, hit_at]
            group = np.bincount(entry_class, minlength=classes_n)
            start = np.cumsum(group) - group
            reps = group[hit_class]
            which = np.repeat(np.arange(hit_class.size), reps)
            entry = start[hit_class[which]] + (
                np.arange(which.size) - np.repeat(np.cumsum(reps) - reps, reps)
            )
            cells.add(entry_seat[entry], x[which], [-u[entry] for u in unit], both_ways=True)
