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

Among background work, the outbox's transactions go first, in the order they asked, then the
deadlines' ticks' in the order the ticks began (:func:`begun`). At a thousand games hundreds of
ticks fall due together, each a few transactions in a row (a read of its languages, its
writes): taken in arrival order, every tick's next transaction queued behind every other
tick's, so all of them advanced together and none ended until nearly all did. Handed to the
tick that began first, the connection lets ticks end one after another from the start, for the
same work. The outbox goes before them all: what it writes marks rows that ticks and commands
already committed (work that has ended, so began before the ticks still under way), each of
its transactions marks everything sent meanwhile (:mod:`bot.outbox_marks`), and a lane waits
for its mark before its game's next row, so behind a burst of ticks the announcements of those
that ended would wait for the burst.

PostgreSQL's holds (:meth:`bot.db.postgres.PostgresDatabase.hold`, a connection for one game's
change) are handed out the same way: a command waiting for a hold goes before the deadlines'
ticks (the clocks run as background work), which no one is waiting to see acknowledged.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import contextvars
import heapq
import itertools
from collections.abc import Iterator
from types import TracebackType

_background: contextvars.ContextVar[bool] = contextvars.ContextVar("db_background", default=False)
_turn: contextvars.ContextVar[int | None] = contextvars.ContextVar("db_turn", default=None)
_turns = itertools.count()
"""The blocks' turns (:func:`begun`), in the order they began."""
OUTBOX_TURN = -1
"""The turn of background work outside any :func:`begun` block (the outbox's): before every
tick's."""

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


@contextlib.contextmanager
def begun() -> Iterator[None]:
    """Inside this block (a deadline's tick, and the tasks it starts), background database work
    keeps the turn taken when the block began: it waits behind the background work of blocks
    that began earlier (and the outbox's, :data:`OUTBOX_TURN`), before that of blocks that
    began later.

    Meant for work that ends (a tick): a loop that ran for ever in one block would go before
    every later tick each time."""
    token = _turn.set(next(_turns))
    try:
        yield
    finally:
        _turn.reset(token)


def _request_turn() -> int:
    turn = _turn.get()
    return OUTBOX_TURN if turn is None else turn


class UrgencySemaphore:
    """An asyncio semaphore of ``value`` places that hands a freed place to waiting urgent
    tasks before background ones (:func:`background`), and to a background waiter at the latest
    after :data:`URGENT_RUN` urgent ones went before it. Urgent tasks wait in arrival order,
    background ones in the order of their turns (:func:`begun`)."""

    def __init__(self, value: int) -> None:
        self._free = value
        self._urgent: collections.deque[asyncio.Future[None]] = collections.deque()
        self._later: list[tuple[int, int, asyncio.Future[None]]] = []
        """A heap of background waiters: (their turn, their arrival, their future)."""
        self._arrivals = itertools.count()
        self._passed_over = 0
        """Urgent waiters handed a place while a background one waited, since one last went."""

    def locked(self) -> bool:
        """Whether every place is taken."""
        return self._free == 0

    def waiting(self) -> bool:
        """Whether a release would hand its place to a waiter (rather than free it)."""
        later = (waiter for _, _, waiter in self._later)
        return any(not waiter.done() for waiter in (*self._urgent, *later))

    async def acquire(self) -> None:
        if self._free and not self._urgent and not self._later:
            self._free -= 1
            return
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        entry = None
        if in_background():
            entry = (_request_turn(), next(self._arrivals), waiter)
            heapq.heappush(self._later, entry)
        else:
            self._urgent.append(waiter)
        try:
            await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():
                self.release()  # handed over as the cancel came: pass it on
            elif entry is None:
                if waiter in self._urgent:  # not yet passed over by a release
                    self._urgent.remove(waiter)
            elif entry in self._later:
                self._later.remove(entry)
                heapq.heapify(self._later)
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
            return heapq.heappop(self._later)[2]
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
