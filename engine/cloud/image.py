"""P7's board image: a PNG of public facts only, readable on a phone.

Pure and deterministic (the package's own fonts, no clock): the same game state always gives the
same bytes, so a replay reproduces every image. The cogs post it; nothing here knows Discord.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw, ImageFont

from engine.cloud.actions import SEAT_LETTERS
from engine.cloud.hexes import Hex, sorted_hexes
from engine.cloud.terrain import Terrain
from engine.core import png
from engine.core.font import draw_text, text_width
from engine.core.font import plain_font as _font
from engine.core.pause import pause_point

if TYPE_CHECKING:
    from engine.cloud.game import CloudGame

RADIUS = 60
MIN_RADIUS = 30
MAX_BOARD_WIDTH = 1600
MIN_WIDTH = 1024
LABEL_PX = 26
HEADER_PX = 28
SMALL_PX = 16
MARGIN = 24
COMPRESSION = 3
"""zlib level of the board and hand images (:mod:`engine.core.png`): a third faster than 6."""

TERRAIN_COLOURS = {
    Terrain.VOID: (58, 46, 74),
    Terrain.FOREST: (62, 125, 58),
    Terrain.PLAINS: (217, 194, 122),
    Terrain.SKY: (142, 202, 230),
    Terrain.MOUNTAINS: (141, 141, 141),
    Terrain.WEB: (74, 78, 105),
    Terrain.OCEAN: (42, 111, 151),
}
SEAT_COLOURS = ((214, 40, 40), (29, 78, 216), (247, 127, 0), (123, 44, 191))
BACKGROUND = (24, 26, 32)
TEXT = (240, 240, 240)
DAMAGED = (220, 20, 20)
HIGHLIGHT = (255, 214, 10)
LEGEND_ROW = 30


def _dark(rgb: tuple[int, int, int]) -> bool:
    return sum(rgb) < 360


def _centre(hex_: Hex, radius: float) -> tuple[float, float]:
    return (radius * math.sqrt(3) * (hex_.q + hex_.r / 2), radius * 1.5 * hex_.r)


def _corners(x: float, y: float, radius: float) -> list[tuple[float, float]]:
    return [
        (
            x + radius * math.cos(math.radians(60 * i - 30)),
            y + radius * math.sin(math.radians(60 * i - 30)),
        )
        for i in range(6)
    ]


def _shape(draw: ImageDraw.ImageDraw, seat: int, x: float, y: float, r: float) -> None:
    colour = SEAT_COLOURS[seat]
    outline = (255, 255, 255)
    if seat == 0:
        draw.ellipse((x - r, y - r, x + r, y + r), fill=colour, outline=outline, width=2)
    elif seat == 1:
        draw.rectangle(
            (x - r * 0.9, y - r * 0.9, x + r * 0.9, y + r * 0.9),
            fill=colour,
            outline=outline,
            width=2,
        )
    elif seat == 2:
        draw.polygon(
            [(x, y - r * 1.1), (x + r, y + r * 0.8), (x - r, y + r * 0.8)],
            fill=colour,
            outline=outline,
            width=2,
        )
    else:
        draw.polygon(
            [(x, y - r * 1.1), (x + r, y), (x, y + r * 1.1), (x - r, y)],
            fill=colour,
            outline=outline,
            width=2,
        )


def _psi(draw: ImageDraw.ImageDraw, x: float, y: float, size: float) -> None:
    """A drawn Ψ (the bundled font has no Greek)."""
    w = max(2, int(size / 8))
    draw.line((x, y - size / 2, x, y + size / 2), fill=HIGHLIGHT, width=w)
    draw.arc(
        (x - size / 2, y - size / 2, x + size / 2, y + size / 6), 0, 180, fill=HIGHLIGHT, width=w
    )
    draw.line((x - size / 3, y + size / 2, x + size / 3, y + size / 2), fill=HIGHLIGHT, width=w)


def _dashed_circle(draw: ImageDraw.ImageDraw, x: float, y: float, r: float) -> None:
    for start in range(0, 360, 30):
        draw.arc((x - r, y - r, x + r, y + r), start, start + 18, fill=HIGHLIGHT, width=3)


def _arrow(
    draw: ImageDraw.ImageDraw,
    a: tuple[float, float],
    b: tuple[float, float],
    colour: tuple[int, int, int],
    head: bool,
    clear: float = 0.0,
) -> None:
    """A line from ``a`` to ``b`` that stops ``clear`` short of each end (where tokens stand,
    so they never hide it), with a filled head at ``b``'s end when ``head``."""
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length <= 2 * clear + 1:
        clear = 0.0
    ux, uy = ((b[0] - a[0]) / length, (b[1] - a[1]) / length) if length else (0.0, 0.0)
    start = (a[0] + ux * clear, a[1] + uy * clear)
    end = (b[0] - ux * clear, b[1] - uy * clear)
    draw.line((start, end), fill=colour, width=5)
    if head:
        back = (end[0] - ux * 18, end[1] - uy * 18)
        draw.polygon(
            [end, (back[0] - uy * 10, back[1] + ux * 10), (back[0] + uy * 10, back[1] - ux * 10)],
            fill=colour,
            outline=(0, 0, 0),
        )


