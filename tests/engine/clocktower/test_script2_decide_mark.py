"""Deciding a setup mark propagates only from the seats that lost a token, once per setup.

``decide_mark`` made every part with a full pass over every settled seat's conflicts. A lazy
setup is closed already, so only the seats that lost the marked character can settle anew;
this checks that the parts are those of the full pass, and that no full pass is made. And
the branches of a fork refine the same mark split of the same setup: the walk's refiner
keeps its held parts (Night 1 at eleven players, seed 7: 25,846 marks decided, 4,180
distinct). Which parts hold is the enumeration oracle's to judge (``test_script2_lazy``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from engine.clocktower import lazy, lazy_solver
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import Completer, LazySetup, MarkSplit, decide_mark, narrow_all, root
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE
from engine.clocktower.setups import SetupFacts

FACTS = SetupFacts(11, frozenset((2, 6, 7)), learned={"damsel": False})
MARKED = ("lycanthrope", "puzzlemaster")


def _setup(seed: int) -> LazySetup:
    """Eleven players' root narrowed at random (closed, as every walk's setup is), some seats
    settled."""
    rng = random.Random(seed)
    setup = root(UNCERTAINTY_PRINCIPLE, FACTS)
    assert setup is not None
    while True:
        seats = rng.sample(range(FACTS.n), rng.randint(1, 7))
        narrowing = tuple(
            (seat, frozenset(rng.sample(sorted(setup.cands[seat]), rng.randint(1, 3))))
            for seat in seats
        )
        narrowed = narrow_all(setup, narrowing)
        if narrowed is not None:
            return narrowed


def _full_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    """``_propagate`` from every seat, whatever the caller says changed."""
    propagate = lazy._propagate

    def every(
        cands: list[frozenset[str]],
        marks: tuple[tuple[str, int | None], ...],
        changed: Sequence[int] | None = None,
        open_marks: tuple[tuple[str, frozenset[int | None]], ...] = (),
    ) -> LazySetup | None:
        return propagate(cands, marks, None, open_marks)

    monkeypatch.setattr(lazy, "_propagate", every)


@pytest.mark.parametrize("seed", range(30))
def test_a_marks_parts_are_the_full_passes(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Random closed setups at eleven: each marked character's parts, in order, are those a
    propagation from every seat gives."""
    setup = _setup(seed)
    evil = FACTS.evil
    parts = {c: list(decide_mark(UNCERTAINTY_PRINCIPLE, setup, evil, c)) for c in MARKED}
    _full_pass(monkeypatch)
    for character in MARKED:
        assert parts[character] == list(decide_mark(UNCERTAINTY_PRINCIPLE, setup, evil, character))


def test_a_good_mark_on_a_seat_reads_no_conflicts(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Lycanthrope's mark decided on a seat changes no seat's tokens: no settled seat's
    conflicts are read for it (the absent part's only for the seats it settles)."""
    setup = _setup(4)
    assert any(len(c) == 1 for c in setup.cands)
    read: list[str] = []
    conflicts = lazy._conflicts

    def counted(token: str) -> frozenset[str]:
        read.append(token)
        return conflicts(token)

    monkeypatch.setattr(lazy, "_conflicts", counted)
    every = decide_mark(UNCERTAINTY_PRINCIPLE, setup, FACTS.evil, "lycanthrope")
    absent = next(every)
    settled = sum(len(a) == 1 < len(b) for a, b in zip(absent.cands, setup.cands, strict=True))
    assert len(read) == settled
    assert list(every)
    assert len(read) == settled


def test_a_mark_split_asked_again_decides_no_mark_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two branches of one setup refining the same undecided mark (a fork's siblings): the
    second gets the first's parts, no mark decided again."""
    setup = _setup(4)
    completer = Completer(UNCERTAINTY_PRINCIPLE, FACTS)
    refine = LazySolver()._refiner(completer)
    night = ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, FACTS.evil)
    night.refiner = refine
    decided = [0]
    deciding = decide_mark

    def counted(*args: Any) -> Any:
        decided[0] += 1
        return deciding(*args)

    monkeypatch.setattr(lazy_solver, "decide_mark", counted)
    first = refine(night.__deepcopy__({}), MarkSplit("lycanthrope"))
    second = refine(night.__deepcopy__({}), MarkSplit("lycanthrope"))
    assert decided[0] == 1
    assert [part.world for part in second] == [part.world for part in first]
    assert len(first) > 1
