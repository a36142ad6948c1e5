"""A night's worlds (``ExplicitSolver.worlds``, the dawn's ``fates``) are walked only from the
worlds at dusk that may grow one (``LazySolver._growing``) once those worlds at dusk are read,
and are the same worlds, in the same order, as the walk of every world at dusk. Checked on
mini_uncertainty's Night 2 and on random partial nights.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from hypothesis import example, given
from hypothesis import strategies as st

from engine.clocktower.explicit import ExplicitNight, state_key
from engine.clocktower.explicit_solver import ExplicitOracle, Groups
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.world import History
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_forced_growing as growing
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts


class _Built(LazySolver):
    """A lazy solver noting every group (world at dusk) whose walk a question starts."""

    def __init__(self) -> None:
        super().__init__()
        self.built: list[tuple[int, int]] = []
        """(the history's number of phases, the group's place) of each walk started."""

    def _groups(
        self, history: History, *args: Any, places: Sequence[int] | None = None, **kwargs: Any
    ) -> Groups:
        made = super()._groups(history, *args, places=places, **kwargs)
        for index, (tokens, branches) in enumerate(made):
            place = index if places is None else places[index]
            walked = (len(history.phases), place)
            yield tokens, functools.partial(self._walked, walked, branches)

    def _walked(
        self, walked: tuple[int, int], branches: Callable[[], Iterator[ExplicitNight]]
    ) -> Iterator[ExplicitNight]:
        self.built.append(walked)
        return branches()


def _keys(solver: LazySolver, history: History) -> list[object]:
    return [state_key(w) for w in solver.worlds(history)]


def test_the_worlds_skip_the_world_at_dusk_that_grows_none_once_dusk_is_read() -> None:
    """With the worlds at dusk read, @3's `wake monk choose @1` night walks two of the three
    worlds at dusk (not the one where @3 is the Mayor) for its worlds."""
    history = growing._monk_entry()
    solver = _Built()
    assert len(solver._at_dusk(history) or []) == 3
    solver.worlds(history)
    assert sorted(p for n, p in solver.built if n == len(history.phases)) == [0, 2]


def test_the_worlds_walk_every_world_at_dusk_when_dusk_is_not_read() -> None:
    """Unasked, the worlds at dusk are not read for the worlds alone: all three are walked."""
    history = growing._monk_entry()
    solver = _Built()
    solver.worlds(history)
    assert sorted(p for n, p in solver.built if n == len(history.phases)) == [0, 1, 2]
    assert not solver._dusks


def test_the_worlds_are_the_same_either_way() -> None:
    """The worlds of that night are the same, in order, with and without the skip, and the
    fates are the oracle's."""
    history = growing._monk_entry()
    skipping = LazySolver()
    skipping._at_dusk(history)
    assert _keys(skipping, history) == _keys(LazySolver(), history)
    assert set(skipping.fates(history)) == set(ExplicitOracle().fates(history))


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
@example(seed=0, night=2)  # a world at dusk ending tonight, which a later point rules out
def test_mini_uncertainty_worlds_are_the_walks(seed: int, night: int) -> None:
    """On a random partial night of mini_uncertainty (half of them with entries that hold
    only where the game ends first), the worlds walked with the worlds at dusk read are
    those of the walk of every world at dusk, in order."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, night)
    history = shortcuts._random_entries(rng, game, game.solver)
    history = growing._with_ends(game, history, rng)
    skipping = LazySolver()
    skipping._at_dusk(history)
    assert _keys(skipping, history) == _keys(LazySolver(), history)
