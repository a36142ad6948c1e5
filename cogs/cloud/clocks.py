"""P1/P4/P5 clocks: which limit runs after an action, and when its reminder is due.

Pure functions of the game, the row and "now", so the scheduler and the commands agree and
tests need no Discord. The turn clock stops in windows and pauses (A2, P4).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from bot.shell import limits
from bot.shell.limits import expired as expired  # the deadline tick reads it here
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


def retime(row: FamilyGameRow, game: CloudGame, before: ClockKey | None, now: dt.datetime) -> None:
    """Update the row's deadline after an action (``before``: the key before it; None at start)."""
    key = clock_key(game)
    options = row.options
    if game.outcome is not None:
        limits.stop(row)
        return
    if key.paused:
        limits.freeze(row, now)
        return
    if before is not None and before.paused:
        limits.thaw(row, now)
        return
    if before == key:
        return
    if game.phase is not Phase.PLAY:
        limits.start(row, "setup", options["setup"], now)
        return
    extra = CloudExtra.of(row)
    if key.window is not None:
        if row.deadline_kind == "turn" and row.deadline is not None:
            extra.turn_left = limits.left(row, now)
        if options["window"] > 0:
            limits.start(row, "window", options["window"], now)
        return
    if before is not None and before.window is not None and before.turn == key.turn:
        left, extra.turn_left = extra.turn_left, None
        limits.start(row, "turn", options["turn"] if left is None else left, now, options["turn"])
        return
    extra.turn_left = None
    limits.start(row, "turn", options["turn"], now)


def reminder_due(row: FamilyGameRow, now: dt.datetime) -> bool:
    """P4: one reminder when a quarter of the running limit is left."""
    quarter = limits.share_left(row, 0.25)
    return not row.reminded and quarter is not None and now >= quarter


def next_due(row: FamilyGameRow) -> dt.datetime | None:
    """When the running limit next needs the clock: its reminder, else its end."""
    quarter = limits.share_left(row, 0.25)
    if not row.reminded and quarter is not None:
        return quarter
    return row.deadline
