"""The engines' pause points (engine.core.pause): the long loops call the caller's callable,
and every result is the same with it as without."""

from __future__ import annotations

import contextvars
import random
from collections.abc import Callable
from typing import Any

from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.search import Solver
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
