"""Which actions may end a turn, the setup or the game, and when the setup is still on."""

from __future__ import annotations

from engine.cloud import CloudGame, Phase

from .helpers import make_setup, started


def test_ending_the_turn_may_end_the_turn() -> None:
    """End, pass, concede, an Avatar's placing and a kick may each end something."""
    game = started()
    for text in ("end", "pass", "concede", "avatar 0,0", "kick A"):
        assert game.may_end_turn(0, [text]), text


def test_a_move_does_not_end_the_turn() -> None:
    """Moving, attacking or playing a card leaves the turn running."""
    game = started()
    for text in ("move A1 0,1", "attack A1 B1", 'play "Qubit Flip"', "undo"):
        assert not game.may_end_turn(0, [text]), text


def test_a_game_placing_its_avatars_is_in_setup() -> None:
    """Until the last Avatar is placed the game is in setup."""
    game = CloudGame(make_setup(mode="auto"))
    assert game.phase is Phase.SETUP_AVATARS and game.in_setup


def test_a_game_playing_turns_is_not_in_setup() -> None:
    """Once turns are played the setup is over."""
    game = started()
    assert game.phase is Phase.PLAY and not game.in_setup


def test_a_tile_placed_in_the_setup_may_end_the_placers_go() -> None:
    """While the players place the setup's tiles, a tile passes the placing on; in play a tile
    leaves the turn running."""
    game = CloudGame(make_setup(mode="players"))
    assert game.phase is Phase.SETUP_TILES and game.may_end_turn(0, ["tile 0,0"])
    assert not started().may_end_turn(0, ["tile 0,1"])
