"""Script 2's dusk check (``engine/clocktower/early.py``): a death before a seat's slot that
certainly ends the game leaves no world running at dawn without the seat's wake, and a wake
certain before an entry's point that the entry does not list refuses it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.script import SCRIPTS
from engine.clocktower.text import DontWake, Info, Wake
from engine.clocktower.world import night_order
from tests.engine.clocktower.test_script2_early import (
    HOST,
    ST,
    SWAPS,
    _host_night2,
    _refused_at_dusk,
    _swaps_day1,
)


@pytest.fixture(autouse=True, scope="module")
def _scripts() -> Iterator[None]:
    """The reduced scripts are known to the game while this module runs."""
    with pytest.MonkeyPatch.context() as patch:
        for script in (HOST, SWAPS):
            patch.setitem(SCRIPTS, script.id, script)
        yield


def test_a_demon_whose_death_ends_the_game_cannot_stay_unwoken() -> None:
    """The Lleech's `dont_wake` is refused at dusk though the Lycanthrope may kill its host
    (and so the Lleech) before its slot: that death ends the game before dawn."""
    game = _host_night2()
    order = [m.id for m in night_order(game.script, 2)]
    key = (2, 0, order.index("lycanthrope"))
    trial = game.history.with_entry(2, 3, DontWake())
    assert ExplicitSolver().exists(trial, ("ended", key), lambda leaf: leaf.ended == key)
    assert _refused_at_dusk(game, 3, DontWake())


def test_a_wake_the_entry_does_not_list_refuses_it_at_dusk() -> None:
    """With a living Barber, the Lleech's `wake empath` is refused at dusk though a swap may
    make it the Empath: it wakes as the Lleech before, which its entry does not list."""
    game = _swaps_day1()
    game.play("end_day", ST)
    wake = Wake("empath", info=Info("number", 0))
    assert _refused_at_dusk(game, 4, ClauseEntry((wake,)))
