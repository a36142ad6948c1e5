"""A history and a night plan keep their hash once asked (``world.History``,
``world.NightPlan``): the same value as the generated hash, never carried to another
object by ``replace`` or a pickle."""

from __future__ import annotations

import dataclasses
import pickle

from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.text import DontWake
from engine.clocktower.world import History, NightPlan


class _Counted:
    """A phase stand-in counting how often it is hashed."""

    def __init__(self) -> None:
        self.hashed = 0

    def __hash__(self) -> int:
        self.hashed += 1
        return 7


def _history(*phases: object) -> History:
    return History(UP, 5, frozenset({1}), phases)  # type: ignore[arg-type]


def test_a_history_hashes_its_phases_once() -> None:
    """A second hash of a history reads its kept value, not its phases again."""
    phase = _Counted()
    history = _history(phase)
    first = hash(history)
    assert hash(history) == first
    assert phase.hashed == 1


def test_a_night_plan_hashes_its_entries_once() -> None:
    """A second hash of a night plan reads its kept value, not its entries again."""
    entry = _Counted()
    plan = NightPlan(2, ((0, entry),))  # type: ignore[arg-type]
    first = hash(plan)
    assert hash(plan) == first
    assert entry.hashed == 1


def test_kept_hashes_are_the_generated_values() -> None:
    """The kept values are the generated hashes' (so no set's order changes)."""
    plan = NightPlan(2, ((1, DontWake()),))
    history = _history(plan)
    assert hash(plan) == hash((2, ((1, DontWake()),)))
    fields = [getattr(history, f.name) for f in dataclasses.fields(History) if f.compare]
    assert hash(history) == hash(tuple(fields))


def test_replace_does_not_carry_a_kept_hash() -> None:
    """A history or plan made by ``replace`` hashes its own fields."""
    plan = NightPlan(2)
    history = _history(plan)
    kept = hash(plan), hash(history)
    assert (plan._hash, history._hash) == kept  # kept before the copies are made
    assert hash(dataclasses.replace(plan, number=3)) == hash((3, ()))
    other = dataclasses.replace(history, n=6)
    assert other._hash is None and other != history


def test_a_pickle_does_not_carry_a_kept_hash() -> None:
    """An unpickled history or plan (another process, another string hash) starts with
    none, and equals the original."""
    plan = NightPlan(2, ((1, DontWake()),))
    history = _history(plan)
    assert hash(history) == history._hash  # kept before the pickle
    copied = pickle.loads(pickle.dumps(history))
    assert copied == history and copied._hash is None and copied.phases[0]._hash is None
