"""The bot's PNG encoder: images come back pixel for pixel."""

from __future__ import annotations

import io

from PIL import Image

from bot import png


def test_an_encoded_image_decodes_to_the_same_pixels():
    """Pillow reads the encoder's PNG back as the very image that was encoded."""
    image = Image.new("RGB", (37, 5), (255, 255, 255))
    for x in range(37):
        image.putpixel((x, x % 5), (x * 6, 200 - x, 17))
    decoded = Image.open(io.BytesIO(png.encode(image)))
    assert decoded.mode == "RGB" and decoded.size == (37, 5)
    assert decoded.tobytes() == image.tobytes()
