"""The history a phase starts from (``History.before_last``), the solvers' memo key for the
questions of that phase."""

from engine.clocktower.script import UNCERTAINTY_PRINCIPLE
from engine.clocktower.world import DayPlan, History, NightPlan

_TONIGHT = History(
    UNCERTAINTY_PRINCIPLE,
    7,
    frozenset({5, 6}),
    (NightPlan(1), DayPlan(1, over=True), NightPlan(2)),
    demon=5,
    running_until=(1, 0, 0),
    track=frozenset({2}),
)


def test_the_past_drops_the_last_phase_only() -> None:
    """Without the last phase, the earlier phases stay in order."""
    assert _TONIGHT.before_last().phases == (NightPlan(1), DayPlan(1, over=True))


def test_the_past_tracks_no_seat() -> None:
    """The seats tracked on the last night are not tracked before it."""
    assert _TONIGHT.before_last().track == frozenset()


def test_the_past_keeps_the_rest_of_the_history() -> None:
    """Everything but the phases and the tracked seats is the history's own."""
    past = _TONIGHT.before_last()
    assert (past.script, past.n, past.evil, past.demon, past.running_until) == (
        UNCERTAINTY_PRINCIPLE,
        7,
        frozenset({5, 6}),
        5,
        (1, 0, 0),
    )
