"""The collapse history as a heat map: one row per player, one column per resolution, each cell
the player's chance of being evil after it (posted at the end, when names and numbers are public).
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot import fonts
from bot.i18n import SOURCE, t
from cogs.werewolf.history_text import full_history
from cogs.werewolf.render import pct
from engine.core import png
from engine.werewolf import Game, Report, parse_phase

EVIL = (200, 60, 60)
DEAD_INK = (90, 90, 90)
NAME_WIDTH = 240
"""The widest the name column gets, in pixels (longer names are cut short with …)."""


def evil_share(report_or_table_cells: dict[str, float]) -> float:
    """The evil chance of one table row (``Evil`` in cisra, ``Werewolf`` in classic)."""
    return report_or_table_cells.get("Evil", report_or_table_cells.get("Werewolf", 0.0))


def _shade(value: float) -> tuple[int, int, int]:
    return tuple(round(255 + (c - 255) * value) for c in EVIL)  # type: ignore[return-value]


def column_label(report: Report, locale: str = SOURCE) -> str:
    """A column's head: the phase's short code (``N1``, ``D2``), marked when a kick made it."""
    phase = parse_phase(report.phase)
    return t(
        "werewolf-heatmap-column",
        locale,
        kind="night" if phase.is_night else "day",
        number=str(phase.number),
        kick="yes" if report.kind == "kick" else "no",
    )


@dataclass(frozen=True, slots=True)
class History:
    """What the heat map shows (:func:`history`): plain values, drawn in any process
    (:func:`draw`)."""

    labels: tuple[str, ...]
    """The columns' heads."""
    names: tuple[str, ...]
    """A row's label (``#3 Ann``), in secret-number order."""
    cells: tuple[tuple[float, ...], ...]
    """A row's evil share in each column."""
    died: tuple[int | None, ...]
    """The column from which a row's player is dead (``None``: alive at the end)."""
    locale: str


def history_png(game: Game, locale: str = SOURCE) -> bytes:
    """Replay the game's record and draw every player's evil % after each resolution."""
    start, reports = full_history(game)
    return draw(history(game, start, reports, locale))


def history(
    game: Game, start: dict[int, float], reports: list[Report], locale: str = SOURCE
) -> History:
    """What the heat map shows. ``start``: evil share by secret number before Night 0;
    ``reports``: the resolutions that count (undone ones removed)."""
    labels = [t("werewolf-heatmap-start", locale), *(column_label(r, locale) for r in reports)]
    columns: list[dict[int, float]] = [start]
    died: dict[int, int] = {}
    for index, report in enumerate(reports, start=1):
        columns.append({row.number: evil_share(row.cells) for row in report.table.rows})
        for death in report.deaths:
            died.setdefault(death.seat, index)
    seats = game.by_number
    return History(
        labels=tuple(labels),
        names=tuple(f"#{game.numbers[s]} {game.name(s)}" for s in seats),
        cells=tuple(tuple(column.get(game.numbers[s], 0.0) for column in columns) for s in seats),
        died=tuple(died.get(s) for s in seats),
        locale=locale,
    )


def draw(shown: History) -> bytes:
    """The heat map of a history as PNG bytes (reads no game: drawn in any process)."""
    locale = shown.locale
    font, small = 14, 12
    name_w = 16 + max(fonts.text_width(label, font) for label in shown.names)
    name_w = min(round(name_w), NAME_WIDTH)
    cell_w, cell_h, head_h = 58, 26, 30
    width = name_w + cell_w * len(shown.labels) + 2
    height = head_h + cell_h * len(shown.names) + 4
    image = Image.new("RGB", (width, height), (255, 255, 255))
    ink = ImageDraw.Draw(image)
    for i, label in enumerate(shown.labels):
        x = name_w + i * cell_w + cell_w // 2
        fonts.draw_text(ink, (x, head_h // 2), label, fill=(0, 0, 0), size=small, anchor="mm")
    for r, (name, row, death) in enumerate(zip(shown.names, shown.cells, shown.died, strict=True)):
        y0 = head_h + r * cell_h
        label = fonts.clip_to_width(name, font, name_w - 10)
        fonts.draw_text(ink, (6, y0 + cell_h // 2), label, fill=(0, 0, 0), size=font, anchor="lm")
        for i, value in enumerate(row):
            x0 = name_w + i * cell_w
            colour = _shade(value)
            ink.rectangle(
                (x0 + 1, y0 + 1, x0 + cell_w - 1, y0 + cell_h - 1), fill=colour, outline=(225,) * 3
            )
            dead = death is not None and i >= death
            fill = (255, 255, 255) if sum(colour) < 380 else (0, 0, 0)
            mid = (x0 + cell_w // 2, y0 + cell_h // 2)
            fonts.draw_text(ink, mid, pct(value, locale), fill=fill, size=small, anchor="mm")
            if dead:
                ink.line((x0 + 3, y0 + cell_h - 4, x0 + cell_w - 3, y0 + 4), fill=DEAD_INK, width=2)
    return png.encode(image)
