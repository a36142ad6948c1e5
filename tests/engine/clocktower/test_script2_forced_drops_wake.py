"""A re-ask's walk for a world without a forced wake or kind (``LazySolver._world_without``)
grows no branch of a wake that makes it (``walk``'s ``drops_wake``): the prune would drop
each such branch at the end of the slot, so its forks (a Gambler's choices) are never copied
nor acted. On FREED_HOST's Night 2 (@1 and @2 each the Gambler or the Fool) with the other
seat's `dont_wake`, so the seat asked is the Gambler in every world, checked against the
enumeration oracle.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.clocktower.explicit import ExplicitNight, walk
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.lazy_solver import LazySolver
from engine.clocktower.script import Kind
from engine.clocktower.text import DontWake, Seat
from engine.clocktower.world import History
from tests.engine.clocktower.helpers import known_scripts
from tests.engine.clocktower.test_script2_early_gambler import _night2
from tests.engine.clocktower.test_script2_early_idle import FREED_HOST

_scripts = known_scripts(FREED_HOST)


class _Spy(LazySolver):
    """A lazy solver noting ``seat``'s wakes on every branch its walks for a world without
    a wake or kind count (ask their prune of)."""

    def __init__(self, seat: Seat) -> None:
        super().__init__()
        self.seat = seat
        self.counted: list[tuple[tuple[int, str], ...]] = []
        self._without = False

    def _tick(self, night: ExplicitNight) -> bool:
        if self._without:
            self.counted.append(night.woke.get(self.seat, ()))
        return super()._tick(night)

    def _world_without(self, *args: object) -> bool:
        self._without = True
        try:
            return super()._world_without(*args)  # type: ignore[arg-type]
        finally:
            self._without = False


def _gambler_asked(seat: Seat) -> History:
    """Night 2 (the Lleech's host @1) with the other silent seat's `dont_wake`, ``seat``
    (0-based, @1 or @2) tracked: it is the Gambler in every world."""
    history = _night2(1).history.with_entry(2, 1 - seat, DontWake())
    return replace(history, track=frozenset((seat,)))


@pytest.mark.parametrize("seat", [0, 1])
def test_a_forced_gambler_grows_no_branch_of_its_wake(seat: Seat) -> None:
    """The forced Gambler is the oracle's, and its walk for a world without it counts no
    branch in which the seat woke as the Gambler (before: one per choice, then dropped)."""
    history = _gambler_asked(seat)
    solver = _Spy(seat)
    assert solver.forced_wake(history, seat) == "gambler"
    assert ExplicitOracle().forced_wake(history, seat) == "gambler"
    assert solver.counted and not any(solver.counted)


@pytest.mark.parametrize("seat", [0, 1])
def test_a_forced_kind_grows_no_branch_of_a_wake_of_it(seat: Seat) -> None:
    """The forced kind (Townsfolk, the Gambler's) is the oracle's, and its walk for a world
    without it counts no branch in which the seat woke as a Townsfolk."""
    history = _gambler_asked(seat)
    solver = _Spy(seat)
    assert solver.forced_kind(history, seat) is Kind.TOWNSFOLK
    assert ExplicitOracle().forced_kind(history, seat) is Kind.TOWNSFOLK
    assert solver.counted and not any(solver.counted)


def test_a_walk_dropping_a_wake_yields_what_its_prune_alone_does() -> None:
    """Every world at dusk of Night 2 (no entry yet) walked with a prune dropping @1's
    Gambler wake yields the same worlds (those where @1 is the Fool) with ``drops_wake``
    naming that wake as without it, and asks the prune of fewer branches."""
    history = _night2(1).history
    solver = LazySolver()
    plan = history.phases[-1]
    entries = dict(plan.entries)  # type: ignore[union-attr]
    free = frozenset(s for s in range(history.n) if s not in entries)
    asked = {True: 0, False: 0}

    def walked(drops: bool) -> list[ExplicitNight]:
        def prune(night: ExplicitNight) -> bool:
            asked[drops] += 1
            return (1, "gambler") in night.woke.get(0, ())

        def drops_wake(seat: Seat, position: int, character: str) -> bool:
            return (seat, position, character) == (0, 1, "gambler")

        found = []
        for world in solver._starts(history.before_last()):
            found += walk(
                world.dusk(),
                entries,
                keep_ended=True,
                free=free,
                prune=prune,
                drops_wake=drops_wake if drops else None,
            )
        return found

    plain, dropping = walked(False), walked(True)
    assert plain
    assert [w.woke for w in dropping] == [w.woke for w in plain]
    assert [w.alive for w in dropping] == [w.alive for w in plain]
    assert asked[True] < asked[False]
