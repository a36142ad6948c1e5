"""Addendum D11: the Puzzlemaster's private guess by day, checked on arrival like a night
entry, committed at once and answered to its sender alone; on a reduced script 2 with the
Puzzlemaster in place of the Barber (five players)."""

from __future__ import annotations

import pytest

from engine.clocktower import FAMILY, ClocktowerGame, ClocktowerSetup
from engine.clocktower.refusals import Refused, RefusedError
from engine.clocktower.script import MINI_UNCERTAINTY, SCRIPTS, UNCERTAINTY_PRINCIPLE, _reduced
from engine.core.family import Actor
from tests.engine.clocktower.helpers import dms, resolve, send

PUZZLE = _reduced(
    UNCERTAINTY_PRINCIPLE,
    (*(c for c in MINI_UNCERTAINTY.characters if c != "barber"), "puzzlemaster"),
    "mini_puzzle",
    "Mini Puzzle (test script)",
)
"""Mini Uncertainty with the Puzzlemaster for the Barber."""


@pytest.fixture
def game(monkeypatch: pytest.MonkeyPatch) -> ClocktowerGame:
    """Day 1 of five: evil @4 (the Demon) and @5 (the Baron: two Outsiders); every good
    player stayed asleep."""
    monkeypatch.setitem(SCRIPTS, PUZZLE.id, PUZZLE)
    draws = {"alignment": "3,4,0,1,2", "pi/1": "0,1,2,3,4"}
    players = tuple(f"p{i}" for i in range(1, 6))
    played = ClocktowerGame(ClocktowerSetup(players=players, script=PUZZLE.id, seed=1), draws)
    send(played, 4, "setup demon @4; wake lleech choose @1")
    send(played, 5, "setup demon @4; dont_wake")
    for seat in (1, 2, 3):
        send(played, seat, "dont_wake")
    resolve(played)
    assert played.phase == "day"
    return played


def test_a_possible_guess_is_accepted_recorded_and_told_to_its_sender_alone(
    game: ClocktowerGame,
) -> None:
    """`puzzle @2 learn @4` from @1 holds where @1 is the Puzzlemaster and @2 its drunk:
    accepted, recorded, and only @1 is told."""
    before = [r for r in game.reports if r.to == "public"]
    send(game, 1, "puzzle @2 learn @4")
    assert game.record().actions[-1] == "@1 puzzle @2 learn @4"
    assert dms(game, 1)[-1] == "Your guess is accepted: you guessed @2 and learned @4."
    assert [r for r in game.reports if r.to == "public"] == before


def test_an_accepted_guess_collapses_the_worlds(game: ClocktowerGame) -> None:
    """After the guess every world has @1 as the Puzzlemaster."""
    send(game, 1, "puzzle @2 learn @4")
    leaves = game.solver.all_leaves(game.history)
    assert leaves and all(leaf.witness[0] == "puzzlemaster" for leaf in leaves)


def test_a_second_guess_is_impossible_and_changes_nothing(game: ClocktowerGame) -> None:
    """The guess is once a game: a second one holds in no world, is refused, not recorded."""
    send(game, 1, "puzzle @2 learn @4")
    actions = game.record().actions
    with pytest.raises(RefusedError) as refused:
        send(game, 1, "puzzle @3 learn @4")
    assert refused.value.code is Refused.PRIVATE_IMPOSSIBLE
    assert game.record().actions == actions


def test_a_guess_by_night_is_refused(game: ClocktowerGame) -> None:
    """D11 is by day."""
    game.play("end_day", Actor.STORYTELLER)
    with pytest.raises(RefusedError) as refused:
        send(game, 1, "puzzle @2 learn @4")
    assert refused.value.code is Refused.ONLY_BY_DAY


def test_a_guess_on_a_script_without_the_puzzlemaster_is_refused() -> None:
    """No one can make the guess where the script has no Puzzlemaster."""
    players = tuple(f"p{i}" for i in range(1, 6))
    other = ClocktowerGame(ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1))
    with pytest.raises(RefusedError) as refused:
        other.parse_action("puzzle @2 learn @4", 0)
    assert refused.value.code is Refused.NO_ONE_CAN


def test_the_guess_replays_from_the_record(game: ClocktowerGame) -> None:
    """The record line replays to the same reports."""
    send(game, 1, "puzzle @2 learn @4")
    assert FAMILY.replay(game.record()).reports == game.reports
