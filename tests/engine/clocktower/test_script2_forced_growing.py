"""A re-ask's forced wake or kind (``LazySolver._common``) walks only the worlds at dusk that
may grow a world of the history at all (``LazySolver._growing``: the "running" proof at the
night's first slot), and counts the steps of its walk for a world without the wake or kind
(``_world_without``). Checked against the walk of every world on mini_uncertainty's Night 2
and on random partial nights, some with entries that hold only where the game ends first.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import contextvars
import random
from dataclasses import replace

from hypothesis import example, given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitOracle, _running_ok, run_night
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import Wake
from engine.clocktower.world import History, NightPlan
from engine.core.pause import PAUSE
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_ended as ended
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_search as search_games
from tests.engine.clocktower.helpers import WalksWithout, known_scripts

_scripts = known_scripts(early_games.HOST, *ended.marks.SCRIPTS_UNDER_TEST.values())


def _monk_entry() -> History:
    """mini_uncertainty's Night 2 with @3's `wake monk choose @1`, @3 tracked: of the three
    worlds at dusk, @3 is the Mayor in one (so no walk of it holds the entry) and the Fool
    or the Monk in the other two."""
    game = search_games._night2(ExplicitOracle())
    history = game.history.with_entry(2, 2, ClauseEntry((Wake("monk", (0,)),)))
    return replace(history, track=frozenset((2,)))


def test_a_forced_wake_skips_the_world_at_dusk_that_grows_no_world() -> None:
    """@3's forced Monk walks two of the three worlds at dusk, not the one where it is the
    Mayor (no walk of it holds the entry), with the answer every world gives."""
    history = _monk_entry()
    solver = WalksWithout()
    assert solver.forced_wake(history, 2) == "monk"
    assert ExplicitOracle().forced_wake(history, 2) == "monk"
    assert len(solver._at_dusk(history) or []) == 3
    assert len(solver.groups) == 2


def test_a_forced_wakes_walk_for_a_world_without_it_counts_its_steps() -> None:
    """The walk looking for a world without @3's Monk wake counts its branch steps in the
    solver's work, as every other walk does."""
    solver = WalksWithout()
    assert solver.forced_wake(_monk_entry(), 2) == "monk"
    assert solver.groups and solver.steps > 0


def test_each_counted_step_of_that_walk_reaches_a_pause_point() -> None:
    """With a pause point given, @3's forced Monk is the same, and the pause point is called
    at least once per step counted in the walk for a world without it (the steps counted)."""
    plain = LazySolver().forced_wake(_monk_entry(), 2)
    calls = [0]

    def count() -> None:
        calls[0] += 1

    solver = WalksWithout()
    context = contextvars.copy_context()
    context.run(PAUSE.set, count)
    assert context.run(lambda: solver.forced_wake(_monk_entry(), 2)) == plain == "monk"
    assert solver.steps > 0
    assert calls[0] >= solver.steps


def test_a_forced_kind_skips_the_world_at_dusk_that_grows_no_world() -> None:
    """@3's forced kind (Townsfolk) walks two of the three worlds at dusk, as its wake."""
    history = _monk_entry()
    solver = WalksWithout()
    assert solver.forced_kind(history, 2) == ExplicitOracle().forced_kind(history, 2)
    assert solver.groups and set(solver.groups) == {0, 2}


def _agree(history: History) -> int:
    """Each seat's forced wake and kind against every world's, and each world at dusk that
    ``_growing`` rules out grows no world of ``history`` (its walk, every branch); how many
    it ruled out."""
    for seat in range(history.n):
        tracked = replace(history, track=frozenset((seat,)))
        assert LazySolver().forced_wake(tracked, seat) == ExplicitOracle().forced_wake(
            tracked, seat
        ), seat
        assert LazySolver().forced_kind(tracked, seat) == ExplicitOracle().forced_kind(
            tracked, seat
        ), seat
    solver = LazySolver()
    dusks = solver._at_dusk(history)
    growing = solver._growing(history)
    if dusks is None or growing is None:
        return 0
    plan = history.phases[-1]
    assert isinstance(plan, NightPlan)
    before = replace(history, phases=history.phases[:-1], track=frozenset())
    running = [i for i, world in enumerate(solver._starts(before)) if world.winner is None]
    ruled_out = 0
    for index, (night, _) in zip(running, dusks, strict=True):
        if index in growing:
            continue
        ruled_out += 1
        grown = [w for w in run_night(night.__deepcopy__({}), plan) if _running_ok(history, w)]
        assert not grown, index
    return ruled_out


def _with_ends(game: ClocktowerGame, history: History, rng: random.Random) -> History:
    """``history``, or half the time with entries that hold only where the game ends first
    (worlds that end before a forced wake's slot are worlds without it)."""
    return ended._unwakeable(game, history, rng) if rng.random() < 0.5 else history


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
@example(seed=28, night=2)  # a world at dusk that grows no world, skipped
def test_mini_uncertainty_forced_wakes_are_the_walks(seed: int, night: int) -> None:
    """On a random partial night of mini_uncertainty, every seat's forced wake and kind are
    every world's, and the worlds at dusk skipped grow no world."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, night)
    history = shortcuts._random_entries(rng, game, game.solver)
    _agree(_with_ends(game, history, rng))


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_host_forced_wakes_are_the_walks(seed: int) -> None:
    """On a random partial Night 2 of HOST (a Lycanthrope that may kill the Lleech's host
    before the Lleech wakes), every seat's forced wake and kind are every world's, and the
    worlds at dusk skipped grow no world."""
    rng = random.Random(seed)
    game = early_games._host_night2()
    history = shortcuts._random_entries(rng, game, game.solver)
    _agree(_with_ends(game, history, rng))


@shortcuts.SLOW
@given(
    seed=st.integers(min_value=0, max_value=10**6),
    play=st.sampled_from(early_games.MARKS_NIGHTS),
)
def test_reduced_script_forced_wakes_are_the_walks(seed: int, play: tuple[str, int]) -> None:
    """On a random partial night of a reduced script with gains, eating and pretends, every
    seat's forced wake and kind are every world's, and the worlds at dusk skipped grow no
    world."""
    # about half the games end or stall before the night: the next seeds stand in
    game = next(filter(None, (early_games._marks_night(*play, seed + k) for k in range(20))))
    rng = random.Random(seed)
    history = shortcuts._random_entries(rng, game, game.solver)
    _agree(_with_ends(game, history, rng))
