"""§7.3's ORIENT thumbnail: the drawn tile in each legal orientation, in button order.

It reuses the board renderer's wall and icon drawing, so a thumbnail looks exactly like the
tile will on the board. Pure and small (a strip of at most four cells: about a millisecond),
so drawn on the event loop rather than queued for a worker thread.
"""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from engine.core.font import plain_font
from engine.lab import LabGame, PromptKind
from engine.lab.geometry import sector_of
from engine.lab.position import Placed
from engine.lab.render import CELL, GRAY_PIECE, INK, ROOM, WHITE, _icon, _walls
from engine.lab.tiles import TILES

PAD = 12
LABEL = 34


def orienting(game: LabGame) -> bool:
    """Whether an ORIENT prompt is open (the only time a thumbnail is drawn)."""
    prompt = game.prompt
    return prompt.kind is PromptKind.ORIENT and prompt.tile is not None and prompt.cell is not None


def orient_thumbnail(game: LabGame) -> bytes | None:
    """The open ORIENT prompt's options as a PNG strip, or ``None`` when none is open."""
    prompt = game.prompt
    if not orienting(game) or prompt.tile is None or prompt.cell is None:
        return None
    colour = sector_of(prompt.cell)
    spec = TILES[prompt.tile]
    fill = GRAY_PIECE if spec.gray or colour is None else ROOM[colour]
    width = PAD + len(prompt.options) * (CELL + PAD)
    image = Image.new("RGB", (width, PAD + CELL + LABEL), WHITE)
    draw = ImageDraw.Draw(image)
    for i, option in enumerate(prompt.options):
        x0, y0 = PAD + i * (CELL + PAD), PAD
        placed = Placed(prompt.tile, int(option) // 90)
        draw.rectangle((x0, y0, x0 + CELL - 1, y0 + CELL - 1), fill=fill)
        _walls(draw, placed, x0, y0)
        _icon(draw, placed, x0, y0)
        draw.text(
            (x0 + CELL // 2, y0 + CELL + 6),
            f"{i + 1}: {option}°",
            fill=INK,
            font=plain_font(20),
            anchor="ma",
        )
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()
