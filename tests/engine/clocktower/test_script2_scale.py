"""Script 2's lazy solver at seven players and more: the shortcuts that keep its questions
cheap, each against the computation it replaces, on random small games.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of random examples.
"""

from __future__ import annotations

import math
import os
from dataclasses import replace

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.clocktower.explicit import ExplicitNight, state_key
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.lazy_solver import WALK_ONCE_STOP, LazySolver
from engine.clocktower.text import Seat
from engine.clocktower.world import History, Leaf, NightPlan
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_oracle as oracle_games

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))


class _Reusing(LazySolver):
    """A lazy solver noting each history whose worlds it took from the same history at an
    earlier commit point: (history, those worlds, how many the later point dropped)."""

    def __init__(self) -> None:
        super().__init__()
        self.reused: list[tuple[History, list[ExplicitNight], int]] = []

    def _remembered(self, history: History) -> list[ExplicitNight] | None:
        if history in self._states:
            return self._states[history]
        earlier = self._courses.get(replace(history, running_until=None))
        before = self._states.get(earlier) if earlier is not None else None
        found = super()._remembered(history)
        if found is not None and before is not None:
            self.reused.append((history, found, len(before) - len(found)))
        return found


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
@example(seed=0)  # 14 worlds ended before a later commit point and were dropped
@example(seed=9)  # 16 of them
def test_worlds_kept_at_an_earlier_commit_point_equal_the_fresh_walk(seed: int) -> None:
    """Worlds reused from an earlier commit point equal those walked afresh, in order."""
    solver = _Reusing()
    oracle_games._drive(seed, solver, 5, nights=3)
    assert solver.reused
    for history, found, _ in solver.reused:
        fresh = LazySolver().worlds(history)
        assert [state_key(w) for w in found] == [state_key(w) for w in fresh]


def _ask_every_position(history: History, stop: float) -> LazySolver:
    """Ask every seat "wakes after p" for each position of ``history``'s night, each
    question after the first costly (the walk after it stopping at ``stop`` times its
    steps), and check each answer against the enumeration oracle."""
    lazy, oracle = LazySolver(), ExplicitOracle()
    lazy.walk_once_after = 1  # any witness after the first world counts as costly
    lazy.walk_once_stop = stop
    for seat in range(history.n):
        tracked = replace(history, track=frozenset((seat,)))
        for position in range(-1, 15):

            def later(leaf: Leaf, seat: Seat = seat, position: int = position) -> bool:
                return any(pos > position for pos, _ in leaf.woke[seat])

            key = ("wakes_after", seat, position)
            assert lazy.exists(tracked, key, later) == oracle.exists(tracked, key, later), key
    return lazy


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
@example(seed=0, night=3)  # the proofs at dusk answer every question of the last seat
def test_questions_after_a_costly_one_read_every_world_once(seed: int, night: int) -> None:
    """Questions on one partial night, the walk kept after the first: every world's answers."""
    history = shortcuts._partial_night(seed, night)
    lazy = _ask_every_position(history, stop=math.inf)  # every walk goes to its end
    # Some seat's walk was kept; not always the last seat's: a seat whose every question the
    # proofs at dusk answer (early_due.py) walks nothing to keep.
    assert any(
        lazy._remembered(replace(history, track=frozenset((seat,)))) is not None
        for seat in range(history.n)
    )


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_questions_after_a_costly_one_stopping_their_walk_answer_as_every_world(
    seed: int, night: int
) -> None:
    """Questions on one partial night whose walks after a costly one stop: every world's
    answers."""
    _ask_every_position(shortcuts._partial_night(seed, night), stop=WALK_ONCE_STOP)


def test_a_walk_after_a_costly_question_stops_once_it_costs_more() -> None:
    """A walk of every world after a costly question, its answer found, stops at that
    question's cost and keeps nothing."""
    history = replace(shortcuts._partial_night(0, 2), track=frozenset((0,)))
    walked = LazySolver()
    list(walked.leaves(history))
    lazy = LazySolver()
    lazy.walk_once_after = 1  # the first world's steps make the first question costly
    assert lazy.exists(history, "first", lambda leaf: True)
    first = lazy._work
    assert lazy.exists(history, "second", lambda leaf: True)
    assert lazy._remembered(history) is None
    assert lazy._work - first < walked._work


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_wakes_after_resumed_from_a_paused_walk_answer_as_a_fresh_walk(
    seed: int, night: int
) -> None:
    """ "Wakes after" asked position after position of one partial night, each walk resumed
    from the last witness: the answer of a fresh walk, a wake some world makes."""
    history = shortcuts._partial_night(seed, night)
    lazy, oracle = LazySolver(), ExplicitOracle()
    for seat in range(history.n):
        tracked = replace(history, track=frozenset((seat,)))
        lasts = {
            max((p for p, _ in leaf.woke[seat]), default=-1) for leaf in oracle.leaves(tracked)
        }
        for position in range(-1, 15):
            found = lazy.wake_after(tracked, seat, position)
            assert found == ExplicitSolver.wake_after(LazySolver(), tracked, seat, position)
            assert found is None if max(lasts) <= position else found in lasts, position


