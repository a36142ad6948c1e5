"""A refutable clause's Drunk question asked one slot before its start (``walk``'s
``drunk_ahead``): before a free Poisoner's slot, a seat whose clause is refuted at every slot
after its start (an Empath's 0 beside its evil Lleech) is asked whether it is a Drunk, and
the walk stands on the one part that holds an initial world; where both parts hold, the
question waits for the start, as before (a split there would walk the Poisoner's slot once
per part)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from engine.clocktower.clauses import parse_clause_entry
from engine.clocktower.explicit import ExplicitNight, state_key, walk
from engine.clocktower.lazy import Completer, LazySetup, root
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE as UP
from engine.clocktower.setups import SetupFacts

EMPATH = frozenset(("empath", "drunk(empath)"))


def _facts(n: int) -> SetupFacts:
    """``n`` players, the last two evil: the Poisoner, then the Demon (a Lleech)."""
    return SetupFacts(n, frozenset((n - 2, n - 1)), demon=n - 1, learned={"damsel": False})


def _walk(
    n: int, cands: Callable[[list[frozenset[str]]], None], in_place: bool = True
) -> tuple[list[object], Counter[tuple[str, int | None, int]]]:
    """Night 1 with the Empath @1 shown 0 (its neighbour the Lleech is evil), the Lleech
    choosing @3 and the Poisoner free: the worlds found, in order, and the refinements
    made (kind, seat, how many seats had woken)."""
    facts = _facts(n)
    setup = root(UP, facts)
    assert setup is not None
    narrowed = [c - EMPATH for c in setup.cands]
    narrowed[0] = EMPATH
    narrowed[n - 2] = frozenset(("poisoner",))
    narrowed[n - 1] = frozenset(("lleech",))
    cands(narrowed)
    night = ExplicitNight(UP, LazySetup(tuple(narrowed)), facts.evil)
    solver = LazySolver()
    completer = Completer(UP, facts)
    refine = solver._refiner(completer)
    made: Counter[tuple[str, int | None, int]] = Counter()

    def counted(branch: ExplicitNight, split: Exception) -> list[ExplicitNight]:
        made[type(split).__name__, getattr(split, "seat", None), len(branch.woke)] += 1
        parts = refine(branch, split)
        for part in parts:
            part.refiner = counted
        return parts

    night.refiner = counted
    if in_place:
        night.only_part = solver._only_part(completer)
    entries = {0: parse_clause_entry("wake empath learn 0", n)}
    entries[n - 1] = parse_clause_entry("wake lleech choose @3", n)
    found = [state_key(w) for w in walk(night, entries, free=frozenset((n - 2,)))]
    return found, made


def _as_root(cands: list[frozenset[str]]) -> None:
    """Leave the other seats as the root setup has them."""


def _one_outsider(cands: list[frozenset[str]]) -> None:
    """Eight players (one Outsider): @2 the Barber or the Mayor, the others settled, so the
    Empath @1 is a Drunk exactly where @2 is the Mayor."""
    cands[1] = frozenset(("barber", "mayor"))
    for seat, character in enumerate(("tea_lady", "fool", "monk", "undertaker"), start=2):
        cands[seat] = frozenset((character,))


def test_an_empty_drunk_half_is_dropped_before_the_poisoners_slot() -> None:
    """Five players (no room for a Drunk): no Drunk split of @1 reaches the refiner, which
    met one in each branch of the Poisoner's slot; the same worlds as the old walk."""
    found, made = _walk(5, _as_root)
    old_found, old_made = _walk(5, _as_root, in_place=False)
    assert found == old_found
    assert old_made["Split", 0, 2] > 0
    assert not [key for key in made if key[:2] == ("Split", 0)]


def test_a_drunk_split_with_two_parts_waits_for_the_poisoners_slot() -> None:
    """Eight players, @1 a Drunk in some worlds and not in others: the split is made after
    the Poisoner's slot, which is walked once."""
    found, made = _walk(8, _one_outsider)
    assert found
    assert made["Split", 0, 2] == 1
    assert [key for key in made if key[:2] == ("Split", 0)] == [("Split", 0, 2)]
