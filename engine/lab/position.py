"""The board as a value: tiles, stack, discards, scientists, cubes and logged colours.

A :class:`Position` has a canonical text form (one ``key value…`` line per field) that
round-trips exactly; a setup may start from one, which is how tests and rehearsals build the
situations the rulebook describes.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from engine.core.errors import ParseError
from engine.lab.geometry import (
    CUBE_START,
    OFFICES,
    Cell,
    Colour,
    cell_text,
    is_hallway,
    on_map,
    parse_cell,
    parse_colour,
    sector_cell,
)
from engine.lab.tiles import GRAY_IDS, TILE_COUNT, TILES, WHITE_IDS, parse_rotation, rotation_text

Seat = int


@dataclass(frozen=True, slots=True)
class Placed:
    """A tile on the board: its id and its rotation (quarter turns clockwise)."""

    tile: int
    rotation: int

    @property
    def text(self) -> str:
        """Canonical text: ``id:degrees``."""
        return f"{self.tile}:{rotation_text(self.rotation)}"


@dataclass
class Position:
    """Everything on the table at one moment."""

    tiles: dict[Cell, Placed] = field(default_factory=dict)
    stack: list[int] = field(default_factory=list)
    """Face-down white tiles; index 0 is the top."""
    discard: list[int] = field(default_factory=list)
    """Tiles out of the game, in the order they left."""
    scientists: dict[Seat, Cell | None] = field(default_factory=dict)
    """Where each seat's scientist stands; ``None`` once its player has left."""
    lying: dict[Colour, Cell] = field(default_factory=dict)
    """Cubes lying on a cell."""
    holding: dict[Seat, Colour] = field(default_factory=dict)
    """Cubes held by a scientist."""
    logged: dict[Seat, set[Colour]] = field(default_factory=dict)
    active: Seat = 0
    """The seat whose turn it is (or starts)."""
    drawn: int | None = None
    """A tile taken from the stack and waiting for its rotation."""
    drawn_at: Cell | None = None
    """Where the drawn tile goes (a scientist may already stand there)."""

    @classmethod
    def initial(cls, seats: int, stack: list[int]) -> Position:
        """The opening position: scientists on their offices, cubes on C-3, slots empty."""
        return cls(
            stack=list(stack),
            scientists={seat: OFFICES[seat] for seat in range(seats)},
            lying={colour: sector_cell(colour, *CUBE_START) for colour in Colour},
            logged={seat: set() for seat in range(seats)},
        )

    def copy(self) -> Position:
        """An independent copy."""
        return copy.deepcopy(self)

    @property
    def slots(self) -> frozenset[Colour]:
        """Colours whose cube sits in its Mainframe slot (neither lying nor held)."""
        return frozenset(Colour) - set(self.lying) - set(self.holding.values())

    @property
    def gray_supply(self) -> tuple[int, ...]:
        """Gray pieces still set apart."""
        used = {placed.tile for placed in self.tiles.values()} | set(self.discard)
        return tuple(tile for tile in GRAY_IDS if tile not in used)

    def present(self, seat: Seat) -> bool:
        """Whether the seat's scientist is on the map."""
        return self.scientists.get(seat) is not None

    def at(self, cell: Cell) -> list[Seat]:
        """Seats standing on ``cell``, in seat order."""
        return [seat for seat, where in sorted(self.scientists.items()) if where == cell]

    def where(self, seat: Seat) -> Cell:
        """The cell of a present scientist."""
        cell = self.scientists[seat]
        if cell is None:
            raise ValueError(f"P{seat + 1} has left the game")
        return cell

    def find(self, tile: int) -> Cell | None:
        """The cell holding ``tile``, if it is on the board."""
        for cell, placed in self.tiles.items():
            if placed.tile == tile:
                return cell
        return None

    def check(self) -> None:
        """Raise ParseError unless every tile and cube is accounted for exactly once."""
        on_board = [placed.tile for placed in self.tiles.values()]
        whites = [t for t in on_board if t in WHITE_IDS] + self.stack
        whites += [self.drawn] if self.drawn is not None else []
        whites += [t for t in self.discard if t in WHITE_IDS]
        if sorted(whites) != list(WHITE_IDS):
            raise ParseError("the white tiles on the board, the stack and the discards are not 120")
        grays = [t for t in on_board if t not in WHITE_IDS] + [
            t for t in self.discard if t not in WHITE_IDS
        ]
        if len(set(grays)) != len(grays):
            raise ParseError("a gray piece is in two places")
        for cell in self.tiles:
            if not on_map(cell) or is_hallway(cell):
                raise ParseError(f"a tile lies on hallway or off-map cell {cell_text(cell)}")
        held = list(self.holding.values())
        if len(set(held)) != len(held) or set(held) & set(self.lying):
            raise ParseError("a cube is in two places")
        for seat in self.holding:
            if not self.present(seat):
                raise ParseError(f"P{seat + 1} holds a cube but is not on the map")
        for seat, where in self.scientists.items():
            if where is not None and not on_map(where):
                raise ParseError(f"P{seat + 1} stands off the map")
            blank = where not in self.tiles and where != self.drawn_at
            if where is not None and not is_hallway(where) and blank:
                raise ParseError(f"P{seat + 1} stands on blank {cell_text(where)}")

    def _drawn_text(self) -> str:
        if self.drawn is None or self.drawn_at is None:
            return "-"
        return f"{cell_text(self.drawn_at)}={self.drawn}"

    def text(self, *, hide_stack: bool = False) -> str:
        """Canonical text (the stack as its size alone when ``hide_stack``)."""
        tiles = " ".join(
            f"{cell_text(cell)}={placed.text}" for cell, placed in sorted(self.tiles.items())
        )
        stack = f"{len(self.stack)} hidden" if hide_stack else " ".join(map(str, self.stack))
        scientists = " ".join(
            f"P{seat + 1}={cell_text(cell) if cell is not None else '-'}"
            for seat, cell in sorted(self.scientists.items())
        )
        cubes = []
        for colour in Colour:
            if colour in self.lying:
                cubes.append(f"{colour.text}={cell_text(self.lying[colour])}")
            else:
                holders = [seat for seat, held in self.holding.items() if held == colour]
                cubes.append(f"{colour.text}=" + (f"P{holders[0] + 1}" if holders else "slot"))
        logged = " ".join(
            f"P{seat + 1}=" + "".join(c.letter for c in sorted(colours))
            for seat, colours in sorted(self.logged.items())
        )
        return "\n".join(
            [
                f"tiles {tiles}".rstrip(),
                f"stack {stack}".rstrip(),
                f"discard {' '.join(map(str, self.discard))}".rstrip(),
                f"scientists {scientists}",
                f"cubes {' '.join(cubes)}",
                f"logged {logged}",
                f"active P{self.active + 1}",
                f"drawn {self._drawn_text()}",
            ]
        )


