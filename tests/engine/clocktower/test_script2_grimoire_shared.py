"""The closed grimoire's shared work (issue 26: the grimoire under 1 s): one copy of a world
for every seat's droison check, the completion searches for a character asked of the
setups' union first, and a token no world gives a seat ruled out by their union
(``LazySolver.held_nowhere``). Each is checked against the plain version kept here (a copy
per seat, a search per setup) on random games, every view the storyteller sees compared.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of random games (3 by default).
"""

from __future__ import annotations

import copy
import os
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from unittest import mock

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup, lazy_solver
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import Completer, LazySetup, narrow
from engine.clocktower.lazy_solver import SPLIT
from engine.clocktower.script import token_character
from engine.clocktower.search import Solver
from engine.clocktower.text import Seat
from engine.clocktower.views import (
    StorytellerView,
    _edited_witness_lacks,
    _forced_by_counts,
    storyteller_view,
)
from engine.clocktower.world import History, Leaf
from tests.engine.clocktower import test_script2_oracle as oracle_games

EXAMPLES = int(os.environ.get("CLOCKTOWER_ORACLE_EXAMPLES", "3"))


def _plain_maybe(world: ExplicitNight, question: Callable[[ExplicitNight], bool]) -> bool:
    probe = copy.deepcopy(world)
    try:
        return question(probe)
    except SPLIT as split:
        assert world.refiner is not None
        return any(_plain_maybe(part, question) for part in world.refiner(world, split))


def _plain_droisoned(world: ExplicitNight, seats: Iterable[Seat]) -> frozenset[Seat]:
    """Session 48's check: a copy of the world per seat, each seat split on its own."""

    def at(seat: Seat) -> Callable[[ExplicitNight], bool]:
        return lambda probe: probe.droisoned_by_another(seat)

    return frozenset(s for s in seats if _plain_maybe(world, at(s)))


def _plain_holds_without(completer: Completer, setups: Sequence[LazySetup], character: str) -> bool:
    """Session 48's search: one completion search per setup."""
    for setup in setups:
        cands = tuple(
            frozenset(t for t in c if token_character(t) != character) for c in setup.cands
        )
        if all(cands):
            without = narrow(LazySetup(cands, setup.marks, setup.open_marks), 0, cands[0])
            if without is not None and completer.holds(without):
                return True
    return False


def _history(game: ClocktowerGame) -> History:
    """The history the grimoire reads (at dusk while a night is open)."""
    history = game.history
    if game.phase == "night" and game.outcome is None:
        history = replace(history, phases=history.phases[:-1])
    return history


def _plain(
    game: ClocktowerGame,
) -> tuple[StorytellerView, list[Leaf], list[tuple[str, ...]], tuple[str, ...]]:
    """The view and the leaves of a copy of ``game`` (no memo of the original) with the plain
    checks; each seat's characters now and the characters certainly in, read plainly off
    the leaves."""
    fresh = copy.deepcopy(game)
    with (
        mock.patch.object(lazy_solver, "_droisoned_somewhere", _plain_droisoned),
        mock.patch.object(lazy_solver, "_some_holds_without", _plain_holds_without),
        mock.patch.object(lazy_solver.LazySolver, "held_nowhere", Solver.held_nowhere),
    ):
        view = storyteller_view(fresh)
        history = _history(fresh)
        leaves = fresh.solver.all_leaves(history)
        now = [
            tuple(
                c
                for c in fresh.script.characters
                if any(leaf.current and leaf.current[seat] == c for leaf in leaves)
            )
            for seat in range(fresh.n)
        ]
        options = fresh.solver.token_options(history, leaves)
        possible = {token_character(t) for opts in options for t in opts}
        certainly_in = tuple(
            c
            for c in fresh.script.characters
            if c in possible
            and (
                _forced_by_counts(fresh, history, c)
                or (
                    not _edited_witness_lacks(history, leaves, c)
                    and not fresh.solver.in_play_somewhere_without(history, leaves, c)
                )
            )
        )
    return view, leaves, now, certainly_in


