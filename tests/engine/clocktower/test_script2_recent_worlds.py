"""The completion check answers from what its last searches found.

``Completer.holds_part`` reads the whole's known world first; when that world is not in the
part, it now tries the worlds its last searches found before a search of its own. A part
proved so keeps no witness of its own: its ``witness`` is still the search's first world,
the one leaves show. ``witness`` itself finds no world without a search in a setup that
narrows one a recent search found empty. Fifteen players, seed 7, Night 1: 11,212 searches
to 4,738. Exactness is the enumeration oracle's to judge (``test_script2_lazy``'s split
parts against the completion check, ``test_script2_oracle``) with the games' hashes; this
checks the mechanisms, and random setups asked of one check against a fresh one each.
"""

from __future__ import annotations

import random

import pytest

from engine.clocktower.lazy import Completer, LazySetup, narrow, root
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE
from engine.clocktower.setups import SetupFacts

FACTS = SetupFacts(7, frozenset((5, 6)), 6, learned={"damsel": False})


class _Counted(Completer):
    """A completion check that counts its searches."""

    searches = 0

    def _search(self, setup: LazySetup) -> tuple[str, ...] | None:
        self.searches += 1
        return super()._search(setup)


def _searched() -> tuple[_Counted, LazySetup, tuple[str, ...]]:
    """A completion check that has searched the root once, the root and its world."""
    setup = root(UNCERTAINTY_PRINCIPLE, FACTS)
    assert setup is not None
    completer = _Counted(UNCERTAINTY_PRINCIPLE, FACTS)
    world = completer.witness(setup)
    assert world is not None
    return completer, setup, world


def _part(setup: LazySetup, world: tuple[str, ...]) -> tuple[LazySetup, LazySetup]:
    """A whole never searched (the root without a token the world does not use at seat 0)
    and its part holding ``world`` (seat 1 kept to the world's token)."""
    other = min(setup.cands[0] - {world[0]})
    whole = narrow(setup, 0, setup.cands[0] - {other})
    assert whole is not None
    part = narrow(whole, 1, frozenset((world[1],)))
    assert part is not None
    return whole, part


def test_a_part_holding_a_world_found_lately_is_not_searched() -> None:
    """A part of a whole with no known world, holding the world the last search found,
    holds without a search."""
    completer, setup, world = _searched()
    whole, part = _part(setup, world)
    searched = completer.searches
    assert completer.holds_part(part, whole)
    assert completer.searches == searched


def test_a_part_proved_by_a_recent_world_keeps_the_searchs_witness() -> None:
    """Its witness, asked after, is the one a fresh search finds."""
    completer, setup, world = _searched()
    whole, part = _part(setup, world)
    assert completer.holds_part(part, whole)
    assert completer.witness(part) == Completer(UNCERTAINTY_PRINCIPLE, FACTS).witness(part)


def test_a_setup_narrowing_an_empty_one_is_not_searched() -> None:
    """A setup whose seats' candidates are subsets of an empty one's holds no world, unsearched."""
    setup = root(UNCERTAINTY_PRINCIPLE, FACTS)
    assert setup is not None
    cands = list(setup.cands)
    cands[6] = frozenset(("baron",))  # the Demon's seat without a Demon: no world
    empty = LazySetup(tuple(cands))
    cands[0] = frozenset((min(cands[0]),))
    narrower = LazySetup(tuple(cands))
    completer = _Counted(UNCERTAINTY_PRINCIPLE, FACTS)
    assert completer.witness(empty) is None
    searched = completer.searches
    assert completer.witness(narrower) is None
    assert completer.searches == searched


@pytest.mark.parametrize("seed", range(12))
def test_one_check_asked_many_setups_answers_as_a_fresh_check(seed: int) -> None:
    """Random narrowings of the root or of the last setup asked, in turn of one completion
    check (its recent worlds and empty setups kept), have each the witness a fresh check
    finds."""
    rng = random.Random(seed)
    setup = root(UNCERTAINTY_PRINCIPLE, FACTS)
    assert setup is not None
    completer = Completer(UNCERTAINTY_PRINCIPLE, FACTS)
    last = setup
    for _ in range(40):
        narrowed: LazySetup | None = last if rng.random() < 0.5 else setup
        for _ in range(rng.randint(1, 4)):
            assert narrowed is not None
            seat = rng.randrange(FACTS.n)
            options = sorted(narrowed.cands[seat])
            kept = frozenset(rng.sample(options, max(1, len(options) // 3)))
            narrowed = narrow(narrowed, seat, kept)
            if narrowed is None:
                break
        if narrowed is None:
            continue
        fresh = Completer(UNCERTAINTY_PRINCIPLE, FACTS)
        assert completer.holds_part(narrowed, setup) == fresh.holds(narrowed)
        assert completer.witness(narrowed) == fresh.witness(narrowed)
        last = narrowed
