"""The storyteller's view of the instances a seat holds beside its own (addendum §11): eaten
(`X`), a Drunk's (`~X`, void) and pretends not fixed yet (`~X?`), in a game of five on
``mini_drunk_cannibal`` (one Townsfolk in play beside the Baron's Drunk and Damsel; evil
@4, the Lleech, and @5, the Baron); players see none of it."""

from __future__ import annotations

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.search import Solver
from engine.clocktower.views import observe, storyteller_view
from engine.core.family import Actor
from tests.engine.clocktower.helpers import known_scripts
from tests.engine.clocktower.test_script2_marks_oracle import DRUNK_CANNIBAL

ST = Actor.STORYTELLER
SOLVERS = (ExplicitOracle, ExplicitSolver, LazySolver)


_script = known_scripts(DRUNK_CANNIBAL, scope="function")


def _after_day_one(solver: Solver, executed: int) -> ClocktowerGame:
    """Night 1 (@1 wakes as the Empath and learns 1, the Lleech hosts in @3), then
    Day 1 executes the 1-based seat ``executed``."""
    setup = ClocktowerSetup(
        players=tuple(f"p{i}" for i in range(1, 6)), script=DRUNK_CANNIBAL.id, seed=1
    )
    draws = {"alignment": "3,4,0,1,2", "pi/1": "0,1,2,3,4", "pi/2": "0,1,2,3,4"}
    game = ClocktowerGame(setup, draws=draws, solver=solver)
    lines = {
        3: "setup demon @4\nwake lleech choose @3",
        4: "setup demon @4\nsetup damsel",
        0: "wake empath learn 1",
        1: "dont_wake",
        2: "dont_wake",
    }
    for seat, text in lines.items():
        game.play(text, seat)
    game.play("resolve", ST)
    assert game.phase == "day"
    game.play(f"nominate @1 @{executed} yes @1 @2 @3 @4 @5", ST)
    game.play("end_day", ST)
    assert game.outcome is None
    return game


@pytest.mark.parametrize("solver", SOLVERS, ids=lambda s: s.__name__)
def test_s11_the_grimoire_shows_a_drunk_cannibals_eaten_instance(solver: type[Solver]) -> None:
    """§11, R9 (a): the executed Empath @1 is eaten by whichever of @2 and @3 is the Drunk
    believing the Cannibal: each may hold `~empath`; no one holds a sober one (the only
    Townsfolk in play was @1)."""
    game = _after_day_one(solver(), 1)
    view = storyteller_view(game)
    assert [s.instances for s in view.seats] == [(), ("~empath",), ("~empath",), (), ()]
    assert "@2 may also hold: ~empath" in view.text


@pytest.mark.parametrize("solver", SOLVERS, ids=lambda s: s.__name__)
def test_s11_the_grimoire_shows_the_pretends_after_eating_evil(solver: type[Solver]) -> None:
    """§11, R14: having eaten the evil Baron @5, a Cannibal (or a Drunk believing it) may
    pretend either later-waking Townsfolk of the script (no bluffs here), not fixed yet."""
    game = _after_day_one(solver(), 5)
    view = storyteller_view(game)
    maybe = ("~empath?", "~mathematician?")
    assert [s.instances for s in view.seats] == [(), maybe, maybe, (), ()]


def test_s11_players_are_told_nothing_of_held_instances() -> None:
    """Secrecy: no player's observation names an instance the grimoire lists."""
    game = _after_day_one(ExplicitSolver(), 1)
    for seat in range(game.n):
        seen = observe(game, seat)
        told = " ".join((*seen.messages, *seen.public.announcements))
        assert "~empath" not in told
        assert "may also hold" not in told
