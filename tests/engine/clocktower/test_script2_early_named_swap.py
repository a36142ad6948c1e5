"""A whole entry's clause that names the two seats its swap exchanges (the Demon's `wake
barber choose @A @B`) pins tonight's one swap for every walk running at dawn
(``early.named_swap``): so a seat that wakes whenever alive and is neither of the two is
proved at dusk never alive and unwoken at dawn (``early_due.unwoken_at_dawn``), with the
answers of every world's walk.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake, Wake
from engine.clocktower.world import History, Leaf, NightPlan, night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_due as due_tests
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(armers.SOLE_BARBER)

DEMON = 4
"""The Lleech's seat (@5) in SOLE_BARBER's Night 2 (``armers._night2``)."""


def _named(kill: int, pair: tuple[int, int]) -> ClauseEntry:
    """The Lleech's kill of ``kill`` joined with the Barber's swap of ``pair``."""
    return ClauseEntry((Wake("lleech", (kill,)), Wake("barber", pair)))


def test_a_seat_the_named_swap_leaves_out_is_never_alive_and_unwoken() -> None:
    """With the Lleech's `wake lleech choose @2 & wake barber choose @1 @2` in, the
    Mathematician (@4) is proved at dusk never alive and unwoken at dawn, as every world's
    walk finds, and the due point's question walks no branch."""
    game = armers._night2()
    history = game.history.with_entry(game.number, DEMON, _named(1, (0, 1)))
    assert ExplicitSolver().possible(history)
    quiet = history.with_entry(game.number, 3, DontWake())
    solver = LazySolver()
    assert solver.never_unwoken(quiet, 3)
    assert not due_tests._alive_unwoken(history, 3)
    before = solver._work  # the walks of the nights before tonight, counted too
    alive = solver.exists(quiet, ("alive", 3), lambda leaf: leaf.alive[3] and leaf.ended is None)
    assert not alive
    assert solver._work == before


def test_a_seat_the_named_swap_names_is_not_proved() -> None:
    """With the swap naming the Mathematician (@1 @4), some world has it swapped away and
    alive unwoken at dawn, and no proof says otherwise."""
    game = armers._night2()
    history = game.history.with_entry(game.number, DEMON, _named(1, (1, 3)))
    assert ExplicitSolver().possible(history)
    quiet = history.with_entry(game.number, 3, DontWake())
    assert not LazySolver().never_unwoken(quiet, 3)
    assert due_tests._alive_unwoken(history, 3)


def _barber_slot(game: ClocktowerGame) -> int:
    """The Barber's place in tonight's order (the named swap's slot)."""
    return [m.id for m in night_order(game.script, game.number)].index("barber")


def _later_wake(history: History, seat: int, position: int) -> bool:
    """Whether some walked world of ``history`` wakes ``seat`` after ``position`` (the
    "wakes after" question, no proof at dusk)."""
    tracked = replace(history, track=frozenset((seat,)))

    def later(leaf: Leaf) -> bool:
        return any(k > position for k, _ in leaf.woke[seat])

    return ExplicitSolver().exists(tracked, ("wakes_after", seat, position), later)


def test_a_seat_the_named_swap_leaves_out_wakes_no_later() -> None:
    """With the Lleech's `wake lleech choose @2 & wake barber choose @1 @2` in, the
    Clockmaker (@3), which could wake after the Barber's slot only by a swap, is proved at
    dusk never to wake after it, as every world's walk finds."""
    game = armers._night2()
    history = game.history.with_entry(game.number, DEMON, _named(1, (0, 1)))
    assert ExplicitSolver().possible(history)
    slot = _barber_slot(game)
    tracked = replace(history, track=frozenset((2,)))
    assert LazySolver().never_wakes_after(tracked, 2, slot)
    assert not _later_wake(history, 2, slot)


def test_a_seat_the_named_swap_names_may_wake_later() -> None:
    """With the swap naming the Clockmaker (@1 @3), some world wakes it after the Barber's
    slot as the Empath, and no proof says otherwise."""
    game = armers._night2()
    history = game.history.with_entry(game.number, DEMON, _named(1, (0, 2)))
    assert ExplicitSolver().possible(history)
    slot = _barber_slot(game)
    tracked = replace(history, track=frozenset((2,)))
    assert not LazySolver().never_wakes_after(tracked, 2, slot)
    assert _later_wake(history, 2, slot)


def _with_named_swap(game: ClocktowerGame, history: History, rng: random.Random) -> History:
    """``history`` (a random partial night) with the Lleech's entry replaced by a possible
    kill joined with a named swap (left as it is when none of a sample is possible)."""
    night = history.phases[-1]
    assert isinstance(night, NightPlan)
    others = NightPlan(night.number, tuple((s, e) for s, e in night.entries if s != DEMON))
    base = replace(history, phases=(*history.phases[:-1], others))
    pairs = [(a, b) for a in range(game.n) for b in range(a + 1, game.n)]
    for pair in rng.sample(pairs, 6):
        trial = base.with_entry(game.number, DEMON, _named(rng.randrange(game.n), pair))
        if ExplicitSolver().possible(trial):
            return trial
    return history


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_sole_barber_named_swap_proofs_are_the_walks(seed: int) -> None:
    """On a random partial Night 2 with a sole Barber and the Demon's entry naming its swap,
    the proofs at dusk and the walks they skip answer as the walk of every world."""
    rng = random.Random(seed)
    game = armers._night2()
    history = _with_named_swap(game, shortcuts._random_entries(rng, game, game.solver), rng)
    due_tests._proofs_agree(game, history)
    early_games._wake_proofs_agree(game, history)
    due_tests._skipping_walks_agree(game, history, rng)
