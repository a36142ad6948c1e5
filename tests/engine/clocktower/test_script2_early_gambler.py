"""A Gambler's committed entry tells the proofs at dusk where a wrong bet's attempt aims
(``Gambler.explicit_strikes_chosen``): at its own holder, so its slot's deaths, read knowing
the entries (``early_due.with_entries``), are those of the seats whose entries wake as it
there, not of every seat that may hold it. On FREED_HOST's Night 2 with @1 and @2 both silent
on Night 1 (each the Gambler or the Fool), checked against the walk of every world.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.clocktower import ClocktowerGame
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake, Wake
from engine.clocktower.world import History
from tests.engine.clocktower.helpers import WalksWithout, known_scripts, slot_deaths
from tests.engine.clocktower.test_script2_early import ST, _table
from tests.engine.clocktower.test_script2_early_idle import FREED_HOST

_scripts = known_scripts(FREED_HOST)

LLEECH = 3
"""The Lleech's seat (0-based)."""


def _night2(host: int) -> ClocktowerGame:
    """FREED_HOST's Night 2: @1 and @2 silent on Night 1, @3 the Mathematician, the Lleech
    @4 with its host ``host`` (1-based), the Poisoner @5."""
    game = _table(
        FREED_HOST.id,
        {
            1: "dont_wake",
            2: "dont_wake",
            3: "wake mathematician learn 0",
            4: f"setup demon @4\nwake lleech choose @{host}",
            5: "setup demon @4\nwake poisoner choose @5",
        },
    )
    game.play("end_day", ST)
    return game


def _bet(host: int, gambler: int, lleech: int) -> History:
    """Night 2 with ``gambler``'s (0-based) `wake gambler choose @3 guess mathematician`,
    the other silent seat's `dont_wake` and the Lleech's `wake lleech choose` ``lleech``."""
    bet = ClauseEntry((Wake("gambler", (2,), None, "mathematician"),))
    history = _night2(host).history.with_entry(2, gambler, bet)
    history = history.with_entry(2, 1 - gambler, DontWake())
    return history.with_entry(2, LLEECH, ClauseEntry((Wake("lleech", (lleech,)),)))


def test_a_gamblers_entry_aims_its_slots_deaths_at_its_own_seat() -> None:
    """With @2's `wake gambler` and @1's `dont_wake`, every world at dusk where both may be
    the Gambler may see only @2 die at its slot (@1 too when the entry did not tell)."""
    read = [d for deaths in slot_deaths(_bet(1, 1, 2), "gambler") for d in deaths]
    assert read
    for deaths in read:
        assert deaths.dying == frozenset((1,))
        assert deaths.most == 1


def test_a_gambling_host_may_take_the_lleech_with_it_at_its_slot() -> None:
    """With the Lleech's host @2 betting, its slot's deaths are @2's and the Lleech's."""
    read = [d for deaths in slot_deaths(_bet(2, 1, 2), "gambler") for d in deaths]
    assert read
    for deaths in read:
        assert deaths.dying == frozenset((1, LLEECH))


def test_the_lleechs_forced_wake_beside_a_silent_host_walks_no_world() -> None:
    """With @2's `wake gambler`, its host @1's `dont_wake` and `wake lleech choose @3`, the
    Lleech's forced wake is proved at dusk (its host cannot die at the Gambler's slot),
    walking no world, and answers as every world does."""
    history = replace(_bet(1, 1, 2), track=frozenset((LLEECH,)))
    solver = WalksWithout()
    found = solver.forced_wake(history, LLEECH)
    assert found == ExplicitOracle().forced_wake(history, LLEECH)
    assert found == "lleech"
    assert solver.groups == []


@pytest.mark.parametrize("host", [1, 2])
@pytest.mark.parametrize("gambler", [0, 1])
def test_each_bets_answers_are_the_walks(host: int, gambler: int) -> None:
    """For either silent seat's bet beside the other's `dont_wake`, and each Lleech choice:
    whether it is possible, and every seat's forced wake and kind, as the walk of every world
    says."""
    oracle = ExplicitOracle()
    for lleech in range(5):
        history = _bet(host, gambler, lleech)
        possible = oracle.possible(history)
        assert LazySolver().possible(history) == possible, lleech
        if not possible:
            continue
        for seat in range(history.n):
            tracked = replace(history, track=frozenset((seat,)))
            assert LazySolver().forced_wake(tracked, seat) == oracle.forced_wake(tracked, seat)
            assert LazySolver().forced_kind(tracked, seat) == oracle.forced_kind(tracked, seat)
