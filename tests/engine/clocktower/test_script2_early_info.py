"""The information learned, read at dusk (``early_info``): who may have died before a slot
(``gone_before``) holds every walk's deaths, and a reading no walk gives (the Empath's
number) makes a "running" question skip the world, with the answers of every world's walk.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import copy
import random

from hypothesis import assume, given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.characters import REGISTRY
from engine.clocktower.characters.base import Character
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import may_end
from engine.clocktower.early_info import gone_before, unlearnable
from engine.clocktower.explicit import clause_deadline
from engine.clocktower.explicit_solver import ExplicitSolver, run_night
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.text import Info, Wake
from engine.clocktower.world import History, Leaf, NightPlan, night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_marks_oracle as marks
from tests.engine.clocktower import test_script2_oracle as oracle_games
from tests.engine.clocktower.helpers import five_of_script2, known_scripts

ST = oracle_games.ST

SWAP_READING = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("clockmaker", "empath", "mathematician", "barber", "mastermind", "lleech"),
    "mini_early_swap_reading",
    "Mini Early Swap Reading (test script)",
)
"""The sole Barber and a Lleech whose kill is the night's only one: no droisoner reaches a
seat but the Lleech's host."""

KILLERS = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("empath", "lycanthrope", "gambler", "mathematician", "barber", "mastermind", "lleech"),
    "mini_early_killers",
    "Mini Early Killers (test script)",
)
"""The Gambler's self-kill, the Lycanthrope's kill that blocks the Demon's and the faux paw,
the Barber's swap and the Lleech with its host."""


_scripts = known_scripts(
    SWAP_READING, KILLERS, armers.SOLE_BARBER, *marks.SCRIPTS_UNDER_TEST.values()
)


def _night2(script: str = SWAP_READING.id) -> ClocktowerGame:
    """``script``'s Night 2 at six players: the Barber @2, the Lleech @5 with its host @4,
    the Mastermind @6 (SOLE_BARBER's Poisoner), the Empath @1 (its neighbours @6 and @2);
    on KILLERS @3 sleeps on Night 1 (the Gambler or the Lycanthrope)."""
    poisoner = script == armers.SOLE_BARBER.id
    game = early_games._table(
        script,
        {
            1: "wake empath learn 1",
            2: "dont_wake",
            3: "dont_wake" if script == KILLERS.id else "wake clockmaker learn 1",
            4: "wake mathematician learn 0",
            5: "setup demon @5\nwake lleech choose @4",
            6: "setup demon @5" + ("\nwake poisoner choose @4" if poisoner else ""),
        },
    )
    game.play("end_day", ST)
    return game


