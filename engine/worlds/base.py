"""What every world model answers: exact world counts, per-player chances and their support."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from numpy.typing import NDArray

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
