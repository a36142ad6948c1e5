"""A Barber's death no one announced arms the swap (issue 26, O5): the plain reasons must not
read "no swap yet" from the announced deaths alone.

Six players of ``mini_uncertainty``, the Lleech @5 and the Poisoner @6. Good @4 wakes as the
Monk on Night 2, so @1-@3 hold the Fool, the Mayor and the Barber. The Lleech kills @3 and
swaps @6 with @4: its Barber clause holds only where a Barber died tonight, so @3 is the
Barber, or the Mayor whose redirect reaches the Barber on @1 or @2. No seat is dead in every
world, so no death is announced, yet @4 is told "You are now the Poisoner." at dawn 2.
"""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.clauses import ClauseEntry, parse_clause_entry
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.reasons import armed_nights, clause_reason
from engine.clocktower.script import MINI_UNCERTAINTY
from tests.engine.clocktower.helpers import dms, end_day, public, resolve, send
from tests.engine.clocktower.test_script2_reasons_property import _holds_running_on

PI = "0,1,2,3,4,5"


def _night(game: ClocktowerGame, lines: dict[int, str]) -> None:
    """The seats of ``lines`` send theirs, the others ``dont_wake``; then dawn and dusk."""
    for seat in range(1, game.n + 1):
        send(game, seat, lines.get(seat, "dont_wake"))
    resolve(game)
    end_day(game)


@pytest.fixture(scope="module")
def night_three() -> ClocktowerGame:
    """Night 3 of the game above, over the enumeration oracle."""
    draws = {"alignment": "4,5,0,1,2,3", "pi/1": PI, "pi/2": PI, "pi/3": PI}
    players = tuple(f"p{i}" for i in range(1, 7))
    setup = ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1)
    game = ClocktowerGame(setup, draws, ExplicitOracle())
    _night(
        game,
        {5: "setup demon @5; wake demon choose @4", 6: "setup demon @5; wake poisoner choose @2"},
    )
    _night(
        game,
        {
            5: "wake lleech choose @3 & wake barber choose @6 @4",
            4: "wake monk choose @1",
            6: "wake poisoner choose @2",
        },
    )
    return game


def _entry(game: ClocktowerGame, text: str) -> ClauseEntry:
    entry = parse_clause_entry(text, game.n)
    assert isinstance(entry, ClauseEntry)
    return entry


def test_the_swap_happened_with_no_death_announced(night_three: ClocktowerGame) -> None:
    """No one appears dead after Night 2, yet @4 was told it is now the Poisoner."""
    assert not night_three.appears_dead
    assert not any("died" in line or "dead" in line for line in public(night_three))
    assert "You are now the Poisoner." in dms(night_three, 4)


def test_every_night_with_an_attack_before_the_swap_slot_counts_as_armed(
    night_three: ClocktowerGame,
) -> None:
    """Night 2 counts as armed (the Lleech's and the Pukka's slots come before the Barber's),
    and so does tonight's."""
    assert armed_nights(night_three) == {2, 3}


@pytest.mark.parametrize("text", ["wake poisoner choose @2", "wake minion choose @2"])
def test_no_reason_refuses_the_new_characters_wake(night_three: ClocktowerGame, text: str) -> None:
    """Good @4's wake as the Poisoner it became gets no plain reason (on main: "side")."""
    assert clause_reason(night_three, 3, _entry(night_three, text)) is None


@pytest.mark.parametrize("text", ["wake poisoner choose @2", "wake minion choose @2"])
def test_the_oracle_holds_the_new_characters_wake(night_three: ClocktowerGame, text: str) -> None:
    """The enumeration oracle has a world running to Night 3's end where @4 wakes so."""
    assert _holds_running_on(night_three, 3, _entry(night_three, text))
