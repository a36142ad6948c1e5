"""The clock loop every turn-based family shares: run each running game's due work.

A family's cog knows when one of its games is next due (a deadline, a reminder) and what to do
then (its ``tick``); this holds the rest: the next due time over every running game, running
the due ones, and holding a game whose tick failed back for a while before it is tried again,
so one broken game neither stops the others nor spins the loop.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import Any, Generic, Protocol, TypeVar

from bot.db import urgency
from bot.shell.store import GameStatus
from bot.shell.timer import DueTimer

log = logging.getLogger(__name__)

RETRY_AFTER = dt.timedelta(minutes=10)
"""How long a game whose tick failed waits before it is tried again."""


class ClockedRow(Protocol):
    """What the clock reads of a game's row (a family's own row type may hold more)."""

    @property
    def id(self) -> int: ...

    @property
    def status(self) -> GameStatus: ...

    @property
    def version(self) -> int: ...


class Clocked(Protocol):
    """An open game as the clock sees it: its row (the family's session type holds more)."""

    @property
    def row(self) -> Any: ...


R = TypeVar("R", bound=ClockedRow)
S = TypeVar("S", bound=Clocked)


class GameClock(Generic[R, S]):
    """The due work of one family's running games (feed :class:`bot.shell.timer.DueTimer`):
    ``S`` is the family's session type, ``R`` the type of its ``row``."""

    def __init__(
        self,
        title: str,
        *,
        sessions: Callable[[], Iterable[S]],
        due: Callable[[R], dt.datetime | None],
        tick: Callable[[S, dt.datetime], Awaitable[None]],
        clock: Callable[[], dt.datetime],
        ready: Callable[[], Awaitable[None]],
    ) -> None:
        self._title = title
        self._sessions = sessions
        self._due = due
        self._tick = tick
        self._clock = clock
        self._ready = ready
        self._retry: dict[int, dt.datetime] = {}

    def timer(self, name: str) -> DueTimer:
        """The task (named ``name``) that sleeps until :meth:`next_due` and then runs
        :meth:`run_due`; the cog starts it on load, stops it on unload and wakes it whenever
        deadlines change."""
        return DueTimer(name, self.next_due, self.run_due, self._clock)

    def next_due(self) -> dt.datetime | None:
        """The next deadline or reminder of any running game (after a failure, its retry)."""
        times = []
        for session in self._sessions():
            row: R = session.row
            due = self._due(row)
            if due is not None and row.status is GameStatus.RUNNING:
                times.append(max(due, self._retry.get(row.id, due)))
        return min(times, default=None)

    async def run_due(self) -> None:
        """Tick every running game that has something due and is not held back after a
        failure, all at once: each waits for its own game's lock only, so a game whose lock is
        busy (a long resolution; on PostgreSQL, a queue for the holds) does not hold up every
        other game's deadline behind it."""
        await self._ready()
        now = self._clock()
        due: list[tuple[S, dt.datetime]] = []
        for session in list(self._sessions()):
            retry = self._retry.get(session.row.id)
            if session.row.status is not GameStatus.RUNNING or (retry and retry > now):
                continue
            # A tick takes its game's lock: only a game with something due is ticked, so a
            # pass over a thousand games neither queues behind their commands nor delays them.
            when = self._due(session.row)
            if when is not None and when <= now:
                due.append((session, when))
        # No one waits for a tick's answer: a command waiting for the same database goes first
        # (bot.db.urgency), the ticks are slowed, never stopped.
        with urgency.background():
            await asyncio.gather(*(self._run_one(session, when) for session, when in due))

    async def _run_one(self, session: S, due: dt.datetime) -> None:
        now = self._clock()
        row = session.row
        written = row.version
        try:
            await self._tick(session, now)
        except Exception:
            log.exception("%s #%s: the clock failed", self._title, row.id)
            self._retry[row.id] = now + RETRY_AFTER
            return
        if session.row is row and row.version == written and self._due(row) == due <= now:
            # The tick wrote nothing (a game over whose row still runs, a limit of another
            # phase), yet the game is as due as before: ticked again at once, it would spin
            # the loop. Held back like a failure instead. (A tick that wrote may leave the
            # game due at once: two players' re-asks that end together fall back one by one.)
            log.warning("%s #%s: due, but its tick did nothing", self._title, row.id)
            self._retry[row.id] = now + RETRY_AFTER
        else:
            self._retry.pop(row.id, None)