@dataclass(frozen=True, slots=True)
class BoardWords:
    """The words the image writes, given by the caller in the reader's language (the engine
    keeps to English defaults and learns no language)."""

    status: str | None = None
    """The footer's status (default :func:`status_line`)."""
    outcome: str | None = None
    """The footer's outcome, once the game is over (default: the outcome's summary)."""
    tile_deck: str = "Tile deck {count}"
    terrains: tuple[tuple[Terrain, str], ...] = ()
    """Terrain names for the legend (default: each terrain's title)."""
    last_move: str = "last turn's move"
    last_attack: str = "last turn's attack"
    tile_placed: str = "tile placed or moved"
    superposition: str = "Superposition"
    attack_life: str = "Attack/Life (red: damaged)"
    counts: str = "Q {q}/{m}  hand {hand} deck {deck} discard {discard}"
    autopass: str = "autopass"
    out: str = "OUT"


ENGLISH = BoardWords()


def status_line(game: CloudGame) -> str:
    """Where the game stands, worded once for the image's footer and the post's caption."""
    if game.outcome is not None:
        return f"Game over after turn {game.turn}"
    if game.turn == 0:
        return "Setup"
    seat = game.active
    if seat is None or not game.players[seat].alive:
        return f"Turn {game.turn}"
    return f"Turn {game.turn} · {SEAT_LETTERS[seat]} to play"


def _legend(draw: ImageDraw.ImageDraw, top: float, width: int, words: BoardWords) -> None:
    """The terrains by colour and letter, then the marks of the last turn and of the units,
    wrapped to the image's width."""
    font = _font(SMALL_PX + 2)
    x, y = float(MARGIN), top

    def entry(text: str, sample: float, draw_sample: Callable[[float, float], None]) -> None:
        nonlocal x, y
        if x + sample + text_width(text, SMALL_PX + 2) > width - MARGIN:
            x, y = float(MARGIN), y + LEGEND_ROW
        draw_sample(x, y + 12)
        draw_text(draw, (x + sample, y + 12), text, size=SMALL_PX + 2, fill=TEXT, anchor="lm")
        x += sample + 22 + text_width(text, SMALL_PX + 2)

    def hexagon(terrain: Terrain) -> Callable[[float, float], None]:
        colour = TERRAIN_COLOURS[terrain]
        ink = TEXT if _dark(colour) else (20, 20, 20)

        def sample(sx: float, sy: float) -> None:
            draw.polygon(_corners(sx + 12, sy, 13), fill=colour)
            draw.text((sx + 12, sy), terrain.letter, font=font, anchor="mm", fill=ink)

        return sample

    names = dict(words.terrains)
    for terrain in Terrain:
        entry(names.get(terrain, terrain.title), 30, hexagon(terrain))
    x, y = float(MARGIN), y + LEGEND_ROW
    entry(
        words.last_move,
        52,
        lambda sx, sy: _arrow(draw, (sx, sy), (sx + 44, sy), HIGHLIGHT, head=True),
    )
    entry(
        words.last_attack,
        48,
        lambda sx, sy: draw.line((sx, sy, sx + 40, sy), fill=DAMAGED, width=5),
    )
    entry(
        words.tile_placed,
        30,
        lambda sx, sy: draw.polygon(_corners(sx + 12, sy, 12), outline=HIGHLIGHT, width=3),
    )
    entry(words.superposition, 30, lambda sx, sy: _dashed_circle(draw, sx + 12, sy, 11))
    entry(words.attack_life, 0, lambda sx, sy: None)


