"""An entry its seat may wake as only through tonight's one swap pins that swap
(``early.swap_pin``): in every walk running past the entry's clause, the swap was between the
seat and one that may hand it the character, and no other seat's character changed. So a
seat that wakes whenever alive is proved at dusk never alive and unwoken at dawn, and a
seat never handed a later character never to wake later (``early_due``), with the answers
of every world's walk.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import entry_fits, swap_pin
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake, Info, Wake
from engine.clocktower.world import History, Leaf, night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_due as due_tests
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

ST = early_games.ST


_scripts = known_scripts(armers.SOLE_BARBER, early_games.SWAPS)


def _pinned() -> tuple[ClocktowerGame, History]:
    """SOLE_BARBER's Night 2 (the Empath @1, the sole Barber @2, the Mathematician @4, the
    Lleech @5) with @3's `wake empath learn 1`, possible only by a swap with @1."""
    game = armers._night2()
    reading = ClauseEntry((Wake("empath", info=Info("number", 1)),))
    return game, game.history.with_entry(game.number, 2, reading)


def _slot(game: ClocktowerGame, character: str) -> int:
    """``character``'s place in tonight's order."""
    return [m.id for m in night_order(game.script, game.number)].index(character)


def test_a_seat_the_pinned_swap_cannot_touch_is_never_alive_and_unwoken() -> None:
    """With @3's Empath reading in, @4 (the Mathematician, after the swap's slot) is proved
    at dusk never alive and unwoken at dawn, as the walk of every world finds."""
    game, history = _pinned()
    assert ExplicitSolver().possible(history)
    quiet = history.with_entry(game.number, 3, DontWake())
    assert LazySolver().never_unwoken(quiet, 3)
    assert not due_tests._alive_unwoken(history, 3)


def test_the_swap_may_touch_any_seat_without_the_pinning_entry() -> None:
    """Without @3's reading, @4 may be alive and unwoken at dawn (swapped away from the
    Mathematician), and no proof says otherwise."""
    game = armers._night2()
    quiet = game.history.with_entry(game.number, 3, DontWake())
    assert not LazySolver().never_unwoken(quiet, 3)
    assert due_tests._alive_unwoken(game.history, 3)


def test_a_seat_the_pinned_swap_cannot_touch_wakes_no_later() -> None:
    """With @3's Empath reading in, the Lleech (@5, which may swap itself) is proved at dusk
    never to wake after the Empath's slot, as the walk of every world finds."""
    game, history = _pinned()
    slot = _slot(game, "empath")
    tracked = replace(history, track=frozenset((4,)))
    assert LazySolver().never_wakes_after(tracked, 4, slot)

    def later(leaf: Leaf) -> bool:
        return any(k > slot for k, _ in leaf.woke[4])

    assert not ExplicitSolver().exists(tracked, ("wakes_after", 4, slot), later)


def _with_pinning_entry(
    game: ClocktowerGame, history: History, rng: random.Random
) -> History | None:
    """``history`` with a free seat's whole entry that some world holds and that pins
    tonight's swap in some world at dusk (None: none in a sample of each seat's wakes)."""
    entries = dict(history.phases[-1].entries)  # type: ignore[union-attr]
    free = [seat for seat in range(game.n) if seat not in entries]
    rng.shuffle(free)
    for seat in free:
        wakes = all_wakes(game, seat)
        for wake in rng.sample(wakes, min(12, len(wakes))):
            entry = ClauseEntry((wake,))
            trial = history.with_entry(game.number, seat, entry)
            dusks = LazySolver()._at_dusk(trial)
            if not dusks:
                return None
            fits = entry_fits(dusks[0][0], seat, entry)
            pins = any(swap_pin(night, ahead, seat, fits) for night, ahead in dusks)
            if pins and ExplicitSolver().possible(trial):
                return trial
    return None


def _pinned_walks_agree(game: ClocktowerGame, history: History, rng: random.Random) -> bool:
    """Add a pinning entry to ``history`` (a random partial night) and check the proofs at
    dusk of the seats without an entry (never alive and unwoken at dawn, never waking after
    a position) and the walks that skip the worlds at dusk they prove (alive at dawn, a
    ``dont_wake`` running at a due point) against the walk of every world; whether there
    was such an entry."""
    pinned = _with_pinning_entry(game, history, rng)
    if pinned is None:
        return False
    due_tests._proofs_agree(game, pinned)
    early_games._wake_proofs_agree(game, pinned)
    due_tests._skipping_walks_agree(game, pinned, rng)
    return True


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_sole_barber_pinned_proofs_are_the_walks(seed: int) -> None:
    """On a random partial Night 2 with a sole Barber and an entry that pins the swap, the
    proofs at dusk and the walks they skip answer as the walk of every world."""
    rng = random.Random(seed)
    game = armers._night2()
    history = shortcuts._random_entries(rng, game, game.solver)
    _pinned_walks_agree(game, history, rng)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_day_armed_swap_pinned_proofs_are_the_walks(seed: int) -> None:
    """On a random partial Night 2 whose swap the Barber's execution armed, with an entry
    that pins it, the proofs at dusk and the walks they skip answer as every world's walk."""
    rng = random.Random(seed)
    game = early_games._swaps_day1()
    game.play("nominate @1 @2 yes @1 @2 @3 @4 @5 @6", ST)
    game.play("end_day", ST)
    history = shortcuts._random_entries(rng, game, game.solver)
    _pinned_walks_agree(game, history, rng)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_night_armed_swap_pinned_proofs_are_the_walks(seed: int) -> None:
    """On a random partial Night 2 whose swap only a Barber's death tonight may arm (@2 or
    @3), with an entry that pins it, the proofs at dusk and the walks they skip answer as
    every world's walk."""
    rng = random.Random(seed)
    game = early_games._swaps_day1()
    game.play("end_day", ST)
    history = shortcuts._random_entries(rng, game, game.solver)
    _pinned_walks_agree(game, history, rng)
