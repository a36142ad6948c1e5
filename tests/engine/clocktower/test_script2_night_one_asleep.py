"""On Night 1 the lazy solver reads "wakes after no position p" from the lazy setup its walk
starts from, as from a world at dusk (``LazySolver.never_wakes_after``, ``early_due.
asleep_after``): a seat whose tokens wake at no later slot is answered without a walk.
Checked against the walk of every world on random partial Night 1s.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import example, given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.world import night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.test_script2_slot_wakes import _scripts  # noqa: F401 (autouse)


def _night1(script: str = MINI_UNCERTAINTY.id, seed: int = 1) -> ClocktowerGame:
    """Five players of ``script`` on Night 1, @4 and @5 evil, nothing sent yet."""
    setup = ClocktowerSetup(players=tuple(f"p{i}" for i in range(1, 6)), script=script, seed=seed)
    return ClocktowerGame(setup, draws={"alignment": "3,4,0,1,2"}, solver=ExplicitSolver())


def test_an_evil_seat_is_proved_not_to_wake_after_the_demons_slot_without_a_walk() -> None:
    """On mini_uncertainty's Night 1 the evil @4 (a Minion or the Demon, none waking after
    the Pukka) is proved never to wake after the Pukka's slot with no branch walked, as the
    walk of every world finds."""
    game = _night1()
    history = replace(game.history, track=frozenset((3,)))
    position = [m.id for m in night_order(game.script, 1)].index("pukka")
    solver = LazySolver()
    assert solver.never_wakes_after(history, 3, position)
    assert solver._work == 0
    assert early_games._wake_proofs_agree(game, game.history) > 0


def test_a_seat_that_may_wake_later_is_not_proved_asleep() -> None:
    """A good seat that may be the Clockmaker (the last slot) is not proved asleep after the
    Empath's slot on Night 1."""
    game = _night1()
    history = replace(game.history, track=frozenset((0,)))
    position = [m.id for m in night_order(game.script, 1)].index("empath")
    assert not LazySolver().never_wakes_after(history, 0, position)


NIGHT_ONES = [MINI_UNCERTAINTY.id, *(script for script, _ in early_games.MARKS_NIGHTS)]
"""mini_uncertainty and the reduced scripts with gains, eating and pretends."""


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), script=st.sampled_from(NIGHT_ONES))
@example(seed=0, script=MINI_UNCERTAINTY.id)
def test_night_one_wake_proofs_are_the_walks(seed: int, script: str) -> None:
    """On a random partial Night 1, each "wakes after no position p" proved for a seat
    without an entry is what the walk of every world finds."""
    rng = random.Random(seed)
    game = _night1(script, seed)
    history = shortcuts._random_entries(rng, game, game.solver)
    early_games._wake_proofs_agree(game, history)
