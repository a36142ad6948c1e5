"""The completion search's fills of the good seats remembered by all they read
(engine.clocktower.lazy.Completer._filled): a fill reads only the good seats' candidates, the
counts, the characters the evil tokens place and the needed ones they leave, so a setup split
at an evil seat, or another order of the same Minions, fills its good seats without a new
fill, and every witness is the one a search filling afresh finds."""

from __future__ import annotations

import random

import pytest

from engine.clocktower.lazy import Completer, LazySetup, narrow, root
from engine.clocktower.script import UNCERTAINTY_PRINCIPLE
from engine.clocktower.setups import SetupFacts

SCRIPT = UNCERTAINTY_PRINCIPLE
FACTS = SetupFacts(
    15,
    frozenset({1, 5, 6, 9}),
    demon=1,
    bluffs=("mayor", "fool", "monk"),
    learned={"damsel": False},
)
MINION_SEAT = 5


class _Counted(Completer):
    """A completion check that counts its fills of the good seats."""

    fills = 0

    def _fill(
        self,
        cands: tuple[frozenset[str], ...],
        good: list[int],
        tokens: list[str],
        t: int,
        o: int,
        need: set[str],
    ) -> bool:
        self.fills += 1
        return super()._fill(cands, good, tokens, t, o, need)


class _Afresh(Completer):
    """A completion check that fills the good seats afresh every time (no memo)."""

    def _filled(
        self,
        cands: tuple[frozenset[str], ...],
        good: list[int],
        tokens: list[str],
        t: int,
        o: int,
        need: set[str],
    ) -> bool:
        return self._fill(cands, good, tokens, t, o, need)


def _root() -> LazySetup:
    setup = root(SCRIPT, FACTS)
    assert setup is not None
    return setup


@pytest.mark.parametrize("keep_found", [True, False])
def test_a_minion_seat_split_fills_no_good_seat_anew(keep_found: bool) -> None:
    """Each part of the root split at a Minion seat (its token in the world found, and the
    rest) is searched with no new fill, and its witness is a search filling afresh's."""
    whole = _root()
    completer = _Counted(SCRIPT, FACTS)
    world = completer.witness(whole)
    assert world is not None
    mine = frozenset((world[MINION_SEAT],))
    part = narrow(whole, MINION_SEAT, mine if keep_found else whole.cands[MINION_SEAT] - mine)
    assert part is not None
    fills = completer.fills
    found = completer.witness(part)
    assert completer.fills == fills
    assert found is not None and found == _Afresh(SCRIPT, FACTS).witness(part)


def test_an_empty_search_fills_once_per_set_of_evil_characters() -> None:
    """Every good seat kept to the Townsfolk holds no world (two Outsiders at fifteen): the
    search tries three Demons times six Minion orders, and fills the good seats once per
    Demon (the evil characters placed), not once per order."""
    whole = _root()
    townsfolk = frozenset(SCRIPT.in_play_townsfolk)
    cands = tuple(c if seat in FACTS.evil else c & townsfolk for seat, c in enumerate(whole.cands))
    completer = _Counted(SCRIPT, FACTS)
    assert completer.witness(LazySetup(cands, whole.marks, whole.open_marks)) is None
    demons = [d for d in SCRIPT.demons if d in cands[FACTS.demon or 0]]
    assert len(demons) == 3
    assert completer.fills == len(demons)


@pytest.mark.parametrize("seed", range(8))
def test_one_check_fills_as_a_check_filling_afresh(seed: int) -> None:
    """Random narrowings of the root or of the last setup asked (evil seats too), in turn of
    one completion check, have each the witness a check filling afresh finds."""
    rng = random.Random(seed)
    setup = _root()
    completer = Completer(SCRIPT, FACTS)
    last = setup
    for _ in range(30):
        narrowed: LazySetup | None = last if rng.random() < 0.5 else setup
        for _ in range(rng.randint(1, 4)):
            assert narrowed is not None
            seat = rng.choice(sorted(FACTS.evil)) if rng.random() < 0.4 else rng.randrange(15)
            options = sorted(narrowed.cands[seat])
            kept = frozenset(rng.sample(options, max(1, len(options) // 2)))
            narrowed = narrow(narrowed, seat, kept)
            if narrowed is None:
                break
        if narrowed is None:
            continue
        assert completer.witness(narrowed) == _Afresh(SCRIPT, FACTS).witness(narrowed)
        last = narrowed
