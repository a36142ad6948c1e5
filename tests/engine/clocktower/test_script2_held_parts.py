"""A split's parts that hold an initial world are narrowed and checked once per setup.

After a free seat's wake forks Night 1's walk, every branch asks the same questions of the
same lazy setup, so the same split was narrowed and checked once per branch (at eleven
players, seed 5's "possible" narrowed 74,324 splits, 6,758 of them distinct).
``Completer.held_parts`` remembers them; which parts hold is the enumeration oracle's to
judge through the walk (``test_script2_lazy``, ``test_script2_oracle``), this checks the
memo against the narrowing itself.
"""

from __future__ import annotations

import random

import pytest

from engine.clocktower import explicit, lazy, lazy_solver
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy import Completer, LazySetup, Narrowing, Split, narrow_all, root
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE
from engine.clocktower.setups import SetupFacts

FACTS = SetupFacts(11, frozenset((2, 6, 7)), learned={"damsel": False})


def _root() -> LazySetup:
    setup = root(UNCERTAINTY_PRINCIPLE, FACTS)
    assert setup is not None
    return setup


def _partition(setup: LazySetup, rng: random.Random) -> tuple[Narrowing, ...]:
    """A holders' split of a random character over some seats: one part per seat holding
    it, the others not, then one where none does."""
    seats = rng.sample(range(FACTS.n), rng.randint(1, 5))
    tokens = sorted(set().union(*(setup.cands[s] for s in seats)))
    held = frozenset(rng.sample(tokens, rng.randint(1, 3)))
    parts = tuple(
        tuple(
            (other, setup.cands[other] & held if other == seat else setup.cands[other] - held)
            for other in seats
        )
        for seat in seats
    )
    return (*parts, tuple((other, setup.cands[other] - held) for other in seats))


@pytest.mark.parametrize("seed", range(20))
def test_held_parts_are_the_narrowed_parts_that_hold(seed: int) -> None:
    """Random splits of eleven players' root: the narrowed parts a fresh check holds, in order."""
    setup = _root()
    parts = _partition(setup, random.Random(seed))
    fresh = Completer(UNCERTAINTY_PRINCIPLE, FACTS)
    expected = tuple(
        part
        for part in (narrow_all(setup, narrowing) for narrowing in parts)
        if part is not None and fresh.holds(part)
    )
    assert Completer(UNCERTAINTY_PRINCIPLE, FACTS).held_parts(setup, parts, parts) == expected


def _counting_narrowings(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """From now on, ``lazy.narrow_all``'s calls counted in the list's one item."""
    calls = [0]
    narrowing = lazy.narrow_all

    def counted(*args: object) -> LazySetup | None:
        calls[0] += 1
        return narrowing(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(lazy, "narrow_all", counted)
    return calls


def test_a_split_asked_again_is_not_narrowed_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same split of the same setup, asked again, narrows no part and gives the same parts."""
    setup = _root()
    parts = _partition(setup, random.Random(3))
    completer = Completer(UNCERTAINTY_PRINCIPLE, FACTS)
    first = completer.held_parts(setup, parts, parts)
    calls = _counting_narrowings(monkeypatch)
    again = completer.held_parts(LazySetup(setup.cands), tuple(parts), tuple(parts))
    assert again == first
    assert calls[0] == 0


def _holders_split(setup: LazySetup) -> Split:
    night = ExplicitNight(UNCERTAINTY_PRINCIPLE, setup, FACTS.evil)
    with pytest.raises(Split) as raised:
        night.holding("empath", range(FACTS.n))
    return raised.value


def test_a_holders_split_is_remembered_by_its_question(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two branches asking who holds the Empath of the same setup: the second split's parts
    are the first's, and it narrows none."""
    setup = _root()
    completer = Completer(UNCERTAINTY_PRINCIPLE, FACTS)
    first = _holders_split(setup)
    assert first.parts is not None
    held = completer.held_parts(setup, first.parts, first.key)
    fresh = Completer(UNCERTAINTY_PRINCIPLE, FACTS)
    assert held == fresh.held_parts(setup, first.parts, first.parts)
    second = _holders_split(setup)
    assert second.key == first.key and second.parts == first.parts
    calls = _counting_narrowings(monkeypatch)
    assert second.parts is not None
    assert completer.held_parts(setup, second.parts, second.key) == held
    assert calls[0] == 0


def test_a_holders_split_asked_again_builds_no_parts(monkeypatch: pytest.MonkeyPatch) -> None:
    """A second branch's holders' split of the same setup reaches its held parts without
    building its parts (the question's key finds them)."""
    setup = _root()
    completer = Completer(UNCERTAINTY_PRINCIPLE, FACTS)
    first = _holders_split(setup)
    held = lazy_solver._held_parts(setup, first, completer)
    built = [0]
    build = explicit._holders_parts

    def counted(*args: object) -> tuple[Narrowing, ...]:
        built[0] += 1
        return build(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(explicit, "_holders_parts", counted)
    second = _holders_split(setup)
    assert lazy_solver._held_parts(setup, second, completer) == held
    assert built[0] == 0
