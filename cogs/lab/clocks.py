"""Spec §7.4 clocks: which limit runs after an event, and when its reminders are due.

Pure functions of the game, the row and "now", so the timer, the commands and the tests agree.
A turn has one limit (the host's hours); a prompt to another player than the active one (a
CHOOSE or a cat's reaction) waits :data:`PROMPT_SECONDS`, the turn's clock stopped meanwhile.
Reminders go out at half time and one hour before the end. A host pause freezes the clock.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from bot.shell import limits
from bot.shell.limits import expired as expired  # the deadline tick reads it here
from bot.shell.store import FamilyGameRow
from cogs.lab.extra import LabExtra
from engine.lab import LabGame, PromptKind

PROMPT_SECONDS = 4 * 3600.0
VOTE_SECONDS = 24 * 3600.0
"""X2: a wipe vote is open this long."""
HOUR = 3600.0


@dataclass(frozen=True)
class ClockKey:
    """What a limit belongs to: a change of key starts a new limit."""

    turn: int
    other: int | None
    """The seat of a prompt addressed to someone other than the active player."""


def clock_key(game: LabGame) -> ClockKey:
    """The key of the limit the game is under now."""
    seat = game.prompt.seat
    return ClockKey(game.turn, seat if seat is not None and seat != game.active else None)


def _set(row: FamilyGameRow, kind: str, seconds: float, span: float, now: dt.datetime) -> None:
    limits.start(row, kind, seconds, now, span)
    LabExtra.of(row).reminders = 0


def paused(row: FamilyGameRow) -> bool:
    """Whether the host paused the game."""
    return LabExtra.of(row).paused


def retime(row: FamilyGameRow, game: LabGame, before: ClockKey | None, now: dt.datetime) -> None:
    """Update the row's deadline after an event (``before``: the key before it; None at start)."""
    retime_vote(row, game, now)
    key = clock_key(game)
    turn = float(row.options["turn"])
    if game.outcome is not None or game.prompt.kind is PromptKind.OVER:
        limits.stop(row)
        return
    if before == key:
        return
    extra = LabExtra.of(row)
    if key.other is not None:
        if row.deadline_kind == "turn" and row.deadline is not None:
            extra.turn_left = limits.left(row, now)
        _set(row, "prompt", PROMPT_SECONDS, PROMPT_SECONDS, now)
    elif before is not None and before.other is not None and before.turn == key.turn:
        left, extra.turn_left = extra.turn_left, None
        _set(row, "turn", turn if left is None else left, turn, now)
    else:
        extra.turn_left = None
        _set(row, "turn", turn, turn, now)
    if paused(row):
        freeze(row, now)


def retime_vote(row: FamilyGameRow, game: LabGame, now: dt.datetime) -> None:
    """X2: a wipe vote just opened gets its 24 h; a closed one loses its deadline."""
    extra = LabExtra.of(row)
    if game.vote is None or game.outcome is not None:
        extra.vote_deadline = None
    elif extra.vote_deadline is None:
        extra.vote_deadline = now + dt.timedelta(seconds=VOTE_SECONDS)


def vote_deadline(row: FamilyGameRow) -> dt.datetime | None:
    """When the open wipe vote expires (frozen while paused)."""
    return None if paused(row) else LabExtra.of(row).vote_deadline


def vote_expired(row: FamilyGameRow, now: dt.datetime) -> bool:
    """Whether the open wipe vote's 24 h have passed."""
    due = vote_deadline(row)
    return due is not None and now >= due


def freeze(row: FamilyGameRow, now: dt.datetime) -> None:
    """Pause: keep what is left of the running limit and stop it."""
    extra = LabExtra.of(row)
    extra.paused = True
    if extra.paused_at is None:
        extra.paused_at = now
    limits.freeze(row, now)


def thaw(row: FamilyGameRow, now: dt.datetime) -> None:
    """Resume: the limit runs again with what was left of it; an open vote gets back the time
    it was frozen."""
    extra = LabExtra.of(row)
    paused_at, extra.paused, extra.paused_at = extra.paused_at, False, None
    if paused_at is not None and extra.vote_deadline is not None:
        extra.vote_deadline += now - paused_at
    limits.thaw(row, now)


def reminder_times(row: FamilyGameRow) -> list[dt.datetime]:
    """The running limit's reminders: at half time and one hour before its end (when that is
    after half time), in order."""
    half = limits.share_left(row, 0.5)
    if row.deadline is None or half is None:
        return []
    times = [half]
    last_hour = row.deadline - dt.timedelta(seconds=HOUR)
    if last_hour > half:
        times.append(last_hour)
    return times


def next_due(row: FamilyGameRow) -> dt.datetime | None:
    """When the game next needs the timer: the running limit's next reminder, else its end, or
    the open vote's end, whichever is first."""
    vote = vote_deadline(row)
    if row.deadline is None:
        return vote
    sent = LabExtra.of(row).reminders
    times = reminder_times(row)
    due = times[sent] if sent < len(times) else row.deadline
    return due if vote is None else min(due, vote)


def mark_reminded(row: FamilyGameRow) -> None:
    """Count one more reminder of the running limit sent (the Lab sends several)."""
    LabExtra.of(row).reminders += 1


def reminder_due(row: FamilyGameRow, now: dt.datetime) -> bool:
    """Whether a reminder not yet sent is due."""
    sent = LabExtra.of(row).reminders
    times = reminder_times(row)
    return sent < len(times) and now >= times[sent] and not expired(row, now)
