"""The dawn's walk: twin branches walked once, and a commit point that builds no leaf.

A free seat's choices often lead to one state (a droisoned Lycanthrope attacks no one
whatever it chose): the lazy walk keeps the first of a slot's twin branches and drops the
rest, which could only grow the duplicates the solver drops anyway (``explicit._distinct``).
A commit point reads each world's deaths, end and winner (``Solver.fates``), which the lazy
solver reads off the worlds without building the grimoire's leaves. Exactness is the
enumeration oracle's to judge (``test_script2_oracle``, ``test_script2_lazy``); this checks
the mechanisms.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.clocktower import explicit
from engine.clocktower.explicit import ExplicitNight, state_key, walk
from engine.clocktower.lazy import Completer, root
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.search import Fate
from engine.clocktower.setups import SetupFacts
from engine.clocktower.world import History
from tests.engine.clocktower import test_script2_oracle as oracle_games
from tests.engine.clocktower import test_script2_search as search_games

FACTS = SetupFacts(5, frozenset((3, 4)), demon=4, learned={"damsel": False})


def _walk() -> tuple[int, list[object]]:
    """mini_uncertainty's Night 2 at five players over every initial world, every seat
    free: the branches the walk yielded, and its distinct worlds in order."""
    completer = Completer(MINI_UNCERTAINTY, FACTS)
    setup = root(MINI_UNCERTAINTY, FACTS)
    assert setup is not None
    night = ExplicitNight(MINI_UNCERTAINTY, setup, FACTS.evil, number=2)
    night.refiner = LazySolver()._refiner(completer)
    raw = 0
    found: dict[object, None] = {}
    for world in walk(night, {}, keep_ended=True, free=frozenset(range(5))):
        raw += 1
        found.setdefault(state_key(world), None)
    return raw, list(found)


def test_twin_branches_are_walked_once_and_the_same_worlds_found(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A whole free night yields fewer branches with the twins dropped, and the same
    distinct worlds in the same order as walking every twin."""
    raw, found = _walk()
    monkeypatch.setattr(explicit, "_distinct", lambda branches: branches)
    raw_all, found_all = _walk()
    assert found == found_all
    assert raw < raw_all


def _resolved_night2(seed: int) -> tuple[LazySolver, list[History]]:
    """search_games' Night 2, random lists resolved (test_script2_oracle's), and the
    histories the game's commit points read."""
    solver = LazySolver()
    game = search_games._night2(solver)
    asked: list[History] = []
    committing: list[History] = []
    all_leaves = solver.all_leaves
    commit = game._commit_point

    def spied_leaves(history: History) -> Any:
        if history in committing:
            asked.append(history)
        return all_leaves(history)

    def spied_commit(*args: Any, **kwargs: Any) -> None:
        committing.append(game.history)
        commit(*args, **kwargs)

    solver.all_leaves = spied_leaves  # type: ignore[method-assign]
    game._commit_point = spied_commit  # type: ignore[method-assign]
    oracle_games._night(game, random.Random(seed), oracle_games._attempts(game, []))
    assert game.phase != "night" and committing
    return solver, [*asked, *committing]


@pytest.mark.parametrize("seed", [1, 2])
def test_a_commit_point_builds_no_leaf_of_the_night(seed: int) -> None:
    """The dawn reads the fates of the resolved night's worlds: no leaf of that history
    (witness, droisoning, notes) is built for it."""
    solver, committed = _resolved_night2(seed)
    assert not any(history in solver._all for history in committed)


def test_the_fates_are_those_of_the_leaves() -> None:
    """Each world's fate is its leaf's alive seats, end and winner, in the leaves' order."""
    solver, committed = _resolved_night2(1)
    history = committed[-1]
    leaves = solver.all_leaves(history)
    assert leaves
    assert solver.fates(history) == [Fate(leaf.alive, leaf.ended, leaf.winner) for leaf in leaves]
