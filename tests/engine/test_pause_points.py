"""The engines' pause points (engine.core.pause): the long loops call the caller's callable,
and every result is the same with it as without."""

from __future__ import annotations

import contextvars
import copy
import random
from collections.abc import Callable
from typing import Any

from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import Completer, LazySetup, narrow, root
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, evil_count
from engine.clocktower.search import Solver
from engine.clocktower.setups import SetupFacts
from engine.clocktower.tokens import drunk_token
from engine.cloud.image import board_picture, draw_board
from engine.core.pause import PAUSE, pause_point
from engine.lab import LabGame, LabSetup
from engine.lab import render as lab
from engine.lab.geometry import SIZE
from engine.lab.policy import play_random
from tests.bot.test_drawing import _cloud as played_cloud
from tests.engine.clocktower import test_oracle_equivalence as script1_games
from tests.engine.clocktower import test_script2_oracle as script2_games


def _paused(work: Callable[[], Any]) -> tuple[Any, int]:
    """``work()`` with a pause point that counts its calls: its result and the count."""
    calls = [0]

    def count() -> None:
        calls[0] += 1

    context = contextvars.copy_context()
    context.run(PAUSE.set, count)
    return context.run(work), calls[0]


def test_without_a_caller_the_pause_point_does_nothing():
    """No callable given: the pause point is a call that returns nothing."""
    assert PAUSE.get() is None
    assert pause_point()() is None


def test_script_1s_solver_plays_the_same_game_with_its_pause_point_called():
    """A script-1 game's transcript (verdicts, views, reports) is the same with a pause point,
    which its solver calls."""
    plain, _ = script1_games._drive(3, Solver())
    paused, calls = _paused(lambda: script1_games._drive(3, Solver())[0])
    assert calls > 0
    assert paused == plain


def test_script_2s_lazy_solver_plays_the_same_game_with_its_pause_point_called():
    """A script-2 game's transcript is the same with a pause point, which its solver calls."""
    plain = script2_games._drive(5, LazySolver(), 5)
    paused, calls = _paused(lambda: script2_games._drive(5, LazySolver(), 5))
    assert calls > 0
    assert paused == plain


def test_a_cloud_board_is_drawn_the_same_with_its_pause_point_called():
    """The Cloud board's bytes are the same with a pause point, called once a tile or unit."""
    picture = board_picture(played_cloud())
    paused, calls = _paused(lambda: draw_board(picture))
    assert calls >= len(picture.tiles)
    assert paused == draw_board(picture)


def test_a_lab_board_is_drawn_the_same_with_its_pause_point_called():
    """The Lab board's bytes are the same with a pause point, called once a cell."""
    game = LabGame(LabSetup(players=[f"p{i}" for i in range(4)], seed=4))
    play_random(game, random.Random(4), 100)
    picture = lab.board_picture(game)
    paused, calls = _paused(lambda: lab.draw_board(picture))
    assert calls >= SIZE * SIZE
    assert paused == lab.draw_board(picture)


def _script2_facts(n: int) -> SetupFacts:
    evil = frozenset(range(n - evil_count(n), n))
    return SetupFacts(n, evil, demon=min(evil), learned={"damsel": False})


def _two_families_for_four(facts: SetupFacts) -> LazySetup:
    """Script 2's setup with four good seats limited to two Townsfolk and Drunk tokens: no
    world (three families at most for four seats, one Drunk at most), which counts of what
    each seat may hold do not see, so the search still tries the placements of the others."""
    whole = root(UNCERTAINTY_PRINCIPLE, facts)
    assert whole is not None
    first, second, *others = sorted(UNCERTAINTY_PRINCIPLE.in_play_townsfolk)
    few = frozenset((first, second, *(drunk_token(c) for c in others)))
    good = [seat for seat in range(facts.n) if seat not in facts.evil]
    cands = tuple(few if seat in good[2:] else c for seat, c in enumerate(whole.cands))
    return LazySetup(cands, whole.marks, whole.open_marks)


def test_a_lazy_setups_completion_search_calls_its_pause_point_as_it_places():
    """The completer's search for an initial world calls the pause point at each seat it
    tries, so a search that fails after thousands of placements lets the bot's loop in."""
    facts = _script2_facts(8)
    setup = _two_families_for_four(facts)
    found, calls = _paused(lambda: Completer(UNCERTAINTY_PRINCIPLE, facts).witness(setup))
    assert found is None
    assert calls >= 1000


def test_narrowing_a_lazy_setup_calls_its_pause_point():
    """Narrowing a lazy setup (its propagation) calls the pause point: the loops over a
    split's parts and a seat's tokens take a narrowing as their step."""
    whole = root(UNCERTAINTY_PRINCIPLE, _script2_facts(8))
    assert whole is not None
    token = sorted(whole.cands[0])[0]
    narrowed, calls = _paused(lambda: narrow(whole, 0, frozenset((token,))))
    assert narrowed is not None and narrowed.cands[0] == {token}
    assert calls >= 1


def test_copying_a_world_calls_its_pause_point():
    """A world's copy, a step of every loop over branches, calls the pause point."""
    facts = _script2_facts(8)
    whole = root(UNCERTAINTY_PRINCIPLE, facts)
    assert whole is not None
    night = ExplicitNight(UNCERTAINTY_PRINCIPLE, whole, facts.evil)
    copied, calls = _paused(lambda: copy.deepcopy(night))
    assert copied is not night
    assert calls == 1
