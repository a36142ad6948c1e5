"""What every werewolf post is made of, and the public table: colours, limits, numbers, phase
names, a deadline's words, lists of players (always in join order), the table as monospace
text and as a heat map.

The posts are modules of their own above this one: the lobby's (:mod:`cogs.werewolf.lobby_post`),
the night's and the day's (:mod:`cogs.werewolf.phase_posts`), the end's
(:mod:`cogs.werewolf.end_post`), each player's own (:mod:`cogs.werewolf.private_posts`) and the
storyteller's grimoire (:mod:`cogs.werewolf.grimoire`). Public renderers take only public data
(the public table, a report's public part, names of the living); anything that takes a seat's
secrets is named for the one person allowed to see it (``me_embed``, ``grimoire_embed``,
``welcome_embed``).
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Sequence

import discord
from PIL import Image, ImageDraw

from bot import fonts
from bot.i18n import SOURCE, formats, t
from bot.names import esc as esc  # a name safe in Markdown: the shell's, for every family
from bot.shell.replies import stamp
from bot.shell.store import GameStatus
from cogs.werewolf import words
from cogs.werewolf.models import WerewolfRow
from engine.core import png
from engine.werewolf import Game
from engine.werewolf.reports import Death, PublicTable
from engine.werewolf.text import world_count

GOOD_COLOUR = discord.Colour.from_rgb(88, 166, 92)
EVIL_COLOUR = discord.Colour.from_rgb(200, 60, 60)
NIGHT_COLOUR = discord.Colour.from_rgb(64, 78, 160)
DAY_COLOUR = discord.Colour.from_rgb(230, 170, 40)
INFO_COLOUR = discord.Colour.from_rgb(120, 120, 140)

DESCRIPTION_LIMIT = 4000


def channel_label(row: WerewolfRow) -> str:
    """The game's channel as DMs name it: its stored name, or a mention of its stored id (which
    Discord shows as the channel's name) for games from before names were kept. Never read
    from the client's cache, which is empty for a while after a restart."""
    return f"#{row.extra.channel_name}" if row.extra.channel_name else f"<#{row.channel_id}>"


def pct(chance: float, locale: str = SOURCE) -> str:
    """A chance as a percentage: 0 and 100 only when exact, otherwise within 0.1..99.9."""
    return words.chance(chance, locale)


def phase_title(phase: str | None, locale: str = SOURCE) -> str:
    """``N1`` -> ``Night 1``."""
    if phase is None:
        return t("werewolf-the-end", locale)
    return words.phase(phase, locale)


def deadline_text(row: WerewolfRow, locale: str = SOURCE) -> str | None:
    """``Night 2 ends <t:…:R> (<t:…:f>)``, ``paused (5 h left)``, or ``None``."""
    if row.status is not GameStatus.RUNNING:
        return None
    if row.paused_left is not None:
        hours = row.paused_left / 3600
        if hours >= 1:
            left = t("werewolf-hours", locale, amount=formats.fixed(hours, 1, locale))
        else:
            left = t("werewolf-minutes", locale, amount=str(round(row.paused_left / 60)))
        return t("werewolf-clock-paused", locale, left=left)
    if row.deadline is None:
        return None
    phase = phase_title(row.deadline_kind, locale)
    return t("werewolf-deadline", locale, phase=phase, when=stamp(row.deadline))


def worlds_text(table: PublicTable, locale: str = SOURCE) -> str:
    """``15 worlds`` / ``1 world`` / ``3.21e+737 worlds`` (huge counts in scientific notation)."""
    return t(
        "werewolf-worlds",
        locale,
        count=world_count(table.worlds),
        plural="one" if table.worlds == 1 else "other",
        label=table.worlds_label,
    )


def worlds_remain(table: PublicTable, locale: str = SOURCE) -> str:
    """``**15 worlds** remain.``"""
    return t(
        "werewolf-worlds-remain",
        locale,
        worlds=worlds_text(table, locale),
        plural="one" if table.worlds == 1 else "other",
    )


def and_list(items: Sequence[str], locale: str = SOURCE) -> str:
    """``A``, ``A and B``, ``A, B and C`` (``nobody`` when empty)."""
    return words.and_list(items, locale)


def format_table(table: PublicTable, locale: str = SOURCE) -> str:
    """The public table, one row per secret number, right-aligned monospace columns (the
    column names in ``locale``)."""
    header = ["#", *(words.column(column, locale) for column in table.columns)]
    body = [
        [str(row.number), *(pct(row.cells[column], locale) for column in table.columns)]
        for row in table.rows
    ]
    widths = [max(len(line[i]) for line in [header, *body]) for i in range(len(header))]
    widths = [max(width, 4) for width in widths]

    def line(cells: list[str]) -> str:
        return "  ".join(cell.rjust(width) for cell, width in zip(cells, widths, strict=True))

    lines = [line(header), "  ".join("-" * width for width in widths)]
    lines.extend(line(cells) for cells in body)
    return "\n".join(lines)


def clip(text: str, limit: int = DESCRIPTION_LIMIT) -> str:
    """``text`` cut to at most ``limit`` characters (marked with an ellipsis when cut)."""
    return text if len(text) <= limit else text[: limit - 2] + " …"


# -- the public table ------------------------------------------------------------------------------


def text_table(table: PublicTable, locale: str = SOURCE) -> str:
    """The whole public table as monospace text, with the world count (the ``table.txt``
    attachment of big games; no names: rows are secret numbers)."""
    lines = format_table(table, locale).splitlines()
    left = t("werewolf-worlds-left", locale, worlds=worlds_text(table, locale))
    return "\n".join([*lines, lines[1], left])


