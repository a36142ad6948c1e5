"""Script 2's dusk check (``engine/clocktower/early.py``): a slot whose every wake would be
droisoned all night (the Lleech's host as the Gambler, no one able to droison the Lleech)
attempts no life, so no death there ends the game, and an entry only such an end could let
pass is refused at dusk; a Poisoner that may droison the Lleech first keeps the slot's deaths.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.text import Wake
from engine.clocktower.world import night_order
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts
from tests.engine.clocktower.test_script2_early import (
    ST,
    _refusals_agree,
    _refused_at_dusk,
    _table,
    _wake_proofs_agree,
)

GAMBLING_HOST = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("mathematician", "empath", "gambler", "fool", "devils_advocate", "lleech"),
    "mini_early_gambling_host",
    "Mini Early Gambling Host (test script)",
)
"""The Lleech's host may be the Gambler, and no one may droison the Lleech."""

FREED_HOST = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("mathematician", "empath", "gambler", "fool", "poisoner", "lleech"),
    "mini_early_freed_host",
    "Mini Early Freed Host (test script)",
)
"""As GAMBLING_HOST, with a Poisoner that wakes before the Gambler and may poison the Lleech."""

_scripts = known_scripts(GAMBLING_HOST, FREED_HOST)

MINION_WAKE = {
    GAMBLING_HOST.id: "wake devils_advocate choose @2",
    FREED_HOST.id: "wake poisoner choose @5",
}


def _night2(script: str, host: int = 1, solver: LazySolver | None = None) -> ClocktowerGame:
    """``script``'s Night 2: @1 silent on Night 1 (the Gambler or the Fool), @2 the Empath,
    @3 the Mathematician, the Lleech @4 with its host ``host``, the Minion @5."""
    game = _table(
        script,
        {
            1: "dont_wake",
            2: "wake empath learn 0",
            3: "wake mathematician learn 0",
            4: f"setup demon @4\nwake lleech choose @{host}",
            5: f"setup demon @4\n{MINION_WAKE[script]}",
        },
        solver,
    )
    game.play("end_day", ST)
    return game


_LLEECH_GAMBLES = ClauseEntry((Wake("gambler", (1,), None, "fool"),))
"""The Lleech's (@4) `wake gambler choose @2 guess fool`: it can never be the Gambler."""


def test_a_wake_only_the_droisoned_hosts_death_could_let_pass_is_refused_at_dusk() -> None:
    """GAMBLING_HOST: the Lleech's `wake gambler` is refused at dusk (as every world's walk
    refuses it): its host may be the Gambler, but poisoned all night it cannot die at the
    Gambler's slot and take the Lleech with it."""
    assert _refused_at_dusk(_night2(GAMBLING_HOST.id), 3, _LLEECH_GAMBLES)


def test_a_poisoner_that_may_free_the_host_keeps_the_gamblers_death() -> None:
    """FREED_HOST: the same wake is walked, not refused at dusk: the Poisoner may poison
    the Lleech first, and a world ends at the Gambler's slot with the host's wrong guess."""
    game = _night2(FREED_HOST.id)
    assert not _refused_at_dusk(game, 3, _LLEECH_GAMBLES)
    position = [m.id for m in night_order(game.script, 2)].index("gambler")
    key = (2, 0, position)
    trial = game.history.with_entry(2, 3, _LLEECH_GAMBLES)
    assert ExplicitSolver().exists(trial, ("ended", key), lambda leaf: leaf.ended == key)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
@pytest.mark.parametrize("script", [GAMBLING_HOST.id, FREED_HOST.id])
@pytest.mark.parametrize("host", [1, 2])
def test_refusals_at_dusk_beside_a_gambling_host_are_the_walks(
    script: str, host: int, seed: int
) -> None:
    """On a random partial Night 2 of either script, every `wake gambler` of every seat
    and a sample of other entries refused at dusk are held by no world's walk."""
    rng = random.Random(seed)
    game = _night2(script, host)
    history = shortcuts._random_entries(rng, game, game.solver)
    early, walk = LazySolver(), ExplicitSolver()
    for seat in range(game.n):
        for wake in all_wakes(game, seat):
            if wake.character != "gambler" or rng.random() < 0.5:
                continue
            entry = ClauseEntry((wake,))
            point = game._entry_point(entry, seat)
            trial = history.with_entry(2, seat, entry)
            if early.refused_early(trial, seat, entry, point):
                key = (2, 0, point)
                assert not walk.exists(
                    trial,
                    ("running", key),
                    lambda leaf, k=key: leaf.ended is None or leaf.ended >= k,
                ), (seat, wake)
    _refusals_agree(game, history, rng)
    _wake_proofs_agree(game, history)
