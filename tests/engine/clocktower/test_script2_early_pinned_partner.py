"""A reading for the walks whose one swap is pinned (``early.Pin``) hands a swapped seat only
what the pin's other seats hold at dusk or may gain, a gain that waits for a death only once
one may come (``early.may_wake_as``); and the "running" proof reads a clause of a bound entry
naming the swap's two seats on the entries' deaths (``early_due.dusk_proof``), with the
answers of every world's walk.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import early
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import Deaths, Pin, Tonight
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import Wake
from engine.clocktower.world import History, Leaf, Upto, night_order
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_named_swap as named
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(armers.SOLE_BARBER)

MATHEMATICIAN = "mathematician"


def _dusk_without(*seats: int) -> tuple[ExplicitNight, Tonight, int]:
    """A world at dusk of SOLE_BARBER's Night 2 where a swap may come and none of ``seats``
    may hold the Mathematician, its reading, and the Barber's slot."""
    game = armers._night2()
    slot = named._barber_slot(game)
    dusks = LazySolver()._at_dusk(game.history)
    assert dusks is not None
    for night, ahead in dusks:
        if ahead.swap_at is not None and all(
            MATHEMATICIAN not in night.may_hold_any(s) for s in seats
        ):
            return night, ahead, slot
    raise AssertionError("no such world at dusk")


def test_a_pinned_swap_hands_no_third_seats_character() -> None:
    """Pinned to @1 and @3, a swap hands @1 no Mathematician that only another seat holds,
    where the unpinned reading says it may."""
    night, ahead, slot = _dusk_without(0, 2)
    assert early.may_wake_as(night, ahead, 0, MATHEMATICIAN)
    pinned = early._pinned_to(ahead, Pin(frozenset({0, 2}), slot, 0))
    assert not early.may_wake_as(night, pinned, 0, MATHEMATICIAN)


def _gaining(ahead: Tonight, slot: int, dying: frozenset[int], at: int) -> Tonight:
    """``ahead`` pinned to @1 and @3, @3 gaining the Mathematician only after @4's death,
    and ``dying`` the only seats that may die tonight, at position ``at``."""
    gain = (2, MATHEMATICIAN)
    read = replace(
        ahead,
        gains=frozenset({gain}),
        gated={gain: frozenset({3})},
        extras=ahead.extras | {MATHEMATICIAN},
        deaths=(Deaths(at, frozenset({4}), dying, 1),),
        wakes_as={},
    )
    return early._pinned_to(read, Pin(frozenset({0, 2}), slot, 0))


def test_a_partners_gain_after_a_death_none_has_is_not_handed() -> None:
    """@3's Mathematician, gained only after @4's death, is not handed to @1 when @4 may
    not die tonight."""
    night, ahead, slot = _dusk_without(0, 2)
    assert not early.may_wake_as(night, _gaining(ahead, slot, frozenset({1}), 0), 0, MATHEMATICIAN)


def test_a_partners_gain_after_a_death_that_may_come_is_handed() -> None:
    """The same gain is handed to @1 when @4 may die before the Mathematician's slot."""
    night, ahead, slot = _dusk_without(0, 2)
    assert early.may_wake_as(night, _gaining(ahead, slot, frozenset({3}), 0), 0, MATHEMATICIAN)


def test_a_pinned_reading_without_deaths_shares_no_wake_with_its_deaths() -> None:
    """Read first without deaths (the gain's gate shut), the pinned reading still hands @1
    the gain when its own deaths open the gate: the two share no answer."""
    night, ahead, slot = _dusk_without(0, 2)
    opened = _gaining(ahead, slot, frozenset({3}), 0)
    assert not early.may_wake_as(night, opened.with_deaths(()), 0, MATHEMATICIAN)
    assert early.may_wake_as(night, opened, 0, MATHEMATICIAN)


def _bound_named(seed: int) -> History:
    """SOLE_BARBER's Night 2 with one random seat's random wake (most often one after the
    Barber's slot, which the swap may hand away) and the Demon's kill (of the Barber, @2,
    most often: its death arms the swap) joined with a random named swap, bound at the
    Barber's slot (fallback F's question)."""
    rng = random.Random(seed)
    game = armers._night2()
    slot = named._barber_slot(game)
    order = [m.id for m in night_order(game.script, game.number)]
    seat = rng.choice([s for s in range(game.n) if s != named.DEMON])
    wakes = all_wakes(game, seat)
    later = [w for w in wakes if order.index(w.character) > slot]
    wake = rng.choice(later if later and rng.random() < 0.75 else wakes)
    history = game.history.with_entry(game.number, seat, ClauseEntry((wake,)))
    pair = tuple(sorted(rng.sample(range(game.n), 2)))
    kill = 1 if rng.random() < 0.75 else rng.randrange(game.n)
    bare = ClauseEntry((Wake("lleech", (kill,)), Wake("barber", pair)))
    return history.with_entry(game.number, named.DEMON, Upto(bare, slot))


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_bound_named_swap_running_is_the_walk(seed: int) -> None:
    """On a random partial Night 2 with the Demon's kill and named swap bound at the
    Barber's slot, "running at that slot" with the proofs at dusk answers as the walk of
    every world."""
    history = _bound_named(seed)
    key = (2, 0, named._barber_slot(armers._night2()))

    def running(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended >= key

    proved = LazySolver().exists(history, ("running", key), running)
    assert proved == ExplicitSolver().exists(history, ("running", key), running)
