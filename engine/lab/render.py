"""The board as a PNG: a pure function of what everyone may see (never the stack order).

It lives with the family rather than in ``bot/`` because every pixel is Lab knowledge (walls,
arrows, collapser sets, the Mainframe slots) and because it is pure: no I/O, no clock, same
bytes for the same game, so the cogs, the sandbox and the benchmark share it and tests can
check it without Discord. Sized for a phone: ~1080 px wide, cells of 88 px.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from PIL import Image, ImageDraw

from engine.core import png
from engine.core.font import draw_text, text_width
from engine.core.font import plain_font as _font
from engine.core.pause import pause_point
from engine.core.said import Said
from engine.lab.game import LabGame
from engine.lab.geometry import (
    HALL,
    LETTERS,
    MAINFRAME,
    OFFICES,
    SIZE,
    Cell,
    Colour,
    Direction,
    is_hallway,
    sector_of,
)
from engine.lab.position import Placed
from engine.lab.tiles import TILES, Kind, arrow, open_sides

CELL = 88
MARGIN = 56
WALL = 7
BOARD = MARGIN * 2 + CELL * SIZE
LINE = 30
LOG_LINES = 12
LEGEND_ROWS = 2
NEW_TILE: Rgb = (255, 170, 0)
"""The frame of a tile placed in the last turn."""
ACTIVE_RING: Rgb = (255, 0, 200)
SLOT = 26
"""A Mainframe slot's side: four fit in the cell's top two thirds, pawns go below them."""
COMPRESSION = 3
"""zlib level: 3 is a third faster than 6 and only ~5 % bigger, far under 1 MB."""

Rgb = tuple[int, int, int]
WHITE: Rgb = (255, 255, 255)
BLACK: Rgb = (0, 0, 0)
INK: Rgb = (30, 30, 30)
HALL_FILL: Rgb = (248, 248, 248)
MAINFRAME_FILL: Rgb = (205, 205, 215)
GRAY_PIECE: Rgb = (175, 175, 175)
TINT: dict[Colour, Rgb] = {
    Colour.RED: (244, 196, 196),
    Colour.GREEN: (196, 232, 196),
    Colour.YELLOW: (246, 236, 176),
    Colour.BLUE: (196, 212, 246),
}
ROOM: dict[Colour, Rgb] = {
    Colour.RED: (252, 232, 232),
    Colour.GREEN: (232, 248, 232),
    Colour.YELLOW: (253, 249, 226),
    Colour.BLUE: (232, 240, 253),
}
CUBE: dict[Colour, Rgb] = {
    Colour.RED: (214, 40, 40),
    Colour.GREEN: (30, 150, 60),
    Colour.YELLOW: (245, 200, 0),
    Colour.BLUE: (35, 90, 210),
}
PAWNS: tuple[Rgb, ...] = (
    (120, 60, 170),
    (235, 120, 20),
    (0, 140, 140),
    (130, 80, 40),
    (220, 60, 150),
    (50, 50, 50),
    (20, 40, 110),
    (110, 120, 20),
)
"""Pawn colours, none of them a Sector colour."""


_ASCII = str.maketrans(
    {"…": "...", "→": "->", "←": "<-", "↑": "^", "↓": "v", "–": "-", "☕": " cup"}
)


def _plain(text: str) -> str:
    """Text as the board writes it: arrows spelled out (any other character, a name in any
    script, is drawn by the fonts' fallback, :func:`~engine.core.font.draw_text`)."""
    return text.translate(_ASCII)


def _origin(cell: Cell) -> tuple[int, int]:
    return MARGIN + cell[0] * CELL, MARGIN + cell[1] * CELL


def _english(line: str) -> str:
    return line


@dataclass(frozen=True)
class LabWords:
    """The words the image writes, given by the caller in the game's language (the engine
    keeps to English defaults and learns no language). A ``{name}`` slot is filled per use."""

    office: str = "office {n}"
    """An office's label on the board."""
    office_at: str = "office {x},{y}"
    cat: str = "cat {cat}"
    hissed: str = " (hissed)"
    holds: str = "holds {colour}"
    logged: str = "logged {letters} {count}/{target}"
    away: str = "away"
    left: str = "left"
    colours: dict[Colour, str] = field(default_factory=lambda: {c: c.text for c in Colour})
    """A cube's colour by name (the cubes' letters stay the engine's R, G, Y, B)."""
    status: str = (
        "Turn {turn} · round {round} · stack {stack} · gray {gray} · scenario {scenario} · "
        "waiting: {waiting}"
    )
    no_scenario: str = "none"
    waiting: str | None = None
    """What the game waits for (default: the prompt's canonical text)."""
    legend: tuple[str, ...] = (
        "whose turn",
        "last turn's move",
        "tile placed last turn",
        "Mainframe slot",
        "cube",
        "?: randomizer",
        "break room (cups)",
        "teleporter",
        "wormhole",
        "collapser",
    )
    """The legend's ten entries, in the order drawn."""
    line: Callable[[Said], str] = _english
    """A log line in words (default: the engine's English)."""


ENGLISH = LabWords()


@dataclass(frozen=True)
class LabPicture:
    """What the board image shows, read from the game (:func:`board_picture`): what everyone
    may see (the stack's size, never its order) and the words, plain values that pickle in
    microseconds, so it can be drawn in another process (:func:`draw_board`)."""

    seats: int
    names: tuple[str, ...]
    tiles: dict[Cell, Placed]
    slots: frozenset[Colour]
    lying: dict[Colour, Cell]
    scientists: dict[int, Cell | None]
    holding: dict[int, Colour]
    logged: dict[int, frozenset[Colour]]
    last_tiles: tuple[Cell, ...]
    last_moves: dict[int, tuple[Cell, Cell]]
    active: int | None
    """Whose pawn is ringed (``None`` once the game is over)."""
    cats: dict[int, str]
    """A seat's cat, by its text."""
    hissed: frozenset[int]
    away: frozenset[int]
    target: int
    status: str
    lines: tuple[str, ...]
    """The last turn's lines, in words."""
    words: LabWords
    """The labels, with the default :attr:`LabWords.line` (a function may not pickle)."""


def board_picture(game: LabGame, *, last: int = LOG_LINES, words: LabWords = ENGLISH) -> LabPicture:
    """What the board image of ``game`` shows, labelled in ``words``, with at most ``last``
    lines of the last turn."""
    position = game.position
    scenario = game.scenario.value if game.scenario is not None else words.no_scenario
    status = words.status.format(
        turn=game.turn,
        round=game.round,
        stack=len(position.stack),
        gray=len(position.gray_supply),
        scenario=scenario,
        waiting=game.prompt.text if words.waiting is None else words.waiting,
    )
    lines = tuple(
        line if not isinstance(line, Said) else words.line(line)
        for line in last_turn_lines(game.log, last)
    )
    return LabPicture(
        seats=game.seats,
        names=tuple(game.names),
        tiles=dict(position.tiles),
        slots=frozenset(position.slots),
        lying=dict(position.lying),
        scientists=dict(position.scientists),
        holding=dict(position.holding),
        logged={seat: frozenset(colours) for seat, colours in position.logged.items()},
        last_tiles=tuple(game.last_tiles),
        last_moves=dict(game.last_moves),
        active=game.active if game.outcome is None else None,
        cats={seat: cat.text for seat, cat in game.cats.items()},
        hissed=frozenset(game.hissed),
        away=frozenset(game.away),
        target=game.target,
        status=status,
        lines=lines,
        words=replace(words, line=_english),
    )


def render_board(game: LabGame, *, last: int = LOG_LINES, words: LabWords = ENGLISH) -> bytes:
    """The public board and a players' panel as PNG bytes, labelled in ``words``."""
    return draw_board(board_picture(game, last=last, words=words))


def draw_board(board: LabPicture) -> bytes:
    """The board image of a picture as PNG bytes (reads no game: drawn in any process)."""
    panel = LINE * (board.seats + 2 + LEGEND_ROWS + len(board.lines)) + 24
    image = Image.new("RGB", (BOARD, BOARD + panel), WHITE)
    draw = ImageDraw.Draw(image)
    _labels(draw)
    pause = pause_point()
    for y in range(SIZE):
        for x in range(SIZE):
            pause()
            _cell(draw, board, (x, y), board.words)
    _mainframe(draw, board)
    _last_turn(draw, board)
    _cubes(draw, board)
    _pawns(draw, board)
    _panel(draw, board, BOARD)
    return png.encode(image, COMPRESSION)


def _labels(draw: ImageDraw.ImageDraw) -> None:
    font = _font(26)
    for x in range(SIZE):
        if x == HALL:
            continue
        letter = LETTERS[abs(x - HALL) - 1]
        cx = MARGIN + x * CELL + CELL // 2
        draw.text((cx, MARGIN // 2), letter, fill=INK, font=font, anchor="mm")
        draw.text((cx, BOARD - MARGIN // 2), letter, fill=INK, font=font, anchor="mm")
    for y in range(SIZE):
        if y == HALL:
            continue
        number = str(y + 1 if y < HALL else y - HALL)
        cy = MARGIN + y * CELL + CELL // 2
        draw.text((MARGIN // 2, cy), number, fill=INK, font=font, anchor="mm")
        draw.text((BOARD - MARGIN // 2, cy), number, fill=INK, font=font, anchor="mm")


def _cell(draw: ImageDraw.ImageDraw, board: LabPicture, cell: Cell, words: LabWords) -> None:
    x0, y0 = _origin(cell)
    box = (x0, y0, x0 + CELL - 1, y0 + CELL - 1)
    if is_hallway(cell):
        draw.rectangle(box, fill=MAINFRAME_FILL if cell in MAINFRAME else HALL_FILL)
        if cell in OFFICES:
            seat = OFFICES.index(cell)
            if seat < board.seats:
                draw.rectangle(box, outline=PAWNS[seat], width=4)
                label = words.office.format(n=seat + 1)
                draw_text(draw, (x0 + 6, y0 + 4), _plain(label), size=14, fill=INK)
        return
    colour = sector_of(cell)
    assert colour is not None
    placed = board.tiles.get(cell)
    if placed is None:
        draw.rectangle(box, fill=TINT[colour])
        for k in range(-CELL, CELL, 14):
            draw.line(
                (
                    x0 + max(k, 0),
                    y0 + max(-k, 0),
                    x0 + min(CELL - 1, CELL - 1 + k),
                    y0 + min(CELL - 1, CELL - 1 - k),
                ),
                fill=(255, 255, 255),
                width=2,
            )
        draw.rectangle(box, outline=(225, 225, 225))
        return
    spec = TILES[placed.tile]
    draw.rectangle(box, fill=GRAY_PIECE if spec.gray else ROOM[colour])
    _walls(draw, placed, x0, y0)
    _icon(draw, placed, x0, y0)


def _walls(draw: ImageDraw.ImageDraw, placed: Placed, x0: int, y0: int) -> None:
    sides = open_sides(placed.tile, placed.rotation)
    end = CELL - 1
    half = WALL // 2
    segments = {
        Direction.UP: (x0, y0 + half, x0 + end, y0 + half),
        Direction.DOWN: (x0, y0 + end - half, x0 + end, y0 + end - half),
        Direction.LEFT: (x0 + half, y0, x0 + half, y0 + end),
        Direction.RIGHT: (x0 + end - half, y0, x0 + end - half, y0 + end),
    }
    for side, segment in segments.items():
        if side not in sides:
            draw.line(segment, fill=BLACK, width=WALL)
        else:
            # An opening is a gap in the wall: only the corners stay black.
            a = (segment[0], segment[1])
            b = (segment[2], segment[3])
            corner = 16
            if side in (Direction.UP, Direction.DOWN):
                draw.line((a[0], a[1], a[0] + corner, a[1]), fill=BLACK, width=WALL)
                draw.line((b[0] - corner, b[1], b[0], b[1]), fill=BLACK, width=WALL)
            else:
                draw.line((a[0], a[1], a[0], a[1] + corner), fill=BLACK, width=WALL)
                draw.line((b[0], b[1] - corner, b[0], b[1]), fill=BLACK, width=WALL)


def _icon(draw: ImageDraw.ImageDraw, placed: Placed, x0: int, y0: int) -> None:
    spec = TILES[placed.tile]
    cx, cy = x0 + CELL // 2, y0 + CELL // 2
    big = _font(34)
    match spec.kind:
        case Kind.TELEPORTER:
            pointing = arrow(placed.tile, placed.rotation)
            assert pointing is not None
            dx, dy = pointing.delta
            r = 26
            tip = (cx + dx * r, cy + dy * r)
            left = (cx - dx * 6 + dy * 20, cy - dy * 6 - dx * 20)
            right = (cx - dx * 6 - dy * 20, cy - dy * 6 + dx * 20)
            tail = (cx - dx * r, cy - dy * r)
            draw.line((tail, (cx, cy)), fill=(90, 0, 140), width=12)
            draw.polygon([tip, left, right], fill=(90, 0, 140))
        case Kind.BREAK_ROOM:
            draw.rounded_rectangle(
                (cx - 18, cy - 14, cx + 14, cy + 22), radius=6, fill=(120, 70, 30)
            )
            draw.arc((cx + 6, cy - 6, cx + 26, cy + 14), 270, 90, fill=(120, 70, 30), width=5)
            draw.text((cx - 2, cy + 4), str(spec.cups), fill=WHITE, font=_font(28), anchor="mm")
        case Kind.RANDOMIZER:
            if spec.colour is None:
                for i, colour in enumerate(Colour):
                    draw.pieslice(
                        (cx - 28, cy - 28, cx + 28, cy + 28), 90 * i, 90 * i + 90, fill=CUBE[colour]
                    )
                draw.text(
                    (cx, cy),
                    "?",
                    fill=WHITE,
                    font=big,
                    anchor="mm",
                    stroke_width=2,
                    stroke_fill=BLACK,
                )
            else:
                draw.ellipse((cx - 28, cy - 28, cx + 28, cy + 28), fill=CUBE[spec.colour])
                draw.text(
                    (cx, cy),
                    f"?{spec.colour.letter}",
                    fill=WHITE,
                    font=_font(28),
                    anchor="mm",
                    stroke_width=2,
                    stroke_fill=BLACK,
                )
        case Kind.WORMHOLE | Kind.WORMHOLE_END:
            draw.ellipse((cx - 30, cy - 30, cx + 30, cy + 30), outline=(40, 40, 40), width=5)
            draw.text((cx, cy), f"W{spec.index}", fill=INK, font=big, anchor="mm")
        case Kind.COLLAPSER | Kind.COMPANION:
            draw.regular_polygon((cx, cy, 32), 6, fill=(60, 60, 60))
            draw.text((cx, cy), f"V{spec.index}", fill=WHITE, font=big, anchor="mm")
        case Kind.ROOM:
            pass


def _mainframe(draw: ImageDraw.ImageDraw, board: LabPicture) -> None:
    x0, y0 = _origin((HALL, HALL))
    slots = board.slots
    size = SLOT
    left = x0 + (CELL - 2 * size - 4) // 2
    for i, colour in enumerate(Colour):
        sx = left + (i % 2) * (size + 4)
        sy = y0 + 4 + (i // 2) * (size + 4)
        box = (sx, sy, sx + size, sy + size)
        if colour in slots:
            draw.rectangle(box, fill=CUBE[colour], outline=BLACK, width=2)
            draw.text(
                (sx + size // 2, sy + size // 2),
                colour.letter,
                fill=WHITE,
                font=_font(18),
                anchor="mm",
                stroke_width=1,
                stroke_fill=BLACK,
            )
        else:
            draw.rectangle(box, outline=CUBE[colour], width=3)


def _arrow(draw: ImageDraw.ImageDraw, a: tuple[int, int], b: tuple[int, int], fill: Rgb) -> None:
    """A line from ``a`` toward ``b`` whose head stops short of ``b``'s centre, where pawns and
    cubes sit, so tokens never hide it."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return
    ux, uy = dx / length, dy / length
    end = (b[0] - ux * 12, b[1] - uy * 12)
    start = (a[0] + ux * 12, a[1] + uy * 12)
    draw.line((start, end), fill=fill, width=5)
    back = (end[0] - ux * 16, end[1] - uy * 16)
    draw.polygon(
        [end, (back[0] - uy * 9, back[1] + ux * 9), (back[0] + uy * 9, back[1] - ux * 9)],
        fill=fill,
    )


def _last_turn(draw: ImageDraw.ImageDraw, board: LabPicture) -> None:
    """The last finished turn at a glance: a frame on each tile it placed, and for each pawn
    that ended elsewhere a hollow ring where it stood and an arrow to where it is."""
    for cell in board.last_tiles:
        x0, y0 = _origin(cell)
        draw.rectangle((x0 + 3, y0 + 3, x0 + CELL - 4, y0 + CELL - 4), outline=NEW_TILE, width=4)
    for seat, (start, end) in sorted(board.last_moves.items()):
        (ax, ay), (bx, by) = _origin(start), _origin(end)
        a = (ax + CELL // 2, ay + CELL // 2)
        b = (bx + CELL // 2, by + CELL // 2)
        draw.ellipse((a[0] - 14, a[1] - 14, a[0] + 14, a[1] + 14), outline=PAWNS[seat], width=4)
        _arrow(draw, a, b, PAWNS[seat])


def _cube(draw: ImageDraw.ImageDraw, colour: Colour, x: int, y: int, size: int) -> None:
    draw.rectangle((x, y, x + size, y + size), fill=CUBE[colour], outline=BLACK, width=2)
    draw.text(
        (x + size // 2, y + size // 2),
        colour.letter,
        fill=WHITE,
        font=_font(size - 6),
        anchor="mm",
        stroke_width=1,
        stroke_fill=BLACK,
    )


def _cubes(draw: ImageDraw.ImageDraw, board: LabPicture) -> None:
    by_cell: dict[Cell, list[Colour]] = {}
    for colour, cell in sorted(board.lying.items()):
        by_cell.setdefault(cell, []).append(colour)
    for cell, colours in by_cell.items():
        x0, y0 = _origin(cell)
        for i, colour in enumerate(colours):
            _cube(draw, colour, x0 + CELL - 40 - i * 10, y0 + CELL - 40 - i * 10, 32)


def _pawns(draw: ImageDraw.ImageDraw, board: LabPicture) -> None:
    by_cell: dict[Cell, list[int]] = {}
    for seat, cell in sorted(board.scientists.items()):
        if cell is not None:
            by_cell.setdefault(cell, []).append(seat)
    font = _font(24)
    radius = 19
    for cell, seats in by_cell.items():
        x0, y0 = _origin(cell)
        shown = seats if len(seats) <= 4 else seats[:3]
        on_slots = cell == (HALL, HALL)
        for i, seat in enumerate(shown):
            cx = x0 + (CELL // 4 if i % 2 == 0 else 3 * CELL // 4)
            cy = y0 + (CELL // 4 if i < 2 else 3 * CELL // 4)
            if on_slots:  # a row under the four slots, which stay visible
                cx = x0 + 11 + i * 22
                cy = y0 + CELL - 12
            r = 10 if on_slots else radius
            if seat == board.active:
                ring = 3 if on_slots else 6
                draw.ellipse(
                    (cx - r - ring, cy - r - ring, cx + r + ring, cy + r + ring),
                    outline=ACTIVE_RING,
                    width=3 if on_slots else 5,
                )
            draw.ellipse(
                (cx - r, cy - r, cx + r, cy + r),
                fill=PAWNS[seat],
                outline=WHITE,
                width=2,
            )
            draw.text(
                (cx, cy),
                str(seat + 1),
                fill=WHITE,
                font=_font(16) if on_slots else font,
                anchor="mm",
                stroke_width=1,
                stroke_fill=WHITE,
            )
            held = board.holding.get(seat)
            if held is not None and not on_slots:
                _cube(draw, held, cx + 8, cy + 6, 22)
        if len(seats) > 4:
            cx, cy = x0 + 3 * CELL // 4, y0 + 3 * CELL // 4
            draw.text((cx, cy), f"+{len(seats) - 3}", fill=INK, font=font, anchor="mm")


def last_turn_lines(log: Sequence[Said], limit: int) -> list[str]:
    """The lines of the last finished turn (or of the turn under way, once it has any), at
    most ``limit`` of them, the earliest elided."""
    starts = [i for i, line in enumerate(log) if line.code == "turn"]
    if not starts:
        return list(log[-limit:])
    chosen: list[str]
    if starts[-1] == len(log) - 1 and len(starts) > 1:
        chosen = list(log[starts[-2] : starts[-1]])
    else:
        chosen = list(log[starts[-1] :])
    if len(chosen) > limit:
        chosen = [chosen[0], "…", *chosen[-(limit - 2) :]]
    return chosen


def _panel(draw: ImageDraw.ImageDraw, board: LabPicture, top: int) -> None:
    words = board.words
    y = top + 8
    for seat in range(board.seats):
        cell = board.scientists.get(seat)
        cat = board.cats.get(seat)
        held = board.holding.get(seat)
        logged = "".join(c.letter for c in sorted(board.logged[seat])) or "-"
        count = len(board.logged[seat])
        parts = [
            f"P{seat + 1} {board.names[seat][:18]}",
            words.office_at.format(x=OFFICES[seat][0], y=OFFICES[seat][1]),
            words.cat.format(cat=cat) + (words.hissed if seat in board.hissed else "")
            if cat is not None
            else "",
            words.holds.format(colour=words.colours[held]) if held is not None else "",
            words.logged.format(letters=logged, count=count, target=board.target),
            words.away if seat in board.away else "",
            words.left if cell is None else "",
        ]
        draw.ellipse((12, y + 4, 32, y + 24), fill=PAWNS[seat])
        draw_text(draw, (42, y + 2), _plain(" · ".join(p for p in parts if p)), size=22, fill=INK)
        y += LINE
    draw_text(draw, (12, y + 2), _plain(board.status)[:110], size=20, fill=(70, 70, 70))
    y += LINE
    y = _legend(draw, y, words.legend)
    y += 6
    for line in board.lines:
        draw_text(draw, (12, y + 2), _plain(line)[:100], size=20, fill=(60, 60, 60))
        y += LINE


def _legend(draw: ImageDraw.ImageDraw, y: int, names: tuple[str, ...]) -> int:
    """Two rows naming the board's marks, each beside a small sample of it."""
    font = _font(18)
    ink = (70, 70, 70)
    x = 12

    def entry(text: str, width: int) -> None:
        nonlocal x
        draw_text(draw, (x + width + 6, y + 4), text, size=18, fill=ink)
        x += width + 12 + int(text_width(text, 18)) + 18

    cy = y + 14
    draw.ellipse((x, cy - 10, x + 20, cy + 10), outline=ACTIVE_RING, width=3)
    entry(names[0], 20)
    draw.ellipse((x, cy - 9, x + 18, cy + 9), outline=PAWNS[0], width=3)
    _arrow(draw, (x + 9, cy), (x + 64, cy), PAWNS[0])
    entry(names[1], 56)
    draw.rectangle((x, cy - 10, x + 20, cy + 10), outline=NEW_TILE, width=3)
    entry(names[2], 20)
    draw.rectangle((x, cy - 10, x + 20, cy + 10), outline=CUBE[Colour.RED], width=3)
    entry(names[3], 20)
    y += LINE
    x = 12
    cy = y + 14
    _cube(draw, Colour.BLUE, x, cy - 10, 20)
    entry(names[4], 20)
    draw.ellipse((x, cy - 10, x + 20, cy + 10), fill=CUBE[Colour.GREEN])
    entry(names[5], 20)
    draw.rounded_rectangle((x, cy - 9, x + 16, cy + 9), radius=4, fill=(120, 70, 30))
    entry(names[6], 20)
    draw.polygon([(x, cy - 9), (x + 20, cy), (x, cy + 9)], fill=(90, 0, 140))
    entry(names[7], 20)
    draw.text((x, y + 4), "W", fill=INK, font=font)
    entry(names[8], 14)
    draw.regular_polygon((x + 10, cy, 10), 6, fill=(60, 60, 60))
    entry(names[9], 20)
    return y + LINE
