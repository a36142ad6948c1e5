"""A bound part of an entry (``world.Upto``, N14's E|P: its clauses up to a position, the
seat free to wake after it) is read at dusk as a whole entry is, but for the seat's wakes
after that position: refused early (``ExplicitSolver.refused_early``) and, in a "running"
question's plan, a world in which it has no witness is not walked (``early_due.dusk_proof``).
A "running" question all of whose witnesses run past a clause that pins tonight's one swap
(``early.swap_pin``) is read for those walks too. Each answer is the walk of every world's.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.search import Solver
from engine.clocktower.text import Info, Wake
from engine.clocktower.world import History, Leaf, Upto, night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_pin as pins
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_marks_oracle as marks
from tests.engine.clocktower.helpers import known_scripts

ST = early_games.ST


_scripts = known_scripts(armers.SOLE_BARBER, early_games.SWAPS, *marks.SCRIPTS_UNDER_TEST.values())


def _running(key: tuple[int, int, int]) -> Callable[[Leaf], bool]:
    """The "running at ``key``" predicate of a leaf."""

    def running(leaf: Leaf) -> bool:
        return leaf.ended is None or leaf.ended >= key

    return running


def _open(solver: LazySolver, history: History, key: tuple[int, int, int]) -> int:
    """How many worlds at dusk the "running" question at ``key`` must walk."""
    dusks = solver._at_dusk(history)
    groups = solver._open_groups(history, ("running", key))
    assert dusks is not None and groups is not None
    return sum(index in groups for index in range(len(dusks)))


def _slot(game: ClocktowerGame, character: str) -> int:
    """``character``'s place in tonight's order."""
    return [m.id for m in night_order(game.script, game.number)].index(character)


def test_a_bound_part_its_seat_cannot_wake_as_is_refused_at_dusk() -> None:
    """SOLE_BARBER's Lleech (@5) bound to `wake poisoner choose @1` up to the Poisoner's
    slot is refused at dusk, and no world's walk holds it."""
    game = armers._night2()
    slot = _slot(game, "poisoner")
    bound = Upto(ClauseEntry((Wake("poisoner", (0,)),)), slot)
    trial = game.history.with_entry(game.number, 4, bound)
    assert LazySolver().refused_early(trial, 4, bound, slot)
    key = (game.number, 0, slot)
    assert not ExplicitSolver().exists(trial, ("running", key), _running(key))


def test_a_bound_part_in_the_plan_proves_worlds_of_another_question() -> None:
    """With the Lleech (@5) bound to `wake poisoner choose @1` in the plan, @1's reading's
    "running" question walks no world at dusk, as no world's walk holds both."""
    game = armers._night2()
    bound = Upto(ClauseEntry((Wake("poisoner", (0,)),)), _slot(game, "poisoner"))
    reading = ClauseEntry((Wake("empath", info=Info("number", 1)),))
    trial = game.history.with_entry(game.number, 4, bound).with_entry(game.number, 0, reading)
    key = (game.number, 0, _slot(game, "empath"))
    solver = LazySolver()
    assert _open(solver, trial, key) == 0
    assert not solver.exists(trial, ("running", key), _running(key))
    assert not ExplicitSolver().exists(trial, ("running", key), _running(key))


def test_a_question_past_a_pinning_clause_is_read_for_the_pinned_walks() -> None:
    """With @3's Empath reading in (possible only by the swap with @1), @1's `wake
    mathematician`, possible alone by a swap with @4, is walked in no world at dusk: every
    witness runs past the Empath's slot, where the swap was @1's and @3's."""
    game, history = pins._pinned()
    wake = ClauseEntry((Wake("mathematician", info=Info("number", 0)),))
    key = (game.number, 0, _slot(game, "mathematician"))
    alone = game.history.with_entry(game.number, 0, wake)
    assert ExplicitSolver().exists(alone, ("running", key), _running(key))
    trial = history.with_entry(game.number, 0, wake)
    solver = LazySolver()
    assert _open(solver, trial, key) == 0
    assert not solver.exists(trial, ("running", key), _running(key))
    assert not ExplicitSolver().exists(trial, ("running", key), _running(key))


