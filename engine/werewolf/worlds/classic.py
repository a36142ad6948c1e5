"""World models of the ``classic`` preset (seed 002): permutations of a deck of roles.

A world is a permutation of the deck (unranked werewolves, one Seer, Villagers). Nothing in this
preset kills inside a world -- attacks only add weight -- so a world's history depends on the
Seer alone: the scalable model keeps one class per possible Seer, with the wolves the Seer saw
(required), the players the Seer saw as Villagers (excluded) and a pool counted by a binomial.
The oracle lists every permutation.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from itertools import combinations

import numpy as np

from engine.werewolf.roles import SEER, VILLAGER, WEREWOLF, Role, RoleKind
from engine.werewolf.worlds.base import Marginals, comb

Weights = Mapping[tuple[int, int], Fraction]
"""Attack weights: ``(attacker, target) -> weight``."""

ROLE_ORDER = (VILLAGER, SEER, WEREWOLF)


def _marginals(
    n: int,
    shares: list[dict[Role, Fraction]],
    dead: list[Fraction],
) -> Marginals:
    def arr(role: Role) -> np.ndarray:
        return np.array([float(s.get(role, 0)) for s in shares])

    def some(role: Role) -> np.ndarray:
        return np.array([s.get(role, 0) > 0 for s in shares])

    return Marginals(
        seer=arr(SEER),
        villager=arr(VILLAGER),
        wolf=arr(WEREWOLF),
        dominant=np.zeros(n),
        dead=np.array([float(d) for d in dead]),
        can_seer=some(SEER),
        can_villager=some(VILLAGER),
        can_wolf=some(WEREWOLF),
        can_dominant=np.zeros(n, dtype=np.bool_),
        can_nondominant=np.zeros(n, dtype=np.bool_),
        can_dead=np.array([d > 0 for d in dead]),
        surely_dead=np.array([d >= 1 for d in dead]),
    ).snapped()


class _ClassicBase:
    """What both classic models derive from their exact counts."""

    n: int
    buried: set[int]

    def count(self) -> int:
        raise NotImplementedError

    def role_weights(self, x: int) -> list[tuple[Role, int]]:
        raise NotImplementedError

    def wolf_not_wolf(self, p: int, t: int) -> int:
        """Worlds where p is a werewolf and t is not."""
        raise NotImplementedError

    def shares(self) -> list[dict[Role, Fraction]]:
        """Exact role probabilities per seat."""
        total = self.count()
        return [
            {role: Fraction(w, total) for role, w in self.role_weights(x) if w}
            for x in range(self.n)
        ]

    def dead_shares(self, weights: Weights) -> list[Fraction]:
        """Exact Dead %: the average over worlds of the living werewolves' weights on a player."""
        total = self.count()
        dead = [Fraction(1) if x in self.buried else Fraction(0) for x in range(self.n)]
        for (p, t), weight in weights.items():
            if t in self.buried or not weight:
                continue
            dead[t] += weight * Fraction(self.wolf_not_wolf(p, t), total)
        return dead

    def marginals(self, weights: Weights) -> Marginals:
        return _marginals(self.n, self.shares(), self.dead_shares(weights))

    def only_wolves_alive(self, weights: Weights, alive: list[bool]) -> bool:
        """Whether in every world each living non-werewolf is dead there (weights add to 1)."""
        raise NotImplementedError

    def packmates(self, x: int) -> np.ndarray:
        mine = dict(self.role_weights(x)).get(WEREWOLF, 0)
        if not mine:
            return np.zeros(self.n)
        out = [0.0 if y == x else 1.0 - self.wolf_not_wolf(x, y) / mine for y in range(self.n)]
        return np.array(out)

    def packmate_certain(self, x: int) -> np.ndarray:
        """Where y is a werewolf in every world where x is one (exact integer counts)."""
        if not dict(self.role_weights(x)).get(WEREWOLF, 0):
            return np.zeros(self.n, dtype=np.bool_)
        return np.array([y != x and self.wolf_not_wolf(x, y) == 0 for y in range(self.n)])


