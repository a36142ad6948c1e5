"""The Pukka's delayed kill against the Monk (addendum §9 pukka and monk, R11), played
through :class:`ClocktowerGame` on ``mini_uncertainty`` at five players (issue 26).

Night 1: the Pukka @4 marks @1, the Poisoner @5 poisons @3, the Empath @1 (poisoned by the
mark, so any count passes) and two silent Townsfolk @2, @3. At five with a Poisoner there is
no Baron, so no Drunk: @2 sending `wake monk` on Night 2 is a sober Monk. On Night 2 the
Monk's slot comes before the Pukka's, whose mark moves and whose last mark @1 suffers a
Demon attempt; @1's `wake empath learn 1` (slot after the Pukka's) holds only if @1 lives:
healthy again, its neighbours @5 (evil) and @2 (good) give 1.
"""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.reports import Told
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.search import Solver
from tests.engine.clocktower.helpers import dms, end_day, public, resolve, send

NIGHT_1 = {
    4: "setup demon @4\nwake pukka choose @1",
    5: "setup demon @4\nwake poisoner choose @3",
    1: "wake empath learn 1",
    2: "dont_wake",
    3: "dont_wake",
}
SOLVERS = [pytest.param(LazySolver, id="lazy"), pytest.param(ExplicitSolver, id="explicit")]


def _night_two(solver: type[Solver]) -> ClocktowerGame:
    """The game at the start of Night 2 (Day 1 without an execution)."""
    draws = {"alignment": "3,4,0,1,2", "pi/1": "0,1,2,3,4", "pi/2": "0,1,2,3,4"}
    players = tuple(f"p{i}" for i in range(1, 6))
    setup = ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1)
    game = ClocktowerGame(setup, draws=draws, solver=solver())
    _play_night(game, NIGHT_1)
    end_day(game)
    assert game.phase == "night" and game.number == 2
    return game


def _play_night(game: ClocktowerGame, lines: dict[int, str]) -> None:
    for seat, text in lines.items():
        send(game, seat, text)
    resolve(game)


def _reasked(game: ClocktowerGame, seat: int) -> bool:
    """Whether the resolution paused to ask the 1-based ``seat`` again."""
    return any(r.to == seat - 1 and r.code is Told.REASKED for r in game.reports)


def _night(monk: int, pukka: int, poisoner: int) -> dict[int, str]:
    """Night 2's lists: the Monk's, the Pukka's and the Poisoner's choices, @1's Empath."""
    return {
        2: f"wake monk choose @{monk}",
        4: f"wake pukka choose @{pukka}",
        5: f"wake poisoner choose @{poisoner}",
        1: "wake empath learn 1",
        3: "dont_wake",
    }


@pytest.mark.parametrize("solver", SOLVERS)
def test_a_monk_protecting_the_pukkas_last_mark_saves_it(solver: type[Solver]) -> None:
    """R11: the Monk's choice of last night's mark stops the Pukka's delayed kill tonight."""
    game = _night_two(solver)
    _play_night(game, _night(monk=1, pukka=3, poisoner=3))
    assert not _reasked(game, 1)
    assert "Night 2: you woke as the Empath and learned 1." in dms(game, 1)
    assert "@1 is dead." not in public(game)
    assert game.phase == "day"


@pytest.mark.parametrize("solver", SOLVERS)
def test_a_monk_protecting_tonights_pick_does_not_save_the_last_mark(
    solver: type[Solver],
) -> None:
    """The Pukka's pick tonight is only poisoned: protecting it leaves last night's mark to
    die, so @1's Empath entry fails, @1 is asked again and dies at dawn."""
    game = _night_two(solver)
    _play_night(game, _night(monk=3, pukka=3, poisoner=2))
    assert _reasked(game, 1)
    send(game, 1, "dont_wake")
    assert "@1 is dead." in public(game)


@pytest.mark.parametrize("solver", SOLVERS)
def test_a_pukka_picking_the_monk_poisons_it_before_the_kill(solver: type[Solver]) -> None:
    """The mark moves before the attempt (§9 pukka): a Monk picked tonight is poisoned when
    last night's mark is attacked (R11 asks for a sober healthy Monk now), so @1 dies."""
    game = _night_two(solver)
    _play_night(game, _night(monk=1, pukka=2, poisoner=3))
    assert _reasked(game, 1)
    send(game, 1, "dont_wake")
    assert "@1 is dead." in public(game)


@pytest.mark.parametrize("solver", SOLVERS)
def test_a_poisoned_pukka_kills_no_one_and_keeps_its_mark(solver: type[Solver]) -> None:
    """§9 pukka: droisoned, the Pukka does nothing (its mark stays, poisoning no one): @1
    lives without the Monk's help and reads sober; the next night the sober Pukka's new
    pick lets the kept mark's attempt land and @1 dies."""
    game = _night_two(solver)
    _play_night(game, _night(monk=3, pukka=2, poisoner=4))
    assert not _reasked(game, 1)
    assert "Night 2: you woke as the Empath and learned 1." in dms(game, 1)
    end_day(game)
    _play_night(game, {**_night(monk=3, pukka=2, poisoner=3), 1: "dont_wake"})
    assert "@1 is dead." in public(game)
