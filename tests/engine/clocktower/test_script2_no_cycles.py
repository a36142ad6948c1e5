"""Script 2's hot recursive closures leave no reference cycle behind (session 47): each
completion search's fill and each night walk freed its state by reference counting, so the
collector neither runs for them nor walks them (an 8-player game's gc passes 608 -> 427)."""

from __future__ import annotations

import gc
from collections.abc import Callable
from types import FunctionType

from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.lazy import Completer, root
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, evil_count
from engine.clocktower.setups import SetupFacts, initial_worlds


def _cyclic_functions(run: Callable[[], object]) -> set[str]:
    """The functions that ``run`` left in reference cycles (found by one collection)."""
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        run()
        gc.collect()
        return {f.__qualname__ for f in gc.garbage if isinstance(f, FunctionType)}
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()


def _facts(n: int) -> SetupFacts:
    evil = frozenset(range(n - evil_count(n), n))
    return SetupFacts(n, evil, min(evil), learned={"damsel": False})


def test_a_completion_search_leaves_no_cycle() -> None:
    """A lazy setup's witness search frees its fill's recursive closure at once."""
    facts = _facts(7)
    setup = root(UNCERTAINTY_PRINCIPLE, facts)
    assert setup is not None
    completer = Completer(UNCERTAINTY_PRINCIPLE, facts)
    left = _cyclic_functions(lambda: completer.witness(setup))
    assert "Completer._fill.<locals>.place" not in left


def test_a_walk_left_unfinished_leaves_no_cycle() -> None:
    """A night walk whose caller stops at its first branch frees its recursive step."""
    facts = _facts(5)
    world = next(initial_worlds(UNCERTAINTY_PRINCIPLE, facts))
    night = ExplicitNight(UNCERTAINTY_PRINCIPLE, world, facts.evil)
    left = _cyclic_functions(lambda: next(walk(night, {}), None))
    assert "walk.<locals>.step" not in left


def test_a_finished_walk_leaves_no_cycle() -> None:
    """A night walk run to its end frees its recursive step."""
    facts = _facts(5)
    world = next(initial_worlds(UNCERTAINTY_PRINCIPLE, facts))
    night = ExplicitNight(UNCERTAINTY_PRINCIPLE, world, facts.evil)
    left = _cyclic_functions(lambda: list(walk(night, {})))
    assert "walk.<locals>.step" not in left
