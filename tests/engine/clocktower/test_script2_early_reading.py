"""Script 2's reading of a world at dusk (``early.tonight``, ``early._deaths``): the shortcuts
that read once what it asked per seat and character answer as the questions they replace."""

from __future__ import annotations

from engine.clocktower import early
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.world import night_order
from tests.engine.clocktower import test_script2_search as search_games


def test_what_a_seat_may_hold_is_what_may_hold_says_of_each_character() -> None:
    """In every world at dusk of mini_uncertainty's Night 2, lazy seats among them, a seat's
    ``may_hold_any`` holds exactly the characters ``may_hold`` says it may hold."""
    game = search_games._night2(LazySolver())
    dusks = LazySolver()._at_dusk(game.history)
    assert dusks
    assert any(night.current[s] is None for night, _ in dusks for s in range(night.n))
    characters = game.script.characters
    for night, _ in dusks:
        for seat in range(night.n):
            held = night.may_hold_any(seat)
            assert all(night.may_hold(seat, c) for c in held)
            assert all(c in held for c in characters if night.may_hold(seat, c))


def test_a_characters_place_at_dusk_is_its_place_in_the_night_order() -> None:
    """``early._positions`` gives each character of a night's order its place there, and
    none to a character that does not wake that night."""
    game = search_games._night2(LazySolver())
    for number in (1, 2):
        order = [m.id for m in night_order(game.script, number)]
        positions = early._positions(game.script, number)
        assert positions == {c: order.index(c) for c in order}
        assert all(c in order or c not in positions for c in game.script.characters)


def test_a_wake_read_with_the_seats_possible_characters_is_the_same() -> None:
    """In every world at dusk of mini_uncertainty's Night 2, ``may_wake_as`` given the
    seat's ``may_hold_any`` (as ``_deaths`` reads it) answers as without it."""
    game = search_games._night2(LazySolver())
    dusks = LazySolver()._at_dusk(game.history)
    assert dusks
    order = [m.id for m in night_order(game.script, 2)]
    for night, ahead in dusks:
        for seat in range(night.n):
            held = night.may_hold_any(seat)
            for character in order:
                alone = early.may_wake_as(night, ahead, seat, character)
                assert early.may_wake_as(night, ahead, seat, character, held) == alone
