"""The shell's one deadline tick and its limit arithmetic, for any family's session type."""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from bot import effects
from bot.effects import Effect
from bot.shell.deadlines import freeze_limit, thaw_limit, tick
from bot.shell.game_lock import GameLock
from bot.shell.store import GameStatus

NOW = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)


class Game:
    """A stand-in for a family's game class (the tick only checks its type)."""


@dataclass
class Table:
    """A family's open game as the tick sees it: its row, game and lock."""

    row: Any
    game: Any = field(default_factory=Game)
    lock: GameLock = field(default_factory=GameLock)


class Clocks:
    """A family's clock functions: the limit ends at ``deadline``; one reminder until sent."""

    @staticmethod
    def expired(row: Any, now: dt.datetime) -> bool:
        return row.deadline is not None and now >= row.deadline

    @staticmethod
    def reminder_due(row: Any, now: dt.datetime) -> bool:
        return row.deadline is not None and not row.reminded


def running(deadline: dt.datetime | None, *, reminded: bool = False) -> Any:
    return SimpleNamespace(
        status=GameStatus.RUNNING, deadline=deadline, paused_left=None, reminded=reminded
    )


async def test_a_game_ended_while_the_tick_waited_for_its_lock_is_left_alone() -> None:
    """The tick reads the game under its lock: a command that ended it meanwhile wins."""
    table = Table(running(NOW))
    expired: list[Game] = []

    async def expire(game: Game) -> None:
        expired.append(game)

    async def save(session: Table, shown: Sequence[Effect]) -> None:
        raise AssertionError("nothing to save")

    async with table.lock:
        ticking = asyncio.create_task(
            tick(save, table, NOW, Clocks, Game, expire=expire, remind=lambda game: [])
        )
        await asyncio.sleep(0)
        table.row = SimpleNamespace(status=GameStatus.OVER, deadline=None, reminded=False)
    await ticking
    assert expired == []


async def test_a_due_reminder_is_marked_and_saved_with_what_it_shows() -> None:
    """Before the limit's end, the reminder is marked sent and its effects go to ``save``."""
    table = Table(running(NOW + dt.timedelta(hours=1)))
    saved: list[list[Effect]] = []
    nudge = effects.dm(7, content="your turn")

    async def expire(game: Game) -> None:
        raise AssertionError("not expired yet")

    async def save(session: Table, shown: Sequence[Effect]) -> None:
        saved.append(list(shown))

    await tick(save, table, NOW, Clocks, Game, expire=expire, remind=lambda game: [nudge])
    assert table.row.reminded and saved == [[nudge]]


def test_a_frozen_limit_runs_again_with_what_was_left() -> None:
    """Freezing keeps the seconds left; thawing later ends the limit that much after."""
    row = running(NOW + dt.timedelta(hours=2))
    freeze_limit(row, NOW + dt.timedelta(hours=1))
    assert (row.deadline, row.paused_left) == (None, 3600.0)
    thaw_limit(row, NOW + dt.timedelta(days=1))
    assert (row.deadline, row.paused_left) == (NOW + dt.timedelta(days=1, hours=1), None)


def test_a_limit_frozen_after_its_end_keeps_nothing() -> None:
    """A limit already past when frozen has no time left, never a negative one."""
    row = running(NOW)
    freeze_limit(row, NOW + dt.timedelta(minutes=5))
    assert row.paused_left == 0.0
