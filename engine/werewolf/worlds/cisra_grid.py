"""The ``cisra`` model's grid of classes as its helpers read it.

:mod:`~engine.werewolf.worlds.cisra_pairs` (packmate chances) and
:mod:`~engine.werewolf.worlds.cisra_teams` (team weights through a night's visions) work on the
grid of :class:`~engine.werewolf.worlds.cisra_fast.FastCisraWorlds`, which imports them. They
read it through this protocol, so neither imports the model back.
"""

from __future__ import annotations

from typing import Any, Protocol

import numpy as np
from numpy.typing import NDArray

from engine.werewolf.worlds.base import Bools, Floats

Ints = NDArray[np.signedinteger[Any]]

INF = 1 << 30
"""'Never' for nights: a night number larger than any game reaches."""


class CisraGrid(Protocol):
    """The classes ``(Seer s, dominant D)`` of the ``cisra`` model, indexed ``[s, D]``."""

    @property
    def n(self) -> int:
        """Players."""
        ...

    @property
    def m(self) -> int:
        """Unfixed wolves other than the dominant one."""
        ...

    @property
    def valid(self) -> Bools:
        """``valid[s, D]``: the class still holds worlds."""
        ...

    @property
    def a(self) -> Ints:
        """Pool size of each class."""
        ...

    @property
    def q(self) -> Ints:
        """Players the Seer of each class saw evil, other than D and fixed wolves."""
        ...

    @property
    def kill_night(self) -> Ints:
        """``kill_night[D, x]``: the night D killed x in this era (:data:`INF`: never)."""
        ...

    @property
    def dn_era(self) -> Ints:
        """Night each player died in earlier eras."""
        ...

    @property
    def global_dead(self) -> Bools:
        """Dead in every world."""
        ...

    @property
    def evil_night(self) -> Ints:
        """``evil_night[s, t]``: first night s saw t evil."""
        ...

    @property
    def good_night(self) -> Ints:
        """``good_night[s, t]``: first night s saw t good."""
        ...

    @property
    def unfixed(self) -> Bools:
        """Seats whose role is not fixed in every world."""
        ...

    def _dn(self) -> Ints:
        """``dn[s, D]``: the night the Seer s died in class (s, D)."""
        ...

    def _live_columns(self) -> Ints:
        """Columns with a valid class."""
        ...

    def _weights(self, rows: Ints, cols: Ints) -> Floats:
        """Float weights of the classes ``rows x cols``, the largest being 1."""
        ...

    def apply_vision(self, night: int, viewer: int, target: int, evil: bool) -> None:
        """Eliminate worlds where the viewer is the living Seer and the target's team differs."""
        ...

    def team_weights(self, x: int) -> tuple[int, int]:
        """Exact relative world counts of x being (evil, good)."""
        ...