def _seat(text: str) -> Seat:
    if not text.startswith("P") or not text[1:].isdigit() or not 1 <= int(text[1:]) <= 8:
        raise ParseError(f"{text!r} is not a seat (P1–P8)")
    return int(text[1:]) - 1


def parse_position(text: str) -> Position:
    """Parse the canonical text of a position (and check it accounts for every tile)."""
    position = Position()
    fields: dict[str, list[str]] = {}
    for line in text.strip().splitlines():
        key, _, rest = line.strip().partition(" ")
        fields[key] = rest.split()
    missing = {"tiles", "stack", "discard", "scientists", "cubes", "logged", "active"} - set(fields)
    if missing:
        raise ParseError(f"position lacks {', '.join(sorted(missing))}")
    try:
        for item in fields["tiles"]:
            where, _, what = item.partition("=")
            tile, _, degrees = what.partition(":")
            if not tile.isdigit() or not 0 <= int(tile) < TILE_COUNT:
                raise ParseError(f"{item!r}: no tile {tile!r}")
            position.tiles[parse_cell(where)] = Placed(int(tile), parse_rotation(degrees))
        position.stack = [int(t) for t in fields["stack"]]
        position.discard = [int(t) for t in fields["discard"]]
        for item in fields["scientists"]:
            who, _, where = item.partition("=")
            position.scientists[_seat(who)] = None if where == "-" else parse_cell(where)
        for item in fields["cubes"]:
            name, _, where = item.partition("=")
            colour = parse_colour(name)
            if where.startswith("P"):
                position.holding[_seat(where)] = colour
            elif where != "slot":
                position.lying[colour] = parse_cell(where)
        for item in fields["logged"]:
            who, _, letters = item.partition("=")
            position.logged[_seat(who)] = {parse_colour(letter) for letter in letters}
        position.active = _seat(fields["active"][0])
        drawn = fields.get("drawn", ["-"])
        if drawn != ["-"]:
            where, _, tile = drawn[0].partition("=")
            position.drawn_at, position.drawn = parse_cell(where), int(tile)
    except ValueError as error:
        if isinstance(error, ParseError):
            raise
        raise ParseError(f"malformed position: {error}") from None
    if any(tile >= len(TILES) for tile in position.stack):
        raise ParseError("the stack names a tile that does not exist")
    for seat in position.scientists:
        position.logged.setdefault(seat, set())
    position.check()
    return position
