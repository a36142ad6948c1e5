"""The images' fonts and their fallback, for the bot's own images: the one implementation is
the engine's (:mod:`engine.core.font`, which the engines' images draw through too); this module
names it where the shell's users have always imported it."""

from __future__ import annotations

from engine.core.font import (
    FONT_FILES,
    PLACEHOLDER,
    clip_to_width,
    draw_text,
    drawable,
    font,
    font_for,
    has_glyph,
    runs,
    text_width,
    wrap_to_width,
)

__all__ = [
    "FONT_FILES",
    "PLACEHOLDER",
    "clip_to_width",
    "draw_text",
    "drawable",
    "font",
    "font_for",
    "has_glyph",
    "runs",
    "text_width",
    "wrap_to_width",
]
