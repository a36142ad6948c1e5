"""More seats whose entries wake as one character than it may have instances tonight
(``early.instances``): a "running" question's walk skips every world at dusk where that is
so (``early_due.dusk_proof``), and every walk holding the entries has ended by the
character's slot (``early_due.ended_by``), with the answers of every world's walk.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.characters import REGISTRY
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early_due import ended_by
from engine.clocktower.explicit_solver import ExplicitSolver
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import Info, Wake
from engine.clocktower.world import History, Leaf, NightPlan, night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_due as due_tests
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_marks_oracle as marks
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(armers.SOLE_BARBER, *marks.SCRIPTS_UNDER_TEST.values())


def _running(
    history: History, seat: int, entry: ClauseEntry, game: ClocktowerGame
) -> tuple[History, tuple[int, int, int]]:
    """``history`` with ``seat``'s ``entry`` and the key of its "running" question."""
    return history.with_entry(game.number, seat, entry), (
        game.number,
        0,
        game._entry_point(entry, seat),
    )


def _open(solver: LazySolver, history: History, key: tuple[int, int, int]) -> int:
    """How many worlds at dusk the "running" question at ``key`` must walk."""
    dusks = solver._at_dusk(history)
    groups = solver._open_groups(history, ("running", key))
    assert dusks is not None and groups is not None
    return sum(index in groups for index in range(len(dusks)))


def test_two_seats_waking_as_the_one_empath_are_walked_in_no_world() -> None:
    """With @1 the only Empath and its reading in, @3's `wake empath` (possible alone, by
    the Barber's swap) is walked in no world at dusk, and no world holds both."""
    game = armers._night2()
    reading = ClauseEntry((Wake("empath", info=Info("number", 1)),))
    history = game.history.with_entry(game.number, 0, reading)
    alone, _ = _running(game.history, 2, reading, game)
    assert not game.solver.refused_early(alone, 2, reading, game._entry_point(reading, 2))
    trial, key = _running(history, 2, reading, game)
    solver = LazySolver()
    assert _open(solver, trial, key) == 0

    def running(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended >= key

    assert not solver.exists(trial, ("running", key), running)
    assert not ExplicitSolver().exists(trial, ("running", key), running)


def _held_alone(game: ClocktowerGame, history: History, seat: int, wakes: list[Wake]) -> list[Wake]:
    """Those of ``wakes`` (a sample) that some world holds as ``seat``'s entry alone."""
    solver = ExplicitSolver()
    return [
        w
        for w in wakes
        if solver.possible(history.with_entry(game.number, seat, ClauseEntry((w,))))
    ]


def test_two_seats_waking_as_the_one_empath_end_every_walk_by_its_slot() -> None:
    """With @1's and @3's Empath readings in and one Empath at most, every world at dusk is
    proved to have ended by the Empath's slot, and no walked world runs at dawn."""
    game = armers._night2()
    reading = ClauseEntry((Wake("empath", info=Info("number", 1)),))
    history = game.history.with_entry(game.number, 0, reading)
    history = history.with_entry(game.number, 2, reading)
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    slot = [m.id for m in night_order(game.script, game.number)].index("empath")
    dusks = LazySolver()._at_dusk(history)
    assert dusks
    assert all(ended_by(night, ahead, plan) == slot for night, ahead in dusks)
    assert not ExplicitSolver().exists(history, ("dawn",), lambda leaf: leaf.ended is None)


def _crowded_walks_agree(game: ClocktowerGame, history: History, rng: random.Random) -> int:
    """Check "running" of pairs of seats without an entry whose readings of one character
    with no effect (the proof's case) some world holds each alone, against the walk of
    every world; how many pairs there were."""
    entries = dict(history.phases[-1].entries)  # type: ignore[union-attr]
    free = [seat for seat in range(game.n) if seat not in entries]
    asked = 0
    for _ in range(4):
        if len(free) < 2:
            return asked
        first, second = rng.sample(free, 2)
        quiet = [w for w in all_wakes(game, first) if not REGISTRY[w.character].has_effect]
        held = _held_alone(game, history, first, quiet)
        if not held:
            continue
        wake = rng.choice(held)
        same = [w for w in all_wakes(game, second) if w.character == wake.character]
        others = _held_alone(game, history, second, same)
        if not others:
            continue
        both = history.with_entry(game.number, first, ClauseEntry((wake,)))
        trial, key = _running(both, second, ClauseEntry((rng.choice(others),)), game)

        def running(leaf: Leaf, key: tuple[int, int, int] = key) -> bool:
            return leaf.ended is None or leaf.ended >= key

        skipped = LazySolver().exists(trial, ("running", key), running)
        assert skipped == ExplicitSolver().exists(trial, ("running", key), running), key
        # the proofs reading every walk ended by a slot (early_due.ended_by): a silent
        # seat alive at dawn unwoken, or waking after a position
        due_tests._proofs_agree(game, trial)
        early_games._wake_proofs_agree(game, trial)
        asked += 1
    return asked


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_mini_uncertainty_crowded_walks_are_the_walks(seed: int, night: int) -> None:
    """On a random partial night of mini_uncertainty, two more seats' readings of one
    character answer "running" as the walk of every world."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, night)
    history = shortcuts._random_entries(rng, game, game.solver)
    _crowded_walks_agree(game, history, rng)


@shortcuts.SLOW
@given(
    seed=st.integers(min_value=0, max_value=10**6),
    play=st.sampled_from(early_games.MARKS_NIGHTS),
)
def test_reduced_script_crowded_walks_are_the_walks(seed: int, play: tuple[str, int]) -> None:
    """On a random partial night of a reduced script with gains, eating and pretends, two
    more seats' readings of one character answer "running" as the walk of every world."""
    # about half the games end or stall before the night: the next seeds stand in
    game = next(filter(None, (early_games._marks_night(*play, seed + k) for k in range(20))))
    rng = random.Random(seed)
    history = shortcuts._random_entries(rng, game, game.solver)
    _crowded_walks_agree(game, history, rng)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_sole_barber_crowded_walks_are_the_walks(seed: int) -> None:
    """On a random partial Night 2 with a sole Barber (a swap may hand a Night-1 reader's
    character on), two more seats' readings of one character answer "running" as the walk
    of every world."""
    rng = random.Random(seed)
    game = armers._night2()
    history = shortcuts._random_entries(rng, game, game.solver)
    _crowded_walks_agree(game, history, rng)
