"""The 140 tiles: shapes, kinds, the catalogue in the spec's table order, rotations and glyphs.

Every physical tile has an id: the 120 white (drawable) tiles are 0–119 in the order of the
spec's table (rows, then columns, then cups, colour or index ascending); the 20 gray pieces,
set apart at setup, are 120–139 (wormhole ends W1–W8, then three companions per collapser).
A placed tile is its id and a rotation: quarter turns clockwise from the canonical drawing.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cache

from engine.core.errors import ParseError
from engine.core.said import Said
from engine.lab.geometry import Colour, Direction


class Shape(enum.Enum):
    """The outline of a tile: which sides are open at rotation 0 (up is north)."""

    DEAD_END = "dead-end"
    """Open north only: ``╹``."""
    STRAIGHT = "straight"
    """Open north and south: ``┃``."""
    CORNER = "corner"
    """Open north and east: ``┗``."""
    TEE = "tee"
    """Open west, north and east: ``┻``."""
    CROSS = "cross"
    """Open on all four sides: ``╋``."""

    @property
    def sides(self) -> frozenset[Direction]:
        """The open sides at rotation 0."""
        return _SHAPE_SIDES[self]


_SHAPE_SIDES = {
    Shape.DEAD_END: frozenset({Direction.UP}),
    Shape.STRAIGHT: frozenset({Direction.UP, Direction.DOWN}),
    Shape.CORNER: frozenset({Direction.UP, Direction.RIGHT}),
    Shape.TEE: frozenset({Direction.LEFT, Direction.UP, Direction.RIGHT}),
    Shape.CROSS: frozenset(Direction),
}


class Kind(enum.Enum):
    """What a tile does (its printed element)."""

    ROOM = "room"
    """A plain room: does nothing."""
    TELEPORTER = "teleporter"
    """Sends whoever rests on it die-1 cells the way its arrow points."""
    BREAK_ROOM = "break"
    """Gives the active scientist a bonus See and as many actions as it has cups."""
    RANDOMIZER = "randomizer"
    """Sends whoever rests on it to rolled coordinates of its Sector (or a rolled Sector)."""
    WORMHOLE = "wormhole"
    """A white opening Wk: its gray end goes to the same coordinates of a rolled Sector."""
    WORMHOLE_END = "wormhole-end"
    """The gray end of Wk."""
    COLLAPSER = "collapser"
    """A white vacuum collapser Vk: bloops whoever rests on it."""
    COMPANION = "companion"
    """A gray companion of Vk, on the same coordinates in another Sector."""


@dataclass(frozen=True, slots=True)
class TileSpec:
    """One physical tile."""

    id: int
    kind: Kind
    shape: Shape
    cups: int = 0
    """Coffee cups on a break room."""
    colour: Colour | None = None
    """A one-colour randomizer's Sector (``None`` on a multi-colour one)."""
    index: int = 0
    """The k of wormhole piece Wk or collapser piece Vk."""

    @property
    def gray(self) -> bool:
        """Whether the piece is set apart at setup (never drawn)."""
        return self.kind in (Kind.WORMHOLE_END, Kind.COMPANION)

    @property
    def has_arrow(self) -> bool:
        """Whether its rotation also turns a printed arrow (teleporters)."""
        return self.kind is Kind.TELEPORTER

    @property
    def label(self) -> str:
        """A short label of the element: ``T``, ``2☕``, ``?R``, ``?*``, ``W3``, ``V1``, or ``""``."""
        match self.kind:
            case Kind.ROOM:
                return ""
            case Kind.TELEPORTER:
                return "T"
            case Kind.BREAK_ROOM:
                return f"{self.cups}☕"
            case Kind.RANDOMIZER:
                return f"?{self.colour.letter}" if self.colour is not None else "?*"
            case Kind.WORMHOLE | Kind.WORMHOLE_END:
                return f"W{self.index}"
            case Kind.COLLAPSER | Kind.COMPANION:
                return f"V{self.index}"
        return ""  # pragma: no cover

    @property
    def text(self) -> str:
        """Canonical text of the physical tile: ``room-corner``, ``teleporter-tee``,
        ``break2``, ``randomizer-Red``, ``randomizer-multi``, ``W5``, ``gray-W5``, ``V1``,
        ``gray-V1``; several identical tiles share a text."""
        match self.kind:
            case Kind.ROOM | Kind.TELEPORTER:
                return f"{self.kind.value}-{self.shape.value}"
            case Kind.BREAK_ROOM:
                return f"break{self.cups}"
            case Kind.RANDOMIZER:
                return f"randomizer-{self.colour.text if self.colour is not None else 'multi'}"
            case Kind.WORMHOLE:
                return f"W{self.index}"
            case Kind.WORMHOLE_END:
                return f"gray-W{self.index}"
            case Kind.COLLAPSER:
                return f"V{self.index}"
            case Kind.COMPANION:
                return f"gray-V{self.index}"
        return ""  # pragma: no cover


