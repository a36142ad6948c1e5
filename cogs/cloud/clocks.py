"""P1/P4/P5 clocks: which limit runs after an action, and when its reminder is due.

Pure functions of the game, the row and "now", so the scheduler and the commands agree and
tests need no Discord. The turn clock stops in windows and pauses (A2, P4).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from bot.shell.store import FamilyGameRow
from cogs.cloud.extra import CloudExtra
from engine.cloud import CloudGame, Phase, Verb


@dataclass(frozen=True)
class ClockKey:
    """What a limit belongs to: a change of key starts a new limit."""

    phase: str
    turn: int
    window: int | None
    setup_step: int
    paused: bool


def window_seq(game: CloudGame) -> int | None:
    """The index of the attack whose window is open, or ``None``."""
    if game.window is None:
        return None
    actions = game.actions
    return max(i for i, a in enumerate(actions) if a.verb is Verb.ATTACK)


def clock_key(game: CloudGame) -> ClockKey:
    """The key of the limit the game is under now."""
    setup = game.phase in (Phase.SETUP_TILES, Phase.SETUP_AVATARS)
    return ClockKey(
        game.phase.value,
        game.turn,
        window_seq(game),
        len(game.actions) if setup else 0,
        game.paused,
    )


def _set(row: FamilyGameRow, kind: str, seconds: float, now: dt.datetime, span: float) -> None:
    row.deadline = now + dt.timedelta(seconds=seconds)
    row.deadline_kind = kind
    row.deadline_span = span
    row.reminded = False


def retime(row: FamilyGameRow, game: CloudGame, before: ClockKey | None, now: dt.datetime) -> None:
    """Update the row's deadline after an action (``before``: the key before it; None at start)."""
    key = clock_key(game)
    options = row.options
    if game.outcome is not None:
        row.deadline = row.deadline_kind = row.deadline_span = None
        row.paused_left = None
        return
    if key.paused:
        if row.deadline is not None:
            row.paused_left = max(0.0, (row.deadline - now).total_seconds())
            row.deadline = None
        return
    if before is not None and before.paused:
        if row.paused_left is not None:
            row.deadline = now + dt.timedelta(seconds=row.paused_left)
            row.paused_left = None
        return
    if before == key:
        return
    if game.phase is not Phase.PLAY:
        _set(row, "setup", options["setup"], now, options["setup"])
        return
    extra = CloudExtra.of(row)
    if key.window is not None:
        if row.deadline_kind == "turn" and row.deadline is not None:
            extra.turn_left = max(0.0, (row.deadline - now).total_seconds())
        if options["window"] > 0:
            _set(row, "window", options["window"], now, options["window"])
        return
    if before is not None and before.window is not None and before.turn == key.turn:
        left, extra.turn_left = extra.turn_left, None
        _set(row, "turn", options["turn"] if left is None else left, now, options["turn"])
        return
    extra.turn_left = None
    _set(row, "turn", options["turn"], now, options["turn"])


def reminder_due(row: FamilyGameRow, now: dt.datetime) -> bool:
    """P4: one reminder when a quarter of the running limit is left."""
    if row.reminded or row.deadline is None or not row.deadline_span:
        return False
    return now >= row.deadline - dt.timedelta(seconds=row.deadline_span / 4)


def next_due(row: FamilyGameRow) -> dt.datetime | None:
    """When the running limit next needs the clock: its reminder, else its end."""
    if row.deadline is None:
        return None
    if not row.reminded and row.deadline_span:
        return row.deadline - dt.timedelta(seconds=row.deadline_span / 4)
    return row.deadline


def expired(row: FamilyGameRow, now: dt.datetime) -> bool:
    """Whether the running limit has passed."""
    return row.deadline is not None and now >= row.deadline
