"""A character's kind (Townsfolk, Outsider, Minion, Demon): a value type below the registry.

Character modules name their kind, and the scripts count kinds, so the enum sits below both;
:mod:`engine.clocktower.script` re-exports it.
"""

from __future__ import annotations

import enum


class Kind(enum.Enum):
    """A character's type, which fixes its team and its place in the setup counts."""

    TOWNSFOLK = "townsfolk"
    """A good character with a helpful ability."""
    OUTSIDER = "outsider"
    """A good character whose ability tends to hurt its own team."""
    MINION = "minion"
    """An evil helper of the Demon."""
    DEMON = "demon"
    """The evil character whose death (with no successor) makes good win."""

    @property
    def evil(self) -> bool:
        """Whether characters of this kind are on the evil team."""
        return self in (Kind.MINION, Kind.DEMON)
