"""The rehearsed 3-player opening the end-to-end test plays: built from K6 and K7's positions.

P1 and P3 share a room beside a ╋ ↑ teleporter (K6), P2 carries Yellow next to the Mainframe
with the other three cubes in their slots (K7). The dice are pinned: the teleporter moves 2,
the reset rolls 3 and CHOOSE. Seats are dealt in join order.
"""

from __future__ import annotations

from engine.lab.geometry import Colour
from tests.engine.lab.builder import Board, dice


def rehearsal() -> tuple[str, dict[str, str]]:
    """The starting position's text and the pinned draws."""
    board = Board(players=3)
    board.tile((8, 2), "room-cross", "╋")
    board.tile((8, 3), "room-tee", "┳")
    board.tile((9, 2), "teleporter-cross", "╋ ↑")
    board.tile((9, 0), "room-straight", "┃")
    board.tile((6, 6), "room-dead-end", "╸")
    board.at(1, (8, 2)).at(3, (8, 2)).at(2, (6, 6))
    board.holds(2, Colour.YELLOW).slot(Colour.RED, Colour.GREEN, Colour.BLUE)
    draws = {"seats": "0,1,2", **dice("2", "3", "CHOOSE")}
    return board.text(1), draws
