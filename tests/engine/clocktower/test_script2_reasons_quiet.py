"""Script 2's plain reasons past a Night 2 on which no death was announced (spec §8, addendum
A3; issue 26). Five players of ``mini_uncertainty``: the Lleech @4 (host @5, the Poisoner);
Day 1 executes no one and the Monk @3 saves the Lleech's Night 2 target, so Night 3 opens
with no death announced. A Night 2 death may still have happened in some worlds of a game
the players cannot tell from this one (O5: the Lleech's choice a Barber in some worlds, and
in the others a Mayor whose redirect reaches the Barber), so Night 2's swap may have
happened: only the reasons that hold past a swap are given."""

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
from tests.engine.clocktower.test_script2_reasons_property import _holds_running_on

PI = "0,1,2,3,4"


def _night_three(executed: bool = False, solver: Solver | None = None) -> ClocktowerGame:
    """Night 3 after the quiet nights above (``executed``: Day 1 executes @2 instead)."""
    draws = {"alignment": "3,4,0,1,2", "pi/1": PI, "pi/2": PI, "pi/3": PI}
    players = tuple(f"p{i}" for i in range(1, 6))
    game = ClocktowerGame(
        ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1), draws, solver
    )
    send(game, 4, "setup demon @4\nwake lleech choose @5")
    send(game, 5, "setup demon @4\nwake poisoner choose @1")
    for seat in (1, 2, 3):
        send(game, seat, "dont_wake")
    resolve(game)
    if executed:
        game.play("nominate @1 @2 yes @1 @2 @3 @4 @5", ST)
    end_day(game)
    send(game, 4, "wake lleech choose @2" if not executed else "wake lleech choose @1")
    send(game, 3, "wake monk choose @2" if not executed else "wake monk choose @1")
    send(game, 5, "wake poisoner choose @1")
    for seat in (1, 2):
        if seat - 1 not in game.appears_dead:
            send(game, seat, "dont_wake")
    resolve(game)
    end_day(game)
    assert game.phase == "night" and game.number == 3
    return game


@pytest.fixture(scope="module")
def quiet() -> ClocktowerGame:
    return _night_three()


def _said(game: ClocktowerGame, seat: int, text: str) -> str:
    with pytest.raises(NotStoredError) as refused:
        send(game, seat, text)
    (verdict,) = refused.value.verdicts
    return verdict.text


def test_a_quiet_night_two_gives_only_the_reason_past_a_swap(
    quiet: ClocktowerGame,
) -> None:
    """No death announced on Day 1 or Night 2, yet Night 2 may have swapped: good @1's
    Poisoner wake on Night 3 is not refused for its team, only for what a swap could give it
    (at five players no Poisoner plays beside a character that swaps)."""
    said = _said(quiet, 1, "wake poisoner choose @2")
    assert not said.endswith("impossible: you are good and the poisoner is evil")
    assert "only a swap could make you the poisoner" in said


def test_a_good_player_sending_the_demons_swap_clause_is_told_it_is_the_demons(
    quiet: ClocktowerGame,
) -> None:
    """The Barber's clause is taken by the living Demon, which a good player holds only by a
    swap of its own (Night 2's may have happened), and no swap follows that one."""
    said = _said(quiet, 2, "wake barber choose @1 @3")
    assert said.endswith("and no swap can follow that one")


@pytest.mark.parametrize("text", ["wake monk choose @2", "wake townsfolk choose @2"])
def test_a_player_that_slept_on_a_quiet_night_two_gets_no_slept_before_reason(
    quiet: ClocktowerGame, text: str
) -> None:
    """@1 did not wake on Night 2, when every living Monk wakes, but Night 2's swap may have
    given it the Monk since: its Monk wake on Night 3 gets no reason."""
    entry = parse_clause_entry(text, 5)
    assert isinstance(entry, ClauseEntry)
    assert clause_reason(quiet, 0, entry) is None


def test_a_kind_clause_a_character_without_a_night_two_slot_fits_is_not_refused_so(
    quiet: ClocktowerGame,
) -> None:
    """`wake townsfolk learn 1` on Night 3 may be the Empath's or the Clockmaker's; @1 slept
    on Night 2 when the Empath always wakes, but the clause gets no slept-before reason unless
    every character it fits always woke then."""
    entry = parse_clause_entry("wake townsfolk learn 1", 5)
    assert isinstance(entry, ClauseEntry)
    reason = clause_reason(quiet, 0, entry)
    assert reason is None or reason.why is not Why.SLEPT_BEFORE


def test_the_monks_own_wake_is_accepted(quiet: ClocktowerGame) -> None:
    """@3, the Monk of Night 2, wakes as the Monk again: no reason, stored."""
    game = _night_three()
    send(game, 3, "wake monk choose @1")
    assert game.lists[2].entries[0].text == "wake monk choose @1"


def test_a_death_on_day_one_arms_a_swap_and_the_team_reason_stops() -> None:
    """With @2 executed on Day 1 (a Barber in some world) a swap may have happened on Night
    2, so good @1's Poisoner wake on Night 3 is not refused for its team; only a reason that
    holds past a swap is given (at five players no Poisoner plays beside a character that
    swaps)."""
    game = _night_three(executed=True)
    said = _said(game, 1, "wake poisoner choose @2")
    assert not said.endswith("impossible: you are good and the poisoner is evil")
    assert "only a swap could make you the poisoner" in said


@pytest.mark.parametrize(
    ("seat", "text"),
    [
        (1, "wake poisoner choose @2"),
        (2, "wake barber choose @1 @3"),
    ],
)
def test_each_reason_here_holds_in_no_oracle_world(seat: int, text: str) -> None:
    """The enumeration oracle has no world running to the night's end in which the entry
    given a reason above holds."""
    game = _night_three(solver=ExplicitOracle())
    entry = parse_clause_entry(text, game.n)
    assert isinstance(entry, ClauseEntry)
    assert clause_reason(game, seat - 1, entry) is not None
    assert not _holds_running_on(game, seat - 1, entry)
