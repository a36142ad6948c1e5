"""The worlds at dusk a "running" proof's plain part leaves open, remembered per shape
(``early_due.Shaped``, ``ExplicitSolver._plainly_open``): from a shape's second question on,
the walk asks the proof of those worlds only, and every answer is still every world's walk.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower import explicit_solver as solvers
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early_due import Shaped
from engine.clocktower.explicit_solver import ExplicitOracle, ExplicitSolver
from engine.clocktower.fallback import all_wakes
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import Wake
from engine.clocktower.world import History, NightPlan, PlanEntry, Upto, night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_early_swap_maker as makers
from tests.engine.clocktower import test_script2_early_swap_pin as swap_pins
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower import test_script2_search as search_games
from tests.engine.clocktower.helpers import known_scripts

ST = early_games.ST


_scripts = known_scripts(armers.SOLE_BARBER, early_games.SWAPS)


class _Counted:
    """``dusk_proof`` with each "running" proof's calls counted."""

    def __init__(self) -> None:
        self.calls = 0
        self._proof = solvers.dusk_proof

    def __call__(self, *args: object, **kwargs: object) -> object:
        proof = self._proof(*args, **kwargs)  # type: ignore[arg-type]
        if not isinstance(proof, Shaped):
            return proof
        whole = proof.proof

        def counted(night: object, ahead: object) -> bool:
            self.calls += 1
            return whole(night, ahead)  # type: ignore[arg-type]

        return replace(proof, proof=counted)


def _entries(game: ClocktowerGame, seat: int) -> list[ClauseEntry]:
    """``seat``'s one-clause entries tonight, a character's choices apart (one shape each)."""
    return [ClauseEntry((w,)) for w in all_wakes(game, seat)]


def _point(game: ClocktowerGame, entry: ClauseEntry) -> int:
    """The entry's one clause's slot tonight."""
    order = [m.id for m in night_order(game.script, game.number)]
    return order.index(entry.clauses[0].character)


def _night2(seed: int) -> tuple[ClocktowerGame, History]:
    """mini_uncertainty's Night 2 with random entries for some seats (as the shortcuts'
    property tests draw them)."""
    oracle = ExplicitOracle()
    game = search_games._night2(oracle)
    return game, shortcuts._random_entries(random.Random(seed), game, oracle)


def test_a_shapes_later_questions_ask_the_proof_only_where_its_plain_part_does_not() -> None:
    """On mini_uncertainty's Night 2 (seed 4), @1's `wake clockmaker` draws share a shape:
    the first asks the "running" proof of every running world at dusk, the later ones of
    none, the plain part ruling every world out; each answer is every world's walk."""
    game, history = _night2(4)
    seat = 0
    drawn = [e for e in _entries(game, seat) if e.clauses[0].character == "clockmaker"]
    counted = _Counted()
    solver = LazySolver()
    calls = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(solvers, "dusk_proof", counted)
        for entry in drawn[:3]:
            trial = history.with_entry(game.number, seat, entry)
            key = (game.number, 0, _point(game, entry))
            before = counted.calls
            found = solver.exists(trial, ("running", key), bounds._running(key))
            assert found == ExplicitOracle().exists(trial, ("running", key), bounds._running(key))
            calls.append(counted.calls - before)
    dusks = solver._at_dusk(history.with_entry(game.number, seat, drawn[0]))
    assert dusks is not None and len(dusks) > 1
    assert calls == [len(dusks), 0, 0], calls


def _shared_agree(
    history: History,
    asked: list[tuple[int, PlanEntry, int]],
    walk: type[ExplicitSolver],
    rng: random.Random,
) -> int:
    """Ask "running" of each (seat, entry, point) of ``asked`` added to ``history``, twice
    in a shuffled order, of one lazy solver (so a shape's later questions read what its
    earlier ones left), each against ``walk``'s walk of every world; how many questions
    read a shape's open worlds."""
    night = history.phases[-1]
    assert isinstance(night, NightPlan)
    solver = LazySolver()
    order = asked * 2
    rng.shuffle(order)
    opened = 0
    for seat, entry, point in order:
        trial = history.with_entry(night.number, seat, entry)
        key = (night.number, 0, point)
        groups = solver._open_groups(trial, ("running", key))
        opened += groups is not None and groups._opened is not None  # type: ignore[attr-defined]
        found = solver.exists(trial, ("running", key), bounds._running(key))
        walked = walk().exists(trial, ("running", key), bounds._running(key))
        assert found == walked, (seat, entry, point)
    return opened


def _free_draws(
    game: ClocktowerGame, history: History, rng: random.Random
) -> list[tuple[int, PlanEntry, int]]:
    """Up to four one-clause entries of each of two characters for each of two seats
    without an entry (fallback F's draws: one shape per character), at the clause's slot."""
    night = history.phases[-1]
    assert isinstance(night, NightPlan)
    taken = dict(night.entries)
    free = [s for s in range(game.n) if s not in taken]
    asked: list[tuple[int, PlanEntry, int]] = []
    for seat in rng.sample(free, min(2, len(free))):
        by: dict[str, list[ClauseEntry]] = {}
        for entry in _entries(game, seat):
            by.setdefault(entry.clauses[0].character, []).append(entry)
        for character in rng.sample(sorted(by), min(2, len(by))):
            for entry in rng.sample(by[character], min(4, len(by[character]))):
                asked.append((seat, entry, _point(game, entry)))
    return asked


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_mini_uncertainty_draws_on_one_solver_are_the_oracles(seed: int) -> None:
    """On a random partial Night 2 of mini_uncertainty, free seats' one-clause entries asked
    of one lazy solver in a random order answer "running" as the enumeration oracle."""
    rng = random.Random(seed)
    game, history = _night2(seed)
    _shared_agree(history, _free_draws(game, history, rng), ExplicitOracle, rng)


def _demon_draws(
    game: ClocktowerGame, pinning: int, rng: random.Random
) -> list[tuple[int, PlanEntry, int]]:
    """The Lleech's entries of :func:`makers._demon_parts` (whole or bound) at its slot and
    at the Barber's, and one kill joined with the Barber's swap of the pinning seat and
    each other seat, both ways (one shape: some possible, most refused by their choices)."""
    barber = bounds._slot(game, "barber")
    points = [bounds._slot(game, "lleech"), barber]
    asked: list[tuple[int, PlanEntry, int]] = [
        (makers.DEMON, part, point)
        for part in makers._demon_parts(game, rng)
        if part is not None
        for point in points
        if not isinstance(part, Upto) or part.position >= point
    ]
    kill = rng.choice([w for w in all_wakes(game, makers.DEMON) if w.character == "lleech"])
    for other in range(game.n):
        for pair in ((pinning, other), (other, pinning)):
            if other != pinning:
                swap = ClauseEntry((kill, Wake("barber", pair)))
                asked.append((makers.DEMON, Upto(swap, barber), barber))
    return asked


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), sole=st.booleans())
def test_swap_draws_on_one_solver_are_the_walks(seed: int, sole: bool) -> None:
    """On a random partial Night 2 of SOLE_BARBER or SWAPS with an entry that pins the swap,
    the Lleech's entries asked of one lazy solver in a random order answer "running" as
    every world's walk."""
    rng = random.Random(seed)
    if sole:
        game = armers._night2()
    else:
        game = early_games._swaps_day1()
        game.play("end_day", ST)
    drawn = swap_pins._pinned_history(game, rng)
    if drawn is not None:
        _shared_agree(drawn[0], _demon_draws(game, drawn[1], rng), ExplicitSolver, rng)
