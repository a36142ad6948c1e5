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
from engine.clocktower.characters import REGISTRY
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.reports import Told
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.search import Solver
from engine.clocktower.setups import SetupWorld
from engine.clocktower.text import Wake
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
def test_a_reasked_last_mark_is_judged_with_the_monks_protection(solver: type[Solver]) -> None:
    """N8: @1 counting on its death sends `dont_wake`; the Monk saves it, so it is asked
    again, and its Empath answer is checked against the protected night and accepted."""
    game = _night_two(solver)
    _play_night(game, {**_night(monk=1, pukka=3, poisoner=3), 1: "dont_wake"})
    assert _reasked(game, 1)
    send(game, 1, "wake empath learn 1")
    assert "Night 2: you woke as the Empath and learned 1." in dms(game, 1)
    assert game.phase == "day" and "@1 is dead." not in public(game)


@pytest.mark.parametrize("solver", SOLVERS)
def test_a_monk_protecting_tonights_pick_does_not_save_the_last_mark(
    solver: type[Solver],
) -> None:
    """The Pukka's pick tonight is only poisoned: protecting it leaves last night's mark to
    die, so @1's Empath entry fails, @1 is asked again and dies at dawn."""
    game = _night_two(solver)
    _play_night(game, _night(monk=3, pukka=3, poisoner=3))
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


WORLD = ("monk", "empath", "fool", "pukka", "poisoner")


def _pukka_acts(
    monk: tuple[int, int] | None, pick: int, world: tuple[str, ...] = WORLD, **state: object
) -> list[ExplicitNight]:
    """Night 2 of ``world`` (0-based seats; Monk, Empath, Fool, Pukka, Poisoner unless told)
    after the Pukka @4's slot: its last mark the Empath @2, the Monk's (holder, choice)
    ``monk``, tonight's ``pick``, and other characters' ``state``."""
    night = ExplicitNight(UP, SetupWorld(world), frozenset({3, 4}), number=2)
    night.state.update(state, pukka=(3, 1))
    if monk is not None:
        night.state["monk"] = monk
    results = REGISTRY["pukka"].explicit_act(night, 3, Wake("pukka", (pick,)), True)
    return [night] if results is None else results


def test_a_monk_save_of_the_last_mark_marks_the_pukka() -> None:
    """M3: the delayed kill stopped by the Monk marks the Demon holder; the mark moves on."""
    (after,) = _pukka_acts(monk=(0, 1), pick=2)
    assert after.alive[1]
    assert 3 in after.marked
    assert after.state["pukka"] == (3, 2)


def test_a_saved_last_mark_is_healthy_again() -> None:
    """§9 pukka Decision: the protected last mark loses its poison all the same."""
    (after,) = _pukka_acts(monk=(0, 1), pick=2)
    assert not after.droisoned_by_another(1)


def test_an_unprotected_last_mark_dies_and_the_pukka_is_not_marked() -> None:
    """With no Monk choice on it the last mark dies, and no rule stopped the kill (no M3)."""
    (after,) = _pukka_acts(monk=None, pick=2)
    assert not after.alive[1]
    assert 3 not in after.marked


def test_a_monk_the_pukka_picks_is_marked_when_its_choice_dies() -> None:
    """M5: the Monk poisoned by tonight's pick, its choice the last mark killed: marked."""
    (after,) = _pukka_acts(monk=(0, 1), pick=0)
    assert not after.alive[1]
    assert after.marked == {0}


def test_a_poisoned_monk_is_marked_when_its_choice_dies() -> None:
    """M5: a Monk the Poisoner droisons, its choice killed by the Demon: marked."""
    (after,) = _pukka_acts(monk=(0, 1), pick=2, poisoner=(4, 0))
    assert not after.alive[1]
    assert after.marked == {0}


def test_a_poisoned_monk_whose_choice_lives_is_not_marked() -> None:
    """M5 needs the Monk's own choice killed: another seat's death marks no one."""
    (after,) = _pukka_acts(monk=(0, 2), pick=0)
    assert not after.alive[1]
    assert not after.marked


def test_a_drunk_monk_whose_choice_dies_may_be_marked() -> None:
    """M11: for a Drunk believing the Monk the M5 mark is the world's free choice."""
    world = ("drunk(monk)", "empath", "fool", "pukka", "poisoner")
    (after,) = _pukka_acts(monk=(0, 1), pick=2, world=world)
    assert not after.alive[1]
    assert (after.marked, after.optional) == (set(), {0})
