"""A split's part is proved to hold a world by a world a search found lately.

``Completer.holds_part`` reads the whole's known world first; when that world is not in the
part, it now tries the worlds its last searches found before a search of its own (fifteen
players, seed 7, Night 1: 11,212 searches to 7,499). A part proved so keeps no witness of
its own: its ``witness`` is still the search's first world, the one leaves show. Exactness
is the enumeration oracle's to judge (``test_script2_lazy``'s split parts against the
completion check, ``test_script2_oracle``) with the games' hashes; this checks the mechanism.
"""

from __future__ import annotations

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
