"""Deadlines of a Quantum Clocktower game: which limit runs now, reminders, pause and extend.

Pure functions of the game, the row and "now", so the timer, the commands and the tests agree.
Three limits: the night (the storyteller's hours; at its end the night resolves), a re-ask
during resolution (spec N8/N9; at its end the fallback answers) and the day (at its end the
day ends). A new limit starts whenever the thing the game waits for changes (its key). One
reminder goes out at half time. A storyteller's pause freezes the running limit.
"""

from __future__ import annotations

import datetime as dt

from bot.shell import limits
from bot.shell.limits import expired as expired  # the deadline tick reads it here
from bot.shell.store import FamilyGameRow
from cogs.clocktower.extra import ClocktowerExtra
from engine.clocktower import ClocktowerGame
from engine.clocktower.reports import REASKS

HOUR = 3600.0


def clock_key(game: ClocktowerGame) -> str | None:
    """What the game waits for now; ``None`` once it is over."""
    if game.outcome is not None:
        return None
    if game.phase == "day":
        return f"day {game.number}"
    res = game.resolution
    if res is not None and res.waiting is not None:
        # each re-ask (spec N8 and V5) starts a fresh limit
        asked = sum(1 for r in game.reports if r.to != "public" and r.code in REASKS)
        return f"reask {game.number} {asked}"
    if res is not None:
        return f"resolving {game.number}"
    return f"night {game.number}"


def kind_of(key: str) -> str:
    """``night``, ``reask``, ``day`` or ``resolving`` (no limit: the bot is working)."""
    return key.split()[0]


def paused(row: FamilyGameRow) -> bool:
    """Whether the storyteller paused the game."""
    return ClocktowerExtra.of(row).paused


def retime(row: FamilyGameRow, game: ClocktowerGame, now: dt.datetime) -> None:
    """Start the limit of what the game waits for now, unless it is the one already running."""
    key = clock_key(game)
    extra = ClocktowerExtra.of(row)
    if key == extra.clock_key:
        return
    extra.clock_key = key
    limits.stop(row)
    row.reminded = False
    if key is None or kind_of(key) == "resolving":
        return
    kind = kind_of(key)
    limits.start(row, kind, float(row.options[kind]), now)
    if paused(row):
        freeze(row, now)


def freeze(row: FamilyGameRow, now: dt.datetime) -> None:
    """Pause: keep what is left of the running limit and stop it."""
    ClocktowerExtra.of(row).paused = True
    limits.freeze(row, now)


def thaw(row: FamilyGameRow, now: dt.datetime) -> None:
    """Resume: the limit runs again with what was left of it."""
    ClocktowerExtra.of(row).paused = False
    limits.thaw(row, now)


def extend(row: FamilyGameRow, hours: float) -> None:
    """Add time to the running limit (also to a frozen one)."""
    seconds = hours * HOUR
    if row.deadline is not None:
        row.deadline += dt.timedelta(seconds=seconds)
    elif row.paused_left is not None:
        row.paused_left += seconds
    row.deadline_span = (row.deadline_span or 0.0) + seconds


def reminder_time(row: FamilyGameRow) -> dt.datetime | None:
    """Half time of the running limit, or None."""
    return limits.share_left(row, 0.5)


def next_due(row: FamilyGameRow) -> dt.datetime | None:
    """When the timer is next needed: the reminder not yet sent, else the limit's end."""
    if row.deadline is None:
        return None
    half = reminder_time(row)
    if not row.reminded and half is not None:
        return half
    return row.deadline


def reminder_due(row: FamilyGameRow, now: dt.datetime) -> bool:
    """Whether the half-time reminder is due and not yet sent."""
    half = reminder_time(row)
    return half is not None and not row.reminded and now >= half and not expired(row, now)
