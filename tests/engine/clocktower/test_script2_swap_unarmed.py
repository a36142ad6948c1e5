"""An optional action on another's behalf (the Demon's swap at the Barber's slot) is judged by
its module at dusk (``early.may_wake_as`` asks ``Character.explicit_may_wake``): where no swap
may be armed tonight no seat wakes there, so an entry with such a clause holds in no walk (ten
players, seed 2026: Night 2's draws of `wake pukka choose @X & wake barber choose @A @B` were
walked through every world without a Barber). Checked against the walk of each world.
Seats are 0-based.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import entry_fits, may_wake_as, no_witness_fits, tonight
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld
from engine.clocktower.text import Seat, Wake
from engine.clocktower.world import night_order

BLUFFS = ("mayor", "fool", "monk")
GOOD = ("clockmaker", "empath", "tea_lady")
PUKKA, POISONER = 4, 5
ORDER = [m.id for m in night_order(UP, 2)]
BARBER_AT = ORDER.index("barber")


def _dusk(barber: str, rng: random.Random | None = None) -> ExplicitNight:
    """Night 2 at dusk, six seats, the Pukka @5 and the Poisoner @6 evil; @2 holds the
    Barber (``barber``: "alive", "dead" unarmed, "armed" by its death on Day 1) or the Mayor
    ("none"). ``rng``: the good tokens shuffled."""
    good = [*GOOD]
    if rng is not None:
        rng.shuffle(good)
    second = "mayor" if barber == "none" else "barber"
    tokens = (good[0], second, *good[1:], "pukka", "poisoner")
    night = ExplicitNight(
        UP, SetupWorld(tokens, ()), frozenset((PUKKA, POISONER)), bluffs=BLUFFS, number=2
    )
    if barber in ("dead", "armed"):
        night.alive[1] = False
    if barber == "armed":
        night.state["barber"] = 2
    return night


def _held_running(night: ExplicitNight, seat: Seat, entry: ClauseEntry) -> bool:
    """Whether some walk of ``night`` (the other seats free, no refutation drop) holds
    ``seat``'s ``entry`` and still runs at the Barber's slot."""
    others = frozenset(range(night.n)) - {seat}
    walks = walk(night, {seat: entry}, keep_ended=True, free=others, refute=False)
    return any(w.winner is None or (w.ended_at or (0, 0, 0)) >= (2, 0, BARBER_AT) for w in walks)


def test_the_demon_may_wake_for_the_swap_only_where_one_may_be_armed() -> None:
    """The Pukka may wake at the Barber's slot with a living Barber or one armed by day, not
    with none in play nor a dead one that armed nothing."""
    found = {}
    for barber in ("alive", "armed", "none", "dead"):
        night = _dusk(barber)
        found[barber] = may_wake_as(night, tonight(night), PUKKA, "barber")
    assert found == {"alive": True, "armed": True, "none": False, "dead": False}


def test_a_swap_clause_is_proved_held_by_no_walk_without_a_barber() -> None:
    """With no Barber in play the Pukka's `wake pukka choose @1 & wake barber choose @1 @2`
    is proved at dusk to hold in no walk running at the Barber's slot."""
    night = _dusk("none")
    entry = ClauseEntry((Wake("pukka", (0,)), Wake("barber", (0, 1))))
    assert no_witness_fits(night, tonight(night), PUKKA, entry_fits(night, PUKKA, entry), BARBER_AT)


@given(
    seed=st.integers(min_value=0, max_value=10**6),
    barber=st.sampled_from(["alive", "armed", "none", "dead"]),
)
def test_proofs_of_a_swap_clause_are_the_walks(seed: int, barber: str) -> None:
    """Whatever the Barber's state, a seat's entry with a swap clause (after its own wake,
    for the Pukka) that is proved at dusk to hold in no walk running at the Barber's slot is
    held by no walk of the world (the other seats free) running there."""
    rng = random.Random(seed)
    night = _dusk(barber, rng)
    ahead = tonight(night)
    n = night.n
    for seat in range(n):
        first, second = rng.sample(range(n), 2)
        swap = Wake("barber", (min(first, second), max(first, second)))
        clauses = (Wake("pukka", (rng.randrange(n),)), swap) if seat == PUKKA else (swap,)
        entry = ClauseEntry(clauses)
        if not no_witness_fits(night, ahead, seat, entry_fits(night, seat, entry), BARBER_AT):
            continue
        assert not _held_running(night, seat, entry), (barber, night.world.tokens, seat, clauses)
