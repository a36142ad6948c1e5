"""The fonts of the images, shipped with the package (never the system's), and text drawing that
falls back from one font to the next character by character.

Noto Sans covers Latin (with every accent), Greek and Cyrillic; Noto Sans CJK covers Chinese,
Japanese and Korean; Noto Emoji (monochrome) the emoji and Noto Sans Symbols more symbols. A
name mixing scripts is drawn in runs, each in the first font that has a glyph for its
characters, so no character comes out as the missing-glyph box. A character no font has is
drawn as :data:`PLACEHOLDER` (a visible sign that something is there), and an invisible one no
font has (a variation selector, a combining mark of an emoji sequence) is left out
(:func:`drawable`). Every family's images draw their text through here: the engines' boards
and cards (a player's name, a deck file's card names) as much as the bot's own images.
"""

from __future__ import annotations

import unicodedata
from functools import cache, lru_cache
from pathlib import Path

import fontpkg_noto_sans
import manimgx_fonts
import noto_cjk_sans_jp_regular
from PIL import ImageDraw, ImageFont

_MORE = Path(manimgx_fonts.__file__).parent
FONT_FILES: tuple[Path, ...] = (
    fontpkg_noto_sans.ROOT / "files" / "NotoSans[wdth,wght].ttf",
    Path(str(noto_cjk_sans_jp_regular.FONT_PATH)),
    _MORE / "NotoEmoji[wght].ttf",
    _MORE / "NotoSansSymbols[wght].ttf",
)
"""In order of preference: the first font with a glyph for a character draws it."""

PLACEHOLDER = "\ufffd"
"""What a character no font has is drawn as (the replacement character, which Noto Sans has):
unlike the missing-glyph box it reads as "a character I cannot show", the same everywhere."""
INVISIBLE = frozenset({"Mn", "Me", "Cf", "Sk"})
"""Categories of characters that, with no glyph, are dropped rather than replaced: marks and
modifiers that only change the character before them (an emoji's variation selector)."""

PROBE_SIZE = 16
MISSING = "\uffff"
"""A noncharacter: no font has a glyph for it, so it draws the font's missing-glyph box."""


@cache
def font(index: int, size: int) -> ImageFont.FreeTypeFont:
    """Font ``index`` of :data:`FONT_FILES` at ``size`` pixels.

    The basic layout (no complex shaping) is enough for these scripts and much faster than
    Raqm when a 1000-row table draws thousands of labels.
    """
    return ImageFont.truetype(str(FONT_FILES[index]), size, layout_engine=ImageFont.Layout.BASIC)


def plain_font(size: int) -> ImageFont.FreeTypeFont:
    """The first font at ``size``, for an image's own marks (letters, digits, signs of the
    rules) that need no fallback; whatever a player or a language gives goes through
    :func:`draw_text`."""
    return font(0, size)


def _shape(index: int, char: str) -> tuple[tuple[int, int], bytes]:
    mask = font(index, PROBE_SIZE).getmask(char)
    return mask.size, bytes(mask)


@cache
def missing_shape(index: int) -> tuple[tuple[int, int], bytes]:
    """How font ``index`` draws a character it has no glyph for (its ``.notdef``)."""
    return _shape(index, MISSING)


@cache
def has_glyph(index: int, char: str) -> bool:
    """Whether font ``index`` draws ``char`` with a glyph of its own (not the missing box)."""
    if char.isspace():
        return True
    return _shape(index, char) != missing_shape(index)


def font_for(char: str) -> int:
    """The first font with a glyph for ``char`` (the first font when none has one)."""
    index = _font_or_none(char)
    return 0 if index is None else index


@cache
def _font_or_none(char: str) -> int | None:
    for index in range(len(FONT_FILES)):
        if has_glyph(index, char):
            return index
    return None


@lru_cache(maxsize=4096)
def drawable(text: str) -> str:
    """``text`` as the images draw it: each character no font has becomes :data:`PLACEHOLDER`,
    or is left out when it is an invisible mark (:data:`INVISIBLE`)."""
    out = []
    for char in text:
        if _font_or_none(char) is not None:
            out.append(char)
        elif unicodedata.category(char) not in INVISIBLE:
            out.append(PLACEHOLDER)
    return "".join(out)


@lru_cache(maxsize=4096)
def runs(text: str) -> tuple[tuple[int, str], ...]:
    """``text`` cut into runs drawn by one font each: ``[(font index, characters), …]``
    (after :func:`drawable`)."""
    out: list[tuple[int, str]] = []
    for char in drawable(text):
        index = font_for(char)
        if out and out[-1][0] == index:
            out[-1] = (index, out[-1][1] + char)
        else:
            out.append((index, char))
    return tuple(out)


@lru_cache(maxsize=4096)
def _length(index: int, size: int, text: str) -> float:
    return font(index, size).getlength(text)


def text_width(text: str, size: int) -> float:
    """The width of ``text`` drawn at ``size`` pixels."""
    return sum(_length(index, size, part) for index, part in runs(text))


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    *,
    size: int,
    fill: tuple[int, int, int],
    anchor: str = "la",
) -> None:
    """Draw ``text`` like ``ImageDraw.text`` with a two-letter ``anchor`` (``l``/``m``/``r``
    across, any of Pillow's vertical anchors), switching fonts where a character needs it."""
    pieces = runs(text)
    if len(pieces) <= 1:  # one font draws it all: Pillow anchors it directly
        face = font(pieces[0][0] if pieces else 0, size)
        draw.text(xy, pieces[0][1] if pieces else "", fill=fill, font=face, anchor=anchor)
        return
    x, y = xy
    horizontal, vertical = anchor[0], anchor[1]
    if horizontal != "l":
        width = text_width(text, size)
        x -= width if horizontal == "r" else width / 2
    for index, part in pieces:
        draw.text((x, y), part, fill=fill, font=font(index, size), anchor="l" + vertical)
        x += _length(index, size, part)


def clip_to_width(text: str, size: int, width: float) -> str:
    """``text``, cut short with ``…`` so that it fits in ``width`` pixels at ``size``."""
    if text_width(text, size) <= width:
        return text
    while text and text_width(text + "…", size) > width:
        text = text[:-1]
    return text + "…"


def wrap_to_width(text: str, size: int, width: float) -> list[str]:
    """``text`` in lines that each fit ``width`` pixels at ``size``, broken at spaces; a word
    wider than the line alone is cut short (:func:`clip_to_width`) rather than overflowing."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        joined = f"{current} {word}" if current else word
        if text_width(joined, size) <= width:
            current = joined
            continue
        if current:
            lines.append(current)
        current = clip_to_width(word, size, width)
    return [*lines, current] if current else lines
