"""A world that ended before tonight and is still a world of the history wakes no one, and no
proof at dusk reads it (``explicit_solver._ended_before``). Games never hold one at a night
(every commit point drops the worlds ended by then), but the explanation of a refusal asks
about histories with some commit points left out (``explain._keep``), where they stay.

GAINED_MARKS's Night 3 (seed 5 of the marks oracle's lists) holds worlds that ended on Night 2
and on Day 2; without its commit points they are still worlds of the history. Their last
night's wakes are kept on them, so the walk may read a wake there that tonight's proofs at
dusk, which read only running worlds, would claim for every world.
"""

from __future__ import annotations

import random
from dataclasses import replace

from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.world import History
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_marks_oracle as marks
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(*marks.SCRIPTS_UNDER_TEST.values())

POISONER = 4
"""The Minion's seat (@5) of the marks oracle's reduced scripts, the Poisoner in every world."""


def _without_commits() -> History:
    """GAINED_MARKS's Night 3 with the lists of the marks oracle's seed 5 and a random
    partial night, its commit points left out."""
    game = early_games._marks_night(marks.GAINED_MARKS.id, 3, 5)
    assert game is not None
    history = shortcuts._random_entries(random.Random(1), game, game.solver)
    return replace(history, running_until=None)


def test_the_history_holds_a_world_that_ended_before_tonight() -> None:
    """The history's worlds include one that ended before Night 3 (its premise)."""
    worlds = ExplicitSolver().worlds(_without_commits())
    assert any(w.ended_at is not None and w.ended_at[0] < 3 for w in worlds)
    assert any(w.ended_at is None or w.ended_at[0] == 3 for w in worlds)


def test_a_wake_every_running_world_makes_is_not_proved_for_every_world() -> None:
    """The Poisoner's Night-3 wake, proved at dusk in every running world, is not claimed
    for every world of the history: the ones that ended before tonight were not read."""
    history = _without_commits()
    assert not ExplicitSolver().always_wakes(history, POISONER, (0, "poisoner"))
    assert not LazySolver().always_wakes(history, POISONER, (0, "poisoner"))


def test_no_group_is_left_out_of_a_walk_for_a_world_without_a_wake() -> None:
    """The lazy solver narrows neither the groups that may grow a world nor those a world
    without the Poisoner's wake may grow from: no proof at dusk covers the ended worlds."""
    history = _without_commits()
    solver = LazySolver()
    assert solver._growing(history) is None
    assert solver._not_surely_woken(history, POISONER, (0, "poisoner")) is None
