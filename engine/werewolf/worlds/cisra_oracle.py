"""The full-enumeration world model of the ``cisra`` preset: the test oracle for small games.

Every world (Seer, ranked wolves, Villagers) is listed with its own history of deaths, and every
event is applied to each world in turn, exactly as the rules are written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from itertools import permutations

import numpy as np

from engine.werewolf.roles import SEER, VILLAGER, Role, wolf
from engine.werewolf.worlds.base import Floats, Marginals, PlainTeams, Teams


class World:
    """One assignment of roles and the night each player died in it (``None``: alive)."""

    __slots__ = ("death", "roles")

    def __init__(self, roles: tuple[Role, ...], death: list[int | None]) -> None:
        self.roles = roles
        self.death = death


class OracleCisraWorlds:
    """Every world, listed."""

    def __init__(self, players: int, wolves: int) -> None:
        self.n = players
        self.k = wolves
        self.fixed_ranks: set[int] = set()
        self.buried: set[int] = set()
        self.worlds: list[World] = []
        for seer in range(players):
            others = [p for p in range(players) if p != seer]
            for pack in permutations(others, wolves):
                roles = [VILLAGER] * players
                roles[seer] = SEER
                for rank, member in enumerate(pack, start=1):
                    roles[member] = wolf(rank)
                self.worlds.append(World(tuple(roles), [None] * players))

    def copy(self) -> OracleCisraWorlds:
        other = object.__new__(OracleCisraWorlds)
        other.n, other.k = self.n, self.k
        other.fixed_ranks = set(self.fixed_ranks)
        other.buried = set(self.buried)
        other.worlds = [World(w.roles, list(w.death)) for w in self.worlds]
        return other

    @property
    def dominant_rank(self) -> int:
        return min((r for r in range(1, self.k + 1) if r not in self.fixed_ranks), default=0)

    def open_ranks(self) -> list[int]:
        """Wolf ranks whose holder is not fixed, ascending."""
        return [rank for rank in range(1, self.k + 1) if rank not in self.fixed_ranks]

    def _holder(self, world: World, rank: int) -> int:
        return world.roles.index(wolf(rank))

    def count(self) -> int:
        return len(self.worlds)

    def dominant_candidates(self) -> list[int]:
        rank = self.dominant_rank
        if not rank:
            return []
        return sorted({self._holder(w, rank) for w in self.worlds})

    def role_weights(self, x: int) -> list[tuple[Role, int]]:
        counts: dict[Role, int] = {}
        for world in self.worlds:
            counts[world.roles[x]] = counts.get(world.roles[x], 0) + 1
        order = [SEER, VILLAGER] + [wolf(r) for r in range(1, self.k + 1)]
        return [(role, counts[role]) for role in order if role in counts]

    def teams(self, seats: Sequence[int], changes: int) -> Teams:
        """Team weights through a night's visions, asked afresh after each vision."""
        return PlainTeams(self)

    def team_weights(self, x: int) -> tuple[int, int]:
        evil = sum(1 for w in self.worlds if w.roles[x].is_wolf)
        return evil, len(self.worlds) - evil

    def prepare_visions(self, night: int, visions: Mapping[int, int]) -> None:
        """Nothing to prepare: every count reads the listed worlds."""

    def vision_weights(self, night: int, viewer: int, target: int) -> tuple[int, int]:
        evil = good = 0
        for world in self.worlds:
            if world.roles[viewer] == SEER and world.death[viewer] is None:
                if world.roles[target].is_wolf:
                    evil += 1
                else:
                    good += 1
        return evil, good

    def surely_packmate(self, attacker: int, target: int) -> bool:
        rank = self.dominant_rank
        if target == attacker:
            return False
        mine = [w for w in self.worlds if rank and self._holder(w, rank) == attacker]
        return bool(mine) and all(w.roles[target].is_wolf for w in mine)

    def surely_packmates(self, attacker: int) -> np.ndarray:
        return np.array([self.surely_packmate(attacker, t) for t in range(self.n)])

    def is_dead_somewhere(self, x: int) -> bool:
        return x in self.buried or any(w.death[x] is not None for w in self.worlds)

    def max_living_nonwolves(self, alive: Sequence[bool]) -> int:
        best = 0
        for world in self.worlds:
            living = sum(
                1
                for p in range(self.n)
                if alive[p] and world.death[p] is None and not world.roles[p].is_wolf
            )
            best = max(best, living)
        return best

    def kill(self, night: int, attacks: Mapping[int, int]) -> None:
        rank = self.dominant_rank
        if not rank:
            return
        kept = []
        for world in self.worlds:
            target = attacks.get(self._holder(world, rank))
            if target is not None:
                if world.roles[target].is_wolf:
                    continue
                if world.death[target] is None:
                    world.death[target] = night
            kept.append(world)
        self.worlds = kept

    def apply_vision(self, night: int, viewer: int, target: int, evil: bool) -> None:
        self.worlds = [
            w
            for w in self.worlds
            if not (
                w.roles[viewer] == SEER
                and w.death[viewer] is None
                and w.roles[target].is_wolf != evil
            )
        ]

    def surely_dead(self) -> np.ndarray:
        return self.marginals().surely_dead

    def eliminate_dead(self, x: int) -> None:
        self.worlds = [w for w in self.worlds if w.death[x] is None]

    def fix_role(self, x: int, role: Role) -> None:
        self.worlds = [w for w in self.worlds if w.roles[x] == role]
        if role.is_wolf:
            self.fixed_ranks.add(role.rank)

    def bury(self, x: int) -> None:
        self.buried.add(x)

    def marginals(self) -> Marginals:
        n, total = self.n, len(self.worlds)
        names = ("seer", "villager", "wolf", "dominant", "nondominant", "dead")
        counts = {name: [0] * n for name in names}
        rank = self.dominant_rank
        for world in self.worlds:
            holder = self._holder(world, rank) if rank else -1
            for p, role in enumerate(world.roles):
                counts[role.kind.value if not role.is_wolf else "wolf"][p] += 1
                if p == holder:
                    counts["dominant"][p] += 1
                elif role.is_wolf and role.rank not in self.fixed_ranks:
                    counts["nondominant"][p] += 1
                if world.death[p] is not None or p in self.buried:
                    counts["dead"][p] += 1

        def share(name: str) -> Floats:
            return np.array([float(Fraction(c, total)) if total else 0.0 for c in counts[name]])

        def some(name: str) -> np.ndarray:
            return np.array([c > 0 for c in counts[name]])

        return Marginals(
            seer=share("seer"),
            villager=share("villager"),
            wolf=share("wolf"),
            dominant=share("dominant"),
            dead=share("dead"),
            can_seer=some("seer"),
            can_villager=some("villager"),
            can_wolf=some("wolf"),
            can_dominant=some("dominant"),
            can_nondominant=some("nondominant"),
            can_dead=some("dead"),
            surely_dead=np.array([c == total and total > 0 for c in counts["dead"]]),
        ).snapped()

    def packmates(self, x: int) -> Floats:
        joint = [0] * self.n
        mine = 0
        for world in self.worlds:
            if world.roles[x].is_wolf:
                mine += 1
                for p, role in enumerate(world.roles):
                    if role.is_wolf and p != x:
                        joint[p] += 1
        return np.array([c / mine if mine else 0.0 for c in joint])

    def packmate_certain(self, x: int) -> np.ndarray:
        """Where y is a wolf in every listed world where x is one."""
        mine = [world for world in self.worlds if world.roles[x].is_wolf]
        return np.array(
            [
                bool(mine) and y != x and all(world.roles[y].is_wolf for world in mine)
                for y in range(self.n)
            ]
        )
