"""PNG encoding that lets the event loop run meanwhile.

Pillow's PNG writer compresses inside one C call that keeps the interpreter's lock: drawing a
big game's table in a worker thread still froze the event loop for 60-150 ms while it was saved
(measured at 200 players). :mod:`zlib` lets go of that lock while it compresses, so this encoder
(the image's rows, each with filter type 0, deflated in slices) leaves the loop free. The images
are flat colour blocks, which compress as well without PNG's per-row filters.
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
