"""A commit point whose night ends every world reads the fates off branches stopped at their
end (``LazySolver._ended_fates``): when every world at dusk is proved to end by some slot
tonight (``early_due.ended_by``), the slots after a world's end would only split its lazy
seats into more worlds of the same deaths, end and winner, so they are not walked. The
fates are then each one once, and the same set as the walk of every world finds.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.search import Fate
from engine.clocktower.world import History
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_ended as ended
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts

_scripts = ended._scripts  # the reduced scripts, known to the game while this module runs


def _walked(history: History) -> set[Fate]:
    """The fates of every world of ``history``, by the enumeration oracle."""
    return {
        Fate(leaf.alive, leaf.ended, leaf.winner) for leaf in ExplicitOracle().all_leaves(history)
    }


def test_a_night_that_ends_every_world_is_not_walked_past_the_ends() -> None:
    """On HOST's Night 2 with the Lleech's `wake lycanthrope` in (every world ends at the
    Lycanthrope's slot), the fates take fewer branch steps than the worlds, keep no world,
    and are each once the fates of every world."""
    history = ended._hosts_end()
    fated, full = LazySolver(), LazySolver()
    fated._at_dusk(history)  # the nights before tonight, walked once by each
    full._at_dusk(history)
    before, full_before = fated._work, full._work
    fates = fated.fates(history)
    worlds = full.worlds(history)
    assert fated._work - before < full._work - full_before
    assert fated._remembered(history) is None
    assert len(fates) == len(set(fates)) < len(worlds)
    assert set(fates) == {Fate(tuple(w.alive), w.ended_at, w.winner) for w in worlds}
    assert set(fates) == _walked(history)


def test_a_night_that_may_run_to_dawn_reads_its_worlds() -> None:
    """Without such an entry (a world may run to dawn), the fates are the kept worlds'."""
    history = early_games._host_night2().history
    solver = LazySolver()
    fates = solver.fates(history)
    assert solver._remembered(history) is not None
    assert set(fates) == _walked(history)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_mini_uncertainty_ended_fates_are_the_walks(seed: int, night: int) -> None:
    """On a random partial night of mini_uncertainty with entries that hold only where the
    game ends first, the fates are the set the walk of every world finds."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, night)
    history = ended._unwakeable(game, shortcuts._random_entries(rng, game, game.solver), rng)
    assert set(LazySolver().fates(history)) == _walked(history)


@shortcuts.SLOW
@given(
    seed=st.integers(min_value=0, max_value=10**6),
    play=st.sampled_from(early_games.MARKS_NIGHTS),
)
def test_reduced_script_ended_fates_are_the_walks(seed: int, play: tuple[str, int]) -> None:
    """On a random partial night of a reduced script with gains, eating and pretends, with
    entries that hold only where the game ends first, the fates are the walk's set."""
    game = next(filter(None, (early_games._marks_night(*play, seed + k) for k in range(20))))
    rng = random.Random(seed)
    history = ended._unwakeable(game, shortcuts._random_entries(rng, game, game.solver), rng)
    assert set(LazySolver().fates(history)) == _walked(history)
