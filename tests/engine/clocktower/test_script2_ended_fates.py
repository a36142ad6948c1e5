"""A commit point whose night ends every world reads the fates off branches stopped at their
end (``LazySolver._ended_fates``): when every world at dusk is proved to end by some slot
tonight (``early_due.ended_by``), the slots after a world's end would only split its lazy
seats into more worlds of the same deaths, end and winner, so they are not walked. A world
at dusk proved to end with good winning and none alive but seats already alive in a fate
found (``early.alive_at_good_end``) is not walked at all. The fates are then each one once,
some of the walk's set, and read as the walk's set by the commit point (the seats alive in
none, whether every world ended, whether good won every one).

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, lazy_solver
from engine.clocktower.characters.lleech import Lleech
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import alive_at_good_end, may_end
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.search import Fate
from engine.clocktower.text import Wake
from engine.clocktower.world import History
from engine.core.family import Actor
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_ended as ended
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_search as search_games
from tests.engine.clocktower.helpers import known_scripts

_scripts = ended._scripts  # the reduced scripts, known to the game while this module runs

SOBER_HOST = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("mathematician", "empath", "lycanthrope", "fool", "devils_advocate", "lleech"),
    "mini_sober_host",
    "Mini Sober Host (test script)",
)
"""HOST without its Poisoner: no droisoner may reach the Lleech, which dies by night only
with its host."""


_sober_host = known_scripts(SOBER_HOST)


def _sober_host_night2() -> ClocktowerGame:
    """SOBER_HOST's Night 2: the Lleech @4, its host @1, the Lycanthrope @2 or @3."""
    game = early_games._table(
        SOBER_HOST.id,
        {
            1: "wake empath learn 0",
            2: "dont_wake",
            3: "dont_wake",
            4: "setup demon @4\nwake lleech choose @1",
            5: "setup demon @4\nwake devils_advocate choose @2",
        },
    )
    game.play("end_day", Actor.STORYTELLER)
    return game


def _walked(history: History) -> set[Fate]:
    """The fates of every world of ``history``, by the enumeration oracle."""
    return {
        Fate(leaf.alive, leaf.ended, leaf.winner) for leaf in ExplicitOracle().all_leaves(history)
    }


def _read(fates: list[Fate] | set[Fate]) -> tuple[tuple[bool, ...], bool, bool]:
    """What the commit point reads of ``fates`` (``ClocktowerGame._commit_point``): per
    seat whether it is alive in some fate, whether every one ended, whether good won every
    one (each with some fate)."""
    n = len(next(iter(fates)).alive) if fates else 0
    return (
        tuple(any(f.alive[s] for f in fates) for s in range(n)),
        bool(fates) and all(f.ended is not None for f in fates),
        bool(fates) and all(f.winner == "good" for f in fates),
    )


def _agree(history: History) -> None:
    """The lazy solver's fates of ``history`` are some of the walk's, read alike (each once
    when every world at dusk is proved to end tonight); each world at dusk proved to end by
    a slot no death by which may end the game has no walk; and each world at dusk proved
    to end with good winning does so in every walk, with none alive but the seats the proof
    leaves."""
    solver = LazySolver()
    fates, walked = solver.fates(history), _walked(history)
    assert set(fates) <= walked
    assert _read(fates) == _read(walked)
    ends = solver._ends_tonight(history)
    dusks = solver._at_dusk(history)
    if ends is None or dusks is None:
        return  # a night that may run to dawn: every world's fate
    assert len(fates) == len(set(fates))
    before = replace(history, phases=history.phases[:-1], track=frozenset())
    running = [i for i, w in enumerate(solver._starts(before)) if w.winner is None]
    proved = dict(zip(running, zip(dusks, ends, strict=True), strict=True))
    for index, (_, branches) in enumerate(solver._groups(history)):
        if index not in proved:
            continue
        (night, ahead), last = proved[index]
        if not may_end(night, ahead, 0, last):
            assert not list(branches())
            continue
        spared = alive_at_good_end(night, ahead, last)
        if spared is None:
            continue
        for world in branches():
            assert world.winner == "good"
            assert {s for s, living in enumerate(world.alive) if living} <= spared