def _bound_parts(game: ClocktowerGame, seat: int, rng: random.Random) -> list[Upto]:
    """A sample of ``seat``'s bound parts: one or two clauses in point order, bound at the
    last clause's point (as the resolution and fallback F bind them) or later."""
    wakes = all_wakes(game, seat)
    last = len(night_order(game.script, game.number)) - 1
    parts: list[Upto] = []
    for size in (1, 1, 1, 2, 2):
        if len(wakes) < size:
            continue
        clauses = sorted(rng.sample(wakes, size), key=game._entry_point)
        points = [game._entry_point(c) for c in clauses]
        if len(set(points)) < size:
            continue
        end = points[-1] if rng.random() < 0.6 else rng.randint(points[-1], last)
        parts.append(Upto(ClauseEntry(tuple(clauses)), end))
    return parts


def _bound_agree(game: ClocktowerGame, history: History, rng: random.Random, oracle: Solver) -> int:
    """Add a bound part of each seat without an entry in turn to ``history`` (a random
    partial night) and check, at its position and at later points, the early refusal and
    the "running" question (the walk skipping the worlds at dusk it proves, the other
    entries' and this one's) against ``oracle``'s walk of every world; how many were
    refused early or walked fewer worlds at dusk than there are."""
    entries = dict(history.phases[-1].entries)  # type: ignore[union-attr]
    end = len(night_order(game.script, game.number))
    proved = 0
    for seat in range(game.n):
        if seat in entries:
            continue
        for bound in _bound_parts(game, seat, rng):
            trial = history.with_entry(game.number, seat, bound)
            for point in sorted({bound.position, rng.randint(bound.position, end)}):
                key = (game.number, 0, point)
                lazy = LazySolver()
                refused = lazy.refused_early(trial, seat, bound, point)
                dusks = lazy._at_dusk(trial)
                opened = _open(lazy, trial, key) if dusks else 0
                found = not refused and lazy.exists(trial, ("running", key), _running(key))
                walked = oracle.exists(trial, ("running", key), _running(key))
                assert found == walked, (seat, bound, point, refused)
                proved += refused or (dusks is not None and opened < len(dusks))
    return proved


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_mini_uncertainty_bound_parts_are_the_oracles(seed: int) -> None:
    """On a random partial Night 2 of mini_uncertainty, a bound part's early refusal and
    its "running" questions answer as the enumeration oracle."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, 2)
    history = shortcuts._random_entries(rng, game, game.solver)
    _bound_agree(game, history, rng, ExplicitOracle())


@shortcuts.SLOW
@given(
    seed=st.integers(min_value=0, max_value=10**6),
    play=st.sampled_from(early_games.MARKS_NIGHTS),
)
def test_reduced_script_bound_parts_are_the_walks(seed: int, play: tuple[str, int]) -> None:
    """On a random partial night of a reduced script with gains, eating and pretends, a
    bound part's early refusal and its "running" questions answer as every world's walk."""
    game = next(filter(None, (early_games._marks_night(*play, seed + k) for k in range(20))))
    rng = random.Random(seed)
    history = shortcuts._random_entries(rng, game, game.solver)
    _bound_agree(game, history, rng, ExplicitSolver())


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_sole_barber_pinned_bound_parts_are_the_walks(seed: int) -> None:
    """On a random partial Night 2 with a sole Barber and, when one is found, an entry that
    pins the swap, a bound part's early refusal and its "running" questions answer as
    every world's walk."""
    rng = random.Random(seed)
    game = armers._night2()
    history = shortcuts._random_entries(rng, game, game.solver)
    history = pins._with_pinning_entry(game, history, rng) or history
    _bound_agree(game, history, rng, ExplicitSolver())


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), armed=st.booleans())
def test_swaps_pinned_bound_parts_are_the_walks(seed: int, armed: bool) -> None:
    """On a random partial Night 2 of SWAPS (the swap armed by the Barber's execution, or
    only by a death tonight) and, when one is found, an entry that pins the swap, a bound
    part's early refusal and its "running" questions answer as every world's walk."""
    rng = random.Random(seed)
    game = early_games._swaps_day1()
    if armed:
        game.play("nominate @1 @2 yes @1 @2 @3 @4 @5 @6", ST)
    game.play("end_day", ST)
    history = shortcuts._random_entries(rng, game, game.solver)
    history = pins._with_pinning_entry(game, history, rng) or history
    _bound_agree(game, history, rng, ExplicitSolver())
