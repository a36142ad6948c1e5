"""A Drunk-Pixie shown a bluff reaches no gain tonight (``Pixie.explicit_reach``): it never
pretends a bluff, so the proofs at dusk do not read it as a possible Mayor whose redirect
may kill the Demon (eleven players, seed 7: @3's refused `wake lycanthrope` on Night 2 was
walked through every world for it). Checked against the walk of each world.
Seats are 0-based.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import entry_fits, no_witness_fits, tonight
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupWorld
from engine.clocktower.text import Info, Wake
from engine.clocktower.world import night_order

BLUFFS = ("mayor", "fool", "monk")
TOKENS = ("drunk(pixie)", "clockmaker", "lycanthrope", "empath", "pukka", "poisoner")
"""@1 a Drunk believing the Pixie, @2 a Clockmaker (no wake after Night 1), @3 the
Lycanthrope, @4 an Empath; the Pukka @5 and the Poisoner @6 evil."""

ORDER = [m.id for m in night_order(UP, 2)]


def _dusk(shown: str, tokens: tuple[str, ...] = TOKENS, seed: int | None = None) -> ExplicitNight:
    """Night 2 at dusk: the Drunk-Pixie @1 was shown ``shown`` on Night 1 and claims it."""
    n = len(tokens)
    evil = frozenset((n - 2, n - 1))
    night = ExplicitNight(UP, SetupWorld(tokens, ()), evil, bluffs=BLUFFS, number=2)
    night.state["pixie"] = (0, None, shown)
    night.claim(0, shown)
    if seed is not None:  # another seat claiming it too: its death may hand @1 the pretend
        night.claim(random.Random(seed).randrange(1, n - 2), shown)
    return night


def test_a_drunk_pixie_reaches_its_shown_townsfolk_only_when_not_a_bluff() -> None:
    """Shown the Mayor (a bluff) the Drunk-Pixie may gain nothing tonight; shown the
    Empath (none), it may pretend the Empath."""
    gains = {shown: tonight(_dusk(shown)).gains for shown in ("mayor", "empath")}
    assert gains == {"mayor": frozenset(), "empath": frozenset({(0, "empath")})}


def test_a_wake_the_seat_cannot_make_is_proved_where_only_a_bluff_mayor_could_end_it() -> None:
    """@2's `wake lycanthrope choose @1` is proved at dusk to hold in no walk running at the
    Lycanthrope's slot: @2 cannot wake as it, and with the Mayor a bluff no kill there may
    move onto the Pukka to end the game first."""
    night = _dusk("mayor")
    entry = ClauseEntry((Wake("lycanthrope", (0,)),))
    fits = entry_fits(night, 1, entry)
    assert no_witness_fits(night, tonight(night), 1, fits, ORDER.index("lycanthrope"))


@given(
    seed=st.integers(min_value=0, max_value=10**6),
    shown=st.sampled_from(["mayor", "empath", "monk", "clockmaker", "tea_lady"]),
)
def test_proofs_with_a_drunk_pixies_reach_are_the_walks(seed: int, shown: str) -> None:
    """With a Drunk-Pixie shown a bluff or not, tokens shuffled among the good seats: every
    wake of a seat's that is proved at dusk to hold in no walk running at its slot is held
    by no walk of the world (the other seats free) running there."""
    rng = random.Random(seed)
    good = [*TOKENS[1:4], rng.choice(["mayor", "tea_lady", "monk"])]
    rng.shuffle(good)
    tokens = ("drunk(pixie)", *good, "pukka", "poisoner")
    night = _dusk(shown, tokens, seed)
    ahead = tonight(night)
    n = night.n
    for seat in range(n):
        for character in ("lycanthrope", "empath", "monk"):
            choices = (rng.randrange(n),) if character in ("lycanthrope", "monk") else ()
            if character == "monk" and choices[0] == seat:
                continue
            info = Info("number", rng.randrange(3)) if character == "empath" else None
            clause = Wake(character, choices, info=info)
            entry = ClauseEntry((clause,))
            point = ORDER.index(character)
            if not no_witness_fits(night, ahead, seat, entry_fits(night, seat, entry), point):
                continue
            free = frozenset(s for s in range(n) if s != seat)
            key = (2, 0, point)
            running = [
                w
                for w in walk(night, {seat: entry}, keep_ended=True, free=free, refute=False)
                if w.winner is None or (w.ended_at is not None and w.ended_at >= key)
            ]
            assert not running, (tokens, shown, seat, clause)
