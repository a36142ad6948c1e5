"""A script-2 game paused mid-night pickles, and the copy answers as the original does."""

from __future__ import annotations

import pickle

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.views import storyteller_view
from engine.core.errors import EngineError
from tests.engine.clocktower.helpers import STORYTELLER

NIGHT_ONE = (
    "wake pixie learn cannibal",
    "setup demon @2\ndont_wake",
    "dont_wake",
    "wake mathematician learn 1",
    "setup demon @2\nwake poisoner choose @3",
)
"""Seed 2026's random lists at five players (as benchmarks/ct2_speed.py draws them), seats
1-5."""

NIGHT_TWO = {0: "dont_wake", 2: "dont_wake"}
"""Night 2's lists by seat (0-based); the others send none, so the resolution re-asks."""

LINES = (
    "dont_wake",
    "wake pixie learn cannibal",
    "wake poisoner choose @1",
    "wake pukka choose @3",
    "wake clockmaker learn 1",
    "wake clockmaker learn 2",
)
"""Entries the re-asked seat might send (some accepted, some refused)."""


def _resolving_night_two() -> ClocktowerGame:
    """Five players of the whole script at Night 2's resolution, a re-ask open and a
    "wakes after" walk paused in the solver."""
    players = tuple(f"p{i}" for i in range(5))
    game = ClocktowerGame(
        ClocktowerSetup(players=players, script="uncertainty_principle", seed=2026)
    )
    for seat, text in enumerate(NIGHT_ONE):
        game.play(text, seat)
    _resolved(game)
    game.play("end_day", STORYTELLER)
    for seat, text in NIGHT_TWO.items():
        game.play(text, seat)
    game.play("resolve", STORYTELLER)
    return game


def _resolved(game: ClocktowerGame) -> None:
    """The night resolved (begun here unless it is under way), each re-ask timed out."""
    if game.resolution is None:
        game.play("resolve", STORYTELLER)
    while game.resolution is not None and game.resolution.waiting is not None:
        game.play("timeout", STORYTELLER)


def _verdicts(game: ClocktowerGame, seat: int) -> list[bool]:
    """Whether each of :data:`LINES` is accepted from ``seat`` on arrival."""
    accepted = []
    for line in LINES:
        try:
            game.parse_action(line, seat)
        except EngineError:
            accepted.append(False)
        else:
            accepted.append(True)
    return accepted


def test_a_paused_script2_night_pickles_and_the_copy_answers_alike() -> None:
    """A paused resolution pickles; its copy gives the same verdicts, grimoire and dawn."""
    game = _resolving_night_two()
    waiting = game.resolution.waiting if game.resolution is not None else None
    assert waiting is not None and game.solver._paused  # type: ignore[attr-defined]
    copy = pickle.loads(pickle.dumps(game))
    verdicts = _verdicts(game, waiting)
    assert True in verdicts and False in verdicts
    assert _verdicts(copy, waiting) == verdicts
    assert storyteller_view(copy) == storyteller_view(game)
    _resolved(game)
    _resolved(copy)
    assert [(r.to, r.text) for r in copy.reports] == [(r.to, r.text) for r in game.reports]
    assert copy.appears_dead == game.appears_dead


def test_a_copy_keeps_the_solvers_settings() -> None:
    """A pickled solver keeps its settings (the old walk's switch among them), not its memos."""
    game = ClocktowerGame(
        ClocktowerSetup(
            players=tuple(f"p{i}" for i in range(5)), script="uncertainty_principle", seed=7
        )
    )
    solver = game.solver
    solver.in_place = False  # type: ignore[attr-defined]
    solver.walk_once_after = 3  # type: ignore[attr-defined]
    copied = pickle.loads(pickle.dumps(solver))
    assert copied.in_place is False
    assert copied.walk_once_after == 3
