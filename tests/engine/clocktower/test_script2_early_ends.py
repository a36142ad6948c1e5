"""Script 2's dusk check (``engine/clocktower/early.py``): a death before a seat's slot that
certainly ends the game leaves no world running at dawn without the seat's wake (but one
that ends there, at a due point before it), and a wake certain before an entry's point that
the entry does not list refuses it."""

from __future__ import annotations

import random

from hypothesis import example, given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.text import DontWake, Info, Wake
from engine.clocktower.world import night_order
from tests.engine.clocktower.helpers import known_scripts
from tests.engine.clocktower.test_script2_early import (
    HOST,
    ST,
    SWAPS,
    _host_night2,
    _refusals_agree,
    _refused_at_dusk,
    _swaps_day1,
)
from tests.engine.clocktower.test_script2_lazy_shortcuts import SLOW, _random_entries

_scripts = known_scripts(HOST, SWAPS)


def _swaps_night2() -> ClocktowerGame:
    """SWAPS's Night 2 with a living Barber."""
    game = _swaps_day1()
    game.play("end_day", ST)
    return game


def test_a_demon_whose_death_ends_the_game_cannot_stay_unwoken() -> None:
    """The Lleech's `dont_wake` is refused at dusk though the Lycanthrope may kill its host
    (and so the Lleech) before its slot: that death ends the game before dawn."""
    game = _host_night2()
    order = [m.id for m in night_order(game.script, 2)]
    key = (2, 0, order.index("lycanthrope"))
    trial = game.history.with_entry(2, 3, DontWake())
    assert ExplicitSolver().exists(trial, ("ended", key), lambda leaf: leaf.ended == key)
    assert _refused_at_dusk(game, 3, DontWake())


def test_a_wake_the_entry_does_not_list_refuses_it_at_dusk() -> None:
    """With a living Barber, the Lleech's `wake empath` is refused at dusk though a swap may
    make it the Empath: it wakes as the Lleech before, which its entry does not list."""
    game = _swaps_night2()
    wake = Wake("empath", info=Info("number", 0))
    assert _refused_at_dusk(game, 4, ClauseEntry((wake,)))


def test_a_dont_wake_is_walked_at_a_due_point_where_the_game_may_end() -> None:
    """The Lleech's `dont_wake`, refused at dusk at dawn, is walked at the Lycanthrope's
    slot (a due point of the resolution): a world ends there with the Lleech unwoken."""
    game = _host_night2()
    position = [m.id for m in night_order(game.script, 2)].index("lycanthrope")
    trial = game.history.with_entry(2, 3, DontWake())
    assert game.solver.refused_early(trial, 3, DontWake(), len(night_order(game.script, 2)))
    assert not game.solver.refused_early(trial, 3, DontWake(), position)
    key = (2, 0, position)
    assert ExplicitSolver().exists(trial, ("ended", key), lambda leaf: leaf.ended == key)


@SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), host=st.booleans())
@example(seed=0, host=True)  # the Lleech's `dont_wake` at the Lycanthrope's slot
def test_refusals_at_dusk_are_the_walks_where_a_demon_may_die_first(seed: int, host: bool) -> None:
    """On HOST's and SWAPS's Night 2 with random entries, what is refused at dusk (each
    seat's `dont_wake` at every point among it) no world holds."""
    game = _host_night2() if host else _swaps_night2()
    rng = random.Random(seed)
    history = _random_entries(rng, game, game.solver)
    assert _refusals_agree(game, history, rng) > 0