def _header_lines(game: CloudGame, words: BoardWords = ENGLISH) -> list[tuple[int, str]]:
    rows = []
    for p in game.players:
        copies = ", ".join(f"{u.label} {game.life_of(u)}" for u in game.copies(p.seat))
        avatar = p.deck.avatar.superposition if game.superposed(p.seat) else p.deck.avatar.coherent
        state = "" if p.alive else f"  {words.out}"
        auto = f"  {words.autopass}" if p.autopass else ""
        counts = words.counts.format(
            q=p.q, m=p.m, hand=len(p.hand), deck=len(p.library), discard=len(p.discard)
        )
        rows.append(
            (p.seat, f"{p.letter} {p.name}: {avatar} ({copies or '-'})  {counts}{auto}{state}")
        )
    return rows


@dataclass(frozen=True, slots=True)
class UnitMark:
    """A unit as the board shows it."""

    label: str
    seat: int
    hex: Hex
    attack: int
    life: int
    max_life: int
    superposed: bool
    """An Avatar in superposition (the dashed ring and the Ψ)."""
    frozen: bool


@dataclass(frozen=True, slots=True)
class BoardPicture:
    """What the board image shows, read from the game (:func:`board_picture`): public facts and
    the words, plain values that pickle in microseconds, so it can be drawn in another process
    (:func:`draw_board`)."""

    header: tuple[tuple[int, str], ...]
    """A line per player, by seat."""
    tiles: tuple[tuple[Hex, Terrain], ...]
    """The board, in :func:`~engine.cloud.hexes.sorted_hexes` order."""
    units: tuple[UnitMark, ...]
    """By label."""
    moved_tile: Hex | None
    """Where the last turn placed or moved a tile (on the board)."""
    trail: tuple[tuple[str, Hex, Hex], ...]
    footer: str
    words: BoardWords


def board_picture(game: CloudGame, words: BoardWords = ENGLISH) -> BoardPicture:
    """What the board image of ``game`` shows, its labels in ``words``."""
    # The last finished turn's marks; once the game is over, those of its final turn.
    moved_tile, trail = game.last_turn if game.outcome is None else (game.moved_tile, game.trail)
    moved = moved_tile[1] if moved_tile is not None and moved_tile[1] in game.board else None
    units = tuple(
        UnitMark(
            unit.label,
            unit.seat,
            unit.hex,
            game.attack_of(unit),
            game.life_of(unit),
            game.max_life_of(unit),
            unit.is_avatar and game.superposed(unit.seat),
            unit.frozen,
        )
        for unit in sorted(game.units.values(), key=lambda u: u.label)
    )
    status = status_line(game) if words.status is None else words.status
    footer = f"{words.tile_deck.format(count=len(game.tile_deck))}  ·  {status}"
    if game.outcome is not None:
        footer += f"  ·  {game.outcome.summary if words.outcome is None else words.outcome}"
    return BoardPicture(
        header=tuple(_header_lines(game, words)),
        tiles=tuple((hex_, game.board[hex_]) for hex_ in sorted_hexes(game.board)),
        units=units,
        moved_tile=moved,
        trail=tuple(trail),
        footer=footer,
        words=words,
    )


@dataclass(frozen=True, slots=True)
class Layout:
    """Where the board sits in the image: hex size, the board's top, the image's size."""

    radius: float
    offset: tuple[float, float]
    top: float
    bottom: float
    width: int
    height: int
    rows: int

    def at(self, hex_: Hex) -> tuple[float, float]:
        """A hex's centre in image pixels."""
        x, y = _centre(hex_, self.radius)
        return (x + self.offset[0], y + self.offset[1])


def layout(board: BoardPicture) -> Layout:
    """The image's geometry for this board and header."""
    hexes = [hex_ for hex_, _ in board.tiles] or [Hex(0, 0)]
    radius: float = RADIUS
    xs = [_centre(h, 1)[0] for h in hexes]
    span = (max(xs) - min(xs)) + math.sqrt(3)
    if span * radius > MAX_BOARD_WIDTH:
        radius = max(MIN_RADIUS, MAX_BOARD_WIDTH / span)
    centres = [_centre(h, radius) for h in hexes]
    min_x = min(x for x, _ in centres) - radius
    max_x = max(x for x, _ in centres) + radius
    min_y = min(y for _, y in centres) - radius
    max_y = max(y for _, y in centres) + radius
    rows = len(board.header)
    row = HEADER_PX + 12
    top = MARGIN + row * rows + MARGIN
    board_w = max_x - min_x
    width = int(max(MIN_WIDTH, board_w + 2 * MARGIN))
    legend_rows = 4 if width < 1400 else 2
    bottom = top + (max_y - min_y)
    height = int(bottom + MARGIN + row + legend_rows * LEGEND_ROW + MARGIN)
    offset = ((width - board_w) / 2 - min_x, top - min_y)
    return Layout(radius, offset, top, bottom, width, height, rows)


