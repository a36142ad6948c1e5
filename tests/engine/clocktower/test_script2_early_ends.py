"""Script 2's dusk check (``engine/clocktower/early.py``): a death before a seat's slot that
certainly ends the game leaves no world running at dawn without the seat's wake."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.script import SCRIPTS
from engine.clocktower.text import DontWake
from engine.clocktower.world import night_order
from tests.engine.clocktower.test_script2_early import HOST, ST, _refused_at_dusk, _table


@pytest.fixture(autouse=True, scope="module")
def _scripts() -> Iterator[None]:
    """The reduced script is known to the game while this module runs."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(SCRIPTS, HOST.id, HOST)
        yield


def test_a_demon_whose_death_ends_the_game_cannot_stay_unwoken() -> None:
    """The Lleech's `dont_wake` is refused at dusk though the Lycanthrope may kill its host
    (and so the Lleech) before its slot: that death ends the game before dawn."""
    game = _table(
        HOST.id,
        {
            1: "wake empath learn 0",
            2: "dont_wake",
            3: "dont_wake",
            4: "setup demon @4\nwake lleech choose @1",
            5: "setup demon @4\nwake poisoner choose @5",
        },
    )
    game.play("end_day", ST)
    order = [m.id for m in night_order(game.script, 2)]
    key = (2, 0, order.index("lycanthrope"))
    trial = game.history.with_entry(2, 3, DontWake())
    assert ExplicitSolver().exists(trial, ("ended", key), lambda leaf: leaf.ended == key)
    assert _refused_at_dusk(game, 3, DontWake())
