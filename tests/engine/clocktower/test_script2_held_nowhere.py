"""A token the leaves' setups allow a seat but no world gives it is searched for in one setup
only (``LazySolver.held_nowhere``: their union, pinned, holds no world), not in each; the
options are those of a search per setup. The random games of
``test_script2_grimoire_shared.py`` compare every view with the search per setup too."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from unittest import mock

from engine.clocktower import lazy_solver, search
from engine.clocktower.lazy_solver import LazyLeaf, LazySolver
from engine.clocktower.text import Seat
from engine.clocktower.world import History, Leaf
from tests.engine.clocktower.test_script2_grimoire_shared import _six_seed_five

Classes = Iterator[tuple[Sequence[frozenset[str]], Callable[[Seat, str], tuple[str, ...] | None]]]


def _loosened() -> tuple[LazySolver, History, list[Leaf], Seat]:
    """Six players, seed 5, at dawn: 40 setups, each given the Vortox's token on a good
    seat as one more candidate, which no world can hold (the Demon's seat is known)."""
    game, history, leaves = _six_seed_five()
    seat = min(set(range(game.n)) - game.evil)
    loose: list[Leaf] = []
    for leaf in leaves:
        assert isinstance(leaf, LazyLeaf) and leaf.setup is not None
        cands = list(leaf.setup.cands)
        cands[seat] = cands[seat] | {"vortox"}
        loose.append(replace(leaf, setup=replace(leaf.setup, cands=tuple(cands))))
    assert isinstance(game.solver, LazySolver)
    return game.solver, history, loose, seat


def _options_and_asks(plain: bool) -> tuple[list[set[str]], int]:
    """The options of the loosened leaves, and how many setups were searched for the
    Vortox on the good seat (``plain``: without the proof)."""
    solver, history, leaves, seat = _loosened()
    asked: list[int] = []
    real = LazySolver.witness_classes

    def classes(self: LazySolver, history: History, leaves: Sequence[Leaf]) -> Classes:
        for cands, pinned in real(self, history, leaves):

            def spied(
                s: Seat, token: str, pinned: Callable[[Seat, str], tuple[str, ...] | None] = pinned
            ) -> tuple[str, ...] | None:
                if (s, token) == (seat, "vortox"):
                    asked.append(1)
                return pinned(s, token)

            yield cands, spied

    with mock.patch.object(LazySolver, "witness_classes", classes):
        if plain:
            with mock.patch.object(LazySolver, "held_nowhere", search.Solver.held_nowhere):
                return solver.token_options(history, leaves), len(asked)
        return solver.token_options(history, leaves), len(asked)


def test_a_token_no_world_holds_is_searched_for_in_one_setup() -> None:
    """The Vortox on a good seat: one setup searched, not all 40."""
    assert len(lazy_solver._setups(_loosened()[2])) == 40
    assert _options_and_asks(plain=False)[1] == 1


def test_the_options_are_those_of_a_search_per_setup() -> None:
    """The options with the proof are those of every setup searched (40 times for it)."""
    options, asks = _options_and_asks(plain=True)
    assert asks == 40
    assert _options_and_asks(plain=False)[0] == options
