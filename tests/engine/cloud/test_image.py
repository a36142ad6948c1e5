"""P7's board image: a PNG of public facts only, deterministic, small enough to post."""

from __future__ import annotations

import io
import random

from PIL import Image

from engine.cloud import CloudGame
from engine.cloud.image import MIN_WIDTH, render_board
from engine.cloud.policy import random_action

from .helpers import make_setup
from .test_properties import _hide_differently


def _midgame(seed: int, players: int = 3, steps: int = 120) -> CloudGame:
    game = CloudGame(make_setup(players, seed, "auto"))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.outcome is not None:
            break
        game.push(random_action(game, rng))
    return game


def test_board_image_is_a_small_png_at_least_1024_wide() -> None:
    """The image is a PNG under 1 MB, at least 1024 px wide."""
    data = render_board(_midgame(21))
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) < 1_000_000
    with Image.open(io.BytesIO(data)) as image:
        assert image.width >= MIN_WIDTH


def test_board_image_is_deterministic_and_replays() -> None:
    """The same state draws the same bytes, also after replaying the record."""
    game = _midgame(22)
    assert render_board(game) == render_board(CloudGame.replay(game.record()))


def test_board_image_shows_no_hidden_card() -> None:
    """Other cards in hands and decks draw the same image."""
    game = _midgame(23, players=2)
    assert render_board(_hide_differently(game, random.Random(1))) == render_board(game)


def test_board_image_changes_with_the_board() -> None:
    """A state with other units draws another image (the picture is not a constant)."""
    game = _midgame(24, players=2, steps=40)
    before = render_board(game)
    game.push(random_action(game, random.Random(5)))
    while render_board(game) == before and game.outcome is None:
        game.push(random_action(game, random.Random(len(game.actions))))
    assert render_board(game) != before
