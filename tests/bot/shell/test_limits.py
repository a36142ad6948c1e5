"""The running limit every family keeps in its row's clock columns (bot.shell.limits)."""

from __future__ import annotations

import datetime as dt

from bot.shell import limits

from .rows import family_row

NOW = dt.datetime(2026, 11, 29, 12, 0, tzinfo=dt.UTC)


def test_a_started_limit_ends_its_seconds_from_now_with_no_reminder_sent():
    """Starting a limit sets its end, kind and span and forgets the last limit's reminder."""
    row = family_row(reminded=True)
    limits.start(row, "turn", 3600.0, NOW)
    assert row.deadline == NOW + dt.timedelta(hours=1)
    assert (row.deadline_kind, row.deadline_span, row.reminded) == ("turn", 3600.0, False)


def test_a_limit_taken_up_again_keeps_its_full_span():
    """A limit restarted with what was left of it measures its reminders from its full span."""
    row = family_row()
    limits.start(row, "turn", 600.0, NOW, span=3600.0)
    assert row.deadline == NOW + dt.timedelta(minutes=10)
    assert row.deadline_span == 3600.0


def test_a_stopped_limit_leaves_no_deadline_and_nothing_frozen():
    """Stopping clears the running limit and a frozen one."""
    row = family_row(paused_left=30.0)
    limits.start(row, "day", 60.0, NOW)
    limits.stop(row)
    assert (row.deadline, row.deadline_kind, row.deadline_span, row.paused_left) == (
        None,
        None,
        None,
        None,
    )


def test_a_frozen_limit_keeps_what_was_left_and_stops():
    """A pause 20 minutes into an hour keeps 40 minutes and runs no deadline."""
    row = family_row()
    limits.start(row, "turn", 3600.0, NOW)
    limits.freeze(row, NOW + dt.timedelta(minutes=20))
    assert (row.deadline, row.paused_left) == (None, 2400.0)


def test_a_thawed_limit_runs_again_with_what_was_left():
    """Resuming a day later ends the limit the kept 40 minutes after the resume."""
    row = family_row()
    limits.start(row, "turn", 3600.0, NOW)
    limits.freeze(row, NOW + dt.timedelta(minutes=20))
    later = NOW + dt.timedelta(days=1)
    limits.thaw(row, later)
    assert (row.deadline, row.paused_left) == (later + dt.timedelta(minutes=40), None)


def test_no_time_is_left_of_a_passed_limit():
    """What is left never goes below nothing, and nothing is left when no limit runs."""
    row = family_row()
    assert limits.left(row, NOW) == 0.0
    limits.start(row, "turn", 60.0, NOW)
    assert limits.left(row, NOW + dt.timedelta(minutes=5)) == 0.0


def test_a_limit_expires_at_its_end_and_not_before():
    """The limit has passed at its end; a second before, or with none running, it has not."""
    row = family_row()
    assert not limits.expired(row, NOW)
    limits.start(row, "turn", 60.0, NOW)
    assert not limits.expired(row, NOW + dt.timedelta(seconds=59))
    assert limits.expired(row, NOW + dt.timedelta(seconds=60))


def test_a_share_left_is_measured_from_the_span():
    """A quarter left of a 4-hour span falls 1 hour before the end, however the limit began."""
    row = family_row()
    assert limits.share_left(row, 0.25) is None
    limits.start(row, "turn", 7200.0, NOW, span=4 * 3600.0)
    assert limits.share_left(row, 0.25) == NOW + dt.timedelta(hours=1)
