"""What a resolution's proofs at dusk read in every world, less of it: whether a seat wakes
after a position reads its slots from the night's end down to that position only
(``early_due.may_wake_after``, ``Tonight.last_wakes``), and a "running" proof of the entries
that hold only where the game ends first reads a seat's part of the entries' deaths only
once the seats before it found no known proof (``early_due.own_read``).

``CLOCKTOWER_ORACLE_EXAMPLES`` sets the number of examples.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.clocktower import early, early_due
from engine.clocktower.clauses import ClauseEntry
from engine.clocktower.early import tonight
from engine.clocktower.explicit import ExplicitNight
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.text import Wake
from engine.clocktower.world import night_order
from tests.engine.clocktower import test_script2_early as early_games
from tests.engine.clocktower import test_script2_early_ended as ended
from tests.engine.clocktower import test_script2_early_ending as ending
from tests.engine.clocktower import test_script2_lazy_shortcuts as shortcuts
from tests.engine.clocktower.helpers import known_scripts

_scripts = known_scripts(ended.VORTOX)


def _wakes_later(night: ExplicitNight, seat: int, position: int) -> bool:
    """Whether ``seat`` may wake at some slot after ``position``, every slot read afresh on
    a new reading of tonight (nothing remembered)."""
    ahead = tonight(night)
    order = night_order(night.script, night.number)
    return night.winner is None and any(
        early.may_wake_as(night, ahead, seat, order[k].id) for k in range(position + 1, len(order))
    )


def test_a_seat_that_wakes_at_no_later_slot_reads_no_earlier_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On VORTOX's Night 2, asking in every world at dusk whether each seat wakes after the
    Vortox's slot reads no slot at or before it, and some world has a seat that wakes at no
    later slot."""
    _, base = ending._shared()
    dusks = LazySolver()._at_dusk(ending._draw(base, 3)) or []
    assert dusks
    vortox = [m.id for m in night_order(ended.VORTOX, 2)].index("vortox")
    read: list[str] = []
    reading = early_due.may_wake_as

    def counted(night: ExplicitNight, ahead: Any, seat: int, character: str) -> bool:
        read.append(character)
        return reading(night, ahead, seat, character)

    monkeypatch.setattr(early_due, "may_wake_as", counted)
    answers = [
        early_due.may_wake_after(night, ahead, seat, vortox)
        for night, ahead in dusks
        for seat in range(night.n)
    ]
    order = [m.id for m in night_order(ended.VORTOX, 2)]
    assert not any(answers) or not all(answers)
    assert read
    assert all(order.index(character) > vortox for character in read)


def _asked_in_any_order(rng: random.Random, dusks: list[tuple[ExplicitNight, Any]]) -> None:
    """Per world at dusk, each seat asked whether it wakes after random positions, one after
    another on the world's reading (its slots remembered in between): each answer is the
    one read afresh."""
    for night, ahead in rng.sample(dusks, min(12, len(dusks))):
        length = len(night_order(night.script, night.number))
        for _ in range(12):
            seat = rng.randrange(night.n)
            position = rng.randrange(-1, length + 1)
            got = early_due.may_wake_after(night, ahead, seat, position)
            assert got == _wakes_later(night, seat, position), (seat, position)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_vortox_later_wakes_asked_in_any_order_are_read_afresh(seed: int) -> None:
    """On VORTOX's Night 2 with random entries, whether a seat wakes after a position,
    asked at random positions one after another per world at dusk, answers as every slot
    read afresh."""
    rng = random.Random(seed)
    game = ended._vortox_night2()
    history = shortcuts._random_entries(rng, game, game.solver)
    dusks = LazySolver()._at_dusk(history) or []
    _asked_in_any_order(rng, dusks)


@shortcuts.SLOW
@given(seed=st.integers(min_value=0, max_value=10**6), night=st.sampled_from([2, 3]))
def test_mini_uncertainty_later_wakes_asked_in_any_order_are_read_afresh(
    seed: int, night: int
) -> None:
    """On a random partial night of mini_uncertainty, whether a seat wakes after a position,
    asked at random positions one after another per world at dusk, answers as every slot
    read afresh."""
    rng = random.Random(seed)
    game = early_games.mini_night(rng, night)
    history = shortcuts._random_entries(rng, game, game.solver)
    dusks = LazySolver()._at_dusk(history) or []
    _asked_in_any_order(rng, dusks)


def test_a_seats_part_is_read_only_after_the_seats_before_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With two good seats' `wake vortox` in (each holding only where the game ends
    first), the Vortox's draw choosing @2 after draws choosing @5 and @1 reads one seat's
    part of the deaths per world it reads them in: @1's part, unchanged, has its proof
    known and answers the draw, so @2's is never read."""
    game, base = ending._two_ending()
    solver = LazySolver()
    owns: list[int] = []
    reads: list[int] = []
    own, read = early_due.own_read, early_due.ending_read

    def counted_own(*args: Any) -> Any:
        owns.append(1)
        return own(*args)

    def counted_read(*args: Any) -> Any:
        reads.append(1)
        return read(*args)

    monkeypatch.setattr(early_due, "own_read", counted_own)
    monkeypatch.setattr(early_due, "ending_read", counted_read)
    for target in (4, 0, 1):
        entry = ClauseEntry((Wake("vortox", (target,)),))
        history = ending._draw(base, target)
        before = replace(history, phases=history.phases[:-1], track=frozenset())
        groups = solver._open_groups(history, ("running", (2, 0, game._entry_point(entry, 3))))
        assert groups is not None
        owns.clear()
        reads.clear()
        for index in range(len(solver._starts(before))):
            _ = index in groups
    assert reads
    assert len(owns) == len(reads)
