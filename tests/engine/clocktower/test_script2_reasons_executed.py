"""Script 2's plain reason for an executee that still appears alive (spec §8, addendum D8,
A3; issue 26). Five players of ``mini_uncertainty``: the Lleech @4 (host @5, the Poisoner);
Day 1 executes good @2, who appears alive (the Fool in some world), so Night 2 opens with
@2 alive only where it lived through its execution, which on this script only the Fool does
by its own rule (the Lleech is evil) and nothing shields another seat from it. Past Night 2's
Barber slot the reason is gone: a death no one announced may have armed it too (O5). The
executee of the day before tonight keeps a reason up to tonight's Barber slot: Night 2's swap
came before its execution on Day 2 (``survived-unswapped``)."""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.clauses import ClauseEntry, parse_clause_entry
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.reasons import clause_reason
from engine.clocktower.refusals import NotStoredError, Why
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.search import Solver
from tests.engine.clocktower.helpers import STORYTELLER as ST
from tests.engine.clocktower.helpers import end_day, resolve, send
from tests.engine.clocktower.test_script2_reasons_property import ADVOCATE, _holds_running_on

PI = "0,1,2,3,4"


def _night_two(script: str = MINI_UNCERTAINTY.id, solver: Solver | None = None) -> ClocktowerGame:
    """Night 2 after a quiet Night 1 and @2's execution on Day 1."""
    draws = {"alignment": "3,4,0,1,2", "pi/1": PI, "pi/2": PI}
    players = tuple(f"p{i}" for i in range(1, 6))
    game = ClocktowerGame(ClocktowerSetup(players=players, script=script, seed=1), draws, solver)
    send(game, 4, "setup demon @4\nwake lleech choose @5")
    send(game, 5, "setup demon @4\nwake poisoner choose @1")
    for seat in (1, 2, 3):
        send(game, seat, "dont_wake")
    resolve(game)
    game.play("nominate @1 @2 yes @1 @2 @3 @4 @5", ST)
    end_day(game)
    assert game.phase == "night" and game.number == 2 and 1 not in game.appears_dead
    return game


def _reason(game: ClocktowerGame, seat: int, text: str) -> Why | None:
    entry = parse_clause_entry(text, game.n)
    assert isinstance(entry, ClauseEntry)
    reason = clause_reason(game, seat - 1, entry)
    return None if reason is None else reason.why


def test_an_executee_appearing_alive_is_told_no_monk_lives_through_an_execution() -> None:
    """@2's Monk wake on Night 2 (before the Barber's slot) is refused: executed on Day 1
    and alive, it holds the Fool, which never wakes."""
    with pytest.raises(NotStoredError) as refused:
        send(_night_two(), 2, "wake monk choose @1")
    (verdict,) = refused.value.verdicts
    assert verdict.text == (
        "wake monk choose @1: impossible: you were executed on Day 1 and still appear alive,"
        " but no monk that wakes so lives through an execution on this script"
    )


def test_a_kind_clause_of_the_executee_gets_the_reason_too() -> None:
    """`wake townsfolk choose @1` stands only for the Monk on Night 2: refused alike."""
    assert _reason(_night_two(), 2, "wake townsfolk choose @1") is Why.EXECUTED_ALIVE


def test_a_player_not_executed_gets_no_such_reason() -> None:
    """@1 was not executed: its Monk wake gets no reason from @2's execution."""
    assert _reason(_night_two(), 1, "wake monk choose @2") is None


def test_no_reason_past_the_barbers_slot() -> None:
    """@2's Empath wake comes after Night 2's Barber slot, which the execution armed: a
    swap may have given the living Fool another character."""
    assert _reason(_night_two(), 2, "wake empath learn 1") is None


def test_no_reason_where_a_character_may_shield_the_executee() -> None:
    """With the Devil's Advocate on the script, its choice of Night 1 may have kept @2 alive
    whatever @2 holds: its Monk wake gets no reason."""
    assert _reason(_night_two(ADVOCATE), 2, "wake monk choose @1") is None


@pytest.mark.parametrize("text", ["wake monk choose @1", "wake townsfolk choose @1"])
def test_the_reason_holds_in_no_oracle_world(text: str) -> None:
    """The enumeration oracle has no world running to the night's end in which @2's entry
    given the reason above holds."""
    game = _night_two(solver=ExplicitOracle())
    assert _reason(game, 2, text) is Why.EXECUTED_ALIVE
    entry = parse_clause_entry(text, game.n)
    assert isinstance(entry, ClauseEntry)
    assert not _holds_running_on(game, 1, entry)


