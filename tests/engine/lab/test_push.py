"""``push`` applies a command or raises with nothing changed (the move stack is the truth):
a command whose running fails half-way is undone."""

from __future__ import annotations

import pytest

from engine.core.errors import DrawError
from engine.lab.actions import Command, parse_actor, parse_command
from tests.engine.lab.builder import Board, dice, game, play


def _command(line: str) -> Command:
    actor, _, body = line.partition(" ")
    return parse_command(body, parse_actor(actor))


def test_a_push_whose_roll_fails_leaves_the_game_as_it_was() -> None:
    """P1's `done` rolls for the teleporter with the first roll pinned to a face the die
    does not have: the push raises, and the game (its prompt, record and log) is as before,
    so the same command meets the same roll again rather than a finished turn machine."""
    board = Board()
    board.tile((7, 1), "teleporter-straight", "━ →")
    board.at(1, (7, 1))
    board.stack("teleporter-tee", "break2")
    g = game(board, draws=dice("9"))
    play(g, "P1 see up")
    before = (g.record(), g.public_view(), g.prompt, g.legal_actions(0))
    with pytest.raises(DrawError):
        g.push(_command("P1 done"))
    assert (g.record(), g.public_view(), g.prompt, g.legal_actions(0)) == before
    with pytest.raises(DrawError):
        g.push(_command("P1 done"))
