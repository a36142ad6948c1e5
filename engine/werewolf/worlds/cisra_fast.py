"""The scalable world model of the ``cisra`` preset.

A world is an assignment of the Seer, the ranked wolves and the Villagers. Wolves die only by
lynch, and a lynch fixes the exact role, so the dominant rank is the same in every world and the
holders of earlier dominant ranks are known to everyone. Within the current *era* (the nights
since the dominant rank last changed) a world's history -- who died when, whose visions count --
depends only on two identities: the Seer ``s`` and the holder ``D`` of the dominant rank.

So worlds are grouped in classes ``(s, D)``, an ``N x N`` grid. Inside a class the other
``m`` unfixed wolves are interchangeable: everything that happened only says, of each player,
"is a wolf" (the Seer saw evil: the set ``Q'``), "is not a wolf" (killed, seen good, fixed) or
nothing (the pool). A class with ``a`` players in the pool and ``b = m - |Q'|`` wolves still to
place holds ``C(a, b) * m!`` worlds (the ``m!`` orders the non-dominant ranks). Nothing else is
listed, which keeps every phase polynomial: ``O(N^2)`` numbers, ``O(N^3)`` at worst for one
matrix product when the public table is computed.

Counts used for draws are exact (binomials summed as Python integers, grouped by ``(a, b)``);
the public table uses floats, with its 0 % and 100 % decided by the exact support.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

from engine.werewolf.roles import SEER, VILLAGER, Role, RoleKind, wolf
from engine.werewolf.worlds.base import Bools, Floats, Marginals, PlainTeams, Teams, comb
from engine.werewolf.worlds.cisra_binomials import FEW_GROUPS, grouped_sums
from engine.werewolf.worlds.cisra_grid import INF
from engine.werewolf.worlds.cisra_pairs import wolf_pairs  # (and scipy) loaded with the engine
from engine.werewolf.worlds.cisra_teams import NightTeams

Ints = NDArray[np.signedinteger[Any]]

SMALL = 32
"""Arrays up to this size are summed in plain Python (cheaper than grouping them)."""

FRESH_COST = 10
"""Cost of one seat's team weights asked afresh, in patches of :class:`NightTeams` (measured at
1000 players, where it matters: about 4 ms against 0.4 ms)."""
TRACKED_COST = 250
"""Cost of counting the tracked seats' team weights once, in patches (about 0.1 s)."""

BLOCK_SHARE = 4
"""A fix reads and writes only the block of rows and columns holding valid classes when that
block is at most this fraction (1 / 4) of the grid: gathering an entry costs a few times more
than a pass over the whole grid spends on it."""

LISTED_CLASSES = 1
"""A seat's weights are read class by class when the valid classes are at most this many per
seat: a listed class costs a few operations, a pass over the grid's rows and columns a few
per seat."""

UNFIXED, FIXED_SEER, FIXED_VILLAGER, FIXED_WOLF = -1, 0, 1, 2


