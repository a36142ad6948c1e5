"""Build Lab positions the way the rulebook describes them: tiles by kind and glyph."""

from __future__ import annotations

from engine.lab.actions import parse_command
from engine.lab.game import LabGame
from engine.lab.geometry import CUBE_START, OFFICES, Cell, Colour, sector_cell
from engine.lab.options import Cat
from engine.lab.position import Placed, Position
from engine.lab.setup import LabSetup
from engine.lab.tiles import TILES, WHITE_IDS, glyph


class Board:
    """A position under construction: tiles by kind and glyph, the stack's top by kind."""

    def __init__(self, players: int = 3) -> None:
        self.position = Position(
            scientists={seat: OFFICES[seat] for seat in range(players)},
            lying={colour: sector_cell(colour, *CUBE_START) for colour in Colour},
            logged={seat: set() for seat in range(players)},
        )
        self.used: set[int] = set()
        self.top: list[int] = []

    def _take(self, text: str) -> int:
        for spec in TILES:
            if spec.text == text and spec.id not in self.used:
                self.used.add(spec.id)
                return spec.id
        raise KeyError(text)

    def tile(self, cell: Cell, text: str, shape: str) -> int:
        """Put the first unused tile ``text`` on ``cell``, turned to show ``shape``."""
        tile = self._take(text)
        rotation = next(r for r in range(4) if glyph(tile, r) == shape)
        self.position.tiles[cell] = Placed(tile, rotation)
        return tile

    def stack(self, *texts: str) -> list[int]:
        """Put these tiles on top of the stack, first on top."""
        ids = [self._take(text) for text in texts]
        self.top += ids
        return ids

    def at(self, seat: int, cell: Cell) -> Board:
        """Stand a scientist (seat 1-based) on ``cell``."""
        self.position.scientists[seat - 1] = cell
        return self

    def holds(self, seat: int, colour: Colour) -> Board:
        """Give a scientist (seat 1-based) a cube."""
        self.position.lying.pop(colour, None)
        self.position.holding[seat - 1] = colour
        return self

    def lies(self, colour: Colour, cell: Cell) -> Board:
        """Lay a cube on ``cell``."""
        self.position.lying[colour] = cell
        return self

    def slot(self, *colours: Colour) -> Board:
        """Put cubes in their slots."""
        for colour in colours:
            self.position.lying.pop(colour, None)
        return self

    def text(self, active: int = 1) -> str:
        """The position's canonical text, every other white tile below the top in id order."""
        whites = [t for t in WHITE_IDS if t not in self.used]
        gray_on_board = {p.tile for p in self.position.tiles.values()}
        self.position.stack = self.top + [t for t in whites if t not in gray_on_board]
        self.position.active = active - 1
        return self.position.text()


def cat_deal(cats: dict[int, Cat], players: int) -> str:
    """The explicit ``cats`` draw dealing these cats to these seats (1-based)."""
    order = list(Cat)
    wanted = {seat - 1: order.index(cat) for seat, cat in cats.items()}
    rest = [i for i in range(len(order)) if i not in wanted.values()]
    return ",".join(
        str(wanted[seat] if seat in wanted else rest.pop(0)) for seat in range(len(order))
    )


def dice(*faces: str, start: int = 0) -> dict[str, str]:
    """Explicit dice faces in roll order."""
    return {f"dice/{start + i}": face for i, face in enumerate(faces)}


def game(
    board: Board,
    *,
    active: int = 1,
    draws: dict[str, str] | None = None,
    cats: dict[int, Cat] | None = None,
    **options: object,
) -> LabGame:
    """A game starting from ``board`` with seats in name order and the given draws."""
    players = len(board.position.scientists)
    explicit = {"seats": ",".join(map(str, range(players)))}
    if cats is not None:
        explicit["cats"] = cat_deal(cats, players)
    explicit.update(draws or {})
    setup = LabSetup(
        players=[f"p{i + 1}" for i in range(players)],
        seed="test",
        cats=cats is not None,
        position=board.text(active),
        **options,  # type: ignore[arg-type]
    )
    return LabGame(setup, explicit)


def play(game_: LabGame, *lines: str) -> list[str]:
    """Push commands written as ``P1 see up`` (or ``system timeout``); returns their lines."""
    from engine.lab.actions import parse_actor

    out: list[str] = []
    for line in lines:
        actor, _, body = line.partition(" ")
        out += game_.push(parse_command(body, parse_actor(actor)))
    return out


def tile_at(game_: LabGame, cell: Cell) -> str | None:
    """``text glyph`` of the tile on ``cell``, ``None`` when blank."""
    placed = game_.position.tiles.get(cell)
    if placed is None:
        return None
    return f"{TILES[placed.tile].text} {glyph(placed.tile, placed.rotation)}"