def _night_three(lleech: str = "@4", solver: Solver | None = None) -> ClocktowerGame:
    """Night 3 after `_night_two` and a Night 2 on which the Monk @1 protects @3, the
    Poisoner poisons @3 and the Lleech attacks ``lleech`` (itself: no one dies)."""
    game = _night_two(solver=solver)
    send(game, 4, f"wake lleech choose {lleech}")
    send(game, 5, "wake poisoner choose @3")
    send(game, 1, "wake monk choose @3")
    for seat in (2, 3):
        send(game, seat, "dont_wake")
    resolve(game)
    end_day(game)
    assert game.phase == "night" and game.number == 3
    return game


@pytest.mark.parametrize("text", ["wake monk choose @1", "wake townsfolk choose @1"])
def test_past_a_quiet_night_two_the_executee_gets_no_such_reason(text: str) -> None:
    """@2's Monk wake on Night 3: no death was announced on Night 2, but one may have
    happened in some worlds of a game @2 cannot tell from this one and armed Night 2's swap
    (O5), so @2 may hold another character than lived through its execution."""
    assert _reason(_night_three(), 2, text) is None


def test_no_such_reason_past_tonights_barber_slot() -> None:
    """@2's Empath wake on Night 3 comes after tonight's Barber slot, which a death by
    night may arm unannounced yet."""
    assert _reason(_night_three(), 2, "wake empath learn 1") is None


def test_no_such_reason_after_another_death() -> None:
    """The Lleech kills @1 on Night 2: that death may have armed Night 2's swap."""
    game = _night_three(lleech="@1")
    assert 0 in game.appears_dead
    assert _reason(game, 2, "wake monk choose @3") is None


def _executed_on_day_two(solver: Solver | None = None) -> ClocktowerGame:
    """Night 3 after a quiet Night 1, no execution on Day 1, a Night 2 on which the Monk @1
    protects @3 and the Lleech attacks itself (no one dies), and @2's execution on Day 2
    (@2 appears alive: the Fool in some world)."""
    draws = {"alignment": "3,4,0,1,2", "pi/1": PI, "pi/2": PI, "pi/3": PI}
    players = tuple(f"p{i}" for i in range(1, 6))
    setup = ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1)
    game = ClocktowerGame(setup, draws, solver)
    send(game, 4, "setup demon @4\nwake lleech choose @5")
    send(game, 5, "setup demon @4\nwake poisoner choose @1")
    for seat in (1, 2, 3):
        send(game, seat, "dont_wake")
    resolve(game)
    end_day(game)
    send(game, 4, "wake lleech choose @4")
    send(game, 5, "wake poisoner choose @3")
    send(game, 1, "wake monk choose @3")
    for seat in (2, 3):
        send(game, seat, "dont_wake")
    resolve(game)
    game.play("nominate @1 @2 yes @1 @2 @3 @4 @5", ST)
    end_day(game)
    assert game.phase == "night" and game.number == 3 and not game.appears_dead
    return game


def test_the_executee_of_the_day_before_is_told_no_swap_came_since() -> None:
    """@2, executed on Day 2 and alive, sends a Monk wake on Night 3 before its Barber slot:
    Night 2's swap came before the execution and tonight's comes after the wake, so @2
    still holds what lived through the execution; the reason says both."""
    with pytest.raises(NotStoredError) as refused:
        send(_executed_on_day_two(), 2, "wake monk choose @1")
    (verdict,) = refused.value.verdicts
    assert verdict.text == (
        "wake monk choose @1: impossible: you were executed on Day 2 and still appear alive,"
        " no death since, announced or not, can have let a swap change your character before"
        " this wake, and no monk that wakes so lives through an execution on this script"
    )


@pytest.mark.parametrize("text", ["wake monk choose @1", "wake townsfolk choose @1"])
def test_the_reason_past_night_twos_swap_holds_in_no_oracle_world(text: str) -> None:
    """The enumeration oracle has no world running to Night 3's end in which @2's entry,
    given the reason past Night 2's swap, holds."""
    game = _executed_on_day_two(solver=ExplicitOracle())
    assert _reason(game, 2, text) is Why.SURVIVED_UNSWAPPED
    entry = parse_clause_entry(text, game.n)
    assert isinstance(entry, ClauseEntry)
    assert not _holds_running_on(game, 1, entry)
