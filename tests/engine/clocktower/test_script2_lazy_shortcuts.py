"""The lazy solver's shortcuts against the plain enumeration (``ExplicitOracle``) on random
small games of script 2: each shortcut answers exactly what every world answers.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples (the oracle runs every world).
"""

from __future__ import annotations

import os
import random
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazyLeaf, LazySolver
from engine.clocktower.script import MINI_UNCERTAINTY, Kind
from engine.clocktower.search import Solver
from engine.clocktower.text import DontWake
from engine.clocktower.world import History, Leaf
from tests.engine.clocktower import test_script2_game as game_tests
from tests.engine.clocktower import test_script2_oracle as oracle_games
from tests.engine.clocktower import test_script2_search as search_games
from tests.engine.clocktower.helpers import send

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))
SLOW = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _partial_night(seed: int, night: int = 2) -> History:
    """Night 2 (or 3, after a random Night 2 and a day without execution) of a
    mini_uncertainty game with random entries for some seats (each kept only when some
    world still holds it); the other seats are free."""
    rng = random.Random(seed)
    oracle = ExplicitOracle()
    game = search_games._night2(oracle if night == 2 else ExplicitSolver())
    if night == 3:
        oracle_games._night(game, rng, oracle_games._attempts(game, []))
        if game.phase == "day":
            game.play("end_day", oracle_games.ST)
    return _random_entries(rng, game, oracle)


def _random_entries(rng: random.Random, game: ClocktowerGame, oracle: Solver) -> History:
    history = game.history
    for seat in range(game.n):
        if rng.random() < 0.5:
            continue
        options = [DontWake(), *(ClauseEntry((w,)) for w in all_wakes(game, seat))]
        for entry in rng.sample(options, min(4, len(options))):
            trial = history.with_entry(game.number, seat, entry)
            if oracle.possible(trial):
                history = trial
                break
    return history


@SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_forced_wake_asked_wake_by_wake_matches_every_world(seed: int) -> None:
    """A forced wake asked wake by wake equals every world's common wakes, for every seat."""
    history = _partial_night(seed)
    for seat in range(history.n):
        tracked = replace(history, track=frozenset((seat,)))
        assert LazySolver().forced_wake(tracked, seat) == ExplicitOracle().forced_wake(
            tracked, seat
        ), seat


def _states(leaves: list[Leaf]) -> set[object]:
    """What the game reads of each world state but its setup: deaths, character changes,
    the end, every seat's wakes."""
    return {(leaf.alive, leaf.current, leaf.ended, leaf.winner, leaf.woke) for leaf in leaves}


@SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_open_choices_give_the_world_states_of_every_choice(seed: int, night: int) -> None:
    """Open free choices give every choice's deaths, changes, ends, wakes and poisonings."""
    history = replace(_partial_night(seed, night), track=frozenset(range(5)))
    lazy = LazySolver().all_leaves(history)
    exact = ExplicitOracle().all_leaves(history)
    assert _states(lazy) == _states(exact)
    assert {s for leaf in lazy for s in leaf.poisoned} == {
        s for leaf in exact for s in leaf.poisoned
    }


def test_a_free_poisoner_keeps_one_world_state_for_every_target() -> None:
    """A free night keeps a choice open, and the world count is then unknown."""
    game = search_games._night2(LazySolver())
    leaves = game.solver.all_leaves(game.history)
    assert any(isinstance(leaf, LazyLeaf) and leaf.open_choice for leaf in leaves)
    assert game.solver.count(game.history, leaves) is None


@SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_token_options_over_lazy_setups_match_every_world(seed: int) -> None:
    """Token options found by a pinned witness per lazy setup are every world's tokens."""
    rng = random.Random(seed)
    draws = {"alignment": "3,4,0,1,2"}  # seats 4 and 5 evil (1-based), as search_games
    players = tuple(f"p{i}" for i in range(1, 6))
    oracle = ExplicitOracle()
    game = ClocktowerGame(
        ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1),
        draws=draws,
        solver=oracle,
    )
    for seat in (4, 5):
        game.play(search_games.NIGHT1[seat], seat - 1)
    # a partial Night 1: the free seats' lazy candidates are split by no question, so
    # most tokens are found only by the pinned witnesses
    history = _random_entries(rng, game, oracle)
    lazy = LazySolver()
    found = lazy.token_options(history, lazy.all_leaves(history))
    assert found == oracle.token_options(history, oracle.all_leaves(history))


@SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_forced_kind_asked_kind_by_kind_matches_every_world(seed: int, night: int) -> None:
    """A kind-forced wake asked kind by kind equals every world's common kinds, per seat."""
    history = _partial_night(seed, night)
    for seat in range(history.n):
        tracked = replace(history, track=frozenset((seat,)))
        assert LazySolver().forced_kind(tracked, seat) == ExplicitOracle().forced_kind(
            tracked, seat
        ), seat


def test_a_demon_superposed_between_two_demons_is_found_without_walking_every_world() -> None:
    """N17's kind is proved by dropping each branch once the seat has woken as a Demon."""
    game = game_tests._game()
    send(game, 4, "setup demon @4\ndont_wake")
    send(game, 5, "setup demon @4\nwake poisoner choose @2")
    for seat in (1, 2, 3):
        send(game, seat, "dont_wake")
    game.play("resolve", game_tests.ST)
    assert game.resolution is not None and game.resolution.paused_at is not None
    tracked = replace(game.resolution.paused_at, track=frozenset((3,)))
    asked, walked = LazySolver(), LazySolver()
    assert asked.forced_kind(tracked, 3) is Kind.DEMON
    assert ExplicitOracle().forced_kind(tracked, 3) is Kind.DEMON
    list(walked.leaves(tracked))
    assert asked._work < walked._work
