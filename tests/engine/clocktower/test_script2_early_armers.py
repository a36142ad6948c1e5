"""A swap that only the seat's own death may arm tonight hands that seat nothing it wakes as:
the dusk refusal (``early.py``) knows the seats whose death arms a swap
(``Reach.armed_by``), and a dead seat wakes no more tonight. Nor does a swap that only a
death taking every Demon with it may arm (the Lleech's host): the swap is the living Demon's.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.game import ClocktowerGame
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.text import Info, Wake
from tests.engine.clocktower import test_script2_early as early_tests
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_oracle as oracle_games
from tests.engine.clocktower.helpers import known_scripts

ST = oracle_games.ST

SOLE_BARBER = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("clockmaker", "empath", "mathematician", "barber", "poisoner", "lleech"),
    "mini_early_sole_barber",
    "Mini Early Sole Barber (test script)",
)
"""Townsfolk that all wake on Night 1 and the Barber the only Outsider: at six players the
one seat that sleeps on Night 1 is the Barber."""


_scripts = known_scripts(SOLE_BARBER)


def _night2(host: int = 3) -> ClocktowerGame:
    """SOLE_BARBER's Night 2 at six players: the Barber @2, the Lleech @5 with its host
    ``host`` (@2 makes the Barber the host)."""
    game = early_tests._table(
        SOLE_BARBER.id,
        {
            1: "wake empath learn 1",
            2: "dont_wake",
            3: "wake clockmaker learn 1",
            4: "wake mathematician learn 0",
            5: f"setup demon @5\nwake lleech choose @{host}",
            6: "setup demon @5\nwake poisoner choose @4",
        },
    )
    game.play("end_day", ST)
    return game


def test_a_swap_armed_only_by_the_demons_host_hands_no_one_anything() -> None:
    """@1's `wake mathematician` on Night 2 is refused at dusk when the sole Barber is the
    Lleech's host: its death takes the only Demon, whose swap it would arm."""
    wake = Wake("mathematician", info=Info("number", 0))
    assert early_tests._refused_at_dusk(_night2(host=2), 0, ClauseEntry((wake,)))


def test_a_swap_only_the_seats_own_death_arms_hands_it_nothing() -> None:
    """The sole Barber's `wake empath` on Night 2 is refused at dusk: a swap needs its death."""
    wake = Wake("empath", info=Info("number", 1))
    assert early_tests._refused_at_dusk(_night2(), 1, ClauseEntry((wake,)))


def test_another_seat_may_still_be_handed_a_character_by_the_swap() -> None:
    """@1's `wake mathematician` stays open at dusk: the Barber's death may hand it over."""
    wake = Wake("mathematician", info=Info("number", 0))
    assert not early_tests._refused_at_dusk(_night2(), 0, ClauseEntry((wake,)))


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_sole_barber_refusals_at_dusk_are_the_walks(seed: int) -> None:
    """On a random partial Night 2 with a sole Barber, what is refused at dusk no world
    holds."""
    rng = random.Random(seed)
    game = _night2()
    history = shortcuts._random_entries(rng, game, game.solver)
    early_tests._refusals_agree(game, history, rng)
    early_tests._wake_proofs_agree(game, history)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_host_barber_refusals_at_dusk_are_the_walks(seed: int) -> None:
    """On a random partial Night 2 whose sole Barber is the Lleech's host, what is refused
    at dusk no world holds."""
    rng = random.Random(seed)
    game = _night2(host=2)
    history = shortcuts._random_entries(rng, game, game.solver)
    early_tests._refusals_agree(game, history, rng)
    early_tests._wake_proofs_agree(game, history)
