"""The storyteller's simulated swap (`st prompt @p now X`, addendum A2, O4 b; issue 26): the
shadows never swap, so once a player is told "You are now the X." its lists are judged by
the fallback, never by a shadow that still plays the seat as it dealt it. Six players: the
quantum game's Pukka @5, armed by the Barber @2's execution, swaps the Poisoner @6 and @1."""

from __future__ import annotations

import copy

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.clauses import ClauseEntry, parse_clause_entry
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.reasons import clause_reason
from engine.clocktower.refusals import NotStoredError
from engine.clocktower.rulings import RulingError
from engine.clocktower.script import MINI_ATHEIST, MINI_UNCERTAINTY
from engine.clocktower.search import Solver
from tests.engine.clocktower.helpers import STORYTELLER as ST
from tests.engine.clocktower.helpers import dms, end_day, resolve, send
from tests.engine.clocktower.test_script2_reasons_property import _holds_running_on

PLAYERS = tuple(f"p{i}" for i in range(1, 7))
PI = "0,1,2,3,4,5"


def _game(script: str, draws: dict[str, str], solver: Solver | None = None) -> ClocktowerGame:
    draws = {**draws, "pi/1": PI, "pi/2": PI, "pi/3": PI}
    setup = ClocktowerSetup(players=PLAYERS, script=script, seed=1)
    return ClocktowerGame(setup, draws, solver)


def _quantum(solver: Solver | None = None) -> ClocktowerGame:
    """Day 2 of the quantum game: @1, asleep both nights, is now the Poisoner in every world."""
    game = _game(MINI_UNCERTAINTY.id, {"alignment": "4,5,0,1,2,3"}, solver)
    send(game, 5, "setup demon @5; wake demon choose @3")
    send(game, 6, "setup demon @5; wake poisoner choose @4")
    for seat in range(1, 5):
        send(game, seat, "dont_wake")
    resolve(game)
    game.play("nominate @1 @2 yes @1 @3 @4", ST)
    end_day(game)
    send(game, 5, "wake pukka choose @1 & wake barber choose @6 @1")
    send(game, 6, "wake poisoner choose @4")
    for seat in (1, 3, 4):
        send(game, seat, "dont_wake")
    resolve(game)
    return game


def _atheist() -> ClocktowerGame:
    """Day 2 of an Atheist game whose storyteller simulates that swap: everyone sleeps, and
    at dawn 2 @1 is told `st prompt @1 now poisoner`."""
    game = _game(MINI_ATHEIST.id, {"atheist": "yes", "alignment": "4,5,0,1,2,3"})
    for seat in range(1, 7):
        send(game, seat, "dont_wake")
    resolve(game)
    game.play("nominate @1 @2 yes @1 @3 @4", ST)
    end_day(game)
    for seat in (1, 3, 4, 5, 6):
        send(game, seat, "dont_wake")
        game.play(f"st judge @{seat} 1", ST)
    game.play("st prompt @1 now poisoner", ST)
    resolve(game)
    return game


@pytest.fixture(scope="module")
def night_three() -> tuple[ClocktowerGame, ClocktowerGame]:
    """Night 3 of both games."""
    quantum, atheist = _quantum(), _atheist()
    end_day(quantum)
    end_day(atheist)
    return quantum, atheist


def _reply(game: ClocktowerGame, text: str) -> str:
    """What @1 is told when it sends ``text`` now (the game is not changed)."""
    trial = copy.deepcopy(game)
    try:
        send(trial, 1, text)
    except NotStoredError as refused:
        return str(refused)
    return dms(trial, 1)[-1]


def test_the_player_sees_the_same_until_night_three(
    night_three: tuple[ClocktowerGame, ClocktowerGame],
) -> None:
    """The pair is fair: @1 was told the same in both games, the change prompt included."""
    quantum, atheist = night_three
    assert dms(quantum, 1) == dms(atheist, 1)
    assert "You are now the Poisoner." in dms(atheist, 1)


@pytest.mark.parametrize("text", ["wake poisoner choose @5", "wake minion choose @4"])
def test_a_simulated_swap_lets_the_player_wake_as_its_new_character(
    night_three: tuple[ClocktowerGame, ClocktowerGame], text: str
) -> None:
    """@1's wake as the Poisoner is stored in the Atheist game as in the quantum game (the
    shadow, which dealt @1 a good character and never swaps, refused it)."""
    quantum, atheist = night_three
    assert _reply(atheist, text) == _reply(quantum, text) == f"Stored your Night 3 list: {text}"


def test_another_characters_wake_before_tonights_swap_names_the_change(
    night_three: tuple[ClocktowerGame, ClocktowerGame],
) -> None:
    """@1's Monk wake (its slot before tonight's Barber's) is refused in both games with the
    same reason: the only swap can have been Night 2's, which made @1 the Poisoner."""
    quantum, atheist = night_three
    text = "wake monk choose @4"
    assert _reply(atheist, text) == _reply(quantum, text)
    assert _reply(atheist, text).endswith("impossible: you were told you are now the poisoner")


