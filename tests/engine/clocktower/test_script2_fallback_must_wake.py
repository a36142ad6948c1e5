"""Fallback F's ``dont_wake`` question answered from the paused walk (spec N9; issue 26).

A timed-out seat gets ``dont_wake`` when some world allows it, else a drawn wake. When the
walk paused because it refused the seat's own ``dont_wake`` (silence's included) at that
partial night, or when the re-ask found a character the seat wakes as in every world of it,
no world of it without a wake of the seat runs at the night's end: the game answers that
question without a walk (fifteen players, seed 7, Night 2: 11,926 and 8,614 branch steps).
The games are those of ``test_fallback_property`` (silent seats, every re-ask timed out).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.clocktower import ClocktowerGame
from engine.clocktower.explicit_solver import ExplicitOracle
from engine.clocktower.reports import Told
from engine.clocktower.search import Solver
from engine.clocktower.text import DontWake
from engine.clocktower.world import History, PlanEntry
from engine.core.family import Seat
from tests.engine.clocktower import test_fallback_property as fallback
from tests.engine.clocktower import test_script2_early as early
from tests.engine.clocktower import test_script2_marks_oracle as marks
from tests.engine.clocktower.helpers import known_scripts

_reduced_scripts = known_scripts(*marks.SCRIPTS_UNDER_TEST.values(), early.SWAPS)
SLOW = settings(
    max_examples=fallback.EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


def _quiet(game: ClocktowerGame, seat: Seat) -> bool:
    """Whether the timed-out ``seat``'s list ran out on a ``dont_wake`` (silence's included):
    the entry the walk refused last, at the night the seat paused at."""
    return isinstance(game._entries(seat)[-1], DontWake)


def _named(game: ClocktowerGame, seat: Seat) -> bool:
    """Whether ``seat``'s last re-ask named the character (or kind) it must wake as (O2)."""
    reasked = [r for r in game.reports if r.to == seat and r.code in _REASKED]
    return bool(reasked and reasked[-1].ids)


_REASKED = (Told.REASKED, Told.REASKED_SILENT)


@dataclass
class Timeouts:
    """Each timeout of a seat paused by the walk: whether its list ran out on a ``dont_wake``
    (:func:`_quiet`), whether its last re-ask named its forced wake (:func:`_named`), how many ``dont_wake`` questions about it the timeout asked, and, when
    the game answered that question without asking (``_must_wake``) and a ``judge`` is
    given, the judge's answer to it at the night the seat paused at."""

    judge: Solver | None = None
    quiet: list[bool] = field(default_factory=list)
    named: list[bool] = field(default_factory=list)
    asked: list[int] = field(default_factory=list)
    allowed: list[bool] = field(default_factory=list)


@pytest.fixture
def timeouts(monkeypatch: pytest.MonkeyPatch) -> Timeouts:
    """The timeouts of the test's games, spied on."""
    seen = Timeouts()
    counts: list[int] = []
    waiting: list[Seat] = []
    timeout, possible = ClocktowerGame._timeout, ClocktowerGame._entry_possible

    def timed_out(game: ClocktowerGame) -> None:
        res = game.resolution
        if res is None or res.waiting is None or res.waiting_setup or game.adjudication is not None:
            timeout(game)
            return
        seat, base = res.waiting, res.paused_at
        assert base is not None
        seen.quiet.append(_quiet(game, seat))
        seen.named.append(_named(game, seat))
        if seen.judge is not None and game._must_wake(seat, base):
            played, game.solver = game.solver, seen.judge
            try:
                seen.allowed.append(possible(game, base, seat, DontWake()))
            finally:
                game.solver = played
        waiting.append(seat)
        counts.append(0)
        try:
            timeout(game)
        finally:
            waiting.pop()
        seen.asked.append(counts.pop())

    def entry_possible(
        game: ClocktowerGame,
        base: History,
        seat: Seat,
        entry: PlanEntry,
        point: int | None = None,
    ) -> bool:
        if waiting and seat == waiting[-1] and isinstance(entry, DontWake):
            counts[-1] += 1
        return possible(game, base, seat, entry, point)

    monkeypatch.setattr(ClocktowerGame, "_timeout", timed_out)
    monkeypatch.setattr(ClocktowerGame, "_entry_possible", entry_possible)
    return seen


def test_a_seat_whose_dont_wake_the_walk_refused_is_not_asked_it_again_at_timeout(
    timeouts: Timeouts,
) -> None:
    """A timeout after the walk refused the seat's dont_wake asks no dont_wake question."""
    fallback._play("mini_uncertainty", 5, 0, ExplicitOracle())
    asked = [n for quiet, n in zip(timeouts.quiet, timeouts.asked, strict=True) if quiet]
    assert asked, "the game timed out no seat whose dont_wake the walk refused"
    assert asked == [0] * len(asked)


def test_a_seat_whose_re_ask_named_its_wake_is_not_asked_dont_wake_at_timeout(
    timeouts: Timeouts,
) -> None:
    """A timeout after a re-ask that named the seat's forced wake asks no dont_wake question
    (seed 73: @2's wake list refused on Night 1, its re-ask naming the character)."""
    fallback._play("mini_uncertainty", 5, 73, ExplicitOracle())
    named = zip(timeouts.quiet, timeouts.named, timeouts.asked, strict=True)
    asked = [n for quiet, forced, n in named if forced and not quiet]
    assert asked, "the game timed out no seat with a wake list whose re-ask named its wake"
    assert asked == [0] * len(asked)


@pytest.mark.parametrize("script", fallback.REDUCED)
@SLOW
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_a_seat_known_to_wake_has_no_world_without_a_wake_at_the_end(
    timeouts: Timeouts, script: str, seed: int
) -> None:
    """Each timeout answering dont_wake unasked has no dont_wake world running at the end."""
    timeouts.judge = ExplicitOracle()
    fallback._play(script, 5, seed, ExplicitOracle())
    assert not any(timeouts.allowed)
