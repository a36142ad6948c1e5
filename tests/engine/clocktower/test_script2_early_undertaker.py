"""The Undertaker's reading at dusk (``early_info``): the executed seat's token is fixed at
dusk unless a swap comes before the Undertaker's slot, so a character it cannot be makes a
"running" question skip the world, with the answers of every world's walk.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.text import Info, Wake
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_info as early_info
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

ST = early_info.ST

BURIAL = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("clockmaker", "empath", "mathematician", "undertaker", "drunk", "mastermind", "lleech"),
    "mini_early_burial",
    "Mini Early Burial (test script)",
)
"""The Undertaker with the Drunk as the one Outsider, the Lleech's droison on its host only:
no swap, no information falsified."""

BURIAL_SWAP = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("clockmaker", "empath", "mathematician", "undertaker", "barber", "mastermind", "lleech"),
    "mini_early_burial_swap",
    "Mini Early Burial Swap (test script)",
)
"""As :data:`BURIAL` with the Barber instead of the Drunk: a swap may come before the
Undertaker's slot."""


_scripts = known_scripts(BURIAL, BURIAL_SWAP)


def _night2(script: str, executed: int) -> ClocktowerGame:
    """``script``'s Night 2 at six players after 1-based seat ``executed``'s execution: the
    Lleech @5 with its host @4, the Mastermind @6, @2 silent on Night 1 (the Undertaker or
    the Drunk); @3 the Empath's claimant, on BURIAL_SWAP silent (the Barber or the
    Undertaker, @2 the other)."""
    game = early_games._table(
        script,
        {
            1: "wake clockmaker learn 1",
            2: "dont_wake",
            3: "dont_wake" if script == BURIAL_SWAP.id else "wake empath learn 0",
            4: "wake mathematician learn 0",
            5: "setup demon @5\nwake lleech choose @4",
            6: "setup demon @5",
        },
    )
    game.play(f"nominate @1 @{executed} yes @1 @2 @3 @4 @5 @6", ST)
    game.play("end_day", ST)
    return game


def _learns(character: str) -> ClauseEntry:
    """``wake undertaker learn <character>``."""
    return ClauseEntry((Wake("undertaker", info=Info("character", character=character)),))


def test_a_character_the_executed_seat_cannot_be_is_walked_only_where_the_reader_is_drunk() -> None:
    """With @3 (the Empath or a Drunk believing it) executed, @2's `wake undertaker learn
    clockmaker` is walked in one of the four worlds at dusk, where @2 is the Drunk."""
    game = _night2(BURIAL.id, 3)
    assert early_info._walked(game, game.history, 1, _learns("clockmaker")) == 1


def test_the_executed_seats_possible_characters_are_still_walked() -> None:
    """@2's `learn empath` and `learn drunk` of the executed @3 are walked."""
    game = _night2(BURIAL.id, 3)
    for character in ("empath", "drunk"):
        assert early_info._walked(game, game.history, 1, _learns(character)) > 0, character


def test_a_swap_before_the_undertakers_slot_leaves_its_reading_to_the_walk() -> None:
    """With @3 executed on BURIAL_SWAP, where it is the Barber the Demon may swap its
    character: @2's `wake undertaker learn clockmaker` is walked (and some world holds it)."""
    game = _night2(BURIAL_SWAP.id, 3)
    assert early_info._walked(game, game.history, 1, _learns("clockmaker")) > 0


@shortcuts.SLOW
@given(
    seed=st.integers(min_value=0, max_value=10**6),
    script=st.sampled_from([BURIAL.id, BURIAL_SWAP.id]),
    executed=st.integers(min_value=1, max_value=6),
)
def test_burial_deaths_and_readings_are_the_walks(seed: int, script: str, executed: int) -> None:
    """On a random partial Night 2 after any seat's execution, with or without a swap that
    may come before the Undertaker's slot, every walk's deaths are read at dusk, and a
    reading refused there (the Undertaker's, the Empath's) no walk gives."""
    game = _night2(script, executed)
    if game.outcome is None and game.phase == "night":
        early_info._both(game, random.Random(seed))
