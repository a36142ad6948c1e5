"""Fallback F never leaves a script-2 game stuck (spec N9, N16; issue 26): random games where
some seats stay silent each night and every re-ask of theirs is timed out by the storyteller.

Each timeout must be accepted (a refused one, such as a draw with no possible outcome, left
the storyteller's `timeout` refused for ever and the game stuck), and what it stores must be
an entry some world allows, judged by the plain enumeration oracle on the reduced scripts
(the whole script's worlds are too many for it; there the game's own solver plays and the
explicit solver judges), and games where the Demon's Barber swap may make a silent seat wake
twice. CI runs two random examples each, the whole script at five players only (some 10 s
CPU in all); ``CLOCKTOWER_FALLBACK_EXAMPLES=30`` draws more.
"""

from __future__ import annotations

import contextlib
import os
import random

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE
from engine.clocktower.search import Solver
from engine.clocktower.world import History
from engine.core.errors import EngineError
from tests.engine.clocktower import test_script2_early as early
from tests.engine.clocktower import test_script2_marks_oracle as marks
from tests.engine.clocktower import test_script2_oracle as oracle_games
from tests.engine.clocktower.helpers import known_scripts

EXAMPLES = int(os.environ.get("CLOCKTOWER_FALLBACK_EXAMPLES", "2"))
TABLES = [int(n) for n in os.environ.get("CLOCKTOWER_FALLBACK_PLAYERS", "5").split(",")]
"""The whole script's player counts: six takes up to a minute a game, seven minutes."""
ST = oracle_games.ST
REDUCED = ["mini_uncertainty", *marks.SCRIPTS_UNDER_TEST]
SWAP_SEATS = st.lists(st.integers(1, 6), min_size=2, max_size=2, unique=True)
SLOW = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])


_reduced_scripts = known_scripts(*marks.SCRIPTS_UNDER_TEST.values(), early.SWAPS)


def _time_out(game: ClocktowerGame, judge: Solver) -> None:
    """The storyteller times out the seat being asked; the fallback it stores is possible."""
    res = game.resolution
    assert res is not None and res.waiting is not None
    seat, setup = res.waiting, res.waiting_setup
    base: History = res.paused_at or game.history
    game.play("timeout", ST)  # raises when refused: the game would be stuck
    if setup or game.adjudication is not None:
        # an Atheist game keeps no worlds of its own (its history stays at Night 1): its
        # fallback entry is its shadows' or the plain reasons' to allow, not a solver's
        return
    entry = game.lists[seat].entries[0]
    played = game.solver
    game.solver = judge
    try:
        allowed = game._entry_possible(base, seat, entry)
    finally:
        game.solver = played
    assert allowed, f"@{seat + 1}'s fallback {entry.text!r} is in no world"


def _night(game: ClocktowerGame, rng: random.Random, judge: Solver) -> None:
    """Every seat that appears alive sends a random list, unless silent tonight; a silent
    seat's re-asks are timed out at once, another's after two answers."""
    alive = [s for s in range(game.n) if s not in game.appears_dead]
    silent = {s for s in alive if rng.random() < 0.5} or {rng.choice(alive)}
    for seat in alive:
        if seat not in silent:
            _try(game, oracle_games._random_list(rng, game, seat), seat)
    game.play("resolve", ST)
    answers: dict[int, int] = {}
    while game.resolution is not None and game.resolution.waiting is not None:
        seat = game.resolution.waiting
        if seat in silent or answers.get(seat, 0) >= 2:
            _time_out(game, judge)
        else:
            answers[seat] = answers.get(seat, 0) + 1
            _try(game, oracle_games._random_list(rng, game, seat), seat)


def _try(game: ClocktowerGame, text: str, actor: int | oracle_games.Actor) -> None:
    # a refused list or day action: the player is asked again or the day goes on
    with contextlib.suppress(EngineError):
        game.play(text, actor)


def _day(game: ClocktowerGame, rng: random.Random) -> None:
    alive = [s for s in range(game.n) if s not in game.appears_dead]
    if rng.random() < 0.6:
        nominee = rng.randrange(game.n)
        voters = " ".join(f"@{s + 1}" for s in rng.sample(alive, rng.randrange(len(alive) + 1)))
        _try(game, f"nominate @{alive[0] + 1} @{nominee + 1} yes {voters}", ST)
    if game.outcome is None:
        game.play("end_day", ST)


def _play(script: str, players: int, seed: int, judge: Solver, nights: int = 3) -> ClocktowerGame:
    rng = random.Random(seed)
    names = tuple(f"p{i}" for i in range(players))
    game = ClocktowerGame(ClocktowerSetup(players=names, script=script, seed=seed))
    for _ in range(nights):
        _night(game, rng, judge)
        if game.outcome is not None:
            break
        assert game.phase == "day"
        _day(game, rng)
        if game.outcome is not None:
            break
    return game


@pytest.mark.parametrize("script", REDUCED)
@SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_reduced_script_timeouts_store_an_entry_the_oracle_allows(script: str, seed: int) -> None:
    """Every timeout of a silent seat is accepted and stores an entry the enumeration allows."""
    _play(script, 5, seed, ExplicitOracle())


@pytest.mark.parametrize("players", TABLES)
@SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
@example(seed=1)  # an Atheist game re-asking a seat on Night 3 (CI's random example, session 40)
def test_full_script_timeouts_store_a_possible_entry(players: int, seed: int) -> None:
    """The whole script (five players; ``CLOCKTOWER_FALLBACK_PLAYERS=5,6,7`` for more): every
    timeout is accepted and stores an entry the explicit solver allows."""
    _play(UNCERTAINTY_PRINCIPLE.id, players, seed, ExplicitSolver())


@SLOW
@given(executed=st.sampled_from([2, 3]), kill=st.integers(1, 6), swap=SWAP_SEATS)
@example(executed=2, kill=4, swap=[6, 1])  # the Poisoner made the Empath wakes twice
def test_seats_a_swap_makes_wake_again_are_timed_out_to_an_entry_the_oracle_allows(
    executed: int, kill: int, swap: list[int]
) -> None:
    """The Barber swap (``mini_early_swaps``): after Day 1 executes a possible Barber, only
    the Lleech speaks on Night 2, with a swap; every other seat's timeout is accepted and
    stores an entry the enumeration allows (a seat made a later-waking character may have
    to wake twice)."""
    game = early._swaps_day1()
    game.play(f"nominate @1 @{executed} yes @1 @2 @3 @4 @5 @6", ST)
    game.play("end_day", ST)
    assume(game.outcome is None)  # the execution may end the game
    a, b = swap
    _try(game, f"wake lleech choose @{kill} & wake barber choose @{a} @{b}", 4)
    game.play("resolve", ST)
    while game.resolution is not None and game.resolution.waiting is not None:
        _time_out(game, ExplicitOracle())
