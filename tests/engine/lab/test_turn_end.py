"""Which commands may end the turn (the bot then acknowledges before it draws the board)."""

from __future__ import annotations

from engine.lab import PromptKind

from .builder import Board, game, play


def test_a_first_see_does_not_end_the_turn() -> None:
    """The active player's single See at the turn's first prompt leaves actions to spend."""
    g = game(Board())
    assert g.prompt.seat == 0 and g.prompt.kind is PromptKind.SEE
    assert not g.may_end_turn(0, ["see up"])


def test_a_bloop_ends_the_turn_whoever_sends_it() -> None:
    """Bloop ends the turn whatever the prompt asks."""
    assert game(Board()).may_end_turn(0, ["bloop"])


def test_several_commands_of_the_asked_seat_may_end_the_turn() -> None:
    """Commands sent in one go may use up the last actions."""
    assert game(Board()).may_end_turn(0, ["move left", "move left"])


def test_commands_of_a_seat_not_asked_do_not_end_the_turn() -> None:
    """Another seat's moves cannot end the active player's turn."""
    assert not game(Board()).may_end_turn(1, ["move left", "move left"])


def test_answering_an_orientation_may_end_the_turn() -> None:
    """An ORIENT prompt's answer may be the turn's last step."""
    board = Board()
    board.stack("room-corner")
    g = game(board)
    play(g, "P1 see right")
    assert g.prompt.kind is PromptKind.ORIENT
    assert g.may_end_turn(0, [f"orient {g.prompt.options[0]}"])


def test_asking_never_mutates() -> None:
    """The question changes nothing in the game."""
    g = game(Board())
    before = (g.version, g.prompt, g.position.text())
    g.may_end_turn(0, ["bloop", "see up"])
    assert (g.version, g.prompt, g.position.text()) == before
