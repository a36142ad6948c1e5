"""D2: the random streams are exactly the spec's CPython generators."""

from __future__ import annotations

import hashlib
import random

import pytest

from engine.cloud import CloudGame
from engine.cloud.streams import Streams
from engine.cloud.terrain import Terrain
from engine.core import DrawError

from .helpers import make_setup


def _spec_stream(seed: bytes, name: str) -> random.Random:
    return random.Random(
        int.from_bytes(hashlib.sha256(seed + b"|" + name.encode()).digest(), "big")
    )


def test_tile_deck_and_hands_follow_the_spec_streams() -> None:
    """The tile deck, each deck and the first dice are D2's streams on the canonical lists."""
    setup = make_setup(2, 99, "players")
    seed = bytes.fromhex(setup.seed)
    game = CloudGame(setup)
    tiles = list(Terrain) * 5
    _spec_stream(seed, "tiles").shuffle(tiles)
    assert [game.drawn, *game.tile_deck] == tiles
    for p in game.players:
        order = list(range(28))
        _spec_stream(seed, f"deck/{p.letter}").shuffle(order)
        assert p.hand + p.library == order
    dice = _spec_stream(seed, "dice")
    assert game.streams.rolls[:2] == [dice.randint(1, 6), dice.randint(1, 6)]


def test_a_pinned_roll_shifts_no_other() -> None:
    """Pinning one roll changes it alone: the stream still consumes its value."""
    free, pinned = Streams("00" * 32), Streams("00" * 32, {"dice/1": "6"})
    expected = [free.d6() for _ in range(3)]
    expected[1] = 6
    assert [pinned.d6() for _ in range(3)] == expected


def test_impossible_pins_are_refused() -> None:
    """A pinned roll outside 1–6 is a DrawError naming it."""
    with pytest.raises(DrawError, match="dice/0"):
        Streams("00", {"dice/0": "7"}).d6()