class FastClassicWorlds(_ClassicBase):
    """One class per possible Seer; the werewolves of a class are counted, not listed."""

    def __init__(self, players: int, wolves: int) -> None:
        self.n = players
        self.k = wolves
        self.fixed: dict[int, Role] = {}
        self.buried = set()
        self.valid = [True] * players
        self.required: list[set[int]] = [set() for _ in range(players)]
        self.excluded: list[set[int]] = [set() for _ in range(players)]
        self._cache: list[tuple[int, int, int]] | None = None

    def copy(self) -> FastClassicWorlds:
        other = FastClassicWorlds(self.n, self.k)
        other.fixed = dict(self.fixed)
        other.buried = set(self.buried)
        other.valid = list(self.valid)
        other.required = [set(r) for r in self.required]
        other.excluded = [set(e) for e in self.excluded]
        return other

    def _open_wolves(self) -> int:
        return self.k - sum(1 for role in self.fixed.values() if role == WEREWOLF)

    def _class(self, s: int) -> tuple[int, int]:
        """Pool size and werewolves left to place in class s."""
        required = {x for x in self.required[s] if x not in self.fixed}
        pool = self.n - len(self.fixed) - (0 if s in self.fixed else 1) - len(required)
        pool -= len({x for x in self.excluded[s] if x not in self.fixed})
        return pool, self._open_wolves() - len(required)

    def _status(self, s: int, x: int) -> Role | None:
        """x's role in every world of class s, or None when x is in the pool."""
        if x == s:
            return SEER
        if x in self.fixed:
            return self.fixed[x]
        if x in self.required[s]:
            return WEREWOLF
        if x in self.excluded[s]:
            return VILLAGER
        return None

    def _classes(self) -> list[tuple[int, int, int]]:
        """The non-empty classes ``(Seer, pool size, werewolves to place)``, cached."""
        if self._cache is None:
            out = []
            for s in range(self.n):
                if self.valid[s]:
                    a, b = self._class(s)
                    if comb(a, b):
                        out.append((s, a, b))
            self._cache = out
        return self._cache

    def only_wolves_alive(self, weights: Weights, alive: list[bool]) -> bool:
        attackers: dict[int, list[tuple[int, Fraction]]] = {}
        for (p, t), weight in weights.items():
            attackers.setdefault(t, []).append((p, weight))
        for s, _, b in self._classes():
            for t in range(self.n):
                if not alive[t] or self._status(s, t) == WEREWOLF:
                    continue
                # The least weight t can carry in a world of this class where t is no werewolf:
                # every required werewolf's, plus the b smallest among the pool.
                sure = Fraction(0)
                pool: list[Fraction] = []
                for p, weight in attackers.get(t, []):
                    status = self._status(s, p)
                    if status == WEREWOLF and p not in self.fixed:
                        sure += weight
                    elif status is None and p != t:
                        pool.append(weight)
                if self._status(s, t) is None and self._class(s)[0] - 1 < b:
                    continue  # t is a werewolf in every world of this class
                pool_size = self._class(s)[0] - (1 if self._status(s, t) is None else 0)
                pool += [Fraction(0)] * (pool_size - len(pool))
                if sure + sum(sorted(pool)[:b]) < 1:
                    return False
        return True

    def count(self) -> int:
        return sum(comb(a, b) for _, a, b in self._classes())

    def role_weights(self, x: int) -> list[tuple[Role, int]]:
        counts = dict.fromkeys(ROLE_ORDER, 0)
        for s, a, b in self._classes():
            status = self._status(s, x)
            if status is None:
                counts[WEREWOLF] += comb(a - 1, b - 1)
                counts[VILLAGER] += comb(a - 1, b)
            else:
                counts[status] += comb(a, b)
        return [(role, counts[role]) for role in ROLE_ORDER]

    def wolf_not_wolf(self, p: int, t: int) -> int:
        total = 0
        for s, a, b in self._classes():
            sp, st = self._status(s, p), self._status(s, t)
            if sp is not None and sp != WEREWOLF:
                continue
            if st == WEREWOLF:
                continue
            pool_p, pool_t = sp is None, st is None
            total += comb(a - pool_p - pool_t, b - pool_p)
        return total

    def vision_weights(self, viewer: int, target: int) -> list[tuple[Role, int]]:
        counts = dict.fromkeys(ROLE_ORDER, 0)
        if self.valid[viewer]:
            a, b = self._class(viewer)
            status = self._status(viewer, target)
            if status is None:
                counts[WEREWOLF] += comb(a - 1, b - 1)
                counts[VILLAGER] += comb(a - 1, b)
            else:
                counts[status] += comb(a, b)
        return [(role, counts[role]) for role in ROLE_ORDER]

    def apply_vision(self, viewer: int, target: int, role: Role) -> None:
        self._cache = None
        status = self._status(viewer, target)
        if status is not None:
            if status != role:
                self.valid[viewer] = False
        elif role == WEREWOLF:
            self.required[viewer].add(target)
        elif role == VILLAGER:
            self.excluded[viewer].add(target)
        else:
            self.valid[viewer] = False

    def fix_role(self, x: int, role: Role) -> None:
        self._cache = None
        for s in range(self.n):
            status = self._status(s, x)
            # In the pool x can be a werewolf or a Villager, never the Seer of another class.
            if (status if status is not None else role if role != SEER else None) != role:
                self.valid[s] = False
        self.fixed[x] = role

    def bury(self, x: int) -> None:
        self.buried.add(x)


