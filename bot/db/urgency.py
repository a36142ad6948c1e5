"""Who waits for SQLite's one connection: a command before the outbox's bookkeeping.

SQLite here is one connection doing one transaction at a time, and each commit waits for the
disk (a few milliseconds with full synchronous commits). At a thousand games the outbox marks
what it sent a few hundred times a second, from several lanes at once, so a command that
arrived behind them waited for every mark queued before it (measured: a Lab ``see``, about a
millisecond of CPU, was answered after 53 ms at the median, its own commit queued behind the
outbox's). What the outbox writes is bookkeeping no one waits for; a command is answered only
after its transaction. So the connection is handed to waiting commands first, the outbox's
work in between: after :data:`URGENT_RUN` commands in a row went before it, the oldest
background waiter goes next, so the outbox is slowed, never stopped.

Only the order of waiting changes: every transaction still runs whole and alone, and each
caller's own transactions stay in the order it made them (it waits for one before the next).

PostgreSQL's holds (:meth:`bot.db.postgres.PostgresDatabase.hold`, a connection for one game's
change) are handed out the same way: a command waiting for a hold goes before the deadlines'
ticks (the clocks run as background work), which no one is waiting to see acknowledged.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import contextvars
from collections.abc import Iterator
from types import TracebackType

_background: contextvars.ContextVar[bool] = contextvars.ContextVar("db_background", default=False)

URGENT_RUN = 4
"""Waiting commands that may go, one after another, before a waiting background transaction."""


@contextlib.contextmanager
def background() -> Iterator[None]:
    """Inside this block (and the tasks it starts), this task's database work yields to
    commands waiting for the connection."""
    token = _background.set(True)
    try:
        yield
    finally:
        _background.reset(token)


def in_background() -> bool:
    """Whether the running task's database work is background work."""
    return _background.get()


class UrgencySemaphore:
    """An asyncio semaphore of ``value`` places that hands a freed place to waiting urgent
    tasks before background ones (:func:`background`), each kind in arrival order, and to a
    background waiter at the latest after :data:`URGENT_RUN` urgent ones went before it."""

    def __init__(self, value: int) -> None:
        self._free = value
        self._urgent: collections.deque[asyncio.Future[None]] = collections.deque()
        self._later: collections.deque[asyncio.Future[None]] = collections.deque()
        self._passed_over = 0
        """Urgent waiters handed a place while a background one waited, since one last went."""

    def locked(self) -> bool:
        """Whether every place is taken."""
        return self._free == 0

    def waiting(self) -> bool:
        """Whether a release would hand its place to a waiter (rather than free it)."""
        return any(not waiter.done() for waiter in (*self._urgent, *self._later))

    async def acquire(self) -> None:
        if self._free and not self._urgent and not self._later:
            self._free -= 1
            return
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        queue = self._later if in_background() else self._urgent
        queue.append(waiter)
        try:
            await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():
                self.release()  # handed over as the cancel came: pass it on
            elif waiter in queue:  # not yet passed over by a release
                queue.remove(waiter)
            raise

    def release(self) -> None:
        """Hand the place to the next waiter (it stays taken), or free it."""
        while True:
            waiter = self._next()
            if waiter is None:
                self._free += 1
                return
            if not waiter.done():  # a cancelled waiter leaves its queue when it resumes
                waiter.set_result(None)
                return

    def _next(self) -> asyncio.Future[None] | None:
        if self._later and (not self._urgent or self._passed_over >= URGENT_RUN):
            self._passed_over = 0
            return self._later.popleft()
        if self._urgent:
            if self._later:
                self._passed_over += 1
            return self._urgent.popleft()
        return None

    async def __aenter__(self) -> None:
        await self.acquire()

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.release()


class UrgencyLock(UrgencySemaphore):
    """An :class:`UrgencySemaphore` of one place: SQLite's one connection."""

    def __init__(self) -> None:
        super().__init__(1)

    def release(self) -> None:
        """Hand the lock to the next waiter (it stays held), or free it."""
        if not self.locked():
            raise RuntimeError("release of an unheld lock")
        super().release()
