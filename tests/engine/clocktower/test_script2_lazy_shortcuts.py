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

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake
from engine.clocktower.world import History
from tests.engine.clocktower import test_script2_search as search_games

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))
SLOW = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _partial_night(seed: int) -> History:
    """Night 2 of a mini_uncertainty game with random entries for some seats (each kept
    only when some world still holds it); the other seats are free."""
    rng = random.Random(seed)
    oracle = ExplicitOracle()
    game = search_games._night2(oracle)
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
    """A re-ask's forced wake (a first world's wakes, each tested for a world without it)
    equals the intersection of the wakes of every world, for every seat of a partial
    night."""
    history = _partial_night(seed)
    for seat in range(history.n):
        tracked = replace(history, track=frozenset((seat,)))
        assert LazySolver().forced_wake(tracked, seat) == ExplicitOracle().forced_wake(
            tracked, seat
        ), seat
