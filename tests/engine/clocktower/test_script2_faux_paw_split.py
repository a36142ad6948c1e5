"""A free Lycanthrope's open faux paw splits only the branch that asks (``ExplicitNight.cases``).

In a settled lazy world whose faux paw is still open among several good seats (worlds merged
over their marks), each attack asks whether its target is the faux paw. Left to the walk,
each such question restarts the Lycanthrope's whole slot, once per part, one target at a
time; split where it is asked, the slot runs once. Exactness is the enumeration oracle's to
judge (``test_script2_mark_merge``, on the same reduced script); this checks the mechanism.
"""

from __future__ import annotations

import pytest

from engine.clocktower import lazy_solver
from engine.clocktower.characters import REGISTRY
from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.lazy import Completer, LazySetup, MarkSplit
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.setups import SetupFacts
from engine.clocktower.text import Seat
from tests.engine.clocktower.test_script2_mark_merge import MARKED

TOKENS = ("lycanthrope", "empath", "monk", "lleech", "poisoner")
FACTS = SetupFacts(5, frozenset((3, 4)), 3)


def _night(marks: tuple[tuple[str, Seat | None], ...], open_marks: object) -> ExplicitNight:
    """Night 2 of the settled reduced-script world with these setup marks, lazy (refined as
    the lazy solver refines)."""
    setup = LazySetup(tuple(frozenset((t,)) for t in TOKENS), marks, open_marks)  # type: ignore[arg-type]
    completer = Completer(MARKED, FACTS)
    assert completer.holds(setup)
    night = ExplicitNight(MARKED, setup, FACTS.evil, number=2)
    night.refiner = LazySolver()._refiner(completer)
    return night


def _counted(monkeypatch: pytest.MonkeyPatch, owner: object, name: str) -> list[int]:
    """``owner.name`` replaced by itself counting its calls (in the one-item list returned)."""
    calls = [0]
    function = getattr(owner, name)

    def counted(*args: object) -> object:
        calls[0] += 1
        return function(*args)

    monkeypatch.setattr(owner, name, counted)
    return calls


def _walked(night: ExplicitNight) -> None:
    """Walk ``night`` with every seat free (some world holds it)."""
    assert list(walk(night, {}, keep_ended=True, free=frozenset(range(5))))


def _attacks(night: ExplicitNight, monkeypatch: pytest.MonkeyPatch) -> int:
    """How many times the Lycanthrope acts in the walk of ``night`` with every seat free
    (every choice tried: a droisoned one's summary, which an open faux paw's split leaves
    to the walk, would act fewer times where the faux paw is decided)."""
    monkeypatch.setattr(REGISTRY["lycanthrope"], "explicit_free_act", lambda *args: None)
    calls = _counted(monkeypatch, REGISTRY["lycanthrope"], "explicit_act")
    _walked(night)
    return calls[0]


def test_an_open_faux_paw_does_not_restart_the_lycanthropes_slot(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Lycanthrope acts as often with its faux paw open among the good seats as with it
    decided: each question splits the branch that asks it, not the slot."""
    decided = _attacks(_night((("lycanthrope", 1),), ()), monkeypatch)
    opened = _attacks(_night((), (("lycanthrope", frozenset((0, 1, 2))),)), monkeypatch)
    assert opened == decided


def test_a_question_on_an_open_mark_answers_in_each_part() -> None:
    """``cases`` splits the world on the mark it reads (the target, and the rest left open),
    with each part's answer, and leaves the world itself as it was."""
    night = _night((), (("lycanthrope", frozenset((0, 1, 2))),))
    with pytest.raises(MarkSplit):
        night.registers_evil(1)
    cases = night.cases(lambda part: part.registers_evil(1))
    assert [(part.world.open_marks, evil) for part, evil in cases] == [  # type: ignore[union-attr]
        ((), True),
        ((("lycanthrope", frozenset((0, 2))),), False),
    ]
    assert night.world.open_marks == (("lycanthrope", frozenset((0, 1, 2))),)  # type: ignore[union-attr]


def test_an_undecided_faux_paw_is_opened_once_per_world(monkeypatch: pytest.MonkeyPatch) -> None:
    """A settled world's undecided faux paw, asked of by every attack's branch, has its
    values listed (every value's part checked to hold) once, not once per target."""
    listed = _counted(monkeypatch, lazy_solver, "decide_mark")
    _walked(_night((), ()))
    assert listed == [1]
