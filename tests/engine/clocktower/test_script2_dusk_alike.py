"""Worlds at dusk alike but for their lazy setup's marks share tonight's reading (issue 26:
the first Night-2 arrival at ten players read ``early.tonight`` of 8,475 worlds at dusk,
2,164 of them different once the marks are left out). A reading is shared only when it read
no mark, and each world gets a copy with memos of its own.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame, ClocktowerSetup
from engine.clocktower import explicit_solver as solver_module
from engine.clocktower.early import Tonight, tonight
from engine.clocktower.explicit import ExplicitNight, alike_key
from engine.clocktower.lazy import LazySetup, MarksWatched
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE, _reduced
from engine.clocktower.text import Wake
from engine.clocktower.world import History
from engine.core.family import Actor
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

ST = Actor.STORYTELLER

ALIKE = _reduced(
    UNCERTAINTY_PRINCIPLE,
    ("lycanthrope", "gambler", "monk", "fool", "puzzlemaster", "devils_advocate", "lleech"),
    "mini_dusk_alike",
    "Mini Dusk Alike (test script)",
)
"""Two setup marks (the faux paw, the puzzle-drunk) and no good wake on Night 1: at six
players most worlds at dusk differ in their marks alone. With no Poisoner, whether the
Lleech may be droisoned is the puzzle-drunk's mark, so a reading may read it."""

_scripts = known_scripts(ALIKE)


def _night2(host: int = 1, target: int = 6, executed: int | None = None) -> History:
    """ALIKE's Night 2 at six players (the Lleech @5 on ``host``, the Devil's Advocate @6
    choosing ``target``, ``executed`` on Day 1 or no one)."""
    game = ClocktowerGame(
        ClocktowerSetup(players=tuple(f"p{i}" for i in range(1, 7)), script=ALIKE.id, seed=1),
        draws={"alignment": "4,5,0,1,2,3"},
        solver=LazySolver(),
    )
    for seat in range(4):
        game.play("dont_wake", seat)
    game.play(f"setup demon @5\nwake lleech choose @{host}", 4)
    game.play(f"setup demon @5\nwake devils_advocate choose @{target}", 5)
    game.play("resolve", ST)
    if executed is not None:
        game.play(f"nominate @1 @{executed} yes @1 @2 @3 @4 @5 @6", ST)
    game.play("end_day", ST)
    assert game.outcome is None and game.phase == "night"
    return game.history


def _counted(monkeypatch: pytest.MonkeyPatch, marks: bool = False) -> list[ExplicitNight]:
    """The worlds ``explicit_solver`` reads tonight of from now on (each reading reads the
    setup's marks first with ``marks``)."""
    read: list[ExplicitNight] = []

    def counted(night: ExplicitNight) -> Tonight:
        read.append(night)
        if marks:
            assert isinstance(night.world, LazySetup)
            _ = night.world.marks
        return tonight(night)

    monkeypatch.setattr(solver_module, "tonight", counted)
    return read


def _as_read_afresh(ahead: Tonight, night: ExplicitNight) -> bool:
    """Whether ``ahead`` is the reading ``tonight`` makes of ``night`` afresh."""
    fresh = tonight(night)
    return ahead == fresh and ahead.gated == fresh.gated


def _alike_pair(dusks: list[tuple[ExplicitNight, Tonight]]) -> tuple[int, int]:
    """The places of the first two worlds at dusk alike but for their marks and read alike."""
    return next(
        (i, j)
        for i, (night, ahead) in enumerate(dusks)
        for j in range(i + 1, len(dusks))
        if alike_key(night) == alike_key(dusks[j][0]) and ahead == dusks[j][1]
    )


def test_a_watched_setup_notes_a_read_of_its_marks() -> None:
    """A watched setup notes nothing while its candidates are read, and notes a read of
    its marks."""
    setup = LazySetup((frozenset(("fool",)), frozenset(("monk", "gambler"))), (("x", 0),))
    watched = MarksWatched(setup)
    assert watched.cands == setup.cands and watched.tokens == ("fool", None)
    assert not watched.read
    assert watched.marks == setup.marks
    assert watched.read


