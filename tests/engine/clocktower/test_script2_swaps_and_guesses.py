"""Addendum O4 (b): "you are now X" after a Barber swap, told once every world agrees, and the
swaps each world keeps for the reveal; D10: a player appearing dead may guess the Damsel
(seven players of ``mini_uncertainty``)."""

from __future__ import annotations

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.views import storyteller_view
from engine.core.family import Actor
from tests.engine.clocktower.helpers import dms, end_day, resolve, send

ST = Actor.STORYTELLER


def _day_two(swap: str) -> ClocktowerGame:
    """Evil @6 (the Demon) and @7 (the Baron, a Damsel in play); Day 1 executes @2 (the
    Barber in the worlds the swap needs); Night 2 the Pukka kills and ``swap``s."""
    draws = {"alignment": "5,6,0,1,2,3,4", "pi/1": "0,1,2,3,4,5,6", "pi/2": "0,1,2,3,4,5,6"}
    players = tuple(f"p{i}" for i in range(1, 8))
    game = ClocktowerGame(
        ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1), draws=draws
    )
    send(game, 6, "setup demon @6 bluffs clockmaker empath drunk; wake demon choose @3")
    send(game, 7, "setup demon @6; setup damsel; dont_wake")
    for seat in range(1, 6):
        send(game, seat, "dont_wake")
    resolve(game)
    game.play("nominate @1 @2 yes @1 @3 @4 @5", ST)
    end_day(game)
    send(game, 6, f"wake pukka choose @1 & wake barber choose {swap}")
    send(game, 3, "wake monk choose @4")
    for seat in (1, 4, 5, 7):
        send(game, seat, "dont_wake")
    resolve(game)
    assert game.phase == "day" and game.number == 2
    return game


def test_a_swap_that_gives_a_certain_character_is_told_to_its_seat() -> None:
    """The Demon swaps the Baron @7 and @1: @1 is the Baron in every world and is told so;
    @7's new character differs between worlds, so @7 is told nothing."""
    game = _day_two("@7 @1")
    assert "You are now the Baron." in dms(game, 1)
    assert not any(m.startswith("You are now") for m in dms(game, 7))


def test_a_seat_a_swap_made_a_minion_learns_the_damsel_is_in_play() -> None:
    """O4 (c): @1, now the Baron, is told with its change prompt that a Damsel is in play
    (the Minions learned it at setup)."""
    game = _day_two("@7 @1")
    told = dms(game, 1)
    assert told[told.index("You are now the Baron.") + 1] == "A Damsel is in play."


def test_a_swap_is_told_once() -> None:
    """The change prompt of a night is not repeated at the next end of day."""
    game = _day_two("@7 @1")
    end_day(game)
    assert dms(game, 1).count("You are now the Baron.") == 1


def test_a_swap_between_uncertain_characters_tells_no_one() -> None:
    """Swapping @1 and @4, each still one of several characters, prompts neither."""
    game = _day_two("@1 @4")
    for seat in (1, 4):
        assert not any(m.startswith("You are now") for m in dms(game, seat))


def test_every_world_keeps_its_swaps_in_order() -> None:
    """Each leaf of Ψ lists the night's swap for both seats, with the tokens they got."""
    game = _day_two("@7 @1")
    for leaf in game.solver.all_leaves(game.history):
        (first, second) = leaf.changes
        assert first == (2, 6, leaf.witness[0]) and second == (2, 0, "baron")


def test_a_player_appearing_dead_may_guess_the_damsel() -> None:
    """D10: @3, dead since Night 2, sends `damsel @5`; it is posted and recorded."""
    game = _day_two("@7 @1")
    assert 2 in game.appears_dead
    send(game, 3, "damsel @5")
    assert game.record().actions[-1] == "@3 damsel @5"


def test_the_grimoire_lists_the_swap_its_seat_was_not_told() -> None:
    """§8 with O4 (b): @7's new character differs between worlds, so its swap waits in the
    storyteller's view with every character it may have got; @1, told, is not listed."""
    game = _day_two("@7 @1")
    view = storyteller_view(game)
    assert view.swaps == ((6, 2, ("damsel", "fool", "mayor")),)
    assert "pending swaps: @7 swapped on Night 2" in view.text
