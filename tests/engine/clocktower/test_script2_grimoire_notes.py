"""The rest of the storyteller's view (addendum §11): what the characters' rules keep in a
world — the Lleech's host, the Pukka's mark, the Devil's Advocate's protection, spent lives
and guesses, a pending Mastermind day, the setup marks' seats — shown as notes "in some
world"; players see none of it. Seats are 0-based; @4 and @5 (3, 4) are evil."""

from __future__ import annotations

import pytest

from engine.clocktower.characters.worlds import GrimoireNote as Note
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import LazySetup
from engine.clocktower.open_choice import OpenChoice
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.search import Solver
from engine.clocktower.setups import SetupWorld
from engine.clocktower.views import merged_notes, observe, storyteller_view
from tests.engine.clocktower.helpers import known_scripts
from tests.engine.clocktower.test_script2_grimoire_instances import SOLVERS, _after_day_one
from tests.engine.clocktower.test_script2_marks_oracle import DRUNK_CANNIBAL

TOKENS = ("empath", "fool", "puzzlemaster", "lleech", "devils_advocate")


_script = known_scripts(DRUNK_CANNIBAL, scope="function")


def _notes(marks: tuple[tuple[str, int], ...] = (), **state: object) -> set[Note]:
    night = ExplicitNight(UP, SetupWorld(TOKENS, marks), frozenset({3, 4}), number=2)
    night.state.update(state)
    return set(night.grimoire_notes())


def test_s11_the_lleechs_host_is_noted() -> None:
    """§11: the host of the Lleech @4 is @1."""
    assert _notes(lleech=(3, 0)) == {Note("chosen", "lleech", 0)}


def test_s11_an_open_pukka_mark_is_noted_on_each_of_its_seats() -> None:
    """§11: a free Pukka's mark kept open among @1 and @2 is on each in some world."""
    notes = _notes(pukka=(3, OpenChoice((0, 1))))
    assert notes == {Note("chosen", "pukka", 0), Note("chosen", "pukka", 1)}


def test_s11_the_devils_advocates_protection_is_noted_when_it_holds() -> None:
    """§11: tomorrow's protection, only where the Devil's Advocate chose sober."""
    assert _notes(devils_advocate=(4, 1, True)) == {Note("chosen", "devils_advocate", 1)}
    assert _notes(devils_advocate=(4, 1, False)) == set()


def test_s11_spent_lives_and_guesses_are_noted() -> None:
    """§11: the Fool's spent life, the Puzzlemaster's and the Minions' spent guesses."""
    notes = _notes(fool={1}, puzzlemaster={2}, damsel="spent")
    assert notes == {
        Note("spent", "fool", 1),
        Note("spent", "puzzlemaster", 2),
        Note("spent", "damsel"),
    }


def test_s11_a_pending_mastermind_day_is_noted_until_the_world_ends() -> None:
    """§11: the extra day, started on Day 2, until the world is decided."""
    assert _notes(mastermind=2) == {Note("pending", "mastermind")}
    night = ExplicitNight(UP, SetupWorld(TOKENS), frozenset({3, 4}), number=3)
    night.state["mastermind"] = 2
    night.winner = "good"
    assert night.grimoire_notes() == ()


def test_s11_the_setup_marks_seats_are_noted() -> None:
    """§11: the faux paw @1 and the puzzle-drunk @2."""
    marks = (("lycanthrope", 0), ("puzzlemaster", 1))
    assert _notes(marks) == {Note("marked", "lycanthrope", 0), Note("marked", "puzzlemaster", 1)}


def _undecided(*tokens: str) -> set[Note]:
    """The notes of a lazy setup of ``tokens`` whose marks are not decided yet."""
    cands = tuple(frozenset({t}) for t in tokens)
    night = ExplicitNight(UP, LazySetup(cands), frozenset({3, 4}), number=2)
    return set(night.grimoire_notes())


def test_s11_an_undecided_faux_paw_may_be_any_good_seat() -> None:
    """§11: a lazy setup that has not decided the faux paw has it on every good seat in
    some world (the Lycanthrope's own included), never on an evil one; nothing settles."""
    notes = _undecided("lycanthrope", *TOKENS[1:])
    assert {n.seat for n in notes if n.character == "lycanthrope"} == {0, 1, 2}


def test_s11_an_undecided_puzzle_drunk_is_never_the_puzzlemaster() -> None:
    """§11: an undecided puzzle-drunk may be any seat but the Puzzlemaster's own."""
    notes = _undecided(*TOKENS)
    assert {n.seat for n in notes if n.character == "puzzlemaster"} == {0, 1, 3, 4}


def test_s11_the_views_notes_are_each_once_in_seat_order() -> None:
    """The view's union of the worlds' notes: each once, in seat order (the world's own
    notes first)."""
    notes = [
        Note("marked", "lycanthrope", 1),
        Note("marked", "lycanthrope", 1),
        Note("chosen", "lleech", 0),
        Note("spent", "damsel"),
        Note("chosen", "lleech", 0),
    ]
    assert merged_notes(notes) == (
        Note("spent", "damsel"),
        Note("chosen", "lleech", 0),
        Note("marked", "lycanthrope", 1),
    )


@pytest.mark.parametrize("solver", SOLVERS, ids=lambda s: s.__name__)
def test_s11_the_grimoire_notes_the_host(solver: type[Solver]) -> None:
    """§11 through a game: the Lleech @4 took @3 as host on Night 1: the grimoire says so
    (every solver), and no player's observation does."""
    game = _after_day_one(solver(), 5)
    view = storyteller_view(game)
    assert view.notes == (Note("chosen", "lleech", 2),)
    assert "in some world: @3 chosen (Lleech)" in view.text.splitlines()
    for seat in range(game.n):
        assert not any("chosen" in m for m in observe(game, seat).messages)