class FastCisraWorlds:
    """Classes ``(Seer, dominant holder)`` with the rest of the wolves counted by binomials."""

    def __init__(self, players: int, wolves: int) -> None:
        n = players
        self.n = n
        self.k = wolves
        self.fixed = np.full(n, UNFIXED, dtype=np.int8)
        self.fixed_rank = np.zeros(n, dtype=np.int32)
        self.dominant_rank = 1
        self.dominant_fixed = False
        """True once the last wolf is lynched: the dominant column then stays on its holder."""
        self.m = wolves - 1
        """Unfixed wolves other than the dominant one."""
        self.valid: Bools = ~np.eye(n, dtype=np.bool_)
        """``valid[s, D]``: class (Seer s, dominant D) still holds worlds."""
        self.a: Ints = np.full((n, n), n - 2, dtype=np.int32)
        """Pool size: unfixed players of the class not yet known to be wolf or not."""
        self.q: Ints = np.zeros((n, n), dtype=np.int32)
        """``|Q'|``: players the Seer of the class saw evil, other than D and fixed wolves."""
        self.kill_night: Ints = np.full((n, n), INF, dtype=np.int32)
        """``kill_night[D, x]``: the night D killed x in this era."""
        self.dn_era: Ints = np.full(n, INF, dtype=np.int32)
        """Night each player died in earlier eras (the same in every world)."""
        self.global_dead: Bools = np.zeros(n, dtype=np.bool_)
        self.evil_night: Ints = np.full((n, n), INF, dtype=np.int32)
        """``evil_night[s, t]``: first night s saw t evil."""
        self.good_night: Ints = np.full((n, n), INF, dtype=np.int32)
        self.nights = 0
        """Number of nights so far (one more than the last night number seen)."""
        self._totals: tuple[int, int] | None = None
        self._stale: dict[int, tuple[int, int]] = {}
        """Rows changed by visions since ``_totals`` was last brought up to date, with their
        sums as ``_totals`` counts them (patched in only when the totals are read)."""
        """Cached exact sums over every class: ``C(a, b)`` and ``C(a - 1, b - 1)``."""
        self._rows: dict[int, tuple[int, int]] = {}
        """Cached exact sums per row (see :meth:`_row_total`)."""
        self._marginals: Marginals | None = None
        """Cached :meth:`marginals`, dropped by every event."""
        self._visions: dict[int, tuple[int, int, tuple[int, int]]] = {}
        """Weights from :meth:`prepare_visions`: viewer -> (night, target, (evil, good))."""
        self._class_weights: _Block | None = None
        """Cached :meth:`_block`: the classes the public chances sum over, with their float
        weights (:meth:`_weights`), dropped by every event."""
        self._dn_grid: Ints | None = None
        """Cached :meth:`_dn`, dropped when a kill or a new era changes it."""
        self._settle()

    # -- copying ---------------------------------------------------------------------------------

    def copy(self) -> FastCisraWorlds:
        """An independent copy."""
        other = object.__new__(FastCisraWorlds)
        for name, value in self.__dict__.items():
            setattr(other, name, value.copy() if isinstance(value, np.ndarray | dict) else value)
        return other

    # -- derived state ---------------------------------------------------------------------------

    @property
    def unfixed(self) -> Bools:
        open_seats: Bools = self.fixed == UNFIXED
        return open_seats

    def _b(self) -> Ints:
        return self.m - self.q

    def _settle(self, rows: int | None = None, columns: Ints | None = None) -> None:
        """Drop classes whose binomial is 0 (``b`` outside ``0..a``), in the part that changed."""
        if rows is not None:
            b_row = self.m - self.q[rows]
            self.valid[rows] &= (b_row >= 0) & (b_row <= self.a[rows])
        elif columns is not None:
            b_cols = self.m - self.q[:, columns]
            self.valid[:, columns] &= (b_cols >= 0) & (b_cols <= self.a[:, columns])
        else:
            b = self._b()
            self.valid &= (b >= 0) & (b <= self.a)

    def _dn(self) -> Ints:
        """``dn[s, D]``: night the Seer s died in class (s, D) (read-only; kept until a kill or
        a new era changes it: a night's visions and a day's collapses read it many times)."""
        if self._dn_grid is None:
            dn: Ints = np.minimum(self.dn_era[:, None], self.kill_night.T)
            dn.flags.writeable = False
            self._dn_grid = dn
        return self._dn_grid

    def _dn_row(self, s: int) -> Ints:
        row: Ints = np.minimum(self.dn_era[s], self.kill_night[:, s])
        return row

    def _killed(self) -> Bools:
        """``K[D, x]``: x was killed by D in this era."""
        killed: Bools = self.kill_night < INF
        return killed

    # -- exact counting --------------------------------------------------------------------------

    def _sum(self, a: Ints, b: Ints) -> int:
        """Exact ``sum C(a_i, b_i)``, grouped by distinct ``(a, b)``."""
        return self._sums(a, b)[0]

    def _sums(self, a: Ints, b: Ints) -> tuple[int, int]:
        """Exact ``sum C(a_i, b_i)`` and ``sum C(a_i - 1, b_i - 1)``, grouped by distinct
        ``(a, b)`` (both sums from one grouping).

        Both ``a`` and ``b`` vary over short ranges (a few nights' worth), so the pairs are
        counted with a ``bincount`` over offsets from their minimums.
        """
        if a.size == 0:
            return 0, 0
        if a.size <= SMALL:
            total = shifted = 0
            for a_i, b_i in zip(a.tolist(), b.tolist(), strict=True):
                total += comb(a_i, b_i)
                shifted += comb(a_i - 1, b_i - 1)
            return total, shifted
        low_a, low_b = int(a.min()), int(b.min())
        width = int(b.max()) - low_b + 1
        keys = (a - low_a).astype(np.int64) * width + (b - low_b)
        span = (int(a.max()) - low_a + 1) * width
        if span <= 4 * keys.size + 4096:
            counts = np.bincount(keys, minlength=span)
            found = np.flatnonzero(counts)
            distinct, multiplicity = found, counts[found]
        else:
            distinct, multiplicity = np.unique(keys, return_counts=True)
        total = shifted = 0
        for key, times in zip(distinct.tolist(), multiplicity.tolist(), strict=True):
            a_i, b_i = low_a + key // width, low_b + key % width
            total += times * comb(a_i, b_i)
            shifted += times * comb(a_i - 1, b_i - 1)
        return total, shifted

    def count(self) -> int:
        """The exact number of surviving worlds."""
        v = self.valid
        return self._sum(self.a[v], self.m - self.q[v]) * math.factorial(max(self.m, 0))

    # -- queries ---------------------------------------------------------------------------------

    def dominant_candidates(self) -> list[int]:
        """Seats that hold tonight's dominant rank in some world."""
        if self.dominant_fixed:
            return []
        return [int(x) for x in self._live_columns()]

    def _membership(self, x: int, dn: Ints | None = None) -> tuple[Bools, Bools]:
        """For every class: is x in Q' (surely a wolf, non-dominant), is x in the pool."""
        if dn is None:
            dn = self._dn()
        in_q, in_pool = self._membership_in(x, slice(None), dn, self.kill_night[:, x] < INF)
        if not self.unfixed[x]:
            none = np.zeros_like(in_q)
            return none, none
        for member in (in_q, in_pool):
            member[:, x] = False
            member[x, :] = False
        return in_q, in_pool

    def _membership_in(
        self, x: int, rows: Ints | slice, dn: Ints, killed: Bools
    ) -> tuple[Bools, Bools]:
        """:meth:`_membership` in the classes of ``rows`` and the columns that ``dn`` (their
        death nights) and ``killed`` (did that column's D kill x) stand for, with x's own row
        and column left as they come (callers drop them)."""
        evil_x = self.evil_night[rows, x]
        in_q: Bools = evil_x[:, None] < dn
        seen = np.minimum(evil_x, self.good_night[rows, x])[:, None] < dn
        in_pool: Bools = ~(killed | self.global_dead[x])[None, :] & ~seen
        return in_q, in_pool

    def _grid_totals(self) -> tuple[int, int]:
        """Exact sums over every class of ``C(a, b)`` and of ``C(a - 1, b - 1)``."""
        if self._totals is None:
            v = self.valid
            at = np.flatnonzero(v)
            self._totals = self._sums(self.a.take(at), self.m - self.q.take(at))
            self._stale.clear()
        total, shifted = self._totals
        self.prepare_rows(list(self._stale))
        for row, (old_total, old_shifted) in self._stale.items():
            new_total, new_shifted = self._row_total(row)
            total += new_total - old_total
            shifted += new_shifted - old_shifted
        self._stale.clear()
        self._totals = total, shifted
        return self._totals

    def _row_totals(self, s: int) -> tuple[int, int]:
        row = self.valid[s]
        return self._sums(self.a[s][row], self.m - self.q[s][row])

    def role_weights(self, x: int) -> list[tuple[Role, int]]:
        """Exact relative world counts of x's possible exact roles, in canonical order.

        x is in the pool of every class except in the rows of Seers who saw x and the columns
        of wolves who killed x; only those rows and columns are read, the rest comes from the
        cached whole-grid sums.
        """
        if not self.unfixed[x]:
            return [(self._fixed_role(x), 1)]
        seer, villager, dominant, nondominant = self._kind_weights(x)
        # A class counts sets of non-dominant wolves; naming one of their m ranks divides by m.
        scale = max(self.m, 1)
        weights: list[tuple[Role, int]] = [(SEER, seer * scale), (VILLAGER, villager * scale)]
        fixed = self._fixed_ranks()
        for rank in range(1, self.k + 1):
            if rank in fixed:
                continue
            if rank == self.dominant_rank:
                weights.append((wolf(rank), dominant * scale))
            elif rank > self.dominant_rank:
                weights.append((wolf(rank), nondominant))
        return weights

    def teams(self, seats: Sequence[int], changes: int) -> Teams:
        """Team weights of ``seats`` (asked in this order) through a night's visions, of which
        ``changes`` will land in between.

        Asked afresh after each vision, a seat's weights cost a few passes over the grid.
        Counted once for all seats and patched as each vision lands
        (:mod:`~engine.werewolf.worlds.cisra_teams`), they cost one pass and then a fraction
        of one per vision: that pays when many seats are asked about between few visions.
        """
        if len(seats) * FRESH_COST < TRACKED_COST + changes:
            return PlainTeams(self)
        return NightTeams(self, seats)

    def team_weights(self, x: int) -> tuple[int, int]:
        """Exact relative world counts of x being (evil, good)."""
        if not self.unfixed[x]:
            return (1, 0) if self.fixed[x] == FIXED_WOLF else (0, 1)
        seer, villager, dominant, nondominant = self._kind_weights(x)
        return dominant + nondominant, seer + villager

    def _kind_weights(self, x: int) -> tuple[int, int, int, int]:
        """Exact class-set counts of an unfixed x as Seer, Villager, dominant wolf and (any)
        non-dominant wolf: x's role weights before the ranks are named.

        x is in the pool of every class but a few: the rows of the Seers who saw x, the row of
        x, and the columns of the wolves who killed x (or of x). A row that saw x has one status
        everywhere except in the columns of wolves who killed that Seer before a vision: rows
        come from cached exact row sums, and only those exceptional entries are read.
        """
        total, pool_total = self._grid_totals()
        if np.count_nonzero(self.valid) <= LISTED_CLASSES * self.n:
            return self._kind_weights_listed(x, total)
        v, a_all, q_all, m = self.valid, self.a, self.q, self.m
        seer = self._sum(a_all[x][v[x]], m - q_all[x][v[x]])
        dominant = self._sum(a_all[:, x][v[:, x]], m - q_all[:, x][v[:, x]])
        if self.global_dead[x] or self._dead_everywhere(x):
            # Killed by an earlier era's dominant wolf, or by D in every class (D, x): surely
            # no wolf, in no class's pool.
            return seer, total - seer - dominant, dominant, 0
        evil_x, good_x = self.evil_night[:, x], self.good_night[:, x]
        # Rows whose Seer saw x before dying in an earlier era (a vision after that never counts).
        seen = np.flatnonzero(np.minimum(evil_x, good_x) < self.dn_era)
        era = self.dn_era[seen]
        eff_evil = evil_x[seen] < era
        eff_good = good_x[seen] < era
        latest = np.maximum(
            np.where(eff_evil, evil_x[seen], -1), np.where(eff_good, good_x[seen], -1)
        )
        killers_x = np.flatnonzero(self.kill_night[:, x] < INF)
        # Exceptional entries of the seen rows: D == x, D killed x, D killed s by the last vision.
        late = self.kill_night[:, seen] <= latest[None, :]
        late[x, :] = True
        late[killers_x, :] = True
        cols, row_index = np.nonzero(late)
        rows = seen[row_index]
        valid = v[rows, cols]
        a, b = a_all[rows, cols], m - q_all[rows, cols]
        dn = np.minimum(self.dn_era[rows], self.kill_night[cols, rows])
        evil_here = evil_x[rows] < dn
        seen_here = np.minimum(evil_x[rows], good_x[rows]) < dn
        not_x = cols != x
        in_q = valid & evil_here & not_x
        in_pool = valid & ~seen_here & not_x & (self.kill_night[cols, x] == INF)
        # Everywhere else in a seen row every vision counts: x is in Q' (seen evil only),
        # excluded (seen good only) or the class is gone (both); never in the pool.
        evil_only = eff_evil & ~eff_good
        row_sums = [self._row_total(int(s_)) for s_ in seen]
        nondominant = sum(c for (c, _), keep in zip(row_sums, evil_only, strict=True) if keep)
        uniform = valid & evil_only[row_index]
        nondominant -= self._sum(a[uniform], b[uniform])
        nondominant += self._sum(a[in_q], b[in_q])
        pool = pool_total - self._row_total(x)[1] - sum(p for _, p in row_sums)
        pool += self._sum(a[in_pool] - 1, b[in_pool] - 1)
        # Rows that did not see x: x is out of the pool only where D is x or killed x.
        out_cols = np.union1d(killers_x, [x])
        out_rows = np.ones(self.n, dtype=np.bool_)
        out_rows[seen] = False
        out_rows[x] = False
        out_seers = np.flatnonzero(out_rows)
        at_row, at_col = np.nonzero(v[np.ix_(out_seers, out_cols)])
        # Only the valid classes are read (few, late in a game), in the same order.
        out_row, out_col = out_seers[at_row], out_cols[at_col]
        out_a, out_b = a_all[out_row, out_col], m - q_all[out_row, out_col]
        pool -= self._sum(out_a - 1, out_b - 1)
        nondominant += pool
        return seer, total - seer - dominant - nondominant, dominant, nondominant

    def _kind_weights_listed(self, x: int, total: int) -> tuple[int, int, int, int]:
        """:meth:`_kind_weights` read class by class from the list of valid classes: late in
        a game they are few (a few dozen, then one), and x's place in each is read directly."""
        rows, cols = np.divmod(np.flatnonzero(self.valid), self.n)
        a, b = self.a[rows, cols], self.m - self.q[rows, cols]
        dn = np.minimum(self.dn_era[rows], self.kill_night[cols, rows])
        evil_x, good_x = self.evil_night[rows, x], self.good_night[rows, x]
        seer, dominant = rows == x, cols == x
        other = ~seer & ~dominant
        in_q = other & (evil_x < dn)
        killed = (self.kill_night[cols, x] < INF) | self.global_dead[x]
        in_pool = other & (np.minimum(evil_x, good_x) >= dn) & ~killed
        seer_w = self._sum(a[seer], b[seer])
        dominant_w = self._sum(a[dominant], b[dominant])
        nondominant = self._sum(a[in_q], b[in_q]) + self._sum(a[in_pool] - 1, b[in_pool] - 1)
        return seer_w, total - seer_w - dominant_w - nondominant, dominant_w, nondominant

    def _dead_everywhere(self, x: int) -> bool:
        """Whether x is dead in every class: killed by its dominant wolf wherever one holds."""
        if self.global_dead[x]:
            return True
        columns = np.asarray(self.valid.any(axis=0))
        return not bool((columns & (self.kill_night[:, x] == INF)).any())

    def prepare_rows(self, rows: Sequence[int]) -> None:
        """Compute the exact sums of several rows at once (see :meth:`_row_total`).

        A night reads the row of every Seer who had a vision, right after the kills dropped
        every cached row: one grouping of all their classes by ``(row, a, b)`` is much cheaper
        than one per row.
        """
        todo = np.array(sorted({int(s) for s in rows if int(s) not in self._rows}), dtype=np.int64)
        if todo.size <= 1:
            return
        if todo.size <= FEW_GROUPS:  # summed in Python: whole rows are as cheap to read
            valid, a, b = self.valid[todo], self.a[todo], self.m - self.q[todo]
        else:
            grid = np.ix_(todo, self._live_columns())
            valid, a, b = self.valid[grid], self.a[grid], self.m - self.q[grid]
        totals, shifted = grouped_sums(a, b, valid, [(valid, 0), (valid, 1)])
        self._rows.update(zip(todo.tolist(), zip(totals, shifted, strict=True), strict=True))

    def _live_columns(self) -> Ints:
        """Columns with a valid class (the others hold no world and never will again)."""
        live: Ints = np.flatnonzero(self.valid.any(axis=0))
        return live

    def prepare_visions(self, night: int, visions: Mapping[int, int]) -> None:
        """Weigh every Seer's vision of the night at once (see :meth:`vision_weights`).

        Each weight reads only its viewer's row, which no other vision changes, so they can
        all be computed before the first is applied: the exact sums of all rows, of the
        classes where each viewer is already dead, and of those where the target cannot be
        in the pool, each come from one grouping instead of one per viewer, over the columns
        that still hold a valid class. The answers are kept until the viewer's own vision or
        any other event.
        """
        self.nights = max(self.nights, night + 1)
        viewers = [v for v in visions if self.dn_era[v] > night]
        if len(viewers) <= 1:
            self.prepare_rows(viewers)
            return
        seats = np.array(viewers, dtype=np.int64)
        targets = np.array([visions[v] for v in viewers], dtype=np.int64)
        cols = self._live_columns()
        grid = np.ix_(seats, cols)
        valid = self.valid[grid]
        by_column = self.kill_night[cols]  # (rows first: a gather of whole rows is cheap)
        killed_at = by_column[:, seats].T
        dead = valid & (killed_at <= night)
        out = dead | (by_column[:, targets].T < INF)
        out |= cols[None, :] == targets[:, None]
        out &= valid
        todo = np.array([s not in self._rows for s in viewers], dtype=np.bool_)
        totals, shifted, dead_sums, out_sums = grouped_sums(
            self.a[grid],
            self.m - self.q[grid],
            valid,
            [(valid & todo[:, None], 0), (valid & todo[:, None], 1), (dead, 0), (out, 1)],
        )
        for i, viewer in enumerate(viewers):
            if todo[i]:
                self._rows[viewer] = (totals[i], shifted[i])
        unfixed = self.unfixed
        for i, (viewer, target) in enumerate(zip(viewers, targets.tolist(), strict=True)):
            row_total, row_shifted = self._row_total(viewer)
            total = row_total - dead_sums[i]
            if total == 0:
                weights = (0, 0)
            elif not unfixed[target]:
                evil = total if self.fixed[target] == FIXED_WOLF else 0
                weights = (evil, total - evil)
            else:
                there = bool(self.valid[viewer, target])
                evil = (
                    comb(int(self.a[viewer, target]), int(self.m - self.q[viewer, target]))
                    if there and self.kill_night[target, viewer] > night
                    else 0
                )
                if self.evil_night[viewer, target] < INF:
                    evil = total
                elif self.good_night[viewer, target] == INF and not self.global_dead[target]:
                    evil += row_shifted - out_sums[i]
                weights = (evil, total - evil)
            self._visions[viewer] = (night, target, weights)

    def _row_total(self, s: int) -> tuple[int, int]:
        """Cached exact sums of row s (``C(a, b)``, ``C(a - 1, b - 1)``) over valid classes."""
        cached = self._rows.get(s)
        if cached is None:
            cached = self._rows[s] = self._row_totals(s)
        return cached

    def open_ranks(self) -> list[int]:
        """Wolf ranks whose holder is not fixed, ascending."""
        fixed = self._fixed_ranks()
        return [rank for rank in range(1, self.k + 1) if rank not in fixed]

    def _fixed_ranks(self) -> set[int]:
        return {int(r) for r in self.fixed_rank[self.fixed == FIXED_WOLF]}

    def _fixed_role(self, x: int) -> Role:
        kind = int(self.fixed[x])
        if kind == FIXED_SEER:
            return SEER
        if kind == FIXED_VILLAGER:
            return VILLAGER
        return wolf(int(self.fixed_rank[x]))

    def vision_weights(self, night: int, viewer: int, target: int) -> tuple[int, int]:
        """Exact (evil, good) world counts among worlds where viewer is the living Seer.

        From the viewer's cached row sums, less the few columns where the viewer is dead by
        this night or the target cannot be in the pool (D is the target or killed it).
        """
        self.nights = max(self.nights, night + 1)
        if self.dn_era[viewer] <= night:
            return 0, 0
        cached = self._visions.get(viewer)
        if cached is not None and cached[:2] == (night, target):
            return cached[2]
        row_total, row_shifted = self._row_total(viewer)
        valid = self.valid[viewer]
        a, b = self.a[viewer], self.m - self.q[viewer]
        dead = valid & (self.kill_night[:, viewer] <= night)
        total = row_total - self._sum(a[dead], b[dead])
        if total == 0:
            return 0, 0
        if not self.unfixed[target]:
            evil = total if self.fixed[target] == FIXED_WOLF else 0
            return evil, total - evil
        # In column target the target holds the dominant rank: evil whatever was seen.
        evil = comb(int(a[target]), int(b[target])) if valid[target] and not dead[target] else 0
        if self.evil_night[viewer, target] < INF:
            evil = total
        elif self.good_night[viewer, target] == INF and not self.global_dead[target]:
            out = dead | (self.kill_night[:, target] < INF)
            out[target] = True
            out &= valid
            evil += row_shifted - self._sums(a[out], b[out])[1]
        return evil, total - evil

    def surely_packmate(self, attacker: int, target: int) -> bool:
        """Whether target is a wolf in every world where attacker holds the dominant rank."""
        column = self.valid[:, attacker]
        if not column.any() or self.dominant_fixed or target == attacker:
            return False
        if not self.unfixed[target]:
            return bool(self.fixed[target] == FIXED_WOLF)
        rows = np.flatnonzero(column)
        dn = np.minimum(self.dn_era[rows], self.kill_night[attacker, rows])
        evil = self.evil_night[rows, target] < dn
        seen = np.minimum(self.evil_night[rows, target], self.good_night[rows, target]) < dn
        killed = self.kill_night[attacker, target] < INF or bool(self.global_dead[target])
        full_pool = self.a[rows, attacker] == self.m - self.q[rows, attacker]
        in_pool = ~seen & (rows != target) & (not killed)
        return bool((evil | (in_pool & full_pool)).all())

    def surely_packmates(self, attacker: int) -> Bools:
        """For every seat: a wolf in every world where attacker holds the dominant rank?"""
        n = self.n
        out: Bools = self.fixed == FIXED_WOLF
        column = self.valid[:, attacker]
        if not column.any() or self.dominant_fixed:
            return np.zeros(n, dtype=np.bool_)
        rows = np.flatnonzero(column)
        dn = np.minimum(self.dn_era[rows], self.kill_night[attacker, rows])[:, None]
        killed = (self.kill_night[attacker] < INF) | self.global_dead
        full_pool = (self.a[rows, attacker] == self.m - self.q[rows, attacker])[:, None]
        # Screen on the first class, then check only the seats that passed on the others.
        candidates = np.flatnonzero(self._wolf_everywhere(rows[:1], dn[:1], full_pool[:1], killed))
        if candidates.size:
            sure = self._wolf_everywhere(rows, dn, full_pool, killed, candidates)
            out[candidates[sure]] = True
        out[attacker] = False
        return out

    def _wolf_everywhere(
        self,
        rows: Ints,
        dn: Ints,
        full_pool: Bools,
        killed: Bools,
        seats: Ints | None = None,
    ) -> Bools:
        """For each seat (or each of ``seats``): a wolf in every class ``rows`` of a column?"""
        if seats is None:
            seats = np.arange(self.n)
        evil = self.evil_night[np.ix_(rows, seats)] < dn
        seen = np.minimum(
            self.evil_night[np.ix_(rows, seats)], self.good_night[np.ix_(rows, seats)]
        )
        in_pool = (seen >= dn) & ~killed[seats][None, :] & self.unfixed[seats][None, :]
        in_pool &= rows[:, None] != seats[None, :]
        everywhere: Bools = (evil | (in_pool & full_pool)).all(axis=0) & self.unfixed[seats]
        return everywhere

    def is_dead_somewhere(self, x: int) -> bool:
        """Whether x is dead in at least one world."""
        if self.global_dead[x]:
            return True
        return bool((self.valid.any(axis=0) & (self.kill_night[:, x] < INF)).any())

    def max_living_nonwolves(self, alive: Sequence[bool]) -> int:
        """The largest number of living non-wolves in any world (``alive``: appears alive)."""
        alive_mask = np.asarray(alive, dtype=np.bool_)
        living_wolves = self.k - int((self.fixed == FIXED_WOLF).sum())
        columns = self.valid.any(axis=0)
        if not columns.any():
            return 0
        killed = ((self.kill_night < INF) & alive_mask[None, :]).sum(axis=1)
        ghosts = int((self.global_dead & alive_mask).sum())
        living = int(alive_mask.sum()) - living_wolves - ghosts - killed[columns]
        return int(living.max())

    # -- events ----------------------------------------------------------------------------------

    def kill(self, night: int, attacks: Mapping[int, int]) -> None:
        """Night kill: in each world the dominant wolf's attack on its target.

        A world where the target is a wolf is eliminated; a target already dead stays dead.
        """
        self._marginals = None
        self._class_weights = None
        self._visions = {}
        self.nights = max(self.nights, night + 1)
        if self.dominant_fixed:
            return
        pairs = [
            (d, t)
            for d, t in sorted(attacks.items())
            if self.valid[:, d].any() and self.kill_night[d, t] == INF
        ]
        if not pairs:
            return
        ds = np.array([d for d, _ in pairs])
        ts = np.array([t for _, t in pairs])
        dn = self._dn()[:, ds]
        wolf_target = self.evil_night[:, ts] < dn
        seen_good = self.good_night[:, ts] < dn
        fixed_wolf = self.fixed[ts] == FIXED_WOLF
        self.valid[:, ds] &= ~wolf_target & ~fixed_wolf[None, :]
        seats = np.arange(self.n)[:, None]
        in_pool = self.unfixed[ts][None, :] & ~wolf_target & ~seen_good & (seats != ts[None, :])
        self.a[:, ds] -= in_pool
        self.kill_night[ds, ts] = night
        self._dn_grid = None
        self._settle(columns=ds)
        self._totals = None
        self._stale.clear()
        self._rows.clear()

    def apply_vision(self, night: int, viewer: int, target: int, evil: bool) -> None:
        """Eliminate worlds where the viewer is the living Seer and the target's team differs."""
        self._marginals = None
        self._class_weights = None
        self._visions.pop(viewer, None)  # the other viewers' rows do not change
        self.nights = max(self.nights, night + 1)
        if self._totals is not None and viewer not in self._stale:
            self._stale[viewer] = self._row_total(viewer)
        # The cached grid of death nights is read by rows: its row s is s's column of kills.
        dn = self._dn()
        cols = self.valid[viewer] & (dn[viewer] > night)
        row_valid = self.valid[viewer]
        if self.fixed[target] != UNFIXED:
            if (self.fixed[target] == FIXED_WOLF) != evil:
                row_valid[cols] = False
        else:
            seen_evil = self.evil_night[viewer, target] < INF
            seen_good = self.good_night[viewer, target] < INF
            # (dn[target] is finite everywhere when target died in an earlier era, and then
            # it is dead in every world)
            killed = (dn[target] < INF) | self.global_dead[target]
            at_d = cols[target]  # the class where target holds the dominant rank
            cols[target] = False
            if evil:
                row_valid &= ~(cols & (killed | seen_good))
                if not seen_evil and not seen_good:
                    move = cols & ~killed
                    self.q[viewer] += move
                    self.a[viewer] -= move
            else:
                if at_d:
                    row_valid[target] = False
                if seen_evil:
                    row_valid &= ~(cols & ~killed)
                elif not seen_good:
                    self.a[viewer] -= cols & ~killed
        if evil:
            self.evil_night[viewer, target] = min(self.evil_night[viewer, target], night)
        else:
            self.good_night[viewer, target] = min(self.good_night[viewer, target], night)
        self._settle(rows=viewer)
        # Only the viewer's row changed: the grid sums are patched when next read.
        self._rows.pop(viewer, None)

    def bury(self, x: int) -> None:
        """x died in public (lynched or dead in every world): dead in every world from now."""
        self._marginals = None
        self._class_weights = None
        self._visions = {}
        self.global_dead[x] = True

    def surely_dead(self) -> Bools:
        """Seats dead in every world (cheaper than the full marginals)."""
        columns = self.valid.sum(axis=0).astype(np.float64)
        dead = columns @ self._killed().astype(np.float64)
        out: Bools = self.global_dead | ((dead == columns.sum()) & (columns.sum() > 0))
        return out

    def eliminate_dead(self, x: int) -> None:
        """Lynch, step 1: x was alive to be lynched."""
        self._marginals = None
        self._class_weights = None
        self._visions = {}
        self._totals = None
        self._stale.clear()
        self._rows.clear()
        self.valid[:, self.kill_night[:, x] < INF] = False
        if self.global_dead[x]:
            self.valid[:] = False

    def fix_role(self, x: int, role: Role) -> None:
        """Keep only the worlds where x has exactly this role."""
        self._marginals = None
        self._class_weights = None
        self._visions = {}
        if not self.unfixed[x]:
            if self._fixed_role(x) != role:
                self.valid[:] = False
            return
        if role.kind is RoleKind.VILLAGER and self._dead_everywhere(x):
            # Killed in every class (as when a lynch leaves a wolf's victims dead in every
            # world): x is in no class's pool nor surely a wolf anywhere (a class where it was
            # is gone), so only its row and column go, and nothing else needs settling.
            self.valid[x, :] = False
            self.valid[:, x] = False
            self.fixed[x] = FIXED_VILLAGER
            self._totals = None
            self._stale.clear()
            self._rows.clear()
            return
        if role.kind is not RoleKind.SEER and not (
            role.rank == self.dominant_rank and not self.dominant_fixed
        ):
            rows, cols = self._active()
            if rows.size * cols.size * BLOCK_SHARE <= self.n * self.n:
                self._fix_in_block(x, role, rows, cols)
                return
        in_q, in_pool = self._membership(x)
        if role.kind is RoleKind.SEER:
            others = np.ones(self.n, dtype=np.bool_)
            others[x] = False
            self.valid[others, :] = False
            self.fixed[x] = FIXED_SEER
        elif role.kind is RoleKind.VILLAGER:
            self.valid[x, :] = False
            self.valid[:, x] = False
            self.valid &= ~in_q
            self.a -= in_pool
            self.fixed[x] = FIXED_VILLAGER
        elif role.rank == self.dominant_rank and not self.dominant_fixed:
            self._fix_dominant(x)
        else:
            self.valid[x, :] = False
            self.valid[:, x] = False
            self.valid &= in_q | in_pool
            self.q -= in_q
            self.a -= in_pool
            self.m -= 1
            self.fixed[x] = FIXED_WOLF
            self.fixed_rank[x] = role.rank
        self._settle()
        self._totals = None
        self._stale.clear()
        self._rows.clear()

    def _active(self) -> tuple[Ints, Ints]:
        """The rows and the columns that hold a valid class (no class outside them is ever
        valid again: fixing and kills only drop classes)."""
        rows: Ints = np.flatnonzero(self.valid.any(axis=1))
        return rows, self._live_columns()

    def _fix_in_block(self, x: int, role: Role, rows: Ints, cols: Ints) -> None:
        """:meth:`fix_role` for a Villager or a non-dominant wolf, read and written only in
        the block of ``rows x cols`` that holds every valid class.

        Late in a game the valid classes are few (a handful of columns, or one class at the
        end), and a fix that passes over the whole grid costs milliseconds per seat. Outside
        the block ``a`` and ``q`` are left as they are: no class there is valid, and a class's
        sizes are read only where it is.
        """
        grid = np.ix_(rows, cols)
        dn = np.minimum(self.dn_era[rows][:, None], self.kill_night[np.ix_(cols, rows)].T)
        in_q, in_pool = self._membership_in(x, rows, dn, self.kill_night[cols, x] < INF)
        # x's own row and column go; what membership says there is never read.
        valid = self.valid[grid]
        valid[rows == x, :] = False
        valid[:, cols == x] = False
        a = self.a[grid] - in_pool
        q = self.q[grid]
        if role.kind is RoleKind.VILLAGER:
            valid &= ~in_q
            self.fixed[x] = FIXED_VILLAGER
        else:
            valid &= in_q | in_pool
            q = q - in_q
            self.q[grid] = q
            self.m -= 1
            self.fixed[x] = FIXED_WOLF
            self.fixed_rank[x] = role.rank
        b = self.m - q
        valid &= (b >= 0) & (b <= a)
        self.a[grid] = a
        self.valid[grid] = valid
        self._totals = None
        self._stale.clear()
        self._rows.clear()

    def _fix_dominant(self, x: int) -> None:
        """x held the dominant rank: the era ends and the next rank becomes dominant."""
        self.valid[x, :] = False
        keep = self.valid[:, x].copy()
        self.valid[:, :] = False
        self.fixed[x] = FIXED_WOLF
        self.fixed_rank[x] = self.dominant_rank
        if self.m == 0:
            self.valid[:, x] = keep
            self.dominant_fixed = True
            return
        dn = self._dn()[:, x]
        killed_by_x = self.kill_night[x] < INF
        base_a, base_q = self.a[:, x].copy(), self.q[:, x].copy()
        seats = np.arange(self.n)
        other = (seats[:, None] != seats[None, :]) & self.unfixed[None, :]
        in_q = (self.evil_night < dn[:, None]) & other
        seen = np.minimum(self.evil_night, self.good_night) < dn[:, None]
        in_pool = other & ~killed_by_x[None, :] & ~self.global_dead[None, :] & ~seen
        self.valid = keep[:, None] & (in_q | in_pool)
        self.a = np.where(in_q, base_a[:, None], base_a[:, None] - 1)
        self.q = np.where(in_q, base_q[:, None] - 1, base_q[:, None])
        self.global_dead |= killed_by_x
        self.dn_era = np.minimum(self.dn_era, self.kill_night[x])
        self.kill_night[:] = INF
        self._dn_grid = None
        self.m -= 1
        fixed = self._fixed_ranks()
        self.dominant_rank = min(r for r in range(1, self.k + 1) if r not in fixed)

    # -- public chances --------------------------------------------------------------------------

    def _block(self) -> _Block:
        """The rows and columns holding every valid class, with what the public chances read
        of them (cached until the next event)."""
        block = self._class_weights
        if block is None or block.nights != self.nights:
            block = self._class_weights = _Block(self)
        return block

    def _weights(self, rows: Ints, cols: Ints) -> Floats:
        """Float weights proportional to ``C(a, b)`` of the classes ``rows x cols``, the
        largest being 1, 0 where a class holds no worlds.

        ``rows`` and ``cols`` must hold every valid class, so the largest is the whole grid's;
        they are the cached :meth:`_block`'s (which the public table and the packmate table
        both read) unless given otherwise.
        """
        block = self._block()
        if _same(block.rows, rows) and _same(block.cols, cols):
            return block.weights()
        grid = np.ix_(rows, cols)
        pairs = _Pairs(self.n, self.valid[grid], self.a[grid], self.m - self.q[grid])
        return pairs.grid(pairs.weights())

    def _in_q_weight(self, w: Floats, block: _Block) -> Floats:
        """``A[x] = sum w[s,D] [x in Q'(s,D)]`` for unfixed x (``w`` over the block)."""
        total = block.gather(w, block.gather_evil)
        # Less x == D, where D was seen evil (the sparse (s, D) entries, in row order).
        row, col = block.evil_d
        diagonal = block.per_column(_sum_by(col, w[row, col], block.cols.size))
        out: Floats = np.where(self.unfixed, total - diagonal, 0.0)
        return out

    def _in_pool_weights(self, ws: list[Floats], block: _Block) -> list[Floats]:
        """``B[x] = sum w[s,D] [x in pool(s,D)]`` for unfixed x, for several weight grids
        over the block."""
        width = block.cols.size
        t3s: list[Floats] = [np.zeros(self.n) for _ in ws]
        # Every killer outside the block holds the dominant rank in no class: the weights
        # there are 0 and it is left out.
        if block.victim.size:
            # Seen before dying, by a Seer whose class's D killed the seat (t3), less the
            # visions that came after D killed that Seer. The weights are gathered together
            # (one read of each class for all of them) in Seer order (rows of the grid).
            seer, killer, entry, seat = self._seen_and_killed(block)
            at = seer * width + killer
            late_seer, late_killer, late_seat = self._late_seen(block)
            late_at = block.row_of[late_seer] * width + block.col_of[late_killer]
            for w, t3 in zip(ws, t3s, strict=True):
                flat = w.reshape(-1)
                # Summed per (Seer, seat) first, then per seat in Seer order: the order of
                # the dense product ``(seen * (w @ killed)).sum(axis=0)`` it stands for.
                per_entry = np.bincount(entry, flat.take(at), minlength=seat.size)
                t3 += np.bincount(seat, per_entry, minlength=self.n)
                t3 -= np.bincount(late_seat, flat.take(late_at), minlength=self.n)
        open_seats = self.unfixed & ~self.global_dead
        killed_row, killed_col = block.killed_seer
        seen_row, seen_col = block.seen_d
        out = []
        for w, t3 in zip(ws, t3s, strict=True):
            per_column = w.sum(axis=0)
            p1 = w.sum() - block.to_victims(per_column)
            seen = block.gather(w, block.gather_seen)
            # x is the Seer (less the classes whose D killed x), or x is D (less the classes
            # whose Seer saw D while alive): the exceptions are sparse lists.
            dead_seer = _sum_by(killed_row, w[killed_row, killed_col], block.rows.size)
            own_row = block.per_row(w.sum(axis=1) - dead_seer)
            seen_d = _sum_by(seen_col, w[seen_row, seen_col], width)
            own_column = block.per_column(per_column - seen_d)
            b = p1 - (seen - t3) - own_row - own_column
            out.append(np.where(open_seats, b, 0.0))
        return out

    def _seen_and_killed(self, block: _Block) -> tuple[Ints, Ints, Ints, Ints]:
        """Every y that D killed and s saw before dying in an earlier era, as ``(s, D, entry)``
        per triple (s and D as the block's row and column) with ``entry`` indexing the
        ``(s, y)`` pairs, and the seat y of each pair.

        Seers who saw a seat and killers of it are few per seat (about one a night each), so
        the triples are listed pair by pair: ``sum w[s, D]`` over them is ``w @ killed``
        restricted to the seen entries, without the dense product.
        """
        # Listed Seer by Seer (rows of the grid, so the classes are read in memory order);
        # for each seat the pairs still come in Seer order, as the dense product sums them.
        seer, seat, first = block.seen
        early = first < self.dn_era[block.rows][seer]
        seer, seat = seer[early], seat[early]
        kill_count = np.bincount(block.victim, minlength=self.n)
        kill_start = np.cumsum(kill_count) - kill_count
        repeats = kill_count[seat]
        entry = np.repeat(np.arange(seat.size), repeats)
        offset = np.arange(entry.size) - np.repeat(np.cumsum(repeats) - repeats, repeats)
        right = kill_start[seat[entry]] + offset
        return seer[entry], block.killer[right], entry, seat

    def _late_seen(self, block: _Block) -> tuple[Ints, Ints, Ints]:
        """Visions a Seer made after D killed them in this era (they do not count there):
        ``(s, D, y)`` seats for every s and y that D killed where s saw y on the night D
        killed s or later (before s died in an earlier era), for the killers D in the block's
        columns and the Seers s in its rows.

        Every killer's victims are listed side by side (at most one a night), and the pairs of
        victims are checked a block of killers at a time.
        """
        killer_column, victim = block.kills
        found: list[tuple[Ints, Ints, Ints]] = []
        if victim.size:
            killing, row, counts = np.unique(killer_column, return_inverse=True, return_counts=True)
            killers = block.cols[killing]
            width = int(counts.max())
            starts = np.concatenate([[0], np.cumsum(counts)[:-1]])
            victims = np.full((killers.size, width), -1, dtype=np.int64)
            victims[row, np.arange(row.size) - starts[row]] = victim
            step = max(1, (1 << 20) // (width * width))
            for first in range(0, killers.size, step):
                chunk = victims[first : first + step]
                d = killers[first : first + step, None]
                when = np.where(chunk >= 0, self.kill_night[d, chunk], INF)
                until = np.where(chunk >= 0, self.dn_era[chunk], INF)
                # A victim outside the block's rows is a Seer of no class: left out.
                seer_row = block.row_of[chunk]
                sub = block.first[seer_row[:, :, None], chunk[:, None, :]]
                late = (sub >= when[:, :, None]) & (sub < until[:, :, None])
                late &= (seer_row >= 0)[:, :, None] & (chunk >= 0)[:, None, :]
                which, s_at, y_at = np.nonzero(late)
                found.append((chunk[which, s_at], killers[first + which], chunk[which, y_at]))
        if not found:
            empty = np.zeros(0, dtype=np.int64)
            return empty, empty, empty
        seer, killer, seen = (np.concatenate(part) for part in zip(*found, strict=True))
        return seer, killer, seen

    def marginals(self) -> Marginals:
        """Per-seat chances and their exact support (cached until the next event)."""
        if self._marginals is None:
            self._marginals = self._compute_marginals()
        return self._marginals

    def _compute_marginals(self) -> Marginals:
        # Only the block of rows and columns holding valid classes is summed: every weight is
        # 0 outside it, and late in a game it is a small part of the grid.
        block = self._block()
        w = block.weights()
        # Per pair: the weight times the chance a pool player is a wolf; 1 (a class); 1 where
        # a pool player can be a wolf; 1 where one can be good.
        pairs, pair_w = block.pairs, block.pair_weights()
        wolf_share = pairs.grid(pair_w * pairs.b / np.maximum(pairs.a, 1))
        ones = pairs.grid(np.ones(pairs.a.size))
        can_wolf_grid = pairs.grid((pairs.b >= 1).astype(np.float64))
        can_good_grid = pairs.grid((pairs.a > pairs.b).astype(np.float64))
        pool_w, pool_ones, pool_wolf_ok, pool_good_ok = self._in_pool_weights(
            [wolf_share, ones, can_wolf_grid, can_good_grid], block
        )
        q_w = self._in_q_weight(w, block)
        q_ones = self._in_q_weight(ones, block)
        total = w.sum()
        seer = block.per_row(w.sum(axis=1))
        per_column = w.sum(axis=0)
        dominant = block.per_column(per_column)
        nondominant = q_w + pool_w
        dead = block.to_victims(per_column)
        count_total = ones.sum()
        seer_count = block.per_row(ones.sum(axis=1))
        count_per_column = ones.sum(axis=0)
        dominant_count = block.per_column(count_per_column)
        excluded = count_total - seer_count - dominant_count - q_ones - pool_ones
        dead_count = block.to_victims(count_per_column)
        fixed = self.fixed
        unfixed = self.unfixed
        seer_p = np.where(unfixed, seer / total, (fixed == FIXED_SEER).astype(np.float64))
        wolf_p = np.where(unfixed, (dominant + nondominant) / total, (fixed == FIXED_WOLF) * 1.0)
        dead_p = np.where(self.global_dead, 1.0, dead / total)
        return Marginals(
            seer=seer_p,
            villager=1.0 - seer_p - wolf_p,
            wolf=wolf_p,
            dominant=np.where(unfixed, dominant / total, 0.0),
            dead=dead_p,
            can_seer=np.where(unfixed, seer_count > 0, fixed == FIXED_SEER),
            can_villager=np.where(unfixed, excluded + pool_good_ok > 0, fixed == FIXED_VILLAGER),
            can_wolf=np.where(
                unfixed, dominant_count + q_ones + pool_wolf_ok > 0, fixed == FIXED_WOLF
            ),
            can_dominant=np.where(unfixed, dominant_count > 0, False),
            can_nondominant=np.where(unfixed, q_ones + pool_wolf_ok > 0, False),
            can_dead=self.global_dead | (dead_count > 0),
            surely_dead=self.global_dead | ((dead_count == count_total) & (count_total > 0)),
        ).snapped()

    def packmates(self, x: int) -> Floats:
        """``P(y is a wolf | x is a wolf)`` for every seat y (0 for x itself)."""
        return self._packmates(x, counts=False)

    def packmate_support(self, x: int) -> Bools:
        """Exactly where :meth:`packmates` is not 0 (from integer counts, not floats)."""
        if not self.unfixed[x]:
            # A fixed wolf's packmates are the others' wolf chances, exact in their support.
            fixed: Bools = self._packmates(x, counts=False) > 0
            return fixed
        support: Bools = self._packmates(x, counts=True) > 0.5
        return support

    def packmate_certain(self, x: int) -> Bools:
        """Exactly where :meth:`packmates` is 1, from integer counts: y is a wolf in every
        (class, event) where x may be one. Inside a class y is then ``D``, in ``Q'``, a fixed
        wolf, or in a pool that holds wolves only."""
        if not self.unfixed[x]:
            if self.fixed[x] != FIXED_WOLF:
                return np.zeros(self.n, dtype=np.bool_)
            # The others' wolf chances, whose 1s are exact (snapped from the support).
            others: Bools = self.marginals().wolf == 1.0
            others[x] = False
            return others
        certain: Bools = self._packmates(x, counts=True, surely=True) > 0.5
        return certain

    def packmate_table(self) -> tuple[Floats, Bools]:
        """:meth:`packmates` and :meth:`packmate_support` of every seat at once (row x).

        One pass over the classes for all seats (``engine.worlds.cisra_pairs``) instead of
        one per seat: ``O(N³)`` in a few matrix products rather than ``O(N²)`` numpy passes
        for each of ``N`` seats.
        """
        n = self.n
        chances = np.zeros((n, n))
        support = np.zeros((n, n), dtype=np.bool_)
        seats, joint, total = wolf_pairs(self)
        fixed_wolves = np.flatnonzero(self.fixed == FIXED_WOLF)
        if seats.size:
            possible = joint[1] > 0.5
            with np.errstate(divide="ignore", invalid="ignore"):
                ratio = np.clip(joint[0] / total[0][:, None], 0.0, 1.0)
            live = total[0] > 0
            block = np.where(possible & live[:, None], ratio, 0.0)
            chances[np.ix_(seats, seats)] = block
            support[np.ix_(seats, seats)] = possible & live[:, None]
            chances[np.ix_(seats[live], fixed_wolves)] = 1.0
            support[np.ix_(seats[live], fixed_wolves)] = True
        if fixed_wolves.size:
            wolf = self.marginals().wolf
            chances[fixed_wolves] = wolf[None, :]
            support[fixed_wolves] = wolf[None, :] > 0
            chances[fixed_wolves, fixed_wolves] = 0.0
            support[fixed_wolves, fixed_wolves] = False
        return chances, support

    def _packmates(self, x: int, counts: bool, surely: bool = False) -> Floats:
        """Chances, or (``counts``) how many (class, event) pairs make each y possible; with
        ``surely``, 1 where y is a wolf in every pair where x may be one, else 0."""
        n = self.n
        if not self.unfixed[x]:
            if self.fixed[x] != FIXED_WOLF:
                return np.zeros(n)
            others: Floats = self.marginals().wolf.copy()
            others[x] = 0.0
            return others
        block = self._block()
        v, a, b = block.valid, block.a, block.b
        in_q, in_pool = block.membership(self, x)
        sure = in_q & v
        own_column = block.cols == x
        sure[:, own_column] = v[:, own_column]
        if counts:
            # 1 where the event is possible in the class: the sums count (class, event) pairs.
            u1 = sure.astype(np.float64)
            u2 = (in_pool & v & (a > 0) & (b >= 1)).astype(np.float64)
            if surely:
                # A pool member is surely a wolf only in a pool of wolves alone (b == a; with
                # x in the pool too, b - 1 == a - 1).
                share1 = (v & (a > 0) & (b >= a)).astype(np.float64)
                share2 = (v & (a > 1) & (b >= a)).astype(np.float64)
            else:
                share1 = (v & (a > 0) & (b >= 1)).astype(np.float64)
                share2 = (v & (a > 1) & (b >= 2)).astype(np.float64)
        else:
            w = block.weights()
            u1 = np.where(sure, w, 0.0)
            u2 = np.where(in_pool & v & (a > 0), w * b / np.maximum(a, 1), 0.0)
            share1 = np.where(v & (a > 0), b / np.maximum(a, 1), 0.0)
            share2 = np.where(v & (a > 1), (b - 1) / np.maximum(a - 1, 1), 0.0)
        pool1, pool2 = self._in_pool_weights([u1 * share1, u2 * share2], block)
        joint: Floats = block.per_column(u1.sum(axis=0) + u2.sum(axis=0))
        joint += self._in_q_weight(u1, block) + self._in_q_weight(u2, block) + pool1 + pool2
        joint[self.fixed == FIXED_WOLF] = u1.sum() + u2.sum()
        joint[x] = 0.0
        if surely:
            # Integer counts, exact in float64: y is sure where it counts in every pair.
            events = u1.sum() + u2.sum()
            out_sure: Floats = ((joint == events) & (events > 0)).astype(np.float64)
            out_sure[x] = 0.0
            return out_sure
        if counts:
            return joint
        total = u1.sum() + u2.sum()
        if total == 0:
            return np.zeros(n)
        out: Floats = np.clip(joint / total, 0.0, 1.0)
        return out


def _sum_by(index: Ints, values: Floats, size: int) -> Floats:
    """``out[i] = sum of values[j] where index[j] == i`` (in the order listed)."""
    out: Floats = np.bincount(index, values, minlength=size).astype(np.float64, copy=False)
    return out


def _same(left: Ints, right: Ints) -> bool:
    return left is right or bool(np.array_equal(left, right))


@functools.lru_cache(maxsize=4)
def _log_factorials(n: int) -> Floats:
    """``log(i!)`` for ``i`` in ``0 .. n + 1`` (read-only; a model's sizes never exceed n)."""
    log_f = np.array([math.lgamma(i + 1) for i in range(n + 2)])
    log_f.flags.writeable = False
    return log_f


class _Pairs:
    """The distinct ``(a, b)`` of the valid classes of a grid, and each class's key to them.

    ``a`` and ``b`` span a few nights' worth of values, so what depends on a class's pair
    alone (its weight, the chance that a pool player is a wolf, ...) is worked out once per
    pair and read from a table.
    """

    def __init__(self, n: int, valid: Bools, a: Ints, b: Ints) -> None:
        self.n = n
        # A valid class has 0 <= b <= a: pairs are keyed a * width + b with b < width, and
        # the classes that are not valid get key ``span`` (where every table holds 0).
        width = max(int(b.max()), 0) + 1 if b.size else 1
        self.span = (max(int(a.max()), 0) + 1) * width if a.size else 0
        keys = a * width
        keys += b
        self.keys: Ints = np.where(valid, keys, self.span)
        counts = np.bincount(self.keys.reshape(-1), minlength=self.span + 1)
        self.present: Ints = np.flatnonzero(counts[: self.span])
        self.a: Ints = self.present // width
        self.b: Ints = self.present % width

    def grid(self, values: Floats) -> Floats:
        """Each class's entry of ``values`` (one per distinct pair), 0 where not valid."""
        table = np.zeros(self.span + 1)
        table[self.present] = values
        out: Floats = table.take(self.keys)
        return out

    def weights(self) -> Floats:
        """``C(a, b)`` of each pair as a float, scaled so that the largest is 1."""
        if self.a.size == 0:
            return np.zeros(0)
        log_f = _log_factorials(self.n)
        log_w = log_f[self.a] - log_f[self.b] - log_f[self.a - self.b]
        weights: Floats = np.exp(log_w - log_w.max())
        return weights


class _Block:
    """The rows (Seers) and columns (dominant wolves) that hold every valid class, and what
    the public table and the packmates read of them.

    No class outside the block holds worlds, so sums over classes need only the block; what
    is per seat (who a Seer saw, whom a wolf killed) keeps every seat, as sparse lists: each
    Seer saw and each wolf killed about one seat a night.
    """

    def __init__(self, model: FastCisraWorlds) -> None:
        n = model.n
        self.n, self.nights = n, model.nights
        # Every valid class lies in these rows and columns.
        rows, cols = model._active()
        self.rows, self.cols = rows, cols
        self.valid: Bools = model.valid.take(rows, axis=0).take(cols, axis=1)
        self.a: Ints = model.a.take(rows, axis=0).take(cols, axis=1)
        self.b: Ints = model.m - model.q.take(rows, axis=0).take(cols, axis=1)
        self.pairs = _Pairs(n, self.valid, self.a, self.b)
        self._pair_weights: Floats | None = None
        self._weights: Floats | None = None
        self.row_of = np.full(n, -1, dtype=np.int64)
        """Position of each seat among the rows (-1: not a row of the block)."""
        self.row_of[rows] = np.arange(rows.size)
        self.col_of = np.full(n, -1, dtype=np.int64)
        self.col_of[cols] = np.arange(cols.size)
        kill_night = model.kill_night.take(cols, axis=0)
        self.dn: Ints = np.minimum(model.dn_era[rows][:, None], kill_night.take(rows, axis=1).T)
        """Night the Seer died in each class of the block (as :meth:`FastCisraWorlds._dn`)."""
        self.killed: Bools = kill_night < INF
        """``killed[j, x]``: the block's j-th D killed x in this era."""
        killer_column, victim_seat = np.nonzero(self.killed)
        self.kills = killer_column, victim_seat
        """Every kill as (the killer's column, seat), by killer and then seat."""
        by_seat = np.argsort(victim_seat, kind="stable")
        victim, killer = victim_seat[by_seat], killer_column[by_seat]
        self.victim: Ints = victim
        self.killer: Ints = killer
        """Every kill as (seat, the killer's column), by seat and then killer."""
        at = self.row_of[victim] >= 0
        self.killed_seer = self.row_of[victim[at]], killer[at]
        """Classes (row, column) whose D killed the Seer."""
        evil = model.evil_night.take(rows, axis=0)
        first = np.minimum(evil, model.good_night.take(rows, axis=0))
        self.first: Ints = first
        """First night each of the block's Seers saw each seat (INF: never)."""
        seer, seat = np.nonzero(first < INF)
        first_at, evil_at = first[seer, seat], evil[seer, seat]
        self.seen = seer, seat, first_at
        """Every vision of the block's Seers: (row, seat, first night seen), in row order."""
        era = model.dn_era[rows]
        killed_row, killed_col = self.killed_seer
        sooner = self.dn[killed_row, killed_col] < era[killed_row]
        moved = killed_row[sooner], killed_col[sooner]
        self.gather = _SuffixGather(era, self.dn, moved, model.nights, n)
        evil_seen = evil_at < INF
        self.gather_evil = self.gather.entries(seer[evil_seen], seat[evil_seen], evil_at[evil_seen])
        self.gather_seen = self.gather.entries(seer, seat, first_at)
        # The classes whose D their Seer saw (evil) while alive, as (row, column) in row order.
        col = self.col_of[seat]
        on = col >= 0
        on_row, on_col = seer[on], col[on]
        dn_on = self.dn[on_row, on_col]
        here = first_at[on] < dn_on
        self.seen_d = on_row[here], on_col[here]
        evil_here = evil_at[on] < dn_on
        self.evil_d = on_row[evil_here], on_col[evil_here]

    def pair_weights(self) -> Floats:
        """Float ``C(a, b)`` of each distinct pair (:meth:`_Pairs.weights`), worked out once."""
        if self._pair_weights is None:
            self._pair_weights = self.pairs.weights()
        return self._pair_weights

    def weights(self) -> Floats:
        """Float ``C(a, b)`` of each class of the block (0 where not valid), the largest 1."""
        if self._weights is None:
            self._weights = self.pairs.grid(self.pair_weights())
        return self._weights

    def per_row(self, values: Floats) -> Floats:
        """Values of the block's rows as a per-seat vector (0 elsewhere)."""
        out = np.zeros(self.n)
        out[self.rows] = values
        return out

    def per_column(self, values: Floats) -> Floats:
        """Values of the block's columns as a per-seat vector (0 elsewhere)."""
        out = np.zeros(self.n)
        out[self.cols] = values
        return out

    def to_victims(self, per_column: Floats) -> Floats:
        """``sum_D per_column[D] [D killed x]`` for every seat x."""
        return _sum_by(self.victim, per_column[self.killer], self.n)

    def membership(self, model: FastCisraWorlds, x: int) -> tuple[Bools, Bools]:
        """For every class of the block: is an unfixed x in Q' (surely a wolf, not D), is x
        in the pool."""
        in_q, in_pool = model._membership_in(x, self.rows, self.dn, self.killed[:, x])
        own_row, own_column = self.rows == x, self.cols == x
        for member in (in_q, in_pool):
            member[own_row, :] = False
            member[:, own_column] = False
        return in_q, in_pool


class _SuffixGather:
    """``out[x] = sum_{s,D} w[s,D] [first[s,x] < dn[s,D]]`` for several ``w`` and ``first``
    against one ``dn`` (over a block of rows s and columns D), in ``O(N^2)``.

    Each row's weights are binned by the night ``dn``, summed from the latest night down, and
    read at ``first[s, x] + 1``; only the entries where s saw x (``first < INF``, listed by
    :meth:`entries`) are read. A row's classes all share the night its Seer died in an
    earlier era (``era``) except the few whose D killed the Seer sooner (``moved``): a row's
    bins are its sum at the era's night, with those few moved to their own.
    """

    def __init__(
        self, era: Ints, dn: Ints, moved: tuple[Ints, Ints], nights: int, seats: int
    ) -> None:
        rows, t = era.size, nights
        self.rows, self.t, self.seats = rows, t, seats
        # Nights past the last (and "never", INF) share the last bin.
        self.base = np.arange(rows, dtype=np.int64) * (t + 1) + np.minimum(era, t)
        row, col = moved
        self.moved = row, col
        self.moved_from = self.base[row]
        self.moved_to = row * (t + 1) + np.minimum(dn[row, col], t)

    def entries(self, row: Ints, seat: Ints, first: Ints) -> tuple[Ints, Ints, Ints]:
        """The entries ``first[row, seat]`` to read, as (row, seat, bin to read)."""
        column = first + 1
        # Bin t + 1 ("never") would be all zeros: those entries are dropped.
        some = column <= self.t
        return row[some], seat[some], column[some]

    def __call__(self, w: Floats, entries: tuple[Ints, Ints, Ints]) -> Floats:
        rows, t = self.rows, self.t
        size = rows * (t + 1)
        hist = np.zeros(size)
        hist[self.base] = w.sum(axis=1)
        row, col = self.moved
        if row.size:
            values = w[row, col]
            hist -= np.bincount(self.moved_from, values, minlength=size)
            hist += np.bincount(self.moved_to, values, minlength=size)
        suffix = np.cumsum(hist.reshape(rows, t + 1)[:, ::-1], axis=1)[:, ::-1]
        row, seat, column = entries
        return _sum_by(seat, suffix[row, column], self.seats)
