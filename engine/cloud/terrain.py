"""Terrains of the Cloud tiles (B1) and Alter keywords (C3)."""

from __future__ import annotations

import enum


class Terrain(enum.Enum):
    """A Cloud tile's terrain; five tiles of each are in the tile deck."""

    VOID = "void"
    """V, The Void."""
    FOREST = "forest"
    """F, Grumpy Cat Forest."""
    PLAINS = "plains"
    """P, Plains of Pizzaland."""
    SKY = "sky"
    """S, Good Guy Sky."""
    MOUNTAINS = "mountains"
    """M, Comment Mountains."""
    WEB = "web"
    """W, Shadow Web."""
    OCEAN = "ocean"
    """O, Ocean of Pop-ups (renamed from the seed, see the spec's B1)."""

    @property
    def letter(self) -> str:
        """The map letter."""
        return _LETTERS[self]

    @property
    def title(self) -> str:
        """The name people read."""
        return _TITLES[self]

    @classmethod
    def from_letter(cls, letter: str) -> Terrain:
        """The terrain with this map letter."""
        for terrain, value in _LETTERS.items():
            if value == letter.upper():
                return terrain
        raise ValueError(f"no terrain has the letter {letter!r}")


_LETTERS = {
    Terrain.VOID: "V",
    Terrain.FOREST: "F",
    Terrain.PLAINS: "P",
    Terrain.SKY: "S",
    Terrain.MOUNTAINS: "M",
    Terrain.WEB: "W",
    Terrain.OCEAN: "O",
}
_TITLES = {
    Terrain.VOID: "The Void",
    Terrain.FOREST: "Grumpy Cat Forest",
    Terrain.PLAINS: "Plains of Pizzaland",
    Terrain.SKY: "Good Guy Sky",
    Terrain.MOUNTAINS: "Comment Mountains",
    Terrain.WEB: "Shadow Web",
    Terrain.OCEAN: "Ocean of Pop-ups",
}

TILES_PER_TERRAIN = 5
SETUP_TILES = 19


class Keyword(enum.Enum):
    """An Alter keyword; each adds 4 points to its price."""

    FLY = "fly"
    """Moves over units and tile-less hexes, ending on a free tile."""
    PORTAL = "portal"
    """May also be summoned onto a free tile next to an own Avatar copy."""
