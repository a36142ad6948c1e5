"""The worlds at dusk a "running" proof's pinned part proves, remembered per shape and pinned
shape (``early_due.Shaped.pinned``, ``ExplicitSolver._pinned_open``): from the pair's second
question on, the walk skips them as it skips those the plain part proves, and every answer
is still every world's walk.
"""

from __future__ import annotations

import random

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early_due import Shaped
from engine.clocktower.explicit_solver import ExplicitSolver, _Unproved
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import Wake
from engine.clocktower.world import History, NightPlan
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_early_swap_pin as swap_pins
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(armers.SOLE_BARBER, early_games.SWAPS)


def _kill_at_dusk() -> tuple[History, tuple[int, int, int]]:
    """SOLE_BARBER's Night 2 with seed 4's entries pinning the swap, and the Lleech's
    `wake lleech choose @5` (a kill), asked "running" at the Barber's slot."""
    game = armers._night2()
    drawn = swap_pins._pinned_history(game, random.Random(4))
    assert drawn is not None
    history, _ = drawn
    night = history.phases[-1]
    assert isinstance(night, NightPlan)
    entry = ClauseEntry((Wake("lleech", (4,)),))
    key = (night.number, 0, bounds._slot(game, "barber"))
    return history.with_entry(night.number, swap_pins.DEMON, entry), key


def _opened(solver: LazySolver, history: History, key: tuple[int, int, int]) -> frozenset[int]:
    """The groups the solver's "running" question at ``key`` leaves open before its walk."""
    groups = solver._open_groups(history, ("running", key))
    assert isinstance(groups, _Unproved) and groups._opened is not None
    return groups._opened


def test_a_pinned_shapes_later_question_skips_the_worlds_its_pinned_part_proves() -> None:
    """The Lleech's kill past SOLE_BARBER's pinned swap, asked a third time, leaves open none
    of the worlds the plain part leaves open (the pinned part proves each), as the walk."""
    history, key = _kill_at_dusk()
    solver = LazySolver()
    solver._open_groups(history, ("running", key))  # the shapes seen once
    plain = _opened(solver, history, key)
    pinned = _opened(solver, history, key)
    assert plain and not pinned, (plain, pinned)
    groups = solver._open_groups(history, ("running", key))
    assert isinstance(groups, _Unproved) and isinstance(groups._proof, Shaped)
    assert all(groups._proof(*groups._dusks[i]) for i in plain)
    found = solver.exists(history, ("running", key), bounds._running(key))
    walked = ExplicitSolver().exists(history, ("running", key), bounds._running(key))
    assert found == walked
