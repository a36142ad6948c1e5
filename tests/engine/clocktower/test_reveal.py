"""The revealed world (spec E4): the first world in canonical order, whatever order the solver
finds its worlds in, checked against the plain enumeration oracles on random small games."""

from __future__ import annotations

import random
from collections.abc import Iterator

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower.explicit_solver import ExplicitOracle, leaf_of
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.oracle import OracleSolver
from engine.clocktower.reveal import first_world
from engine.clocktower.search import Solver
from engine.clocktower.world import History, Leaf
from engine.core.family import Actor
from tests.engine.clocktower.test_oracle_equivalence import _drive as _drive_script1
from tests.engine.clocktower.test_script2_oracle import _attempts, _night


def _canonical(history: History, leaf: Leaf) -> tuple[object, ...]:
    """A world's place in canonical order as the spec and the module's docs write it: the
    setup seat by seat in token order, then the changes, life (alive first), the red herring
    and the characters taken on."""
    order = history.script.token_order()
    return (
        tuple(order[token] for token in leaf.witness),
        tuple((night, seat, order[token]) for night, seat, token in leaf.changes),
        tuple(not alive for alive in leaf.alive),
        tuple(sorted(leaf.red_herring)),
        tuple(-1 if now is None else order[now] for now in leaf.current),
    )


def _shown(leaf: Leaf) -> tuple[object, ...]:
    """What the reveal shows of a world."""
    herring = min(leaf.red_herring) if leaf.red_herring else None
    return (leaf.witness, leaf.changes, leaf.alive, leaf.current, herring)


def _script2_game(seed: int, nights: int = 2) -> ClocktowerGame:
    """A random game of ``mini_uncertainty`` at five players, played as far as ``nights``
    nights and their days (or its end) with the script's own solver."""
    rng = random.Random(seed)
    setup = ClocktowerSetup(
        players=tuple(f"p{i}" for i in range(5)), script="mini_uncertainty", seed=seed
    )
    game = ClocktowerGame(setup)
    attempt = _attempts(game, [])
    for _ in range(nights):
        if game.outcome is not None:
            break
        _night(game, rng, attempt)
        if game.phase != "day" or game.outcome is not None:
            break
        alive = [s for s in range(game.n) if s not in game.appears_dead]
        nominator, nominee = rng.choice(alive), rng.randrange(game.n)
        voters = " ".join(f"@{s + 1}" for s in alive if rng.random() < 0.6)
        attempt(f"nominate @{nominator + 1} @{nominee + 1} yes {voters}", Actor.STORYTELLER)
        if game.outcome is None:
            attempt("end_day", Actor.STORYTELLER)
    return game


class _Backwards(LazySolver):
    """The script's solver finding its worlds in the opposite order."""

    def leaves(self, history: History) -> Iterator[Leaf]:
        return iter(list(super().leaves(history))[::-1])


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_script2_first_world_is_the_oracles_first(seed: int) -> None:
    """On script 2, the revealed world is the first of the oracle's worlds in canonical order."""
    game = _script2_game(seed)
    worlds = [leaf_of(world) for world in ExplicitOracle().worlds(game.history)]
    found = first_world(game.solver, game.history)
    assert found is not None
    assert _shown(found) == _shown(min(worlds, key=lambda leaf: _canonical(game.history, leaf)))


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_script1_first_world_is_the_oracles_first(seed: int) -> None:
    """On script 1, the revealed world is the first of the oracle's worlds in canonical order."""
    _, game = _drive_script1(seed, Solver())
    worlds = OracleSolver().all_leaves(game.history)
    found = first_world(game.solver, game.history)
    assert found is not None
    assert _shown(found) == _shown(min(worlds, key=lambda leaf: _canonical(game.history, leaf)))


def test_the_solvers_order_does_not_change_the_revealed_world() -> None:
    """A solver finding the same worlds in another order reveals the same one."""
    game = _script2_game(5)
    first_backwards = next(_Backwards().leaves(game.history))
    assert _shown(first_backwards) != _shown(next(LazySolver().leaves(game.history)))
    backwards = first_world(_Backwards(), game.history)
    forwards = first_world(LazySolver(), game.history)
    assert backwards is not None and forwards is not None
    assert _shown(backwards) == _shown(forwards)


def test_a_history_without_worlds_reveals_none() -> None:
    """A history no world holds has nothing to reveal."""
    game = _script2_game(7, nights=1)
    every = frozenset(game.script.token_order())
    seat_one = next(iter(leaf.witness[0] for leaf in game.solver.leaves(game.history)))
    impossible = game.history.with_pins(((0, every - {seat_one}), (0, frozenset((seat_one,)))))
    assert first_world(game.solver, impossible) is None
