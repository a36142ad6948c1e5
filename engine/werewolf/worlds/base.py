"""What every world model answers: exact world counts, per-player chances and their support."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Protocol

import numpy as np
from numpy.typing import NDArray

from engine.werewolf.roles import Role

Floats = NDArray[np.float64]
Bools = NDArray[np.bool_]

TINY = 1e-12
"""How close to 0 or 1 a chance that is not exact may come."""


@lru_cache(maxsize=1 << 16)
def comb(n: int, k: int) -> int:
    """Binomial coefficient, 0 outside ``0 <= k <= n``."""
    if k < 0 or n < 0 or k > n:
        return 0
    return math.comb(n, k)


@dataclass(frozen=True)
class Marginals:
    """Per-seat chances over the surviving worlds, with their exact support.

    The float arrays are probabilities; the boolean ``can_*`` arrays say exactly whether the
    chance is non-zero, so 0 % and 100 % are never decided by comparing floats.
    """

    seer: Floats
    villager: Floats
    wolf: Floats
    dominant: Floats
    """Chance of holding tonight's dominant wolf rank (``cisra``; 0 in ``classic``)."""
    dead: Floats
    """``cisra``: chance of being dead. ``classic``: the Dead % (average attack weight)."""
    can_seer: Bools
    can_villager: Bools
    can_wolf: Bools
    can_dominant: Bools
    can_nondominant: Bools
    """Whether the seat can be a wolf of a rank other than the dominant one."""
    can_dead: Bools
    surely_dead: Bools

    def snapped(self) -> Marginals:
        """Exact zeros and ones where the support says so, and only there.

        A chance that is not exact is kept strictly between 0 and 1 (float rounding could
        otherwise show a possible role as 0 % or a doubtful one as 100 %).
        """

        def snap(value: Floats, possible: Bools, certain: Bools) -> Floats:
            inside = np.clip(value, TINY, 1.0 - TINY)
            out: Floats = np.where(certain, 1.0, np.where(possible, inside, 0.0))
            return out

        good = self.can_seer | self.can_villager
        return Marginals(
            seer=snap(
                self.seer, self.can_seer, self.can_seer & ~self.can_villager & ~self.can_wolf
            ),
            villager=snap(
                self.villager,
                self.can_villager,
                self.can_villager & ~self.can_seer & ~self.can_wolf,
            ),
            wolf=snap(self.wolf, self.can_wolf, self.can_wolf & ~good),
            dominant=snap(
                self.dominant, self.can_dominant, self.can_dominant & ~good & ~self.can_nondominant
            ),
            dead=snap(self.dead, self.can_dead, self.surely_dead),
            can_seer=self.can_seer,
            can_villager=self.can_villager,
            can_wolf=self.can_wolf,
            can_dominant=self.can_dominant,
            can_nondominant=self.can_nondominant,
            can_dead=self.can_dead,
            surely_dead=self.surely_dead,
        )


class Teams(Protocol):
    """Exact team weights of seats while a night's visions land (see :meth:`CisraModel.teams`)."""

    def weights(self, seat: int) -> tuple[int, int]:
        """Exact relative world counts of ``seat`` being (evil, good), now."""

    def apply_vision(self, night: int, viewer: int, target: int, evil: bool) -> None:
        """Apply a vision to the model (and keep the weights up to date)."""


class PlainTeams:
    """:class:`Teams` asked of the model each time, kept until the next vision lands."""

    def __init__(self, model: CisraModel) -> None:
        self.model = model
        self._known: dict[int, tuple[int, int]] = {}

    def weights(self, seat: int) -> tuple[int, int]:
        """Exact relative world counts of ``seat`` being (evil, good), now."""
        if seat not in self._known:
            self._known[seat] = self.model.team_weights(seat)
        return self._known[seat]

    def apply_vision(self, night: int, viewer: int, target: int, evil: bool) -> None:
        """Apply a vision to the model; every weight kept so far is dropped."""
        self.model.apply_vision(night, viewer, target, evil)
        self._known.clear()


class CisraModel(Protocol):
    """What the ``cisra`` rules need of a world model."""

    n: int

    @property
    def dominant_rank(self) -> int: ...
    def copy(self) -> CisraModel: ...
    def count(self) -> int: ...
    def dominant_candidates(self) -> list[int]: ...
    def open_ranks(self) -> list[int]: ...
    def surely_packmate(self, attacker: int, target: int) -> bool: ...
    def surely_packmates(self, attacker: int) -> np.ndarray: ...
    def role_weights(self, x: int) -> list[tuple[Role, int]]: ...
    def team_weights(self, x: int) -> tuple[int, int]: ...
    def teams(self, seats: Sequence[int], changes: int) -> Teams:
        """Team weights of ``seats`` (asked in this order) through this night's visions, after
        its kills; ``changes`` visions will land in between."""

    def prepare_visions(self, night: int, visions: Mapping[int, int]) -> None:
        """A hint: these visions (viewer -> target) are about to be weighed, in any order."""

    def vision_weights(self, night: int, viewer: int, target: int) -> tuple[int, int]: ...
    def apply_vision(self, night: int, viewer: int, target: int, evil: bool) -> None: ...
    def kill(self, night: int, attacks: Mapping[int, int]) -> None: ...
    def eliminate_dead(self, x: int) -> None: ...
    def fix_role(self, x: int, role: Role) -> None: ...
    def bury(self, x: int) -> None: ...
    def surely_dead(self) -> np.ndarray: ...
    def marginals(self) -> Marginals: ...
    def packmates(self, x: int) -> np.ndarray: ...
    def packmate_certain(self, x: int) -> Bools:
        """Where :meth:`packmates` is exactly 1 (from integer counts, never from the floats)."""

    def max_living_nonwolves(self, alive: list[bool]) -> int: ...


class ClassicModel(Protocol):
    """What the ``classic`` rules need of a world model."""

    n: int

    def copy(self) -> ClassicModel: ...
    def count(self) -> int: ...
    def role_weights(self, x: int) -> list[tuple[Role, int]]: ...
    def vision_weights(self, viewer: int, target: int) -> list[tuple[Role, int]]: ...
    def apply_vision(self, viewer: int, target: int, role: Role) -> None: ...
    def fix_role(self, x: int, role: Role) -> None: ...
    def bury(self, x: int) -> None: ...
    def dead_shares(self, weights: Mapping[tuple[int, int], Fraction]) -> list[Fraction]: ...
    def marginals(self, weights: Mapping[tuple[int, int], Fraction]) -> Marginals: ...
    def packmates(self, x: int) -> np.ndarray: ...
    def packmate_certain(self, x: int) -> Bools:
        """Where :meth:`packmates` is exactly 1 (from integer counts, never from the floats)."""

    def only_wolves_alive(
        self, weights: Mapping[tuple[int, int], Fraction], alive: list[bool]
    ) -> bool: ...