def _compare(game: ClocktowerGame, seen: list[int]) -> None:
    view = storyteller_view(game)
    leaves = game.solver.all_leaves(_history(game))
    plain_view, plain_leaves, now, certainly_in = _plain(game)
    assert view == plain_view
    assert [leaf.poisoned for leaf in leaves] == [leaf.poisoned for leaf in plain_leaves]
    assert [s.now for s in view.seats] == now
    assert view.certainly_in == certainly_in
    seen.append(len(leaves))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6), players=st.sampled_from([5, 6]))
def test_the_grimoire_is_the_plain_checks_on_random_games(seed: int, players: int) -> None:
    """Every view (night open, dawn, day's end) and every leaf's droisoned seats match."""
    rng = random.Random(seed)
    game = ClocktowerGame(
        ClocktowerSetup(
            players=tuple(f"p{i}" for i in range(players)),
            script="uncertainty_principle",
            seed=seed,
        )
    )
    transcript: list[object] = []
    attempt = oracle_games._attempts(game, transcript)
    seen: list[int] = []
    lists = [0]

    def half_in() -> None:
        lists[0] += 1
        if lists[0] == players // 2:
            _compare(game, seen)

    for _ in range(2):
        if game.outcome is not None:
            break
        lists[0] = 0
        oracle_games._night(game, rng, attempt, half_in)
        if game.phase != "day":
            break
        _compare(game, seen)
        alive = [s for s in range(game.n) if s not in game.appears_dead]
        nominator, nominee = rng.choice(alive), rng.randrange(game.n)
        attempt(f"nominate @{nominator + 1} @{nominee + 1} yes", oracle_games.ST)
        if game.outcome is None:
            attempt("end_day", oracle_games.ST)
    assert seen


def _six_seed_five() -> tuple[ClocktowerGame, History, list[Leaf]]:
    """Script 2 at six players, seed 5, after a random Night 1: 40 worlds at dawn, each on
    its own setup, the Baron in every one."""
    rng = random.Random(5)
    game = ClocktowerGame(
        ClocktowerSetup(
            players=tuple(f"p{i}" for i in range(6)), script="uncertainty_principle", seed=5
        )
    )
    oracle_games._night(game, rng, oracle_games._attempts(game, []))
    assert game.phase == "day"
    history = game.history
    return game, history, game.solver.all_leaves(history)


def test_a_character_in_every_setup_is_proved_so_by_few_searches() -> None:
    """The Baron in all 40 setups: unions of them without him answer in under half the 40
    searches one per setup made (19: the whole union holds a world, its parts soon none)."""
    game, history, leaves = _six_seed_five()
    assert len(lazy_solver._setups(leaves)) == 40
    with mock.patch.object(
        Completer, "witness", autospec=True, side_effect=Completer.witness
    ) as spy:
        assert not game.solver.in_play_somewhere_without(history, leaves, "baron")
    assert spy.call_count < 40 // 2


def test_each_world_is_copied_once_for_every_seats_droison_check() -> None:
    """A world no droison question splits is copied once for its six seats, not six times."""
    game, history, _ = _six_seed_five()
    worlds = game.solver.worlds(history)
    completer = game.solver.completer(history)
    copies: list[int] = []
    real = ExplicitNight.__deepcopy__

    def counted(self: ExplicitNight, memo: dict[int, object]) -> ExplicitNight:
        copies.append(1)
        return real(self, memo)

    refined: list[int] = []
    real_refined = lazy_solver._refined

    def counted_refined(world: ExplicitNight, split: Exception) -> list[ExplicitNight]:
        refined.append(1)
        return real_refined(world, split)

    unsplit = 0
    with (
        mock.patch.object(ExplicitNight, "__deepcopy__", counted),
        mock.patch.object(lazy_solver, "_refined", counted_refined),
    ):
        for world in worlds:
            copies.clear()
            refined.clear()
            lazy_solver._leaf(world, completer, poisoned=True)
            if not refined:
                unsplit += 1
                assert len(copies) == 1
    assert unsplit
