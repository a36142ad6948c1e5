"""The one PNG encoder: images come back pixel for pixel, and every family's go through it."""

from __future__ import annotations

import io
import zlib

import pytest
from PIL import Image

from engine.cloud import CloudGame
from engine.cloud.card_image import render_cards
from engine.cloud.image import render_board
from engine.core import png
from engine.lab import LabGame, LabSetup
from engine.lab.render import render_board as render_lab

from ..cloud.helpers import make_setup


def test_an_encoded_image_decodes_to_the_same_pixels():
    """Pillow reads the encoder's PNG back as the very image that was encoded."""
    image = Image.new("RGB", (37, 5), (255, 255, 255))
    for x in range(37):
        image.putpixel((x, x % 5), (x * 6, 200 - x, 17))
    decoded = Image.open(io.BytesIO(png.encode(image)))
    assert decoded.mode == "RGB" and decoded.size == (37, 5)
    assert decoded.tobytes() == image.tobytes()


def _filters(data: bytes) -> set[int]:
    """The filter byte of each row of a PNG's pixels (8-bit RGB)."""
    image = Image.open(io.BytesIO(data))
    stride = image.width * 3 + 1
    chunks, at = [], 8
    while at < len(data):
        size = int.from_bytes(data[at : at + 4], "big")
        if data[at + 4 : at + 8] == b"IDAT":
            chunks.append(data[at + 8 : at + 8 + size])
        at += size + 12
    raw = zlib.decompress(b"".join(chunks))
    return {raw[row * stride] for row in range(image.height)}


def _cloud_board() -> bytes:
    return render_board(CloudGame(make_setup(2, 3, "auto")))


def _cloud_hand() -> bytes:
    player = CloudGame(make_setup(2, 3, "auto")).players[0]
    return render_cards([player.cards[i] for i in player.hand])


def _lab_board() -> bytes:
    return render_lab(LabGame(LabSetup(players=["p0", "p1"], seed=3)))


@pytest.mark.parametrize("draw", [_cloud_board, _cloud_hand, _lab_board], ids=lambda f: f.__name__)
def test_every_familys_image_goes_through_the_one_encoder(draw):
    """The Lab's and Cloud's images are this encoder's PNGs (no row filters), not Pillow's."""
    assert _filters(draw()) == {0}
