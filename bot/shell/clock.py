"""The clock loop every turn-based family shares: run each running game's due work.

A family's cog knows when one of its games is next due (a deadline, a reminder) and what to do
then (its ``tick``); this holds the rest: the next due time over every running game, running
the due ones, and holding a game whose tick failed back for a while before it is tried again,
so one broken game neither stops the others nor spins the loop.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Awaitable, Callable, Iterable

from bot.shell.sessions import FamilySession
from bot.shell.store import FamilyGameRow, GameStatus

log = logging.getLogger(__name__)

RETRY_AFTER = dt.timedelta(minutes=10)
"""How long a game whose tick failed waits before it is tried again."""


class GameClock:
    """The due work of one family's running games (feed :class:`bot.shell.timer.DueTimer`)."""

    def __init__(
        self,
        title: str,
        *,
        sessions: Callable[[], Iterable[FamilySession]],
        due: Callable[[FamilyGameRow], dt.datetime | None],
        tick: Callable[[FamilySession, dt.datetime], Awaitable[None]],
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

    def next_due(self) -> dt.datetime | None:
        """The next deadline or reminder of any running game (after a failure, its retry)."""
        times = []
        for session in self._sessions():
            due = self._due(session.row)
            if due is not None and session.row.status is GameStatus.RUNNING:
                times.append(max(due, self._retry.get(session.row.id, due)))
        return min(times, default=None)

    async def run_due(self) -> None:
        """Tick every running game that has something due and is not held back after a
        failure."""
        await self._ready()
        for session in list(self._sessions()):
            now = self._clock()
            retry = self._retry.get(session.row.id)
            if session.row.status is not GameStatus.RUNNING or (retry and retry > now):
                continue
            # A tick takes its game's lock: only a game with something due is ticked, so a
            # pass over a thousand games neither queues behind their commands nor delays them.
            due = self._due(session.row)
            if due is None or due > now:
                continue
            try:
                await self._tick(session, now)
            except Exception:
                log.exception("%s #%s: the clock failed", self._title, session.row.id)
                self._retry[session.row.id] = now + RETRY_AFTER
            else:
                self._retry.pop(session.row.id, None)