def test_a_world_stands_on_its_watched_setup_for_the_block() -> None:
    """Inside ``ExplicitNight.marks_watched`` a world at dusk stands on the watched copy of
    its setup, which notes a read of the marks made through the world."""
    night = _first_dusk()
    with night.marks_watched() as watched:
        assert night.world is watched and not watched.read
        assert isinstance(night.world, LazySetup)
        _ = night.world.marks
    assert watched.read


def test_a_world_stands_on_its_setup_and_memo_again_after_the_block() -> None:
    """After ``ExplicitNight.marks_watched``, even one whose block read the hooked seats and
    raised, a world at dusk stands on its own setup with its hooked seats' memo as before."""
    night = _first_dusk()
    setup = night.world
    night.may_hold_hooked("explicit_reach")
    memo = night._hooked_seats
    with pytest.raises(RuntimeError), night.marks_watched():
        night.may_hold_hooked("explicit_reach")
        assert night._hooked_seats is not memo
        raise RuntimeError
    assert night.world is setup and night._hooked_seats is memo


def _first_dusk() -> ExplicitNight:
    """ALIKE's first world at dusk on Night 2 (on a lazy setup)."""
    dusks = LazySolver()._at_dusk(_night2())
    assert dusks
    night = dusks[0][0]
    assert isinstance(night.world, LazySetup)
    return night


def test_worlds_alike_but_for_their_marks_share_one_reading(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ALIKE's Night 2 reads tonight of 17 of its 20 worlds at dusk (11 different but for
    their marks: some readings read the puzzle-drunk's), each world's reading the one made
    of it afresh."""
    history = _night2()
    read = _counted(monkeypatch)
    dusks = LazySolver()._at_dusk(history)
    assert dusks is not None
    keys = {alike_key(night) for night, _ in dusks}
    assert (len(keys), len(read), len(dusks)) == (11, 17, 20)
    assert all(_as_read_afresh(ahead, night) for night, ahead in dusks)


def test_a_reading_that_read_a_mark_is_not_shared(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two worlds at dusk alike but for their marks are each read when reading the first
    read its marks, and shared when it did not."""
    dusks = LazySolver()._at_dusk(_night2())
    assert dusks is not None
    first, second = (dusks[i][0] for i in _alike_pair(dusks))
    for marks, readings in ((True, 2), (False, 1)):
        read = _counted(monkeypatch, marks)
        alike: solver_module.Alike = {}
        solver_module._tonight_alike(first, alike)
        solver_module._tonight_alike(second, alike)
        assert len(read) == readings


def test_a_shared_reading_keeps_only_the_answers_given_it() -> None:
    """The copy a world alike gets equals the reading, holds the ``may_wake_as`` answers
    given it (in a dict of its own) and none of the reading's later memos."""
    dusks = LazySolver()._at_dusk(_night2())
    assert dusks
    ahead = dusks[0][1]
    given = {(1, "fool"): False}
    ahead.wakes_as[(0, "monk")] = True
    ahead.clause_wakes[(0, Wake("monk", (1,)))] = True
    ahead.without_deaths()
    copy = ahead.alike(given)
    assert copy == ahead and copy.gated == ahead.gated and copy.deaths == ahead.deaths
    assert copy.wakes_as == given and copy.wakes_as is not given
    assert not copy.clause_wakes and not copy.undying


def test_worlds_alike_hold_readings_of_their_own() -> None:
    """Of two worlds at dusk that share a reading, a memo one's reading keeps is not the
    other's (each holds a copy)."""
    dusks = LazySolver()._at_dusk(_night2())
    assert dusks is not None
    first, second = (dusks[i][1] for i in _alike_pair(dusks))
    first.wakes_as[(0, "no such character")] = True
    assert (0, "no such character") not in second.wakes_as


@shortcuts.SLOW
@given(
    host=st.integers(min_value=1, max_value=4),
    target=st.integers(min_value=1, max_value=6),
    executed=st.one_of(st.none(), st.integers(min_value=1, max_value=4)),
)
def test_every_shared_reading_is_the_worlds_own(
    host: int, target: int, executed: int | None
) -> None:
    """On ALIKE's Night 2 after random Night-1 choices and Day-1 execution, every world at
    dusk's reading is the one ``tonight`` makes of it afresh."""
    dusks = LazySolver()._at_dusk(_night2(host, target, executed))
    assert dusks is not None
    assert all(_as_read_afresh(ahead, night) for night, ahead in dusks)
