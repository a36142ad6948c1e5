"""A slot's twin branches told apart cheaply: each key hashed once, each dict of clauses used
read once (``explicit._distinct``), no empty collection sorted for a state key
(``explicit.state_key``); the branches kept and the keys the same as the plain reading's."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from engine.clocktower import explicit
from engine.clocktower.lazy import root
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.setups import SetupFacts
from tests.engine.clocktower import test_script2_oracle as oracle_games
from tests.engine.clocktower import test_script2_search as search_games

FACTS = SetupFacts(5, frozenset((3, 4)), demon=4, learned={"damsel": False})


class _Counted:
    """A state key that counts how often it is hashed."""

    hashed = 0

    def __init__(self, value: int) -> None:
        self.value = value

    def __hash__(self) -> int:
        _Counted.hashed += 1
        return hash(self.value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Counted) and other.value == self.value


class _Read(dict[int, set[int]]):
    """A dict of clauses used that counts its item reads."""

    reads = 0

    def __getitem__(self, seat: int) -> set[int]:
        _Read.reads += 1
        return super().__getitem__(seat)


def _branch(state: int) -> Any:
    return SimpleNamespace(state=state, open_choices=True, slots_walked=0)


def _plain(branches: list[tuple[Any, dict[int, set[int]]]]) -> list[tuple[Any, Any]]:
    """The reading before: each branch's key built and looked up in full."""
    if len(branches) < 2:
        return branches
    seen: set[object] = set()
    kept = []
    for branch, used in branches:
        key = (
            explicit.state_key(branch),
            tuple(frozenset(used[s]) for s in sorted(used)),
            branch.open_choices,
            branch.slots_walked,
        )
        if key not in seen:
            seen.add(key)
            kept.append((branch, used))
    return kept


def test_each_branch_key_is_hashed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Three branches, two of them twins: three hashes of their state keys, not five."""
    monkeypatch.setattr(explicit, "state_key", lambda branch: _Counted(branch.state))
    used: dict[int, set[int]] = {0: set(), 1: set()}
    branches = [(_branch(1), used), (_branch(2), used), (_branch(1), used)]
    _Counted.hashed = 0
    kept = explicit._distinct(branches)
    assert [b for b, _ in kept] == [branches[0][0], branches[1][0]]
    assert _Counted.hashed == 3


def test_a_shared_dict_of_clauses_used_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Four branches sharing one dict of clauses used and one with its own: each dict's
    three seats read once (six reads, not fifteen), the clause's branch kept apart."""
    monkeypatch.setattr(explicit, "state_key", lambda branch: branch.state)
    shared = _Read({0: set(), 1: set(), 2: set()})
    own = _Read({0: set(), 1: {0}, 2: set()})
    branches: list[Any] = [(_branch(s), shared) for s in (1, 2, 1, 3)] + [(_branch(1), own)]
    _Read.reads = 0
    kept: list[Any] = explicit._distinct(branches)
    assert [(b.state, u is own) for b, u in kept] == [(1, False), (2, False), (3, False), (1, True)]
    assert _Read.reads == 6


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_kept_branches_are_the_plain_readings(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Over a resolved Night 2 with random lists (some slots' branches with clauses used),
    every slot keeps the same branches, in order, as the plain reading."""
    distinct = explicit._distinct
    calls = [0, 0]

    def checked(branches: list[tuple[Any, dict[int, set[int]]]]) -> Any:
        kept = distinct(branches)
        assert [(id(b), id(u)) for b, u in kept] == [(id(b), id(u)) for b, u in _plain(branches)]
        calls[0] += 1
        calls[1] += any(any(u.values()) for _, u in branches)
        return kept

    monkeypatch.setattr(explicit, "_distinct", checked)
    game = search_games._night2(LazySolver())
    oracle_games._night(game, random.Random(seed), oracle_games._attempts(game, []))
    assert calls[0] > 0 and calls[1] > 0


def _night() -> explicit.ExplicitNight:
    """mini_uncertainty's Night 2 at five players on its lazy root, as the walks start."""
    setup = root(MINI_UNCERTAINTY, FACTS)
    assert setup is not None
    return explicit.ExplicitNight(MINI_UNCERTAINTY, setup, FACTS.evil, number=2)


def _plain_key(night: explicit.ExplicitNight) -> object:
    """The state key with the marks, optional marks, gains, nests, pretends and claims
    sorted whether empty or not, as it was read before (the rest is unchanged)."""
    key = explicit.state_key(night)
    assert isinstance(key, tuple)
    collections = (
        night.marked,
        night.optional,
        night.gained.items(),
        night.nested.items(),
        night.pretends.items(),
        night.claims.items(),
    )
    return (*key[:6], *(tuple(sorted(c)) for c in collections), *key[12:])


def test_a_state_key_sorts_no_empty_collection(monkeypatch: pytest.MonkeyPatch) -> None:
    """A night with no marks, gains, nests, pretends nor claims sorts only its state and
    wakes, and its key is the one every collection sorted gives."""
    night = _night()
    night.wake(1, 3, "monk")
    sorts: list[object] = []

    def counted(items: Any) -> list[Any]:
        sorts.append(items)
        return sorted(items)

    monkeypatch.setattr(explicit, "sorted", counted, raising=False)
    key = explicit.state_key(night)
    assert len(sorts) == 2
    monkeypatch.undo()
    assert key == _plain_key(night)


def test_a_state_key_is_the_plain_one_with_collections_filled() -> None:
    """With marks, an optional mark, a gain and a claim the key is the fully sorted one."""
    night = _night()
    night.marked.update({3, 1})
    night.optional.add(2)
    night.gained[4] = "monk"
    night.claims[0] = "empath"
    assert explicit.state_key(night) == _plain_key(night)
