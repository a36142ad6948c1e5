"""The board image: phone-sized, under 1 MB, and showing what stands where."""

from __future__ import annotations

import io
import random

from PIL import Image

from engine.core.said import Said
from engine.lab import LabGame, LabSetup
from engine.lab.geometry import Colour
from engine.lab.policy import play_random
from engine.lab.render import (
    CELL,
    CUBE,
    MARGIN,
    PAWNS,
    SLOT,
    _origin,
    last_turn_lines,
    render_board,
)

from .builder import Board, game


def pixel(png: bytes, xy: tuple[int, int]) -> tuple[int, int, int]:
    with Image.open(io.BytesIO(png)) as image:
        value = image.convert("RGB").getpixel(xy)
    assert isinstance(value, tuple)
    return (value[0], value[1], value[2])


def test_a_crowded_board_is_phone_sized_and_under_a_megabyte() -> None:
    """An 8-player mid-game board is ~1080 px wide and well under 1 MB."""
    g = LabGame(LabSetup(players=[f"p{i}" for i in range(8)], seed=7))
    play_random(g, random.Random(7), 600)
    png = render_board(g)
    assert len(png) < 1_000_000
    with Image.open(io.BytesIO(png)) as image:
        assert 1000 <= image.width <= 1200 and image.height > image.width


def test_the_image_shows_walls_pawns_and_cubes_where_they_are() -> None:
    """A lone pawn's disc, a lying cube and a closed side are drawn on their cells."""
    board = Board()
    board.tile((6, 3), "room-straight", "━")
    board.at(2, (6, 3))
    png = render_board(game(board))
    x, y = MARGIN + 6 * CELL + CELL // 4, MARGIN + 3 * CELL + CELL // 4
    assert pixel(png, (x - 13, y)) == PAWNS[1]
    assert pixel(png, (x + CELL // 4, MARGIN + 3 * CELL + 3)) == (0, 0, 0)
    cube_x, cube_y = MARGIN + 2 * CELL + CELL - 24, MARGIN + 2 * CELL + CELL - 12
    assert pixel(png, (cube_x, cube_y)) == CUBE[Colour.RED]


def test_the_image_is_the_same_for_the_same_game() -> None:
    """Rendering is pure: the same game gives the same bytes."""
    g = game(Board())
    assert render_board(g) == render_board(g)


def test_the_panel_shows_the_last_finished_turn() -> None:
    """At a turn's start the panel lists the previous turn; mid-turn, the turn so far."""
    turn1, turn2 = Said("Turn 1 (round 1): P1 a", "turn"), Said("Turn 2 (round 1): P2 b", "turn")
    sees, done = Said("P1 sees up", "sees"), Said("P1 is done", "done")
    log = [turn1, sees, done, turn2]
    assert last_turn_lines(log, 12) == log[:3]
    assert last_turn_lines([*log, sees], 12) == [turn2, sees]
    long = [turn1] + [Said(f"line {i}", "sees") for i in range(20)]
    assert last_turn_lines(long, 5) == [turn1, "…", "line 17", "line 18", "line 19"]


def test_a_turn_starts_at_its_code_not_its_words() -> None:
    """The panel finds a turn by the line's code, whatever the line says."""
    log = [Said("Zug 1", "turn"), Said("Turn 2 (round 1): P1 a", "sees")]
    assert last_turn_lines(log, 12) == log


def test_the_mainframe_shows_its_full_slots_filled_and_its_empty_ones_open() -> None:
    """With Red and Blue logged into their slots, those two squares are filled with their
    colour and the Green and Yellow squares are only outlined."""
    board = Board()
    board.slot(Colour.RED, Colour.BLUE)
    png = render_board(game(board))
    x0, y0 = _origin((5, 5))
    size = SLOT
    left = x0 + (CELL - 2 * size - 4) // 2
    for i, colour in enumerate(Colour):
        sx, sy = left + (i % 2) * (size + 4), y0 + 4 + (i // 2) * (size + 4)
        inside = pixel(png, (sx + 6, sy + 6))
        edge = pixel(png, (sx + 1, sy + size // 2))
        if colour in (Colour.RED, Colour.BLUE):
            assert inside == CUBE[colour], colour
        else:
            assert inside != CUBE[colour] and edge == CUBE[colour], colour
