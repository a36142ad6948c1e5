"""A walk's slot goes on with a split's only part instead of restarting on it.

A split whose every part but one holds no initial world (a holder's Drunk half when no
composition leaves room for a Drunk, the holders of a waking character) made the walk restart
the slot on that one part. While the slot has one branch, it now stands on that part at once
(``ExplicitNight._split``), and a later split restarts from the slot's start on it. The walk
must find the same worlds, in the same order, with the same witnesses: these tests compare it
with the old walk (``LazySolver.in_place`` off) on random games, the enumeration oracle being
``test_script2_lazy``'s and ``test_script2_oracle``'s.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Container, Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.clocktower.explicit import ExplicitNight, state_key, walk
from engine.clocktower.lazy import Completer, LazySetup, Split, root
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import MINI_UNCERTAINTY, UNCERTAINTY_PRINCIPLE
from engine.clocktower.setups import SetupFacts
from engine.clocktower.world import History
from tests.engine.clocktower import test_script2_oracle as oracle_games
from tests.engine.clocktower import test_script2_search as search_games

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "2"))
SLOW = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])


class _Recording(LazySolver):
    """A lazy solver that keeps every world its walks yield (state key and witness, in
    order) and counts its refinements."""

    def __init__(self, in_place: bool) -> None:
        super().__init__()
        self.in_place = in_place
        self.seen: list[object] = []
        self.refined = [0]

    def _lazy(
        self,
        history: History,
        starts: Container[int] | None = None,
        note: Callable[[int, ExplicitNight], None] | None = None,
    ) -> Iterator[ExplicitNight]:
        completer = self.completer(history)
        for world in super()._lazy(history, starts, note):
            assert isinstance(world.world, LazySetup)
            self.seen.append((state_key(world), completer.witness(world.world)))
            yield world

    def _refiner(self, completer: Completer) -> Callable[[ExplicitNight, Exception], list[Any]]:
        refine = super()._refiner(completer)
        refined = self.refined

        def counted(night: ExplicitNight, split: Exception) -> list[ExplicitNight]:
            refined[0] += 1
            parts = refine(night, split)
            for part in parts:
                part.refiner = counted
            return parts

        return counted


def _whole(seed: int, in_place: bool) -> tuple[list[object], _Recording]:
    solver = _Recording(in_place)
    return search_games._drive(seed, solver, UNCERTAINTY_PRINCIPLE.id), solver


@SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
@example(seed=2)
def test_whole_script_games_walk_the_same_worlds_as_the_old_walk(seed: int) -> None:
    """The whole script at five: the same transcript, and every walk's worlds and witnesses
    in the same order, as when every split restarts its slot."""
    taken, solver = _whole(seed, in_place=True)
    old, old_solver = _whole(seed, in_place=False)
    assert taken == old
    assert solver.seen == old_solver.seen


@SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), players=st.sampled_from((5, 6)))
def test_mini_games_walk_the_same_worlds_as_the_old_walk(seed: int, players: int) -> None:
    """mini_uncertainty at five and six: the same transcript, worlds and witnesses."""
    solver, old_solver = _Recording(in_place=True), _Recording(in_place=False)
    assert oracle_games._drive(seed, solver, players) == oracle_games._drive(
        seed, old_solver, players
    )
    assert solver.seen == old_solver.seen


def test_a_game_refines_less_when_only_parts_are_taken_at_once() -> None:
    """Seed 2's whole-script game at five (no composition has room for a Drunk): fewer
    refinements than the old walk, the same worlds."""
    _, solver = _whole(2, in_place=True)
    _, old_solver = _whole(2, in_place=False)
    assert solver.seen == old_solver.seen
    assert solver.refined[0] < old_solver.refined[0]


FACTS = SetupFacts(5, frozenset((3, 4)), demon=4, learned={"damsel": False})


def _night(solo: bool) -> ExplicitNight:
    """Night 1 of the whole script at five, seat 0 narrowed to the Empath or its Drunk (the
    others to neither) and the Minion to the Poisoner: without the Baron no composition at
    five has an Outsider."""
    setup = root(UNCERTAINTY_PRINCIPLE, FACTS)
    assert setup is not None
    empath = frozenset(("empath", "drunk(empath)"))
    cands = [c - empath for c in setup.cands]  # as the holders' split of the Empath leaves it
    cands[0] = empath
    cands[3] = frozenset(("poisoner",))
    night = ExplicitNight(UNCERTAINTY_PRINCIPLE, LazySetup(tuple(cands)), FACTS.evil)
    solver = LazySolver()
    completer = Completer(UNCERTAINTY_PRINCIPLE, FACTS)
    night.refiner = solver._refiner(completer)
    night.only_part = solver._only_part(completer)
    night.solo = solo
    return night


def test_a_lone_branch_stands_on_the_sober_part_at_once() -> None:
    """Asked whether an Empath-or-its-Drunk seat is drunk, a slot's only branch answers no
    and stands on the Empath alone, raising no split."""
    night = _night(solo=True)
    assert not night.is_drunk(0)
    assert isinstance(night.world, LazySetup)
    assert night.world.cands[0] == frozenset(("empath",))
    assert night.current[0] == "empath"


def test_a_forked_branch_still_raises_the_split() -> None:
    """Once the slot has forked (a copy), the same question raises the split for the
    restart."""
    night = _night(solo=True)
    night.__deepcopy__({})
    with pytest.raises(Split):
        night.is_drunk(0)


def test_a_part_that_changes_what_a_seat_believes_still_raises() -> None:
    """Once the slot has read the world, a part that would take the Empath from another
    seat's candidates is left to the restart: an earlier reading may have seen it."""
    night = _night(solo=True)
    assert isinstance(night.world, LazySetup)
    cands = list(night.world.cands)
    cands[1] = cands[1] | {"empath"}
    night.world = LazySetup(tuple(cands))
    with pytest.raises(Split):
        night.is_drunk(0)


def _free_night(in_place: bool) -> tuple[int, list[object]]:
    """mini_uncertainty's Night 1 at five over every initial world, every seat free (each
    wake forks its branch): the refinements made and the worlds found, in order."""
    completer = Completer(MINI_UNCERTAINTY, FACTS)
    setup = root(MINI_UNCERTAINTY, FACTS)
    assert setup is not None
    solver = LazySolver()
    refine = solver._refiner(completer)
    made = [0]

    def counted(night: ExplicitNight, split: Exception) -> list[ExplicitNight]:
        made[0] += 1
        parts = refine(night, split)
        for part in parts:
            part.refiner = counted
        return parts

    night = ExplicitNight(MINI_UNCERTAINTY, setup, FACTS.evil)
    night.refiner = counted
    if in_place:
        night.only_part = solver._only_part(completer)
    found: list[object] = []
    for world in walk(night, {}, keep_ended=True, free=frozenset(range(5))):
        assert isinstance(world.world, LazySetup)
        found.append((state_key(world), completer.witness(world.world)))
    return made[0], found


def test_a_free_seat_is_asked_whether_drunk_before_its_branch_forks() -> None:
    """A night of free seats: the Drunk half of a waking seat is found empty on the lone
    branch before its wake forks it (365 refinements to 221), the same worlds in order."""
    made, found = _free_night(in_place=True)
    old_made, old_found = _free_night(in_place=False)
    assert found == old_found
    assert made < old_made
