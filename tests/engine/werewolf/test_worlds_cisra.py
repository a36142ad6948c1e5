"""The scalable cisra world model against the enumeration oracle, event by event.

Game-level tests only look where a game looks; this drives both models through random kills,
visions, lynches and dawn collapses and compares every query after every event.
"""

from __future__ import annotations

import os
import random
from fractions import Fraction
from unittest.mock import patch

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.werewolf import Game, make_setup
from engine.werewolf.roles import Role, RoleKind
from engine.werewolf.simulate import RandomPolicy, play_phase
from engine.werewolf.worlds import cisra_fast
from engine.werewolf.worlds.cisra_fast import FastCisraWorlds
from engine.werewolf.worlds.cisra_oracle import OracleCisraWorlds

Model = FastCisraWorlds | OracleCisraWorlds


def _shares(weights: list[tuple[Role, int]]) -> dict[Role, Fraction]:
    total = sum(w for _, w in weights)
    return {role: Fraction(w, total) for role, w in weights if w}


def _agree(fast: FastCisraWorlds, oracle: OracleCisraWorlds, alive: np.ndarray) -> None:
    assert fast.count() == oracle.count()
    for x in range(fast.n):
        assert _shares(fast.role_weights(x)) == _shares(oracle.role_weights(x)), x
        evil, good = fast.team_weights(x)
        oracle_evil, oracle_good = oracle.team_weights(x)
        assert Fraction(evil, evil + good) == Fraction(oracle_evil, oracle_evil + oracle_good), x
    mf, mo = fast.marginals(), oracle.marginals()
    for name in ("seer", "villager", "wolf", "dominant"):
        assert np.allclose(getattr(mf, name), getattr(mo, name), atol=1e-9), name
    assert np.allclose(np.where(alive, mf.dead, 1), np.where(alive, mo.dead, 1), atol=1e-9)
    for name in ("can_seer", "can_villager", "can_wolf", "can_dominant", "can_nondominant"):
        assert (getattr(mf, name) == getattr(mo, name)).all(), name
    assert ((mf.surely_dead | ~alive) == (mo.surely_dead | ~alive)).all()
    assert fast.dominant_candidates() == oracle.dominant_candidates()
    assert fast.max_living_nonwolves(list(alive)) == oracle.max_living_nonwolves(list(alive))
    for x in range(fast.n):
        if alive[x] and mo.can_wolf[x]:
            assert np.allclose(fast.packmates(x), oracle.packmates(x), atol=1e-9), x
    for attacker in fast.dominant_candidates():
        assert list(fast.surely_packmates(attacker)) == list(oracle.surely_packmates(attacker))


def _draw(rng: random.Random, weights: list[tuple[Role, int]]) -> Role:
    options = [(role, w) for role, w in weights if w]
    ticket = rng.randrange(sum(w for _, w in options))
    for role, w in options:
        if ticket < w:
            return role
        ticket -= w
    raise AssertionError


def _kill_in_public(models: tuple[Model, Model], x: int, role: Role, alive: np.ndarray) -> None:
    for model in models:
        model.fix_role(x, role)
        model.bury(x)
    alive[x] = False


