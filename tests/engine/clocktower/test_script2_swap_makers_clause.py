"""At tonight's one swap's slot only a seat that may make the swap wakes
(``Character.explicit_swappers``): ``early.may_wake_as`` reads it for the optional action's
character itself, so a clause naming the action (``wake barber choose @A @B``) of a seat that
may not make the swap is refused at dusk, as every world's walk refuses it.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import may_wake_as, swap_makers
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import Wake
from engine.clocktower.world import History
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_wake_after_swap_slot as swap_slot
from tests.engine.clocktower.helpers import known_scripts

BARBER = swap_slot.BARBER
"""SOLE_BARBER's Barber (@2), never a Demon at the swap's slot."""
DEMON = swap_slot.DEMON
"""The Lleech (@5), the only seat that may make the swap."""

_scripts = known_scripts(armers.SOLE_BARBER, early_games.SWAPS)


def test_only_the_demon_may_wake_as_the_barbers_action() -> None:
    """On SOLE_BARBER's Night 2 every world at dusk lets only the Lleech wake as the Barber's
    action (the swap's slot)."""
    dusks = LazySolver()._at_dusk(armers._night2().history)
    assert dusks
    for night, ahead in dusks:
        woken = {s for s in range(night.n) if may_wake_as(night, ahead, s, "barber")}
        assert woken == {DEMON}


def test_a_swap_clause_of_a_seat_that_may_not_make_it_is_refused_at_dusk() -> None:
    """On SOLE_BARBER's Night 2 the Barber @2's `wake barber choose @1 @3` is refused at dusk,
    and no world's walk holds it."""
    game = armers._night2()
    slot = bounds._slot(game, "barber")
    entry = ClauseEntry((Wake("barber", (0, 2)),))
    trial = game.history.with_entry(game.number, BARBER, entry)
    assert LazySolver().refused_early(trial, BARBER, entry, slot)
    key = (game.number, 0, slot)
    assert not ExplicitSolver().exists(trial, ("running", key), bounds._running(key))


def _non_makers(history: History) -> set[int]:
    """The seats no world at dusk of ``history`` lets make tonight's one swap (none when
    some world does not tell its makers)."""
    dusks = LazySolver()._at_dusk(history) or []
    made: set[int] = set()
    for night, ahead in dusks:
        makers = swap_makers(night, ahead)
        if makers is None:
            return set()
        made |= makers
    return set(range(history.n)) - made if dusks else set()


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), armed=st.booleans())
def test_swap_clause_refusals_at_dusk_are_the_walks(seed: int, armed: bool) -> None:
    """On a random partial Night 2 of SWAPS (the swap armed by the Barber's execution, or
    only by a death tonight), a `wake barber` entry of a seat no world at dusk lets make the
    swap is refused at dusk, and no world's walk holds one refused so."""
    game = swap_slot._swaps_night2(armed)
    rng = random.Random(seed)
    history = shortcuts._random_entries(rng, game, game.solver)
    non_makers = _non_makers(history)
    for seat in range(game.n):
        swaps = [w for w in all_wakes(game, seat) if w.character == "barber"]
        for wake in rng.sample(swaps, min(3, len(swaps))):
            entry = ClauseEntry((wake,))
            point = game._entry_point(entry, seat)
            trial = history.with_entry(game.number, seat, entry)
            refused = LazySolver().refused_early(trial, seat, entry, point)
            assert refused or seat not in non_makers, (seat, wake)
            if refused:
                key = (game.number, 0, point)
                assert not ExplicitSolver().exists(trial, ("running", key), bounds._running(key)), (
                    seat,
                    wake,
                )
