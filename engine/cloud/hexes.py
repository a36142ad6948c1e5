"""The hex battlefield's geometry (spec §1, §2): axial coordinates, distance, connectivity."""

from __future__ import annotations

import re
from collections.abc import Iterable, Set
from functools import lru_cache
from typing import NamedTuple

from engine.core.errors import ParseError
from engine.core.said import Said

_HEX = re.compile(r"\s*(-?\d+)\s*,\s*(-?\d+)\s*")
_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


class Hex(NamedTuple):
    """A hex in axial coordinates; its canonical text is ``q,r``."""

    q: int
    r: int

    def __str__(self) -> str:
        return f"{self.q},{self.r}"

    @classmethod
    def parse(cls, text: str) -> Hex:
        """Parse ``q,r`` (spaces allowed around the numbers)."""
        match = _HEX.fullmatch(text)
        if match is None:
            said = f"{text!r} is not a hex; write it as q,r (for example 1,-2)"
            raise ParseError(Said(said, "not-hex", input=repr(text)))
        return cls(int(match.group(1)), int(match.group(2)))

    def neighbours(self) -> tuple[Hex, ...]:
        """The six hexes next to this one."""
        return _neighbours(self.q, self.r)

    def distance(self, other: Hex) -> int:
        """Steps between two hexes on an unbroken grid."""
        dq, dr = self.q - other.q, self.r - other.r
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


@lru_cache(maxsize=4096)
def _neighbours(q: int, r: int) -> tuple[Hex, ...]:
    return tuple(Hex(q + dq, r + dr) for dq, dr in _STEPS)


ORIGIN = Hex(0, 0)


def order_key(hex_: Hex) -> tuple[int, int, int]:
    """P6's canonical order: distance to (0, 0), then q, then r."""
    return (hex_.distance(ORIGIN), hex_.q, hex_.r)


def is_connected(tiles: Set[Hex]) -> bool:
    """Whether every tile reaches every other through neighbouring tiles."""
    if not tiles:
        return True
    start = next(iter(tiles))
    seen = {start}
    stack = [start]
    while stack:
        for nxt in stack.pop().neighbours():
            if nxt in tiles and nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return len(seen) == len(tiles)


def placement_spaces(tiles: Set[Hex]) -> set[Hex]:
    """Hexes without a tile next to at least one tile (rim and holes alike)."""
    return {n for t in tiles for n in t.neighbours() if n not in tiles}


def edge_tiles(tiles: Set[Hex]) -> set[Hex]:
    """Tiles next to at least one hex without a tile."""
    return {t for t in tiles if any(n not in tiles for n in t.neighbours())}


def sorted_hexes(hexes: Iterable[Hex]) -> list[Hex]:
    """Hexes in P6's canonical order."""
    return sorted(hexes, key=order_key)
