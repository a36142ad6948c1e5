"""A Lleech's committed entry tells the proofs at dusk where its attack aims from Night 2
(``Lleech.explicit_strikes_chosen``): its slot's deaths, read knowing the entries
(``early_due.with_entries``), are its choice's and the deaths that follow it (its own, when
the choice is its host). On HOST's Night 2 (the Lleech @4 on its host @1, a Lycanthrope
possibly @2 or @3), checked against the walk of every world.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake, Wake
from engine.clocktower.world import History, Leaf, night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower.helpers import WalksWithout, known_scripts, slot_deaths

_scripts = known_scripts(early_games.HOST)

LLEECH = 3
"""The Lleech's seat (0-based) in HOST's game."""


def _attack(target: int) -> History:
    """HOST's Night 2 with the Lleech's `wake lleech choose` ``target`` (0-based)."""
    game = early_games._host_night2()
    entry = ClauseEntry((Wake("lleech", (target,)),))
    return game.history.with_entry(2, LLEECH, entry)


def test_a_lleechs_entry_aims_its_slots_deaths_at_its_choice() -> None:
    """With the Lleech's `wake lleech choose @3`, every world at dusk may see only @3 die at
    its slot, one death at most (any living seat when the entry did not tell the aim)."""
    for (deaths,) in slot_deaths(_attack(2), "lleech"):
        assert deaths.dying == frozenset((2,))
        assert deaths.most == 1


def test_a_lleech_choosing_its_host_may_die_with_it_at_its_slot() -> None:
    """With the Lleech's `wake lleech choose @1` (its host), every world at dusk may see @1
    and the Lleech die at its slot, two deaths at most: the host's death takes the Lleech."""
    for (deaths,) in slot_deaths(_attack(0), "lleech"):
        assert deaths.dying == frozenset((0, LLEECH))
        assert deaths.most == 2


def test_a_forced_wake_after_the_slot_walks_only_the_world_where_it_may_die() -> None:
    """The Empath's (@1) forced wake, with @2's `wake lycanthrope choose @3` and the Lleech's
    `wake lleech choose @5` in, walks one of the two worlds at dusk (the one where @2 is not
    the Lycanthrope, whose attack may be @1's), and answers as every world does."""
    lycanthrope = ClauseEntry((Wake("lycanthrope", (2,)),))
    history = replace(_attack(4).with_entry(2, 1, lycanthrope), track=frozenset((0,)))
    solver = WalksWithout()
    assert solver.forced_wake(history, 0) == ExplicitOracle().forced_wake(history, 0)
    assert solver.walked == 1
    assert solver.groups == [1]


@pytest.mark.parametrize("target", range(5))
def test_each_lleech_entrys_answers_are_the_walks(target: int) -> None:
    """For the Lleech's `wake lleech choose` each seat: whether it is possible, every seat's
    forced wake and kind, and every other seat's `dont_wake` refused at dusk only where no
    walked world holds it running at dawn, as the walk of every world says."""
    dawn = (2, 0, len(night_order(early_games.HOST, 2)))

    def running(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended >= dawn

    history = _attack(target)
    oracle = ExplicitOracle()
    possible = oracle.possible(history)
    assert LazySolver().possible(history) == possible
    if not possible:
        return
    for other in range(history.n):
        tracked = replace(history, track=frozenset((other,)))
        assert LazySolver().forced_wake(tracked, other) == oracle.forced_wake(tracked, other)
        assert LazySolver().forced_kind(tracked, other) == oracle.forced_kind(tracked, other)
        if other == LLEECH:
            continue
        trial = history.with_entry(2, other, DontWake())
        if LazySolver().refused_early(trial, other, DontWake(), dawn[2]):
            assert not oracle.exists(trial, ("running", dawn), running), other
