"""The worlds at dusk a "running" proof's pinned part proves, remembered per shape and pinned
shape (``early_due.Shaped.pinned``, ``ExplicitSolver._pinned_open``): once the plain part's
open worlds are known (the shape's second question), the walk skips them as it skips those
the plain part proves, and every answer is still every world's walk.
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


def _groups(solver: LazySolver, history: History, key: tuple[int, int, int]) -> _Unproved:
    """The groups the solver's "running" question at ``key`` may walk."""
    groups = solver._open_groups(history, ("running", key))
    assert isinstance(groups, _Unproved) and isinstance(groups._proof, Shaped)
    return groups


def test_a_shapes_second_question_skips_the_worlds_its_pinned_part_proves() -> None:
    """The Lleech's kill past SOLE_BARBER's pinned swap, asked a second time, leaves open
    none of the worlds the plain part leaves open (the pinned part proves each), as the walk."""
    history, key = _kill_at_dusk()
    solver = LazySolver()
    assert _groups(solver, history, key)._opened is None  # the shape seen once
    groups = _groups(solver, history, key)
    proof = groups._proof
    assert isinstance(proof, Shaped)
    plain = [i for i, dusk in groups._dusks.items() if not proof.plain(*dusk)]
    assert plain and groups._opened == frozenset(), (plain, groups._opened)
    assert all(proof(*groups._dusks[i]) for i in plain)
    found = solver.exists(history, ("running", key), bounds._running(key))
    walked = ExplicitSolver().exists(history, ("running", key), bounds._running(key))
    assert found == walked
