"""A rule that holds the end off all night (``Character.explicit_holds_end``: the
Mastermind's extra day, started by the Demon's execution) leaves no slot of that night at
which the game may end (``early.may_end``), so a wake no seat may make is refused at dusk
instead of by a walk of every world to its slot. Checked against the walk of every world on
the night after the Demon's execution and on random partial nights of it.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import may_end
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.text import Wake
from engine.clocktower.world import night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_ended as ended_games
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

ST = early_games.ST

HELD = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("mathematician", "empath", "lycanthrope", "fool", "mastermind", "pukka"),
    "mini_held_end",
    "Mini Held End (test script)",
)
"""The Mastermind the only Minion: the Demon's execution starts its extra day in every world,
and a Lycanthrope may still kill on the night after."""


_scripts = known_scripts(HELD)


def _night2(executed: int | None = 4) -> ClocktowerGame:
    """HELD's Night 2: the Pukka @4, the Mastermind @5, a Lycanthrope possibly @2 or @3;
    ``executed`` (1-based) on Day 1, the Pukka by default (None: no execution)."""
    game = early_games._table(
        HELD.id,
        {
            1: "wake empath learn 1",
            2: "dont_wake",
            3: "dont_wake",
            4: "setup demon @4\nwake pukka choose @1",
            5: "setup demon @4\ndont_wake",
        },
    )
    if executed is not None:
        game.play(f"nominate @1 @{executed} yes @1 @2 @3 @4 @5", ST)
    game.play("end_day", ST)
    assert game.outcome is None and game.phase == "night"
    return game


def test_the_extra_day_leaves_no_slot_of_the_night_where_the_game_may_end() -> None:
    """After the Pukka's execution every world at dusk is read to end at no slot tonight,
    though the Lycanthrope may kill, and no walked world ends tonight."""
    game = _night2()
    dusks = LazySolver()._at_dusk(game.history) or []
    last = len(night_order(game.script, 2)) - 1
    assert dusks and all(ahead.deaths for _, ahead in dusks)
    assert not any(may_end(night, ahead, 0, last) for night, ahead in dusks)
    ends = ExplicitSolver().exists(
        game.history, ("ends", 2), lambda leaf: leaf.ended is not None and leaf.ended[0] == 2
    )
    assert not ends


def test_a_wake_no_seat_may_make_is_refused_at_dusk_while_the_end_is_held() -> None:
    """The Empath's (@1) `wake lycanthrope choose @2` is refused at dusk after the Pukka's
    execution (no world ends at the Lycanthrope's slot instead), as the walk finds."""
    entry = ClauseEntry((Wake("lycanthrope", (1,)),))
    assert early_games._refused_at_dusk(_night2(), 0, entry)


@pytest.mark.parametrize(("executed", "held"), [(4, True), (1, False), (None, False)])
def test_only_a_started_extra_day_holds_the_end_off(executed: int | None, held: bool) -> None:
    """The Mastermind holds the end off all night only once the Demon's execution started
    its extra day: not after a good seat's execution, nor a day without one."""
    dusks = LazySolver()._at_dusk(_night2(executed).history) or []
    mastermind = REGISTRY["mastermind"]
    assert dusks and {mastermind.explicit_holds_end(night) for night, _ in dusks} == {held}


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), executed=st.sampled_from([4, 1, None]))
@example(seed=0, executed=4)
def test_held_end_proofs_are_the_walks(seed: int, executed: int | None) -> None:
    """On HELD's Night 2 with random entries, after the Pukka's execution, a good seat's or
    none, what is refused and proved at dusk is what the walk of every world finds."""
    rng = random.Random(seed)
    game = _night2(executed)
    history = shortcuts._random_entries(rng, game, game.solver)
    early_games._refusals_agree(game, history, rng)
    ended_games._agree(game, history, rng)
