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
same work. The outbox's transactions (background work outside any tick) and the ticks' take
turns when both wait: the outbox marks what ended ticks and commands committed, and a lane
waits for its mark before its game's next row, so behind a burst of ticks the announcements of
those that ended would wait for the whole burst; yet it must not go before every tick either,
since while commands keep playing it always has something waiting, and the ticks would never
get the connection (measured at 300 games: one tick in 30 s of play ended).

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
    that began earlier, before that of blocks that began later (taking turns with background
    work outside any block, the outbox's).

    Meant for work that ends (a tick): a loop that ran for ever in one block would go before
    every later tick each time."""
    token = _turn.set(next(_turns))
    try:
        yield
    finally:
        _turn.reset(token)


class UrgencySemaphore:
    """An asyncio semaphore of ``value`` places that hands a freed place to waiting urgent
    tasks before background ones (:func:`background`), and to a background waiter at the latest
    after :data:`URGENT_RUN` urgent ones went before it. Urgent tasks wait in arrival order;
    of the background ones, ticks (:func:`begun`) in the order they began and the rest in
    arrival order, the two taking turns."""

    def __init__(self, value: int) -> None:
        self._free = value
        self._urgent: collections.deque[asyncio.Future[None]] = collections.deque()
        self._outbox: collections.deque[asyncio.Future[None]] = collections.deque()
        """Background waiters outside any tick."""
        self._ticks: list[tuple[int, int, asyncio.Future[None]]] = []
        """A heap of the ticks' waiters: (the tick's turn, their arrival, their future)."""
        self._arrivals = itertools.count()
        self._passed_over = 0
        """Urgent waiters handed a place while a background one waited, since one last went."""
        self._outbox_went = False
        """Whether the last background waiter handed a place was the outbox's."""

    def locked(self) -> bool:
        """Whether every place is taken."""
        return self._free == 0

    def waiting(self) -> bool:
        """Whether a release would hand its place to a waiter (rather than free it)."""
        ticks = (waiter for _, _, waiter in self._ticks)
        return any(not waiter.done() for waiter in (*self._urgent, *self._outbox, *ticks))

    async def acquire(self) -> None:
        if self._free and not (self._urgent or self._outbox or self._ticks):
            self._free -= 1
            return
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        turn = _turn.get()
        entry = None
        queue = self._urgent
        if not in_background():
            queue.append(waiter)
        elif turn is None:
            queue = self._outbox
            queue.append(waiter)
        else:
            entry = (turn, next(self._arrivals), waiter)
            heapq.heappush(self._ticks, entry)
        try:
            await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():
                self.release()  # handed over as the cancel came: pass it on
            elif entry is None:
                if waiter in queue:  # not yet passed over by a release
                    queue.remove(waiter)
            elif entry in self._ticks:
                self._ticks.remove(entry)
                heapq.heapify(self._ticks)
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
        later = bool(self._outbox or self._ticks)
        if later and (not self._urgent or self._passed_over >= URGENT_RUN):
            self._passed_over = 0
            if self._ticks and (not self._outbox or self._outbox_went):
                self._outbox_went = False
                return heapq.heappop(self._ticks)[2]
            self._outbox_went = True
            return self._outbox.popleft()
        if self._urgent:
            if later:
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
