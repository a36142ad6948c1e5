"""A phase's deadline and reminders (:mod:`cogs.werewolf.clocks`), and how a deadline reads."""

from __future__ import annotations

import datetime as dt

from bot.shell.store import GameStatus
from cogs.werewolf import clocks, render
from tests.cogs.werewolf.rows import werewolf_row


def test_deadline_arithmetic():
    now = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
    row = werewolf_row(status=GameStatus.RUNNING, phase="N0")
    clocks.begin_phase(row, now, night=True)
    assert row.deadline == now + dt.timedelta(hours=24)
    assert clocks.next_due(row) == now + dt.timedelta(hours=12)
    later = now + dt.timedelta(hours=23, minutes=30)
    assert clocks.due_reminders(row, later) == [12.0, 1.0]
    row.extra.reminders_sent = [12.0, 1.0]
    clocks.extend(row, 2, later)
    assert row.extra.reminders_sent == [12.0] and row.deadline == now + dt.timedelta(hours=26)
    assert clocks.pause(row, later) == 2.5 * 3600
    assert clocks.next_due(row) is None and "paused" in (render.deadline_text(row) or "")
    assert clocks.resume(row, later + dt.timedelta(days=3)) == later + dt.timedelta(
        days=3, hours=2.5
    )


def test_the_clock_marks_every_due_reminder_at_once():
    """Several reminders due together (after downtime) are all marked sent by one tick."""
    now = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
    row = werewolf_row(status=GameStatus.RUNNING, phase="N0")
    clocks.begin_phase(row, now, night=True)
    later = now + dt.timedelta(hours=23, minutes=30)
    assert clocks.reminder_due(row, later)
    assert clocks.mark_reminded(row, later) == [12.0, 1.0]
    assert row.extra.reminders_sent == [12.0, 1.0] and not clocks.reminder_due(row, later)


def test_the_clock_ends_only_a_deadline_of_the_current_phase():
    """A deadline set for another phase than the row's never ends the current one."""
    now = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
    row = werewolf_row(status=GameStatus.RUNNING, phase="N0")
    clocks.begin_phase(row, now, night=True)
    after = now + dt.timedelta(hours=25)
    assert clocks.expired(row, after) and not clocks.expired(row, now)
    row.extra.phase = "D1"
    assert not clocks.expired(row, after)
