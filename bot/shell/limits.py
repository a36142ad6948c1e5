"""The running limit on a family row's clock columns (``deadline``, ``deadline_kind``,
``deadline_span``, ``reminded``, ``paused_left``): start one, stop it, freeze and thaw it for a
host's pause, and read when it ends or when a share of it is left.

Every family on the shell keeps its limit in these columns; what differs is which limit runs
when (a family's ``clocks.retime``) and when its reminders fall, which the family decides with
these pieces. Pure functions of the row and "now".
"""

from __future__ import annotations

import datetime as dt

from bot.shell.store import FamilyGameRow


def start(
    row: FamilyGameRow, kind: str, seconds: float, now: dt.datetime, span: float | None = None
) -> None:
    """Start a limit of ``kind`` ending ``seconds`` from ``now``; ``span`` is its full length
    (a limit taken up again with what was left of it is shorter than its span), which the
    reminders measure from. Its reminders are not sent yet."""
    row.deadline = now + dt.timedelta(seconds=seconds)
    row.deadline_kind = kind
    row.deadline_span = seconds if span is None else span
    row.reminded = False


def stop(row: FamilyGameRow) -> None:
    """No limit runs (the game is over, or the bot is working), and none is frozen."""
    row.deadline = row.deadline_kind = row.deadline_span = None
    row.paused_left = None


def left(row: FamilyGameRow, now: dt.datetime) -> float:
    """The seconds left of the running limit (none when it has passed or none runs)."""
    if row.deadline is None:
        return 0.0
    return max(0.0, (row.deadline - now).total_seconds())


def freeze(row: FamilyGameRow, now: dt.datetime) -> None:
    """Stop the running limit, keeping what is left of it (a pause)."""
    if row.deadline is not None:
        row.paused_left = left(row, now)
        row.deadline = None


def thaw(row: FamilyGameRow, now: dt.datetime) -> None:
    """Run a frozen limit again with what was left of it (the end of a pause)."""
    if row.paused_left is not None:
        row.deadline = now + dt.timedelta(seconds=row.paused_left)
        row.paused_left = None


def expired(row: FamilyGameRow, now: dt.datetime) -> bool:
    """Whether the running limit has passed."""
    return row.deadline is not None and now >= row.deadline


def share_left(row: FamilyGameRow, share: float) -> dt.datetime | None:
    """When ``share`` of the running limit's span is left (``0.5``: half time), or ``None``
    when no limit runs."""
    if row.deadline is None or not row.deadline_span:
        return None
    return row.deadline - dt.timedelta(seconds=row.deadline_span * share)
