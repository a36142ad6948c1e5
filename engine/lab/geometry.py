"""The 11×11 map: cells, directions, Sectors and their coordinates, offices and the Mainframe.

Cells are ``(x, y)`` with x growing east and y growing south, both 0–10. Four 5×5 Sectors sit
around a hallway cross one cell wide (x = 5, y = 5). Inside a Sector a cell also has
coordinates ``Letter-Number``: letters count outward from the vertical hallway, numbers count
downward from the Sector's top row, so ``A-1`` of the two right Sectors touches the hallway on
its west side and ``A-1`` of the two left Sectors on its east side.
"""

from __future__ import annotations

import enum
import re

from engine.core.errors import ParseError
from engine.core.said import Said

SIZE = 11
HALL = 5
"""The index of the hallway row and column."""

Cell = tuple[int, int]

LETTERS = "ABCDE"


class Direction(enum.IntEnum):
    """A compass direction of the posted image; the value counts clockwise quarter turns from up."""

    UP = 0
    """North: toward row 0."""
    RIGHT = 1
    """East: toward column 10."""
    DOWN = 2
    """South: toward row 10."""
    LEFT = 3
    """West: toward column 0."""

    @property
    def delta(self) -> Cell:
        """The step ``(dx, dy)`` one cell this way."""
        return _DELTAS[self]

    @property
    def opposite(self) -> Direction:
        """The direction back."""
        return Direction((self + 2) % 4)

    def turned(self, quarters: int) -> Direction:
        """This direction turned clockwise by ``quarters`` quarter turns."""
        return Direction((self + quarters) % 4)

    @property
    def text(self) -> str:
        """Canonical text: ``up``, ``right``, ``down``, ``left``."""
        return self.name.lower()

    @property
    def arrow(self) -> str:
        """An arrow glyph pointing this way."""
        return "↑→↓←"[self]


_DELTAS: dict[int, Cell] = {0: (0, -1), 1: (1, 0), 2: (0, 1), 3: (-1, 0)}

_DIRECTION_WORDS = {
    "up": Direction.UP,
    "u": Direction.UP,
    "n": Direction.UP,
    "north": Direction.UP,
    "right": Direction.RIGHT,
    "r": Direction.RIGHT,
    "e": Direction.RIGHT,
    "east": Direction.RIGHT,
    "down": Direction.DOWN,
    "d": Direction.DOWN,
    "s": Direction.DOWN,
    "south": Direction.DOWN,
    "left": Direction.LEFT,
    "l": Direction.LEFT,
    "w": Direction.LEFT,
    "west": Direction.LEFT,
}


def parse_direction(text: str) -> Direction:
    """A direction from ``up``/``right``/``down``/``left`` (or a compass word or its initial)."""
    try:
        return _DIRECTION_WORDS[text.strip().lower()]
    except KeyError:
        said = f"{text!r} is not a direction: say up, down, left or right"
        raise ParseError(Said(said, "bad-direction", text=text)) from None


class Colour(enum.IntEnum):
    """A Sector colour, which is also the colour of the Data Cube that starts in it."""

    RED = 0
    """The north-west Sector."""
    GREEN = 1
    """The north-east Sector."""
    YELLOW = 2
    """The south-west Sector."""
    BLUE = 3
    """The south-east Sector."""

    @property
    def letter(self) -> str:
        """``R``, ``G``, ``Y`` or ``B``: the cube's label."""
        return self.name[0]

    @property
    def text(self) -> str:
        """Canonical text: ``Red``, ``Green``, ``Yellow``, ``Blue``."""
        return self.name.capitalize()

    @property
    def right(self) -> bool:
        """Whether the Sector lies east of the vertical hallway."""
        return self in (Colour.GREEN, Colour.BLUE)

    @property
    def bottom(self) -> bool:
        """Whether the Sector lies south of the horizontal hallway."""
        return self in (Colour.YELLOW, Colour.BLUE)


def parse_colour(text: str) -> Colour:
    """A colour from its name or initial, any case."""
    word = text.strip().lower()
    for colour in Colour:
        if word in (colour.name.lower(), colour.letter.lower()):
            return colour
    said = f"{text!r} is not a colour: say red, green, yellow or blue"
    raise ParseError(Said(said, "bad-colour", text=text))


def on_map(cell: Cell) -> bool:
    """Whether ``cell`` lies on the 11×11 map."""
    return 0 <= cell[0] < SIZE and 0 <= cell[1] < SIZE


