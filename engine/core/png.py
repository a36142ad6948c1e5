"""PNG encoding for every family's images: one encoder, cheap, and off the interpreter's
lock while it compresses.

The bot draws images in worker threads (``bot.worker``) beside its event loop, and both
share the interpreter's lock. :mod:`zlib` lets go of it while it deflates, so the loop runs
meanwhile (a Pillow of 2026 deflated werewolf's table images with the lock held, 60-150 ms
at 200 players; today's lets go between slices). The images are flat colour blocks, which
compress about as well without PNG's per-row filters, for much less CPU than Pillow's
filtered writer: a Quantum Cloud board, 1024 x 1166, takes 8.9 ms and 117 KB at level 3,
against Pillow's 21.5 ms and 131 KB (session 40), and Cloud draws one at each placement of
its setup.
"""

from __future__ import annotations

import struct
import zlib

from PIL import Image

SIGNATURE = b"\x89PNG\r\n\x1a\n"
SLICE = 1 << 20
"""Bytes of raw rows deflated per call (the loop may also run between two calls)."""
LEVEL = 6
"""zlib's level for the werewolf table's and history's images."""


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def encode(image: Image.Image, level: int = LEVEL) -> bytes:
    """The image as PNG bytes: 8-bit RGB, not interlaced, no row filters, deflated at zlib's
    ``level``."""
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    width, height = rgb.size
    stride = width * 3
    raw = rgb.tobytes()
    rows = b"".join(b"\x00" + raw[y * stride : (y + 1) * stride] for y in range(height))
    deflate = zlib.compressobj(level)
    parts = [deflate.compress(rows[at : at + SLICE]) for at in range(0, len(rows), SLICE)]
    parts.append(deflate.flush())
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        SIGNATURE
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", b"".join(parts))
        + _chunk(b"IEND", b"")
    )