def _skips_and_reads_as_the_walk(history: History, without_proof: Callable[[], None]) -> None:
    """Commit ``history``'s fates with the proof and, after ``without_proof`` disables it,
    on a second solver: the proof does less work, and its fates read as the full walk's."""
    skipping, walking = LazySolver(), LazySolver()
    skipping._at_dusk(history)
    walking._at_dusk(history)
    before, walking_before = skipping._work, walking._work
    fates = skipping.fates(history)
    without_proof()
    every = walking.fates(history)
    assert skipping._work - before < walking._work - walking_before
    assert set(fates) <= set(every) == _walked(history)
    assert _read(fates) == _read(every)


def test_a_world_at_dusk_that_can_change_nothing_the_commit_reads_is_not_walked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On VORTOX's Night 2 with @1's `wake vortox` and the Vortox's `wake vortox choose @4`
    (every world ends at the Vortox's slot, the Vortox dead), the second world at dusk is
    proved to end with good winning and no seat alive that the first's fates leave dead, so
    its branches are not walked; the fates read as the walk's."""
    history = ended._both_vortox_entries()
    _skips_and_reads_as_the_walk(
        history,
        lambda: monkeypatch.setattr(
            lazy_solver, "alive_at_good_end", lambda night, ahead, last: None
        ),
    )


def _mayor_or_monk() -> History:
    """mini_uncertainty's Night 2 (the Lleech @4, its host @1; @2 or @3 may be the Mayor)
    with @1's `wake lleech choose @5`, @2's `wake monk choose @4` and the Lleech's `wake
    lleech choose @1`: where @2 is the Monk every world ends at the Lleech's slot, the host
    and the Lleech dead; where @2 is the Mayor (the first world at dusk) no walk holds @2's
    entry, which must end the game by the Monk's slot, before anyone may die."""
    history = search_games._night2(ExplicitSolver()).history
    for seat, clause in (
        (0, Wake("lleech", (4,))),
        (1, Wake("monk", (3,))),
        (3, Wake("lleech", (0,))),
    ):
        history = history.with_entry(2, seat, ClauseEntry((clause,)))
    return history


def test_a_world_at_dusk_that_cannot_end_by_the_slot_it_must_end_by_is_not_walked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On mini_uncertainty's Night 2 with @2's `wake monk` that only an ended game escapes,
    the first world at dusk (@2 the Mayor: nobody may die by the Monk's slot) has no walk
    and is not walked; the fates read as the walk's."""
    history = _mayor_or_monk()
    walked: list[ExplicitNight] = []
    night_of = lazy_solver._night_of

    def counted(world: ExplicitNight, *args: Any) -> Iterator[ExplicitNight]:
        walked.append(world)
        return night_of(world, *args)

    monkeypatch.setattr(lazy_solver, "_night_of", counted)
    counts = []
    for proof in (True, False):
        if not proof:
            monkeypatch.setattr(lazy_solver, "may_end", lambda *args: True)
        solver = LazySolver()
        solver._at_dusk(history)
        walked.clear()
        fates = solver.fates(history)
        counts.append(len(walked))
        assert set(fates) <= _walked(history)
        assert _read(fates) == _read(_walked(history))
    assert counts == [2, 3]


def test_the_world_that_cannot_end_by_its_slot_is_proved_and_has_no_walk() -> None:
    """On that night the first world at dusk (@2 the Mayor) is proved unable to end by the
    Monk's slot and the two others may end by the Lleech's, as every walk agrees
    (:func:`_agree`: the first grows no branch)."""
    history = _mayor_or_monk()
    solver = LazySolver()
    dusks, ends = solver._at_dusk(history), solver._ends_tonight(history)
    assert dusks and ends is not None
    pairs = zip(dusks, ends, strict=True)
    assert [may_end(night, ahead, 0, last) for (night, ahead), last in pairs] == [
        False,
        True,
        True,
    ]
    _agree(history)


def test_a_lleech_dead_at_a_good_end_takes_its_host_so_the_next_world_is_not_walked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On SOBER_HOST's Night 2 with the Lleech's `wake lycanthrope choose @1` (every world
    ends at the Lycanthrope's slot), the proof leaves the host @1 dead with the sober
    Lleech, so the second world at dusk adds nothing and is not walked; the fates read as
    the walk's."""
    history = _sober_host_night2().history.with_entry(
        2, 3, ClauseEntry((Wake("lycanthrope", (0,)),))
    )
    _skips_and_reads_as_the_walk(
        history,
        lambda: monkeypatch.setattr(
            Lleech, "explicit_lives_while", lambda self, night, holder: None
        ),
    )


def test_a_sober_lleech_dead_at_a_good_end_is_proved_to_take_its_host() -> None:
    """On SOBER_HOST's Night 2 with the Lleech's `wake lycanthrope choose @1`, every world
    at dusk is proved to end with good winning and @1 (the host) dead beside the Lleech
    @4, as every walk agrees (:func:`_agree`)."""
    history = _sober_host_night2().history.with_entry(
        2, 3, ClauseEntry((Wake("lycanthrope", (0,)),))
    )
    solver = LazySolver()
    dusks, ends = solver._at_dusk(history), solver._ends_tonight(history)
    assert dusks and ends is not None
    for (night, ahead), last in zip(dusks, ends, strict=True):
        assert alive_at_good_end(night, ahead, last) == {1, 2, 4}
    _agree(history)


def test_a_night_that_ends_every_world_is_not_walked_past_the_ends() -> None:
    """On HOST's Night 2 with the Lleech's `wake lycanthrope` in (every world ends at the
    Lycanthrope's slot), the fates take fewer branch steps than the worlds, keep no world,
    and are each once the fates of every world."""
    history = ended._hosts_end()
    fated, full = LazySolver(), LazySolver()
    fated._at_dusk(history)  # the nights before tonight, walked once by each
    full._at_dusk(history)
    before, full_before = fated._work, full._work
    fates = fated.fates(history)
    worlds = full.worlds(history)
    assert fated._work - before < full._work - full_before
    assert fated._remembered(history) is None
    assert len(fates) == len(set(fates)) < len(worlds)
    assert set(fates) == {Fate(tuple(w.alive), w.ended_at, w.winner) for w in worlds}
    assert set(fates) == _walked(history)
    _agree(history)


def test_a_night_that_may_run_to_dawn_reads_its_worlds() -> None:
    """Without such an entry (a world may run to dawn), the fates are the kept worlds'."""
    history = early_games._host_night2().history
    solver = LazySolver()
    fates = solver.fates(history)
    assert solver._remembered(history) is not None
    assert set(fates) == _walked(history)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_mini_uncertainty_ended_fates_are_the_walks(seed: int, night: int) -> None:
    """On a random partial night of mini_uncertainty with entries that hold only where the
    game ends first, the fates are some of the walk's, read as the walk's, and each world
    at dusk proved to end with good winning does so (:func:`_agree`)."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, night)
    _agree(ended._unwakeable(game, shortcuts._random_entries(rng, game, game.solver), rng))


@shortcuts.SLOW
@given(
    seed=st.integers(min_value=0, max_value=10**6),
    play=st.sampled_from(early_games.MARKS_NIGHTS),
)
def test_reduced_script_ended_fates_are_the_walks(seed: int, play: tuple[str, int]) -> None:
    """On a random partial night of a reduced script with gains, eating and pretends, with
    entries that hold only where the game ends first, the fates agree with the walk's
    (:func:`_agree`)."""
    game = next(filter(None, (early_games._marks_night(*play, seed + k) for k in range(20))))
    rng = random.Random(seed)
    _agree(ended._unwakeable(game, shortcuts._random_entries(rng, game, game.solver), rng))


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_vortox_ended_fates_are_the_walks(seed: int) -> None:
    """On VORTOX's Night 2 with random entries that hold only where the game ends first,
    the fates agree with the walk's (:func:`_agree`)."""
    game = ended._vortox_night2()
    rng = random.Random(seed)
    _agree(ended._unwakeable(game, shortcuts._random_entries(rng, game, game.solver), rng))


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), sober=st.booleans())
def test_lleech_host_ended_fates_are_the_walks(seed: int, sober: bool) -> None:
    """On SOBER_HOST's Night 2 (the Lleech dies only with its host) or HOST's (a Poisoner
    may reach the Lleech) with random entries that hold only where the game ends first, the
    fates agree with the walk's (:func:`_agree`)."""
    game = _sober_host_night2() if sober else early_games._host_night2()
    rng = random.Random(seed)
    _agree(ended._unwakeable(game, shortcuts._random_entries(rng, game, game.solver), rng))
