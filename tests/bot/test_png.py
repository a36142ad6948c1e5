"""The PNG encoder: what it writes decodes to the same pixels."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from bot import png


def test_the_png_decodes_to_the_same_pixels():
    """Pillow reads the bytes back as the very image that was encoded."""
    image = Image.new("RGB", (37, 23), (255, 255, 255))
    ImageDraw.Draw(image).rectangle((3, 4, 20, 19), fill=(200, 60, 60), outline=(0, 0, 0))
    image.putpixel((36, 22), (1, 2, 3))
    decoded = Image.open(io.BytesIO(png.encode(image)))
    assert decoded.format == "PNG" and decoded.mode == "RGB" and decoded.size == (37, 23)
    assert decoded.tobytes() == image.tobytes()


def test_an_image_larger_than_one_slice_is_whole():
    """Rows deflated in several slices still make one complete image."""
    width, height = 700, 600  # about 1.2 MB of raw rows: two slices
    pixels = (bytes(range(256)) * (width * height * 3 // 256 + 1))[: width * height * 3]
    image = Image.frombytes("RGB", (width, height), pixels)
    assert width * height * 3 > png.SLICE
    decoded = Image.open(io.BytesIO(png.encode(image)))
    assert decoded.tobytes() == image.tobytes()


def test_other_modes_are_written_as_rgb():
    """A greyscale image comes out as the same picture in RGB."""
    image = Image.linear_gradient("L").resize((64, 16))
    decoded = Image.open(io.BytesIO(png.encode(image)))
    assert decoded.convert("RGB").tobytes() == image.convert("RGB").tobytes()