def render_board(game: CloudGame, words: BoardWords = ENGLISH) -> bytes:
    """The battlefield as PNG bytes (public facts only), its labels in ``words``."""
    return draw_board(board_picture(game, words))


def draw_board(board: BoardPicture) -> bytes:
    """The board image of a picture as PNG bytes (reads no game: drawn in any process)."""
    shape = layout(board)
    radius, width, height = shape.radius, shape.width, shape.height
    row = HEADER_PX + 12
    at = shape.at

    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    label_font, small_font = _font(LABEL_PX), _font(SMALL_PX)
    scale = radius / RADIUS
    pause = pause_point()

    for i, (seat, text) in enumerate(board.header):
        y = MARGIN + i * row + row / 2
        _shape(draw, seat, MARGIN + 14, y, 12)
        draw_text(draw, (MARGIN + 36, y), text, size=HEADER_PX, fill=TEXT, anchor="lm")

    for hex_, terrain in board.tiles:
        pause()
        x, y = at(hex_)
        colour = TERRAIN_COLOURS[terrain]
        draw.polygon(_corners(x, y, radius - 2), fill=colour, outline=BACKGROUND, width=2)
        ink = TEXT if _dark(colour) else (20, 20, 20)
        draw.text((x, y - radius * 0.62), str(hex_), font=small_font, fill=ink, anchor="mm")
        draw.text(
            (x - radius * 0.62, y),
            terrain.letter,
            font=label_font if scale > 0.7 else small_font,
            fill=ink,
            anchor="mm",
        )
    if board.moved_tile is not None:
        x, y = at(board.moved_tile)
        draw.polygon(_corners(x, y, radius - 4), outline=HIGHLIGHT, width=5)

    for unit in board.units:
        pause()
        _unit(draw, unit, at(unit.hex), radius, label_font if scale > 0.7 else small_font)

    # Over the tokens and stopping at their rims, so no token hides a move's head.
    for kind, a, b in board.trail:
        colour = HIGHLIGHT if kind == "move" else DAMAGED
        _arrow(draw, at(a), at(b), colour, head=kind == "move", clear=radius * 0.5)

    foot_y = shape.bottom + MARGIN + row / 2
    draw_text(draw, (MARGIN, foot_y), board.footer, size=HEADER_PX, fill=TEXT, anchor="lm")
    _legend(draw, foot_y + row / 2 + 4, width, board.words)

    return png.encode(image, COMPRESSION)


def _unit(
    draw: ImageDraw.ImageDraw,
    unit: UnitMark,
    centre: tuple[float, float],
    radius: float,
    font: ImageFont.FreeTypeFont | ImageFont.ImageFont,
) -> None:
    x, y = centre
    r = radius * 0.42
    _shape(draw, unit.seat, x, y - radius * 0.08, r)
    draw.text(
        (x, y - radius * 0.12),
        unit.label,
        font=font,
        fill=TEXT,
        anchor="mm",
        stroke_width=2,
        stroke_fill=(0, 0, 0),
    )
    attack, life, top = unit.attack, unit.life, unit.max_life
    stats_y = y + radius * 0.38
    left = f"{attack}/"
    box_w = draw.textlength(left + str(life), font=font) + 10
    draw.rounded_rectangle(
        (x - box_w / 2, stats_y - radius * 0.2, x + box_w / 2, stats_y + radius * 0.2),
        radius=6,
        fill=(250, 250, 250),
    )
    left_w = draw.textlength(left, font=font)
    start = x - (box_w - 10) / 2
    draw.text((start, stats_y), left, font=font, fill=(20, 20, 20), anchor="lm")
    draw.text(
        (start + left_w, stats_y),
        str(life),
        font=font,
        fill=DAMAGED if life < top else (20, 20, 20),
        anchor="lm",
    )
    if unit.superposed:
        _dashed_circle(draw, x, y - radius * 0.08, r + 7)
        _psi(draw, x + r + 4, y - radius * 0.55, radius * 0.3)
    if unit.frozen:
        draw.line((x - r, y - r, x + r, y + r), fill=(180, 220, 255), width=3)
