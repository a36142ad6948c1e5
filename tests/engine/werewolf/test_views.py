"""Every player's view: the batched ``observe_all`` against ``observe`` and the oracle."""

from __future__ import annotations

import itertools
import math
import os

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.werewolf import Game, make_setup, observe, observe_all
from engine.werewolf.simulate import RandomPolicy, play_phase
from engine.werewolf.views import (
    Packmate,
    Packmates,
    PlayerView,
    RoleChance,
    RoleChances,
    _packmate_rows,
    _Shared,
)
from engine.werewolf.worlds.base import TINY
from engine.werewolf.worlds.cisra_fast import FastCisraWorlds
from tests.engine.werewolf.lockstep import play_lockstep
from tests.engine.werewolf.test_oracle_equivalence import small_games

VIEW_SETTINGS = settings(
    max_examples=int(os.environ.get("QW_EXAMPLES", "60")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def _close(a: float, b: float) -> bool:
    exact = a in (0.0, 1.0) or b in (0.0, 1.0)
    return a == b if exact else math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12)


def assert_same_view(mine: PlayerView, theirs: PlayerView) -> None:
    """Equal views: the same facts, roles and packmates, chances equal up to float rounding
    (0 % and 100 % exactly)."""
    for name in ("seat", "name", "number", "alive", "phase", "visions", "owed", "choices"):
        assert getattr(mine, name) == getattr(theirs, name), name
    for name in ("good", "evil", "dead", "dominant"):
        assert _close(getattr(mine, name), getattr(theirs, name)), name
    assert [r.role for r in mine.roles] == [r.role for r in theirs.roles]
    for role_m, role_t in zip(mine.roles, theirs.roles, strict=True):
        assert _close(role_m.chance, role_t.chance), (role_m, role_t)
    assert sorted(p.seat for p in mine.packmates) == sorted(p.seat for p in theirs.packmates)
    chances = {p.seat: p.chance for p in theirs.packmates}
    for mate in mine.packmates:
        assert mate.chance > 0
        assert math.isclose(mate.chance, chances[mate.seat], rel_tol=1e-9, abs_tol=1e-12)
    listed = [p.chance for p in mine.packmates]
    assert all(a >= b - 1e-12 for a, b in itertools.pairwise(listed))


@VIEW_SETTINGS
@given(small_games())
def test_batched_views_match_single_views_and_oracle(case: tuple[dict, int]) -> None:
    """After every phase, observe_all equals observe of each seat and the oracle's views."""
    fields, policy_seed = case
    setup = make_setup(**fields)
    fast, oracle = Game(setup, backend="fast"), Game(setup, backend="oracle")
    for phases in range(1, 7):
        play_lockstep([fast, oracle], policy_seed + phases, max_phases=1)
        single = [observe(fast, seat) for seat in range(fast.n)]
        batched = observe_all(fast)
        assert sorted(batched) == list(range(fast.n))
        for seat in range(fast.n):
            assert_same_view(batched[seat], single[seat])
            assert_same_view(batched[seat], observe(oracle, seat))
        if fast.is_over:
            break


def test_packmate_table_matches_each_seat_in_a_bigger_game() -> None:
    """At 40 players (kills, late visions, a lynch) the table equals the per-seat rows."""
    game = Game(make_setup(players=[f"P{i}" for i in range(40)], wolves=10, seed=7))
    policy = RandomPolicy(seed="views")
    model = game.cisra
    assert isinstance(model, FastCisraWorlds)
    for _ in range(9):
        play_phase(game, policy)
        chances, support = model.packmate_table()
        for seat in range(game.n):
            row = model.packmates(seat)
            assert np.allclose(chances[seat], row, rtol=1e-9, atol=1e-12)
            assert (support[seat] == model.packmate_support(seat)).all()
            assert ((row > 0) | ~support[seat]).all()


def test_observe_after_observe_all_reads_the_cache() -> None:
    """observe() of a seat equals its batched view exactly once the table is cached."""
    game = Game(make_setup(players=[f"P{i}" for i in range(12)], wolves=3, seed=3))
    play_phase(game, RandomPolicy(seed=1))
    views = observe_all(game)
    assert game.packmate_cache is not None
    assert all(observe(game, seat) == views[seat] for seat in range(game.n))


def test_a_resolution_drops_the_cached_table() -> None:
    """The packmate table is recomputed once the worlds change."""
    game = Game(make_setup(players=[f"P{i}" for i in range(12)], wolves=3, seed=3))
    observe_all(game)
    assert game.packmate_cache is not None
    play_phase(game, RandomPolicy(seed=1))
    assert game.packmate_cache is None


def test_views_are_kept_until_the_next_action() -> None:
    """observe_all answers again from its cache, and anew once an action is pushed."""
    game = Game(make_setup(players=[f"P{i}" for i in range(8)], wolves=2, seed=5))
    first = observe_all(game)
    assert observe_all(game) == first
    game.push_text("vision @0 @1")
    again = observe_all(game)
    assert again[0].choices == {"vision": 1}
    assert first[0].choices == {}


def test_packmates_read_like_a_list() -> None:
    """Packmates index, slice, iterate and compare like the list of Packmate they stand for."""
    names = ["Ann", "Bob", "Cy"]
    mates = Packmates(np.array([2, 0]), np.array([0.75, 0.25]), names)
    expected = [Packmate(2, "Cy", 0.75), Packmate(0, "Ann", 0.25)]
    assert len(mates) == 2
    assert mates[0] == expected[0]
    assert mates[-1] == expected[1]
    assert mates[:1] == expected[:1]
    assert list(mates) == expected
    assert mates == expected
    assert mates != expected[:1]
    assert not Packmates(np.array([], dtype=np.int64), np.array([]), names)


def test_role_chances_read_like_a_list() -> None:
    """RoleChances index, slice, iterate and compare like the list of RoleChance it stands for."""
    head = [RoleChance("Seer", 0.1), RoleChance("Villager", 0.2)]
    roles = RoleChances(head, ("beta wolf", "gamma wolf"), 0.35)
    expected = [*head, RoleChance("beta wolf", 0.35), RoleChance("gamma wolf", 0.35)]
    assert len(roles) == 4
    assert roles[2] == expected[2]
    assert roles[-1] == expected[-1]
    assert roles[1:3] == expected[1:3]
    assert list(roles) == expected
    assert roles == expected
    assert roles != expected[:3]
    assert RoleChances(head) == head


@settings(max_examples=int(os.environ.get("QW_EXAMPLES", "60")), deadline=None)
@given(
    st.integers(min_value=3, max_value=12).flatmap(
        lambda n: st.tuples(
            st.permutations(list(range(1, n + 1))),
            st.lists(
                st.sampled_from([0.0, 0.25, 0.5, 1 / 3, 0.75, 1.0]), min_size=n * n, max_size=n * n
            ),
            st.lists(st.booleans(), min_size=n, max_size=n),
            st.lists(st.booleans(), min_size=n * n, max_size=n * n),
        )
    )
)
def test_every_viewers_packmates_sort_like_a_plain_sort(
    case: tuple[list[int], list[float], list[bool], list[bool]],
) -> None:
    """The batched packmate lists equal, for each viewer, a plain sort of the living others
    with a possible chance: likeliest first, then by secret number."""
    numbers, chances, alive, possible = case
    n = len(numbers)
    game = Game(make_setup(players=[f"P{i}" for i in range(n)], wolves=1, seed=1))
    game.numbers = list(numbers)
    game.by_number = sorted(range(n), key=numbers.__getitem__)
    game.state.alive = list(alive)
    shared = _Shared(game)
    rows = np.array(chances).reshape(n, n)
    support = np.array(possible).reshape(n, n)
    viewers = np.arange(n)
    batched = _packmate_rows(shared, viewers, rows, support)
    # With no certainty given (and no seat surely a wolf), a listed chance is shown strictly
    # between 0 and 1.
    shown = np.clip(rows, TINY, 1.0 - TINY)
    for seat in range(n):
        listed = [
            (-round(float(shown[seat, other]), 12), numbers[other], other)
            for other in range(n)
            if other != seat and alive[other] and support[seat, other]
        ]
        expected = [
            Packmate(other, f"P{other}", float(shown[seat, other])) for *_, other in sorted(listed)
        ]
        assert list(batched[seat]) == expected


def test_packmate_table_matches_each_seat_late_in_a_longer_game() -> None:
    """At 60 players over 30 phases (many kills, late visions of killed Seers) the table still
    equals the per-seat rows."""
    game = Game(make_setup(players=[f"P{i}" for i in range(60)], wolves=15, seed=11))
    policy = RandomPolicy(seed="late")
    model = game.cisra
    assert isinstance(model, FastCisraWorlds)
    for phase in range(30):
        if game.is_over:
            break
        play_phase(game, policy)
        if phase % 10 != 9:
            continue
        chances, support = model.packmate_table()
        for seat in range(0, game.n, 3):
            assert np.allclose(chances[seat], model.packmates(seat), rtol=1e-9, atol=1e-12)
            assert (support[seat] == model.packmate_support(seat)).all()
