"""The clock loop every turn-based family shares: run each running game's due work.

A family's cog knows when one of its games is next due (a deadline, a reminder) and what to do
then (its ``tick``); this holds the rest: the next due time over every running game, running
the due ones, and holding a game whose tick failed back for a while before it is tried again,
so one broken game neither stops the others nor spins the loop. Each game's tick is its own
task: the timer starts the due ones and sleeps on at once, so a slow tick (a long resolution,
a busy lock) holds back no other game's deadline that falls due meanwhile.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import functools
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
        self._ticking: dict[int, asyncio.Task[None]] = {}
        """Game id → its tick under way."""
        self._wake: Callable[[], None] | None = None

    def timer(self, name: str) -> DueTimer:
        """The task (named ``name``) that sleeps until :meth:`next_due` and then runs
        :meth:`start_due`; the cog starts it on load, stops it on unload (which stops the
        ticks under way) and wakes it whenever deadlines change; a tick that ends wakes it."""
        timer = DueTimer(name, self.next_due, self.start_due, self._clock, stop=self.stop_ticks)
        self._wake = timer.wake
        return timer

    def next_due(self) -> dt.datetime | None:
        """The next deadline or reminder of any running game (after a failure, its retry)
        that is not being ticked already (its tick's end looks again)."""
        times = []
        for session in self._sessions():
            row: R = session.row
            if row.id in self._ticking:
                continue
            due = self._due(row)
            if due is not None and row.status is GameStatus.RUNNING:
                times.append(max(due, self._retry.get(row.id, due)))
        return min(times, default=None)

    async def start_due(self) -> None:
        """Start a tick, each its own task, for every running game that has something due, is
        not held back after a failure and is not being ticked already; return without waiting
        for them. Each waits for its own game's lock only, so a game whose lock is busy (a long
        resolution; on PostgreSQL, a queue for the holds) holds up no other game's deadline."""
        await self._ready()
        now = self._clock()
        # No one waits for a tick's answer: a command waiting for the same database goes first
        # (bot.db.urgency), the ticks are slowed, never stopped. (A task keeps the context it
        # was made in.)
        with urgency.background():
            for session in list(self._sessions()):
                row = session.row
                retry = self._retry.get(row.id)
                if row.status is not GameStatus.RUNNING or (retry and retry > now):
                    continue
                if row.id in self._ticking:
                    continue
                # A tick takes its game's lock: only a game with something due is ticked, so a
                # pass over a thousand games neither queues behind their commands nor delays
                # them.
                when = self._due(row)
                if when is not None and when <= now:
                    task = asyncio.create_task(
                        self._run_one(session, when), name=f"{self._title} #{row.id} tick"
                    )
                    self._ticking[row.id] = task
                    task.add_done_callback(functools.partial(self._ticked, row.id))

    async def run_due(self) -> None:
        """:meth:`start_due`, then wait until every tick of this clock under way has ended
        (what a test or a caller that must see the deadlines' effects awaits)."""
        await self.start_due()
        ticking = list(self._ticking.values())
        if ticking:
            await asyncio.wait(ticking)

    def under_way(self) -> list[asyncio.Task[None]]:
        """The ticks under way (stopped ones end soon after: a caller that must see the state
        the process leaves waits for them, as the platform benchmark before its restart)."""
        return list(self._ticking.values())

    def stop_ticks(self) -> None:
        """Stop every tick under way (the cog unloads; an unfinished tick saved nothing)."""
        for task in list(self._ticking.values()):
            task.cancel()

    def _ticked(self, game_id: int, task: asyncio.Task[None]) -> None:
        if self._ticking.get(game_id) is task:
            del self._ticking[game_id]
        # The game may be due again (its next phase's limit, a retry): the timer looks.
        if self._wake is not None:
            self._wake()

    async def _run_one(self, session: S, due: dt.datetime) -> None:
        now = self._clock()
        row = session.row
        written = row.version
        try:
            # The connection goes to the tick that began first (bot.db.urgency): ticks end
            # one after another rather than all together.
            with urgency.begun():
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
