"""Deadlines and reminders of a game's current phase: pure functions on a :class:`WerewolfRow`.

A running game always has either a ``deadline`` (an aware UTC datetime, for ``deadline_phase``)
or, while paused, ``paused_left`` (the seconds that were left). The shell's clock
(:func:`bot.shell.deadlines.tick`, run by :mod:`cogs.werewolf.clock`) resolves a phase at its
deadline and sends the reminders, reading :func:`expired` and :func:`reminder_due`; everything
here only computes and updates the row, which the caller then commits. Like every family's
``clocks.py`` it sits below ``render.py``: how a deadline reads is
:func:`cogs.werewolf.render.deadline_text`.
"""

from __future__ import annotations

import datetime as dt

from bot.shell.deadlines import freeze_limit, thaw_limit
from bot.shell.store import GameStatus
from cogs.werewolf.models import WerewolfRow


def begin_phase(row: WerewolfRow, now: dt.datetime, *, night: bool) -> None:
    """A new phase (``row.extra.phase``) begins now: a fresh deadline (or a fresh paused length)."""
    length = row.options.phase_seconds(night)
    row.extra.phase_started = now
    row.extra.reminders_sent = []
    row.deadline_kind = row.extra.phase
    if row.paused_left is not None:
        row.paused_left = length
        row.deadline = None
    else:
        row.deadline = now + dt.timedelta(seconds=length)


def stop(row: WerewolfRow) -> None:
    """The game is over: no deadline any more."""
    row.deadline = None
    row.deadline_kind = None
    row.paused_left = None


def pause(row: WerewolfRow, now: dt.datetime) -> float:
    """Stop the clock; returns the seconds left."""
    assert row.deadline is not None
    freeze_limit(row, now)
    assert row.paused_left is not None
    return row.paused_left


def resume(row: WerewolfRow, now: dt.datetime) -> dt.datetime:
    """Start the clock again with the time that was left; returns the new deadline."""
    assert row.paused_left is not None
    thaw_limit(row, now)
    row.deadline_kind = row.extra.phase
    assert row.deadline is not None
    return row.deadline


def extend(row: WerewolfRow, hours: float, now: dt.datetime) -> None:
    """Add time to the current phase (paused or not); reminders due later are sent again."""
    delta = dt.timedelta(hours=hours)
    if row.paused_left is None and row.deadline is None:  # a game from before deadlines
        row.deadline, row.deadline_kind = now, row.extra.phase
    if row.paused_left is not None:
        row.paused_left += delta.total_seconds()
        left = row.paused_left
    else:
        assert row.deadline is not None
        row.deadline += delta
        left = (row.deadline - now).total_seconds()
    row.extra.reminders_sent = [h for h in row.extra.reminders_sent if h * 3600 >= left]


def reminder_time(row: WerewolfRow, hours: float) -> dt.datetime:
    assert row.deadline is not None
    return row.deadline - dt.timedelta(hours=hours)


def due_reminders(row: WerewolfRow, now: dt.datetime) -> list[float]:
    """Reminders (hours before the deadline) due now and not sent yet, earliest first.

    Only the latest due reminder matters when several are due at once (after downtime or an
    extension): the others are marked sent without a message.
    """
    if row.deadline is None or row.status is not GameStatus.RUNNING:
        return []
    return [
        hours
        for hours in row.options.reminder_hours
        if hours not in row.extra.reminders_sent and reminder_time(row, hours) <= now
    ]


def reminder_due(row: WerewolfRow, now: dt.datetime) -> bool:
    """Whether a reminder not sent yet is due (the clock's test)."""
    return bool(due_reminders(row, now))


def mark_reminded(row: WerewolfRow, now: dt.datetime) -> list[float]:
    """Note every reminder due now sent (only the latest is said: see :func:`due_reminders`);
    returns them."""
    due = due_reminders(row, now)
    row.extra.reminders_sent = sorted({*row.extra.reminders_sent, *due}, reverse=True)
    return due


def expired(row: WerewolfRow, now: dt.datetime) -> bool:
    """Whether the current phase's deadline has passed (the clock's test)."""
    return (
        row.deadline is not None
        and row.deadline <= now
        and row.deadline_kind == row.extra.phase
        and row.status is GameStatus.RUNNING
    )


def next_due(row: WerewolfRow) -> dt.datetime | None:
    """When the clock next has something to do for this game."""
    if row.status is not GameStatus.RUNNING or row.deadline is None:
        return None
    times = [row.deadline]
    times += [
        reminder_time(row, hours)
        for hours in row.options.reminder_hours
        if hours not in row.extra.reminders_sent
    ]
    return min(times)
