"""The dawn's walk: twin branches walked once.

A free seat's choices often lead to one state (a droisoned Lycanthrope attacks no one
whatever it chose): the lazy walk keeps the first of a slot's twin branches and drops the
rest, which could only grow the duplicates the solver drops anyway (``explicit._distinct``).
Exactness is the enumeration oracle's to judge (``test_script2_oracle``,
``test_script2_lazy``); this checks the mechanism.
"""

from __future__ import annotations

import pytest

from engine.clocktower import explicit
from engine.clocktower.explicit import ExplicitNight, state_key, walk
from engine.clocktower.lazy import Completer, root
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.setups import SetupFacts

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
