"""A family-generic deadline timer: one task sleeping until the next thing due, woken on change.

RoboDanny's timer pattern: the owner says when the next thing is due (``next_due``) and what to
do then (``run_due``); :meth:`DueTimer.wake` after any change of deadlines cancels the sleep and
looks again. Sleeping with ``asyncio.sleep`` follows simcord's virtual clock in tests, and a
long idle sleep is capped so a clock that jumps is noticed.
"""

from __future__ import annotations

import asyncio
import contextvars
import datetime as dt
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

IDLE_SECONDS = 6 * 3600.0
"""The longest sleep: the timer looks again at least this often."""


class DueTimer:
    """Runs ``run_due`` whenever ``next_due`` says something is due."""

    def __init__(
        self,
        name: str,
        next_due: Callable[[], dt.datetime | None],
        run_due: Callable[[], Awaitable[None]],
        clock: Callable[[], dt.datetime],
        *,
        stop: Callable[[], None] | None = None,
    ) -> None:
        self.name = name
        self._stop = stop
        self._next_due = next_due
        self._run_due = run_due
        self._clock = clock
        self._task: asyncio.Task[None] | None = None
        self._sleeping = False
        self._until: dt.datetime | None = None
        """When the sleep under way ends, on ``clock`` (the next pass)."""

    def start(self) -> None:
        """Start the task (in a cog's ``cog_load``)."""
        if self._task is None:
            self._spawn()

    def stop(self) -> None:
        """Stop the task (in ``cog_unload``), and what it started (``stop``)."""
        if self._task is not None:
            self._task.cancel()
            self._task = None
        if self._stop is not None:
            self._stop()

    def wake(self) -> None:
        """Deadlines changed: look again now (a pass in progress looks again by itself).

        Nothing more when nothing is due before the sleep under way ends anyway: most changes
        (a player's action in one of many games) set a deadline later than the earliest, and
        a new pass for each walked every game twice (the pass, then the next due) and slept
        anew, for nothing."""
        if self._task is None or not self._sleeping:
            return
        if self._until is not None:
            try:
                due = self._next_due()
            except Exception:  # the caller's change stands: the task looks again, and logs
                due = self._clock()
            if due is None or (due >= self._until and due > self._clock()):
                return
        self._task.cancel()
        self._spawn()

    def _spawn(self) -> None:
        # A fresh context: the task must not inherit the context of whoever woke it.
        self._task = asyncio.create_task(self._run(), name=self.name, context=contextvars.Context())

    def seconds_to_next(self) -> float:
        """How long to sleep: until the next thing due, at most :data:`IDLE_SECONDS`."""
        return self._sleep_from(self._clock())

    def _sleep_from(self, now: dt.datetime) -> float:
        due = self._next_due()
        if due is None:
            return IDLE_SECONDS
        return min(max((due - now).total_seconds(), 0.0), IDLE_SECONDS)

    async def _run(self) -> None:
        while True:
            try:
                await self._run_due()
            except Exception:
                log.exception("%s failed; it goes on", self.name)
            now = self._clock()
            delay = max(self._sleep_from(now), 0.001)
            self._until = now + dt.timedelta(seconds=delay)
            self._sleeping = True
            try:
                await asyncio.sleep(delay)
            finally:
                self._sleeping = False
                self._until = None