def test_a_later_wakes_after_goes_on_from_the_witness_before() -> None:
    """A "wakes after" question about a position at or after the wake found by the one
    before costs fewer steps than asking it alone: it goes on from that witness, skipping
    what a walk from its own position skips."""
    history = shortcuts._partial_night(0, 2)
    for seat in range(history.n):
        tracked = replace(history, track=frozenset((seat,)))
        lazy = LazySolver()
        found = lazy.wake_after(tracked, seat, -1)
        if found is None:
            continue
        before = lazy._work
        lazy.wake_after(tracked, seat, found)
        alone = LazySolver()
        alone.wake_after(tracked, seat, found)
        assert lazy._work - before < alone._work
        return
    raise AssertionError("no seat wakes in any world")


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_the_last_wake_read_off_a_kept_walk_is_every_worlds_last(seed: int, night: int) -> None:
    """Once every world is kept, a seat's last wake of the night is the latest in any world."""
    history = shortcuts._partial_night(seed, night)
    lazy, oracle = LazySolver(), ExplicitOracle()
    for seat in range(history.n):
        tracked = replace(history, track=frozenset((seat,)))
        assert lazy.latest_wake(tracked, seat) is None  # not walked yet
        list(lazy.leaves(tracked))
        woke = [pos for leaf in oracle.leaves(tracked) for pos, _ in leaf.woke[seat]]
        assert lazy.latest_wake(tracked, seat) == max(woke, default=-1)


class _Asking(LazySolver):
    """A lazy solver noting the histories whose last wake it told and every "wakes after"
    question asked of one of them afterwards."""

    def __init__(self, walk_once_after: int) -> None:
        super().__init__()
        self.walk_once_after = walk_once_after
        self.walk_once_stop = math.inf  # a walk after a costly question goes to its end
        self.told: set[History] = set()
        self.asked_again: list[object] = []

    def latest_wake(self, history: History, seat: Seat) -> int | None:
        found = super().latest_wake(history, seat)
        if found is not None:
            self.told.add(history)
        return found

    def wake_after(self, history: History, seat: Seat, position: int) -> int | None:
        if history in self.told:
            self.asked_again.append((seat, position))
        return super().wake_after(history, seat, position)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_due_points_read_off_a_kept_walk_change_no_answer(seed: int) -> None:
    """A game whose due points read the last wake off kept walks plays as one that walks."""
    reading = _Asking(walk_once_after=1)  # every question after a witness keeps its walk
    walking = _Asking(walk_once_after=10**9)
    assert oracle_games._drive(seed, reading, 5, nights=3) == oracle_games._drive(
        seed, walking, 5, nights=3
    )


def test_a_due_point_after_a_kept_walk_asks_the_solver_nothing() -> None:
    """The resolution reads a dont_wake's later due points off the last kept walk."""
    solver = _Asking(walk_once_after=1)
    oracle_games._drive(0, solver, 5, nights=3)
    assert solver.told
    assert not solver.asked_again


class _Witnessing(LazySolver):
    """A lazy solver noting every "wakes after" answer per history and seat, and each
    question asked of a history at a position before a later wake it already told."""

    def __init__(self) -> None:
        super().__init__()
        self.told: dict[tuple[History, Seat], int] = {}
        self.asked_before_a_told_wake: list[tuple[Seat, int]] = []

    def wake_after(self, history: History, seat: Seat, position: int) -> int | None:
        if position < self.told.get((history, seat), -1):
            self.asked_before_a_told_wake.append((seat, position))
        found = super().wake_after(history, seat, position)
        if found is not None:
            self.told[(history, seat)] = max(found, self.told.get((history, seat), -1))
        return found


def test_a_due_point_before_a_wake_already_found_asks_the_solver_nothing() -> None:
    """The resolution reads the due points before a later wake found in some world off it."""
    solver = _Witnessing()
    oracle_games._drive(9, solver, 5, nights=3)
    assert any(later > 0 for later in solver.told.values())
    assert not solver.asked_before_a_told_wake


class _Blunt(LazySolver):
    """A lazy solver that tells no more than whether the seat wakes later: every due point
    is asked."""

    def wake_after(self, history: History, seat: Seat, position: int) -> int | None:
        found = super().wake_after(history, seat, position)
        return None if found is None else position + 1


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
@example(seed=9)
def test_due_points_read_off_a_later_wake_change_no_answer(seed: int) -> None:
    """A game whose due points read a later wake found plays as one asking each position."""
    assert oracle_games._drive(seed, LazySolver(), 5, nights=3) == oracle_games._drive(
        seed, _Blunt(), 5, nights=3
    )


class _Restricting(LazySolver):
    """A lazy solver noting the worlds at dusk each walk was limited to."""

    def __init__(self) -> None:
        super().__init__()
        self.limited: list[frozenset[int]] = []

    def _waking_starts(self, history: History, seat: Seat, position: int) -> frozenset[int] | None:
        found = super()._waking_starts(history, seat, position)
        if found is not None:
            self.limited.append(found)
        return found


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
@example(seed=0, night=2)
def test_a_later_wake_asked_after_an_earlier_walk_is_every_worlds(seed: int, night: int) -> None:
    """After a walk of every world of a night with fewer entries, a seat's later wakes are
    looked for only from the worlds at dusk where that walk found one, as in every world."""
    history = shortcuts._partial_night(seed, night)
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    fewer = replace(history, phases=(*history.phases[:-1], replace(plan, entries=plan.entries[1:])))
    lazy, oracle = _Restricting(), ExplicitOracle()
    for seat in range(history.n):
        tracked = replace(history, track=frozenset((seat,)))
        list(lazy.leaves(replace(fewer, track=frozenset((seat,)))))
        woke = [pos for leaf in oracle.leaves(tracked) for pos, _ in leaf.woke[seat]]
        for position in range(-1, 15):
            found = lazy.wake_after(tracked, seat, position)
            if found is None:
                assert all(pos <= position for pos in woke), (seat, position)
            else:
                assert position < found <= max(woke), (seat, position)
    assert lazy.limited or not plan.entries