def _catalogue() -> tuple[TileSpec, ...]:
    specs: list[TileSpec] = []

    def add(kind: Kind, shape: Shape, count: int, **extra: object) -> None:
        for _ in range(count):
            specs.append(TileSpec(len(specs), kind, shape, **extra))  # type: ignore[arg-type]

    for shape, count in zip(Shape, (8, 18, 20, 16, 10), strict=True):
        add(Kind.ROOM, shape, count)
    for shape in (Shape.STRAIGHT, Shape.CORNER, Shape.TEE, Shape.CROSS):
        add(Kind.TELEPORTER, shape, 4)
    for cups, count in ((1, 4), (2, 3), (3, 1)):
        add(Kind.BREAK_ROOM, Shape.TEE, count, cups=cups)
    for colour in Colour:
        add(Kind.RANDOMIZER, Shape.CROSS, 2, colour=colour)
    add(Kind.RANDOMIZER, Shape.CROSS, 4)
    for k in range(1, 9):
        add(Kind.WORMHOLE, Shape.STRAIGHT if k <= 4 else Shape.CORNER, 1, index=k)
    for k in range(1, 5):
        add(Kind.COLLAPSER, Shape.TEE if k <= 2 else Shape.CROSS, 1, index=k)
    for k in range(1, 9):
        add(Kind.WORMHOLE_END, Shape.STRAIGHT if k <= 4 else Shape.CORNER, 1, index=k)
    for k in range(1, 5):
        add(Kind.COMPANION, Shape.TEE if k <= 2 else Shape.CROSS, 3, index=k)
    return tuple(specs)


TILES: tuple[TileSpec, ...] = _catalogue()
"""Every tile, indexed by id."""
WHITE_COUNT = 120
TILE_COUNT = 140
assert len(TILES) == TILE_COUNT and sum(not spec.gray for spec in TILES) == WHITE_COUNT

WHITE_IDS: tuple[int, ...] = tuple(range(WHITE_COUNT))
GRAY_IDS: tuple[int, ...] = tuple(range(WHITE_COUNT, TILE_COUNT))


def wormhole_end_id(k: int) -> int:
    """The id of the gray end of Wk."""
    return next(s.id for s in TILES if s.kind is Kind.WORMHOLE_END and s.index == k)


def wormhole_opening_id(k: int) -> int:
    """The id of the white opening Wk."""
    return next(s.id for s in TILES if s.kind is Kind.WORMHOLE and s.index == k)


def collapser_set_ids(k: int) -> tuple[int, ...]:
    """The ids of Vk's four pieces, white first."""
    return tuple(s.id for s in TILES if s.kind in (Kind.COLLAPSER, Kind.COMPANION) and s.index == k)


@cache
def open_sides(tile: int, rotation: int) -> frozenset[Direction]:
    """The open sides of ``tile`` turned ``rotation`` quarter turns clockwise."""
    return frozenset(side.turned(rotation) for side in TILES[tile].shape.sides)


def arrow(tile: int, rotation: int) -> Direction | None:
    """Where a teleporter's arrow points, ``None`` for other tiles."""
    return Direction(rotation % 4) if TILES[tile].has_arrow else None


_GLYPHS = {
    frozenset({Direction.UP}): "╹",
    frozenset({Direction.RIGHT}): "╺",
    frozenset({Direction.DOWN}): "╻",
    frozenset({Direction.LEFT}): "╸",
    frozenset({Direction.UP, Direction.DOWN}): "┃",
    frozenset({Direction.LEFT, Direction.RIGHT}): "━",
    frozenset({Direction.UP, Direction.RIGHT}): "┗",
    frozenset({Direction.RIGHT, Direction.DOWN}): "┏",
    frozenset({Direction.DOWN, Direction.LEFT}): "┓",
    frozenset({Direction.LEFT, Direction.UP}): "┛",
    frozenset({Direction.LEFT, Direction.UP, Direction.RIGHT}): "┻",
    frozenset({Direction.UP, Direction.RIGHT, Direction.DOWN}): "┣",
    frozenset({Direction.RIGHT, Direction.DOWN, Direction.LEFT}): "┳",
    frozenset({Direction.DOWN, Direction.LEFT, Direction.UP}): "┫",
    frozenset(Direction): "╋",
}


def glyph(tile: int, rotation: int) -> str:
    """The box-drawing glyph of the placed tile, with its arrow if any: ``┗``, ``┳ ↓``."""
    text = _GLYPHS[open_sides(tile, rotation)]
    pointing = arrow(tile, rotation)
    return f"{text} {pointing.arrow}" if pointing is not None else text


def distinct_rotations(tile: int, required: Direction | None = None) -> tuple[int, ...]:
    """The rotations giving distinct results (sides and arrow), lowest first, keeping only
    those open toward ``required`` when given."""
    seen: set[tuple[frozenset[Direction], Direction | None]] = set()
    result: list[int] = []
    for rotation in range(4):
        sides = open_sides(tile, rotation)
        if required is not None and required not in sides:
            continue
        key = (sides, arrow(tile, rotation))
        if key not in seen:
            seen.add(key)
            result.append(rotation)
    return tuple(result)


def rotation_text(rotation: int) -> str:
    """Canonical text of a rotation: degrees clockwise, ``0``, ``90``, ``180``, ``270``."""
    return str(90 * (rotation % 4))


def parse_rotation(text: str) -> int:
    """A rotation from its degrees clockwise: ``0``, ``90``, ``180`` or ``270``."""
    word = text.strip().rstrip("°")
    if word in ("0", "90", "180", "270"):
        return int(word) // 90
    said = f"{text!r} is not a rotation: say 0, 90, 180 or 270"
    raise ParseError(Said(said, "bad-rotation", text=text))