def test_another_characters_wake_past_tonights_swap_names_the_change_too(
    night_three: tuple[ClocktowerGame, ClocktowerGame],
) -> None:
    """@1's Empath wake comes after tonight's Barber slot, but a living seat is swapped once
    and nothing swaps after it: both games refuse it with the change @1 was told."""
    quantum, atheist = night_three
    text = "wake empath learn 0"
    assert _reply(atheist, text) == _reply(quantum, text)
    assert _reply(atheist, text).endswith("impossible: you were told you are now the poisoner")


@pytest.mark.parametrize(
    "text", ["wake monk choose @4", "wake townsfolk choose @4", "wake empath learn 0"]
)
def test_the_change_reason_holds_in_no_oracle_world(text: str) -> None:
    """In the quantum game the enumeration oracle has no world running to Night 3's end in
    which @1, told it is now the Poisoner, wakes as the Monk."""
    game = _quantum(ExplicitOracle())
    end_day(game)
    entry = parse_clause_entry(text, game.n)
    assert isinstance(entry, ClauseEntry)
    assert clause_reason(game, 0, entry) is not None
    assert not _holds_running_on(game, 0, entry)


def test_a_simulated_swap_defaults_to_the_players_first_entry(
    night_three: tuple[ClocktowerGame, ClocktowerGame],
) -> None:
    """With no judgement, the night's default for @1 is its list's first entry: it is told it
    woke as the Poisoner, not asked again for a wake the shadow would take."""
    atheist = copy.deepcopy(night_three[1])
    send(atheist, 1, "wake poisoner choose @5")
    for seat in (3, 4, 5, 6):
        send(atheist, seat, "dont_wake")
        atheist.play(f"st judge @{seat} 1", ST)
    resolve(atheist)
    assert atheist.phase == "day"
    assert dms(atheist, 1)[-1] == "Night 3: you woke as the Poisoner, chose @5."


def test_a_change_prompt_before_any_swap_could_happen_is_refused() -> None:
    """No quantum game tells "You are now the X." before the first slot that may swap (the
    Barber's, on Night 2): on Night 1 the ruling is refused and not recorded."""
    game = _game(MINI_ATHEIST.id, {"atheist": "yes", "alignment": "4,5,0,1,2,3"})
    with pytest.raises(RulingError) as refused:
        game.play("st prompt @1 now poisoner", ST)
    assert refused.value.problem.value == "no-swap-yet"
    assert "st prompt @1 now poisoner" not in game.record().actions


def _quiet_night_two() -> ClocktowerGame:
    """Night 2 of an Atheist game after a Night 1 and a Day 1 in which no one died."""
    game = _game(MINI_ATHEIST.id, {"atheist": "yes", "alignment": "4,5,0,1,2,3"})
    for seat in range(1, 7):
        send(game, seat, "dont_wake")
        game.play(f"st judge @{seat} 1", ST)
    resolve(game)
    end_day(game)
    assert game.number == 2 and not game.appears_dead
    return game


def test_a_change_prompt_with_no_death_ruled_is_recorded() -> None:
    """A swap needs a death that day or that night, but a quantum game tells "You are now the
    X." at dawn 2 with no death announced (a Barber's death in some worlds only, O5; see
    test_script2_reasons_unannounced.py), so after a quiet Day 1 the ruling is recorded."""
    game = _quiet_night_two()
    game.play("st prompt @1 now poisoner", ST)
    assert "st prompt @1 now poisoner" in game.record().actions


def test_a_death_ruled_tonight_lets_the_change_prompt_through() -> None:
    """With `st dead @3` ruled tonight the Barber's swap may have happened at its slot, so
    the change prompt is recorded."""
    game = _quiet_night_two()
    game.play("st dead @3", ST)
    game.play("st prompt @1 now poisoner", ST)
    assert "st prompt @1 now poisoner" in game.record().actions


def test_a_second_change_prompt_to_the_same_player_is_refused() -> None:
    """On ``mini_atheist`` a living seat is swapped once and nothing swaps after it, so no
    quantum game tells @1 a second change: after "You are now the Poisoner." at dawn 2, a
    ruled `st prompt @1 now empath` on Night 3 is refused and not recorded, though a death
    ruled tonight lets a change through (`no-swap-yet`)."""
    game = _atheist()
    game.play("nominate @1 @3 yes @1 @3 @4 @5 @6", ST)
    end_day(game)
    game.play("st dead @4", ST)
    with pytest.raises(RulingError) as refused:
        game.play("st prompt @1 now empath", ST)
    assert refused.value.problem.value == "changed-once"
    assert "st prompt @1 now empath" not in game.record().actions
