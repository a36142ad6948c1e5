"""A question asked beside the walk (Night 1's ask-ahead) looks for its witness in a solver of
its own that walks an open choice's other part first (``LazySolver.possible_aside``)."""

from __future__ import annotations

from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy_solver import ASIDE_STEPS, LazySolver
from engine.clocktower.script import SCRIPTS
from engine.clocktower.text import Info, Wake
from engine.clocktower.world import History, NightPlan


def _learn_two() -> History:
    """Fifteen players seed 2's ask-ahead question: the commitments and @4's `learn 2`."""
    learn = Wake("mathematician", (), Info(kind="number", number=2))
    return History(
        script=SCRIPTS["uncertainty_principle"],
        n=15,
        evil=frozenset({5, 6, 7, 14}),
        phases=(NightPlan(number=1, entries=((3, ClauseEntry((learn,))),)),),
        demon=5,
        bluffs=("mayor", "fool", "monk"),
        learned=(("damsel", False),),
    )


def test_aside_walk_finds_the_poisoned_mathematician_within_its_steps() -> None:
    """The aside walk answers True without the solver walking a step of its own."""
    solver = LazySolver()
    assert solver.possible_aside(_learn_two())
    assert solver._work == 0


def test_rest_first_walk_reaches_a_world_within_the_aside_budget() -> None:
    """Walking the open choice's other part first reaches a world in under the budget."""
    aside = LazySolver()
    aside.rest_first = True

    def spent(night: ExplicitNight) -> bool:
        aside._work += 1
        return aside._work > ASIDE_STEPS

    assert next(aside._pruned(_learn_two(), spent), None) is not None
    assert aside._work <= ASIDE_STEPS
