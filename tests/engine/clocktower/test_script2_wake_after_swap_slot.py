"""At tonight's one swap's slot only a seat that may make the swap wakes
(``Character.explicit_swappers``, read through ``early.swap_makers``), so the "wakes after p"
proof at dusk (``early_due.may_wake_after``) no longer lets every seat wake there: a Barber
whose own death is the only one that may arm the swap wakes after no slot tonight.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower.early_due import may_wake_after
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.game import ClocktowerGame
from engine.clocktower.lazy_solver import LazySolver
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

ST = early_games.ST
BARBER = 1
"""SOLE_BARBER's Barber (@2), the only seat whose death may arm the swap."""
DEMON = 4
"""The Lleech (@5), the living Demon, the only seat that may make the swap."""

_scripts = known_scripts(armers.SOLE_BARBER, early_games.SWAPS)


def test_only_the_demon_may_wake_at_the_swaps_slot() -> None:
    """On SOLE_BARBER's Night 2 every world at dusk lets the Lleech wake after the slot before
    the Barber's, and the Barber not: the swap's slot wakes only a seat that may make it."""
    game = armers._night2()
    before = bounds._slot(game, "barber") - 1
    dusks = LazySolver()._at_dusk(game.history)
    assert dusks
    for dusk, ahead in dusks:
        assert may_wake_after(dusk, ahead, DEMON, before)
        assert not may_wake_after(dusk, ahead, BARBER, before)


def test_a_barber_only_its_own_death_arms_never_wakes_after_the_first_slot() -> None:
    """On SOLE_BARBER's Night 2 the Barber @2 is proved at dusk to wake after the first slot
    in no world, as the walk of every world finds."""
    game = armers._night2()
    tracked = replace(game.history, track=frozenset((BARBER,)))
    assert LazySolver().never_wakes_after(tracked, BARBER, 0)
    woke = ExplicitSolver().exists(
        tracked, ("wakes_after", BARBER, 0), lambda leaf: any(k > 0 for k, _ in leaf.woke[BARBER])
    )
    assert not woke


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), armed=st.booleans())
def test_swaps_wake_after_proofs_are_the_walks(seed: int, armed: bool) -> None:
    """On a random partial Night 2 of SWAPS (the swap armed by the Barber's execution, or
    only by a death tonight), every "wakes after" proved at dusk for a free seat is the
    walk's."""
    game = _swaps_night2(armed)
    history = shortcuts._random_entries(random.Random(seed), game, game.solver)
    early_games._wake_proofs_agree(game, history)


def _swaps_night2(armed: bool) -> ClocktowerGame:
    """SWAPS's Night 2, the Barber executed on Day 1 (``armed``) or not."""
    game = early_games._swaps_day1()
    if armed:
        game.play("nominate @1 @2 yes @1 @2 @3 @4 @5 @6", ST)
    game.play("end_day", ST)
    return game
