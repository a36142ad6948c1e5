"""Who the table sees asked (``asked``) against whom the rules wait for (``waiting``): the same
by night until the resolution, and no one in public while a player is asked again (N8)."""

from __future__ import annotations

from engine.clocktower import ClocktowerGame
from tests.engine.clocktower.helpers import make_game, resolve, send


def _night_one() -> ClocktowerGame:
    """Five players of script 1, evil @4 and @5, Night 1 in seat order."""
    return make_game(5, {4, 5}, {1: [1, 2, 3, 4, 5]})


def test_by_night_everyone_alive_without_a_list_is_asked() -> None:
    """Before the resolution the table sees asked exactly whom the rules wait for."""
    game = _night_one()
    send(game, 1, "dont_wake")
    send(game, 3, "dont_wake")
    assert game.asked() == [1, 3, 4] == game.waiting()


def test_a_player_asked_again_is_waited_for_but_not_asked_in_public() -> None:
    """Every list `dont_wake`: the resolution asks @4 again for its setup, which the public
    status never names (N8), so nobody is asked in public."""
    game = _night_one()
    for seat in range(1, 6):
        send(game, seat, "dont_wake")
    resolve(game)
    assert game.waiting() == [3] and game.asked() == []


def test_by_day_no_one_is_asked() -> None:
    """A day waits for nobody in particular, so nobody is asked."""
    game = _night_one()
    for seat in range(1, 6):
        send(game, seat, "setup demon @5; dont_wake" if seat in (4, 5) else "dont_wake")
    resolve(game)
    assert game.phase == "day" and game.asked() == []


def test_a_list_of_setup_lines_alone_is_an_answer() -> None:
    """@4 sends only its setup line: the table sees it answered (so not asked), though no
    entry is stored and the rules still wait for its night."""
    game = _night_one()
    send(game, 4, "setup demon @5")
    assert game.answered_tonight() == [3] and 3 not in game.asked() and 3 in game.waiting()