def _walked(game: ClocktowerGame, history: History, seat: int, entry: ClauseEntry) -> int:
    """How many worlds at dusk the "running" question of ``seat``'s ``entry`` walks, after
    checking its answer against the walk of every world."""
    trial = history.with_entry(game.number, seat, entry)
    key = (game.number, 0, game._entry_point(entry, seat))

    def running(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended >= key

    solver = LazySolver()
    dusks = solver._at_dusk(trial)
    groups = solver._open_groups(trial, ("running", key))
    assert dusks is not None and groups is not None
    walked = sum(index in groups for index in range(len(dusks)))
    assert solver.exists(trial, ("running", key), running) == ExplicitSolver().exists(
        trial, ("running", key), running
    ), (seat, entry)
    return walked


def test_a_reading_only_a_swap_allows_is_walked_in_no_world_when_its_number_cannot_hold() -> None:
    """@3 may wake as the Empath only by the Barber's swap, whose arming death (@2's) is the
    night's only one: its living neighbours @1 and @4 are good, so `learn 1` is walked in
    no world at dusk (and no world holds it)."""
    game = _night2()
    reading = ClauseEntry((Wake("empath", info=Info("number", 1)),))
    assert _walked(game, game.history, 2, reading) == 0


def test_the_number_a_swap_allows_is_still_walked() -> None:
    """@3's `wake empath learn 0` is walked: the swap may hand it the Empath."""
    game = _night2()
    reading = ClauseEntry((Wake("empath", info=Info("number", 0)),))
    assert _walked(game, game.history, 2, reading) > 0


def _deaths_bounded(game: ClocktowerGame, history: History) -> int:
    """Check that every walk of every world at dusk of ``history`` (its last phase a
    night) has its deaths tonight among ``gone_before``'s sets for dawn; how many worlds."""
    solver = ExplicitSolver()
    dusks = solver._at_dusk(history)
    plan = history.phases[-1]
    assert dusks is not None and isinstance(plan, NightPlan)
    dawn = len(night_order(game.script, game.number))
    for start, ahead in dusks:
        sets = gone_before(start, ahead, dawn, False)
        if sets is None:
            continue
        for world in run_night(copy.deepcopy(start), plan):
            dead = frozenset(s for s in range(start.n) if start.alive[s] and not world.alive[s])
            assert dead in sets, (sorted(dead), sorted(map(sorted, sets)))
    return len(dusks)


def _readings_agree(game: ClocktowerGame, history: History, rng: random.Random) -> int:
    """Check each reading of a sample, from seats with no entry, that a world at dusk
    proves no walk gives (``unlearnable``, no end before its slot) against that world's
    walk, and a few "running" answers against the walk of every world; how many proved."""
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    entries = dict(plan.entries)
    proved = 0
    for seat in (s for s in range(game.n) if s not in entries):
        readings = [
            w
            for w in all_wakes(game, seat)
            if w.info is not None
            and type(REGISTRY[w.character]).explicit_may_learn is not Character.explicit_may_learn
        ]
        for wake in rng.sample(readings, min(3, len(readings))):
            entry = ClauseEntry((wake,))
            trial = history.with_entry(game.number, seat, entry)
            point = game._entry_point(entry, seat)
            key = (game.number, 0, point)
            last = clause_deadline(game.script, wake, seat, game.n, game.number)
            dusks = ExplicitSolver()._at_dusk(trial)
            assert dusks is not None
            for start, ahead in dusks:
                if not unlearnable(start, ahead, seat, wake) or may_end(start, ahead, point, last):
                    continue
                proved += 1
                for world in run_night(copy.deepcopy(start), trial.phases[-1]):  # type: ignore[arg-type]
                    assert world.ended_at is not None and world.ended_at < key, (seat, wake)
            if rng.random() < 0.3:
                _walked(game, history, seat, entry)
    return proved


def _both(game: ClocktowerGame, rng: random.Random) -> None:
    """Both checks on a random partial night of ``game``."""
    history = shortcuts._random_entries(rng, game, game.solver)
    _deaths_bounded(game, history)
    _readings_agree(game, history, rng)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_mini_uncertainty_deaths_and_readings_are_the_walks(seed: int, night: int) -> None:
    """On a random partial night of mini_uncertainty, every walk's deaths are read at dusk,
    and a reading refused there no walk gives."""
    rng = random.Random(seed)
    _both(early_games.mini_night(rng, night), rng)


@shortcuts.SLOW
@given(
    seed=st.integers(min_value=0, max_value=10**6),
    play=st.sampled_from(early_games.MARKS_NIGHTS),
)
def test_reduced_script_deaths_and_readings_are_the_walks(seed: int, play: tuple[str, int]) -> None:
    """On a random partial night of a reduced script with gains, eating and pretends, every
    walk's deaths are read at dusk, and a reading refused there no walk gives."""
    # about half the games end or stall before the night: the next seeds stand in
    game = next(filter(None, (early_games._marks_night(*play, seed + k) for k in range(20))))
    _both(game, random.Random(seed))


@shortcuts.SLOW
@given(
    seed=st.integers(min_value=0, max_value=10**6),
    script=st.sampled_from([SWAP_READING.id, KILLERS.id, armers.SOLE_BARBER.id]),
)
def test_swap_tables_deaths_and_readings_are_the_walks(seed: int, script: str) -> None:
    """On a random partial Night 2 of a six-player table with a sole Barber, the Lleech and
    (one script) the Gambler and the Lycanthrope, every walk's deaths are read at dusk, and
    a reading refused there no walk gives."""
    _both(_night2(script), random.Random(seed))


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_whole_script_deaths_and_readings_are_the_walks(seed: int) -> None:
    """On a random partial Night 2 of the whole script at five players after a random
    Night 1, every walk's deaths are read at dusk, and a reading refused there no walk
    gives."""
    rng = random.Random(seed)
    game = five_of_script2()
    oracle_games._night(game, rng, oracle_games._attempts(game, []))
    if game.phase == "day":
        game.play("end_day", ST)
    assume(game.outcome is None and game.phase == "night")
    _both(game, rng)
