"""The leaves without the grimoire's droisoning and notes, for the readers of neither.

At a commit point the lazy solver's prompts' facts and the game's untold swaps read every
leaf of the history: its witness, setup, characters now and swaps, never which seats are
droisoned in some of its worlds nor the rules' notes, which only the grimoire shows.
Fifteen players, seed 2026's Night 1 built each of its dawn's leaves with a droison check of
every seat on a copy of its world for them. ``LazySolver.plain_leaves`` serves them the
``leaves`` walk's own leaves instead; the grimoire gives them their droisoning and notes
when asked (``all_leaves``), and the end of day builds them for the next night's open
grimoire, as the prompts did. Exactness is the enumeration oracle's to judge (``test_script2_search``,
``test_script2_oracle``) with the games' hashes; this checks the mechanism.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from engine.clocktower import ClocktowerGame, ClocktowerSetup, lazy_solver
from engine.clocktower.characters.worlds import GrimoireNote
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import Completer
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import MINI_UNCERTAINTY
from engine.clocktower.text import Seat
from engine.clocktower.views import storyteller_view
from engine.clocktower.world import Leaf
from engine.core.family import Actor
from tests.engine.clocktower.test_script2_search import NIGHT1

ST = Actor.STORYTELLER


def _night1() -> ClocktowerGame:
    """A mini_uncertainty game (seats 4 and 5 evil, 1-based) with every Night 1 list in
    (:data:`NIGHT1`: the Poisoner @5 chose @2, the Lleech @4 chose @1), on the lazy solver."""
    draws = {"alignment": "3,4,0,1,2"}
    players = tuple(f"p{i}" for i in range(1, 6))
    game = ClocktowerGame(
        ClocktowerSetup(players=players, script=MINI_UNCERTAINTY.id, seed=1),
        draws=draws,
        solver=LazySolver(),
    )
    for seat, text in NIGHT1.items():
        game.play(text, seat - 1)
    return game


def _counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the leaves' droison checks (one per leaf built for the grimoire)."""
    calls = [0]
    droisoned = lazy_solver._droisoned_somewhere

    def counted(world: ExplicitNight, seats: Iterable[Seat]) -> frozenset[Seat]:
        calls[0] += 1
        return droisoned(world, seats)

    monkeypatch.setattr(lazy_solver, "_droisoned_somewhere", counted)
    return calls


def test_prompt_facts_of_a_kept_night_check_no_droisoning(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The prompts' facts of a night whose worlds are kept build no leaf's droisoning."""
    game = _night1()
    solver = game.solver
    assert isinstance(solver, LazySolver)
    solver.worlds(game.history)  # kept, as the commit point's fates keep them
    calls = _counted(monkeypatch)
    solver.prompt_facts(game.history)
    assert calls == [0]


def test_untold_changes_check_no_droisoning(monkeypatch: pytest.MonkeyPatch) -> None:
    """The untold swaps of a night build no leaf's droisoning."""
    game = _night1()
    calls = _counted(monkeypatch)
    assert game.untold_changes(game.history) == []
    assert calls == [0]


def test_the_grimoire_after_the_dawn_shows_the_droisoning_and_notes() -> None:
    """The grimoire after a dawn that read the plain leaves still shows who may be
    droisoned and the rules' notes."""
    game = _night1()
    game.play("resolve", ST)
    assert game.phase == "day"
    view = storyteller_view(game)
    assert [seat.maybe_poisoned for seat in view.seats] == [True, True, False, False, False]
    assert view.notes == (GrimoireNote("chosen", "lleech", 0),)


def test_the_grimoire_leaves_of_kept_plain_ones_build_no_leaf_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The grimoire's leaves of a history whose plain leaves are kept build no leaf anew."""
    game = _night1()
    solver = game.solver
    assert isinstance(solver, LazySolver)
    solver.plain_leaves(game.history)
    built = [0]
    leaf = lazy_solver._leaf

    def counted(world: ExplicitNight, completer: Completer, poisoned: bool) -> Leaf:
        built[0] += 1
        return leaf(world, completer, poisoned)

    monkeypatch.setattr(lazy_solver, "_leaf", counted)
    assert solver.all_leaves(game.history)
    assert built == [0]


def test_the_grimoire_leaves_of_kept_plain_ones_equal_fresh_ones() -> None:
    """The grimoire's leaves given to kept plain ones equal those a fresh solver builds."""
    game = _night1()
    solver = game.solver
    assert isinstance(solver, LazySolver)
    solver.plain_leaves(game.history)
    fresh = LazySolver().all_leaves(game.history)
    assert any(leaf.poisoned for leaf in fresh) and any(leaf.notes for leaf in fresh)
    assert solver.all_leaves(game.history) == fresh


def test_the_open_grimoire_reads_droisoning_built_by_day(monkeypatch: pytest.MonkeyPatch) -> None:
    """The grimoire with Night 2 open checks no droisoning: the end of day built it."""
    game = _night1()
    game.play("resolve", ST)
    game.play("end_day", ST)
    assert game.phase == "night" and game.number == 2
    calls = _counted(monkeypatch)
    view = storyteller_view(game)
    assert any(seat.maybe_poisoned for seat in view.seats)
    assert calls == [0]