def step(cell: Cell, direction: Direction) -> Cell:
    """The neighbouring cell (possibly off the map)."""
    dx, dy = direction.delta
    return (cell[0] + dx, cell[1] + dy)


def is_hallway(cell: Cell) -> bool:
    """Whether ``cell`` is on the hallway cross (never blank, never tiled)."""
    return cell[0] == HALL or cell[1] == HALL


def sector_of(cell: Cell) -> Colour | None:
    """The Sector holding ``cell``, or ``None`` for a hallway cell."""
    x, y = cell
    if x == HALL or y == HALL:
        return None
    if y < HALL:
        return Colour.RED if x < HALL else Colour.GREEN
    return Colour.YELLOW if x < HALL else Colour.BLUE


def sector_coords(cell: Cell) -> tuple[int, int] | None:
    """``(letter index 1–5, number 1–5)`` of a Sector cell, ``None`` in the hallway."""
    colour = sector_of(cell)
    if colour is None:
        return None
    x, y = cell
    letter = x - HALL if colour.right else HALL - x
    number = y - HALL if colour.bottom else y + 1
    return letter, number


def sector_cell(colour: Colour, letter: int, number: int) -> Cell:
    """The cell at ``Letter-Number`` (both 1–5) of the Sector ``colour``."""
    if not (1 <= letter <= 5 and 1 <= number <= 5):
        raise ParseError(f"coordinates {letter},{number} are outside a Sector (1–5 each)")
    x = HALL + letter if colour.right else HALL - letter
    y = HALL + number if colour.bottom else number - 1
    return (x, y)


def twin(cell: Cell, colour: Colour) -> Cell:
    """The cell with the same Sector coordinates as ``cell`` in the Sector ``colour``."""
    coords = sector_coords(cell)
    if coords is None:
        raise ValueError(f"{cell_text(cell)} is a hallway cell")
    return sector_cell(colour, *coords)


def cell_text(cell: Cell) -> str:
    """Canonical text of a cell: ``(x,y)``."""
    return f"({cell[0]},{cell[1]})"


def coords_text(cell: Cell) -> str:
    """A cell for people: ``Blue-A-1 (6,6)`` in a Sector, ``(5,3)`` in the hallway."""
    colour = sector_of(cell)
    coords = sector_coords(cell)
    if colour is None or coords is None:
        return cell_text(cell)
    return f"{colour.text}-{LETTERS[coords[0] - 1]}-{coords[1]} {cell_text(cell)}"


_CELL = re.compile(r"^\(?\s*(\d+)\s*,\s*(\d+)\s*\)?$")
_COORDS = re.compile(r"^([a-z]+)-([a-e])-([1-5])$", re.IGNORECASE)


def parse_cell(text: str) -> Cell:
    """A cell from ``(x,y)``, ``x,y`` or ``Colour-Letter-Number``."""
    stripped = text.strip()
    match = _CELL.match(stripped)
    if match:
        cell = (int(match.group(1)), int(match.group(2)))
        if not on_map(cell):
            raise ParseError(f"{text!r} is off the map (x and y run 0–10)")
        return cell
    match = _COORDS.match(stripped)
    if match:
        colour = parse_colour(match.group(1))
        return sector_cell(colour, LETTERS.index(match.group(2).upper()) + 1, int(match.group(3)))
    raise ParseError(f"{text!r} is not a cell: write (x,y) or Colour-Letter-Number")


OFFICES: tuple[Cell, ...] = (
    (5, 3),
    (5, 7),
    (7, 5),
    (3, 5),
    (5, 1),
    (5, 9),
    (9, 5),
    (1, 5),
)
"""The office of seat k (0-based) : seats 1–4 two cells from the centre, 5–8 four cells out."""

MAINFRAME: frozenset[Cell] = frozenset({(5, 5), (5, 4), (5, 6), (4, 5), (6, 5)})
"""The five cells of the Mainframe Memory space: landing on any of them is landing on it."""

CUBE_START = (3, 3)
"""Letter C, number 3: where every cube starts in its own Sector."""

ALL_CELLS: tuple[Cell, ...] = tuple((x, y) for y in range(SIZE) for x in range(SIZE))
SECTOR_CELLS: tuple[Cell, ...] = tuple(cell for cell in ALL_CELLS if not is_hallway(cell))
