"""A Lycanthrope's committed entry tells the proofs at dusk where its attack aims
(``Lycanthrope.explicit_strikes_chosen``): its slot's deaths, read knowing the entries
(``early_due.with_entries``), are its choice's (and the deaths that follow it), and none when
the choice is evil (``early.SlotReading`` keeps only the seats ``explicit_strikes`` answers).
On HOST's Night 2 (the Lleech @4 on its host @1, a Lycanthrope possibly @2 or @3), checked
against the walk of every world.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import DontWake, Wake
from engine.clocktower.world import History, Leaf, night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower.helpers import WalksWithout, known_scripts, slot_deaths

_scripts = known_scripts(early_games.HOST)


def _attack(seat: int, target: int) -> History:
    """HOST's Night 2 with ``seat``'s `wake lycanthrope choose` ``target`` (0-based)."""
    game = early_games._host_night2()
    entry = ClauseEntry((Wake("lycanthrope", (target,)),))
    return game.history.with_entry(2, seat, entry)


def test_a_lycanthropes_entry_aims_its_slots_deaths_at_its_choice() -> None:
    """With @2's `wake lycanthrope choose @3`, the world at dusk where @2 may be the
    Lycanthrope may see only @3 die at its slot, one death at most (every good seat, two at
    most, when the entry did not tell the aim)."""
    (deaths,) = slot_deaths(_attack(1, 2), "lycanthrope")[0]
    assert deaths.dying == frozenset((2,))
    assert deaths.most == 1


def test_a_lycanthrope_choosing_an_evil_seat_kills_no_one_at_its_slot() -> None:
    """With @2's `wake lycanthrope choose @4` (the Lleech, evil), no one may die at the
    Lycanthrope's slot in the world at dusk where @2 may be it: an evil choice registers
    evil and is not attacked."""
    assert slot_deaths(_attack(1, 3), "lycanthrope")[0] == []


def test_a_forced_wake_after_the_slot_walks_only_the_world_where_it_may_die() -> None:
    """The Lleech's (@4) forced wake with @2's `wake lycanthrope choose @3` in walks one of
    the two worlds at dusk (the one where @3 may be the Lycanthrope instead), and answers as
    every world does."""
    history = replace(_attack(1, 2), track=frozenset((3,)))
    solver = WalksWithout()
    assert solver.forced_wake(history, 3) == ExplicitOracle().forced_wake(history, 3)
    assert solver.walked == 1
    assert solver.groups == [1]


@pytest.mark.parametrize("seat", [1, 2])
def test_each_lycanthrope_entrys_answers_are_the_walks(seat: int) -> None:
    """For each choice of a `wake lycanthrope` from @2 or @3: whether it is possible, every
    seat's forced wake and kind, and every other seat's `dont_wake` refused at dusk only
    where no walked world holds it running at dawn, as the walk of every world says."""
    dawn = (2, 0, len(night_order(early_games.HOST, 2)))

    def running(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended >= dawn

    for target in range(5):
        history = _attack(seat, target)
        oracle = ExplicitOracle()
        possible = oracle.possible(history)
        assert LazySolver().possible(history) == possible, target
        if not possible:
            continue
        for other in range(history.n):
            tracked = replace(history, track=frozenset((other,)))
            assert LazySolver().forced_wake(tracked, other) == oracle.forced_wake(tracked, other)
            assert LazySolver().forced_kind(tracked, other) == oracle.forced_kind(tracked, other)
            if other == seat:
                continue
            trial = history.with_entry(2, other, DontWake())
            if LazySolver().refused_early(trial, other, DontWake(), dawn[2]):
                assert not oracle.exists(trial, ("running", dawn), running), (target, other)


def test_a_dont_wakes_seat_waking_on_the_entries_deaths_is_proved_at_dusk() -> None:
    """With @3's `wake lycanthrope choose @2` and the Lleech's (@4) `dont_wake` in, the
    "running" question at the night's first slot rules out the world at dusk where @3 may
    be the Lycanthrope: on the entries' deaths the Lleech wakes in every walk before any may
    end. Its answer is the walk's."""
    history = _attack(2, 1).with_entry(2, 3, DontWake())
    key = (2, 0, 0)
    solver = LazySolver()
    groups = solver._open_groups(history, ("running", key))
    assert groups is not None
    assert [index in groups for index in range(2)] == [True, False]

    def running(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended >= key

    question = ("running", key)
    assert solver.exists(history, question, running) == ExplicitOracle().exists(
        history, question, running
    )
