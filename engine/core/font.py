"""The font the engine's images draw their labels in.

Noto Sans, shipped as a package (never the system's): Pillow's bundled font has no umlauts or
accents, so a German label ("beschädigt", "Büro") or a name like Zoë came out as boxes. The
bot's own images fall back across more fonts (``bot.fonts``); the engine's labels are Latin
text, which Noto Sans covers.
"""

from __future__ import annotations

from functools import cache

import fontpkg_noto_sans
from PIL import ImageFont

FONT = fontpkg_noto_sans.ROOT / "files" / "NotoSans[wdth,wght].ttf"


@cache
def font(size: int) -> ImageFont.FreeTypeFont:
    """Noto Sans at ``size`` pixels."""
    # The basic layout is enough for Latin text and faster than Raqm.
    return ImageFont.truetype(str(FONT), size, layout_engine=ImageFont.Layout.BASIC)
