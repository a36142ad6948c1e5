"""PNG encoding for the bot's images, which never holds the interpreter's lock while it
compresses.

Images are drawn in worker threads (:mod:`bot.worker`). Pillow's PNG writer keeps the
interpreter's lock while it deflates, which froze the event loop for 60-150 ms per table image
at 200 players even from a worker; :mod:`zlib` lets go of the lock while it compresses, so the
loop runs meanwhile. The images are flat colour blocks, which compress about as well without
PNG's per-row filters, for less CPU than Pillow's ``optimize=True``.
"""

from __future__ import annotations

import struct
import zlib

from PIL import Image

SIGNATURE = b"\x89PNG\r\n\x1a\n"
SLICE = 1 << 20
"""Bytes of raw rows deflated per call (the loop may also run between two calls)."""
LEVEL = 6


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def encode(image: Image.Image) -> bytes:
    """The image as PNG bytes: 8-bit RGB, not interlaced, no row filters."""
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    width, height = rgb.size
    stride = width * 3
    raw = rgb.tobytes()
    rows = b"".join(b"\x00" + raw[y * stride : (y + 1) * stride] for y in range(height))
    deflate = zlib.compressobj(LEVEL)
    parts = [deflate.compress(rows[at : at + SLICE]) for at in range(0, len(rows), SLICE)]
    parts.append(deflate.flush())
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        SIGNATURE
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", b"".join(parts))
        + _chunk(b"IEND", b"")
    )
