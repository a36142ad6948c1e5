"""A bound part of an entry (``world.Upto``) whose bound does not fall before the point asked
is proved at dusk exactly as the whole entry (``early.bound_read``): the solver's memos of
that proof (``ExplicitSolver._refusals``, ``early_due.proved_witnessless``) answer both from
one reading of the worlds at dusk.

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import early_due
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import bound_read, entry_fits
from engine.clocktower.early_due import Proved, proved_witnessless
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import Wake
from engine.clocktower.world import Upto, night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_armers as armers
from tests.engine.clocktower import test_script2_early_bound as bounds
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

ST = early_games.ST

_scripts = known_scripts(armers.SOLE_BARBER)
POISONER = ClauseEntry((Wake("poisoner", (0,)),))
"""The Lleech's (@5) `wake poisoner choose @1` on SOLE_BARBER's Night 2: held by no world."""


def _counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the worlds at dusk ``early_due`` proves afresh from now on."""
    read = [0]
    proof = early_due.no_witness_fits

    def counting(*args: object) -> bool:
        read[0] += 1
        return proof(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(early_due, "no_witness_fits", counting)
    return read


def test_a_bound_part_at_its_point_reuses_the_whole_entrys_refusal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After the Lleech's whole `wake poisoner choose @1` is refused at its slot, the part
    bound at that slot is refused too without proving any world at dusk again."""
    game = armers._night2()
    slot = bounds._slot(game, "poisoner")
    solver = LazySolver()
    whole = game.history.with_entry(game.number, 4, POISONER)
    assert solver.refused_early(whole, 4, POISONER, slot)
    read = _counted(monkeypatch)
    part = Upto(POISONER, slot)
    assert solver.refused_early(game.history.with_entry(game.number, 4, part), 4, part, slot)
    assert read[0] == 0


def test_a_bound_part_at_its_point_reuses_the_whole_entrys_proof(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """In each world at dusk, the proof of the part bound at the Poisoner's slot is read
    from the memo the whole entry's proof filled there."""
    game = armers._night2()
    slot = bounds._slot(game, "poisoner")
    solver = LazySolver()
    dusks = solver._at_dusk(game.history.with_entry(game.number, 4, POISONER))
    assert dusks
    proved: Proved = {}
    night, ahead = dusks[0]
    fits = entry_fits(night, 4, POISONER)
    assert proved_witnessless(night, ahead, 4, fits, slot, proved)
    read = _counted(monkeypatch)
    assert proved_witnessless(night, ahead, 4, fits, slot, proved, slot)
    assert read[0] == 0 and len(proved) == 1


def test_a_bound_falling_before_the_point_is_kept() -> None:
    """A bound at least two slots before the point stays (forced wakes after it do not
    count); one at the point or the slot before it reads as a whole entry."""
    assert bound_read(7, 5) == 5
    assert bound_read(7, 6) is None and bound_read(7, 9) is None and bound_read(7, None) is None


def _shared_agree(seed: int) -> None:
    """On a random partial Night 2 of mini_uncertainty, each seat's bound parts (at their
    position and later points) are refused by a solver that refused or not the whole entry
    first exactly as by a fresh one."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, 2)
    history = shortcuts._random_entries(rng, game, game.solver)
    entries = dict(history.phases[-1].entries)  # type: ignore[union-attr]
    end = len(night_order(game.script, game.number))
    shared = LazySolver()
    for seat in range(game.n):
        if seat in entries:
            continue
        for part in bounds._bound_parts(game, seat, rng):
            whole = history.with_entry(game.number, seat, part.entry)
            trial = history.with_entry(game.number, seat, part)
            for point in sorted({part.position, rng.randint(part.position, end)}):
                shared.refused_early(whole, seat, part.entry, point)
                alone = LazySolver().refused_early(trial, seat, part, point)
                assert shared.refused_early(trial, seat, part, point) == alone, (seat, part, point)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_mini_uncertainty_bound_parts_share_exactly(seed: int) -> None:
    """A bound part's early refusal read after its whole entry's is a fresh solver's."""
    _shared_agree(seed)