class OracleClassicWorlds(_ClassicBase):
    """Every permutation of the deck, listed."""

    def __init__(self, players: int, wolves: int) -> None:
        self.n = players
        self.buried = set()
        self.worlds: list[tuple[RoleKind, ...]] = []
        for seer in range(players):
            others = [p for p in range(players) if p != seer]
            for pack in combinations(others, wolves):
                roles = [RoleKind.VILLAGER] * players
                roles[seer] = RoleKind.SEER
                for member in pack:
                    roles[member] = RoleKind.WOLF
                self.worlds.append(tuple(roles))

    def copy(self) -> OracleClassicWorlds:
        other = object.__new__(OracleClassicWorlds)
        other.n = self.n
        other.buried = set(self.buried)
        other.worlds = list(self.worlds)
        return other

    def count(self) -> int:
        return len(self.worlds)

    def role_weights(self, x: int) -> list[tuple[Role, int]]:
        return [(role, sum(1 for w in self.worlds if w[x] is role.kind)) for role in ROLE_ORDER]

    def wolf_not_wolf(self, p: int, t: int) -> int:
        return sum(1 for w in self.worlds if w[p] is RoleKind.WOLF and w[t] is not RoleKind.WOLF)

    def vision_weights(self, viewer: int, target: int) -> list[tuple[Role, int]]:
        seen = [w[target] for w in self.worlds if w[viewer] is RoleKind.SEER]
        return [(role, seen.count(role.kind)) for role in ROLE_ORDER]

    def apply_vision(self, viewer: int, target: int, role: Role) -> None:
        self.worlds = [
            w for w in self.worlds if w[viewer] is not RoleKind.SEER or w[target] is role.kind
        ]

    def fix_role(self, x: int, role: Role) -> None:
        self.worlds = [w for w in self.worlds if w[x] is role.kind]

    def bury(self, x: int) -> None:
        self.buried.add(x)

    def only_wolves_alive(self, weights: Weights, alive: list[bool]) -> bool:
        for world in self.worlds:
            for t in range(self.n):
                if not alive[t] or world[t] is RoleKind.WOLF:
                    continue
                carried = sum(
                    (
                        w
                        for (p, target), w in weights.items()
                        if target == t and world[p] is RoleKind.WOLF
                    ),
                    Fraction(0),
                )
                if carried < 1:
                    return False
        return True