@settings(max_examples=int(os.environ.get("QW_EXAMPLES", "80")), deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_models_agree_after_every_event(seed: int) -> None:
    """Counts, role weights, chances, support, packmates and candidates match the oracle."""
    rng = random.Random(seed)
    n = rng.randint(3, 7)
    k = rng.randint(1, min(n - 2, 4))
    fast, oracle = FastCisraWorlds(n, k), OracleCisraWorlds(n, k)
    alive = np.ones(n, dtype=bool)
    _agree(fast, oracle, alive)

    def dawn() -> None:
        while True:
            doomed = [x for x in range(n) if alive[x] and oracle.surely_dead()[x]]
            if not doomed:
                return
            for x in doomed:
                _kill_in_public((fast, oracle), x, _draw(rng, oracle.role_weights(x)), alive)
                _agree(fast, oracle, alive)

    for night in range(6):
        living = [p for p in range(n) if alive[p]]
        if len(living) < 2 or len(oracle.fixed_ranks) == k:
            return
        if night >= 1:
            attacks = {}
            for d in oracle.dominant_candidates():
                legal = [t for t in living if t != d and not oracle.surely_packmate(d, t)]
                if legal:
                    attacks[d] = rng.choice(legal)
            fast.kill(night, attacks)
            oracle.kill(night, attacks)
            _agree(fast, oracle, alive)
        for viewer in living:
            if rng.random() < 0.2:
                continue
            target = rng.choice([t for t in living if t != viewer])
            evil, good = oracle.vision_weights(night, viewer, target)
            fast_evil, fast_good = fast.vision_weights(night, viewer, target)
            assert Fraction(fast_evil, max(fast_evil + fast_good, 1)) == Fraction(
                evil, max(evil + good, 1)
            )
            assert (fast_evil + fast_good == 0) == (evil + good == 0)
            if evil + good:
                result = rng.randrange(evil + good) < evil
                fast.apply_vision(night, viewer, target, result)
                oracle.apply_vision(night, viewer, target, result)
                _agree(fast, oracle, alive)
        dawn()
        living = [p for p in range(n) if alive[p]]
        if len(living) < 2:
            return
        x = rng.choice(living)
        fast.eliminate_dead(x)
        oracle.eliminate_dead(x)
        _agree(fast, oracle, alive)
        _kill_in_public((fast, oracle), x, _draw(rng, oracle.role_weights(x)), alive)
        _agree(fast, oracle, alive)
        dawn()


def _same_worlds(one: FastCisraWorlds, other: FastCisraWorlds) -> None:
    assert (one.valid == other.valid).all()
    assert (one.a[one.valid] == other.a[other.valid]).all()
    assert (one.q[one.valid] == other.q[other.valid]).all()
    assert (one.m, one.fixed.tolist(), one.fixed_rank.tolist()) == (
        other.m,
        other.fixed.tolist(),
        other.fixed_rank.tolist(),
    )
    assert [one.role_weights(x) for x in range(one.n)] == [
        other.role_weights(x) for x in range(other.n)
    ]


def _model_during_a_game(seed: int) -> FastCisraWorlds:
    rng = random.Random(seed)
    n = rng.randint(8, 16)
    game = Game(make_setup(players=[f"P{i}" for i in range(n)], wolves=n // 4, seed=seed))
    policy = RandomPolicy(seed=f"{seed}/policy")
    for _ in range(rng.randint(1, 14)):
        if game.is_over:
            break
        play_phase(game, policy)
    model = game.state.model
    assert isinstance(model, FastCisraWorlds)
    return model


@settings(max_examples=int(os.environ.get("QW_EXAMPLES", "80")) // 2, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_fix_in_block_matches_fix_over_whole_grid(seed: int) -> None:
    """Fixing a Villager or a non-dominant wolf in the block of valid classes keeps the same worlds
    as fixing it over the whole grid, at any point of a game."""
    model = _model_during_a_game(seed)
    for x in np.flatnonzero(model.unfixed).tolist():
        for role, weight in model.role_weights(x):
            if not weight or role.kind is RoleKind.SEER or role.rank == model.dominant_rank:
                continue
            in_block, whole = model.copy(), model.copy()
            in_block._fix_in_block(x, role, *in_block._active())
            with patch.object(cisra_fast, "BLOCK_SHARE", model.n * model.n + 1):
                whole.fix_role(x, role)
            _same_worlds(in_block, whole)


@settings(max_examples=int(os.environ.get("QW_EXAMPLES", "80")) // 2, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_kind_weights_listed_match_the_grid_passes(seed: int) -> None:
    """A seat's weights read class by class equal those read from the grid's rows and columns."""
    model = _model_during_a_game(seed)
    for x in np.flatnonzero(model.unfixed).tolist():
        listed = model._kind_weights_listed(x, model._grid_totals()[0])
        with patch.object(cisra_fast, "LISTED_CLASSES", -1):
            assert listed == model._kind_weights(x), x


def test_the_public_table_ignores_the_sizes_of_classes_without_worlds() -> None:
    """Chances and packmates read no size of a class that holds no world (fixes leave them)."""
    fast = FastCisraWorlds(9, 3)
    fast.apply_vision(0, 1, 2, True)
    fast.apply_vision(0, 3, 4, False)
    fast.kill(1, {0: 6, 7: 8})
    before = fast.marginals()
    packmates = [fast.packmates(x) for x in range(fast.n)]
    scrambled = fast.copy()
    scrambled.a[~scrambled.valid] = 6
    scrambled.q[~scrambled.valid] = 0
    scrambled._marginals = scrambled._class_weights = None
    after = scrambled.marginals()
    for name in ("seer", "wolf", "dominant", "dead", "can_villager", "can_wolf", "surely_dead"):
        assert np.array_equal(getattr(after, name), getattr(before, name)), name
    for x in range(fast.n):
        assert np.array_equal(scrambled.packmates(x), packmates[x]), x