def compact_table(table: PublicTable, locale: str = SOURCE) -> list[str]:
    """The public table's header and rows, without rules or totals (for an embed)."""
    lines = format_table(table, locale).splitlines()
    return [lines[0], *lines[2:]]


INLINE_TABLE_LIMIT = 2500
"""Longer text tables (big games) are cut in the embed; the whole one is in ``table.txt``."""


def table_block(table: PublicTable, locale: str = SOURCE) -> str:
    """The compact table in a Markdown code block; when long, its first rows and a pointer to
    the attached ``table.txt`` (which has them all)."""
    lines = compact_table(table, locale)
    text = "\n".join(lines)
    if len(text) <= INLINE_TABLE_LIMIT:
        return f"```\n{text}\n```"
    shown: list[str] = []
    used = 0
    for line in lines:
        if used + len(line) + 1 > INLINE_TABLE_LIMIT - 200:
            break
        shown.append(line)
        used += len(line) + 1
    rest = len(lines) - len(shown)
    body = "\n".join(shown)
    more = t("werewolf-table-more-rows", locale, rest=str(rest))
    return f"```\n{body}\n```{more}"


def table_key(table: PublicTable, locale: str = SOURCE) -> str | None:
    """The one line explaining the Dead % column (``None`` when the game hides it), said once
    under each table that has it."""
    return t("werewolf-dead-key", locale) if "Dead" in table.columns else None


def _heat(value: float, column: str) -> tuple[int, int, int]:
    base = {
        "Good": (88, 166, 92),
        "Villager": (88, 166, 92),
        "Evil": (200, 60, 60),
        "Werewolf": (200, 60, 60),
        "Seer": (90, 120, 210),
        "Dead": (70, 70, 70),
    }.get(column, (150, 150, 150))
    return tuple(round(255 + (c - 255) * value) for c in base)  # type: ignore[return-value]


def heatmap_png(table: PublicTable, locale: str = SOURCE) -> bytes:
    """The public table as a heat-map PNG: one row per secret number, one cell per column."""
    cell_w, cell_h, label_w, head_h, foot_h = 92, 30, 52, 34, 6
    width = label_w + cell_w * len(table.columns) + 2
    height = head_h + cell_h * len(table.rows) + foot_h
    image = Image.new("RGB", (width, height), (255, 255, 255))
    draw = ImageDraw.Draw(image)
    font, small = 16, 14
    fonts.draw_text(draw, (label_w // 2, head_h // 2), "#", fill=(0, 0, 0), size=font, anchor="mm")
    for i, column in enumerate(table.columns):
        x = label_w + i * cell_w + cell_w // 2
        label = words.column(column, locale)
        fonts.draw_text(draw, (x, head_h // 2), label, fill=(0, 0, 0), size=font, anchor="mm")
    for r, row in enumerate(table.rows):
        y0 = head_h + r * cell_h
        fonts.draw_text(
            draw,
            (label_w // 2, y0 + cell_h // 2),
            str(row.number),
            fill=(0, 0, 0),
            size=font,
            anchor="mm",
        )
        for i, column in enumerate(table.columns):
            value = row.cells[column]
            x0 = label_w + i * cell_w
            colour = _heat(value, column)
            draw.rectangle(
                (x0 + 1, y0 + 1, x0 + cell_w - 1, y0 + cell_h - 1), fill=colour, outline=(220,) * 3
            )
            ink = (255, 255, 255) if sum(colour) < 380 else (0, 0, 0)
            fonts.draw_text(
                draw,
                (x0 + cell_w // 2, y0 + cell_h // 2),
                pct(value, locale),
                fill=ink,
                size=small,
                anchor="mm",
            )
    return png.encode(image)


def table_file(png: bytes, name: str = "table.png") -> discord.File:
    """The heat-map as an attachment."""
    return discord.File(io.BytesIO(png), filename=name)


def table_files(table: PublicTable, png: bytes, locale: str = SOURCE) -> list[discord.File]:
    """The heat map, and the text table as ``table.txt`` when it is too long to inline."""
    files = [table_file(png)]
    if len("\n".join(compact_table(table, locale))) > INLINE_TABLE_LIMIT:
        text = text_table(table, locale).encode()
        files.append(discord.File(io.BytesIO(text), filename="table.txt"))
    return files


def table_description(table: PublicTable, locale: str = SOURCE) -> str:
    """The world count, the compact table and the Dead % key (for ``/table``)."""
    lines = [worlds_remain(table, locale)]
    lines.append(table_block(table, locale))
    key = table_key(table, locale)
    if key:
        lines.append(key)
    return "\n".join(lines)


def yes_no(flag: bool) -> str:
    """A setting's switch as the catalogue selects on it."""
    return "yes" if flag else "no"


FIELD_LIMIT = 1000
"""Room for a player list in an embed field (Discord allows 1024 characters)."""


def names(game: Game, seats: Iterable[int], locale: str = SOURCE) -> str:
    """Escaped names in join (seat) order, joined with commas and a last "and" (``nobody``
    when empty).

    Every list of players the bot shows goes through here: the engine lists seats in secret
    number order, and a list in that order would tell readers who holds which number."""
    return and_list([esc(game.name(seat)) for seat in sorted(seats)], locale)


def wolves_text(count: int, locale: str = SOURCE) -> str:
    """``1 wolf``, ``2 wolves``."""
    return t("werewolf-wolves", locale, count=count)


def in_join_order(deaths: Iterable[Death]) -> list[Death]:
    """Deaths of one resolution: the lynched or removed player first (public anyway), then the
    rest in join (seat) order, never in the engine's secret-number order."""
    return sorted(
        deaths, key=lambda death: (death.cause.value not in {"lynch", "kick"}, death.seat)
    )
