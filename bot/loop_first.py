"""The event loop first in the interpreter: a worker's long job lets the interpreter's lock go
while the loop has work.

A worker thread running pure Python (a Clocktower solver's walk, a board's drawing) holds the
interpreter's lock (GIL) until a thread that has waited a switch interval (5 ms) asks for it.
On PostgreSQL a command's answer takes many turns of the loop, each database call letting the
lock go and taking it back, so the loop waited up to 5 ms each time, and had about half the
interpreter while a job ran (docs/benchmarks.md, "The loop's waits for the interpreter's
lock"). Here the job gives way instead: every :data:`SLICE` of its work, at a pause point of
the engines' long loops (:mod:`engine.core.pause`, which :func:`bot.worker.run` fills in), it
looks whether the loop has work and, if so, waits until the loop's turn ends (the loop calls
its selector again) or :data:`MOST` has passed. The loop keeps the 5-ms interval, so for the
rest of its turn it computes uncontested, its writes and reads letting the lock go for
nothing; then the job takes its share again (:data:`GIVE_WAY`: waiting until the loop has no
work at all starved the worker threads under load, docs/benchmarks.md, "loop-first").

"The loop has work" (:meth:`Watch.wants`) is read without the loop's help, since the loop
cannot run a line of Python while it waits for the lock: it is in a turn (not inside its
selector's ``select``), or the time its ``select`` may wait has passed, or its selector has a
file ready (polling the selector's own descriptor, which is readable while it holds ready
events, takes nothing from the loop; the poll keeps the interpreter's lock, see
:data:`_readable`). The job's wait is on an event that the loop's
``select`` sets as it begins, only while a job waits: the loop pays two attribute writes and a
clock read a turn.
"""

from __future__ import annotations

import asyncio
import ctypes
import math
import select
import selectors
import threading
import time
import weakref
from collections.abc import Callable
from typing import Any, Literal

SLICE = 0.0005
"""Seconds of a job's work between two looks at whether the loop has work."""

HAND_OVER = 0.0001
"""With :data:`GIVE_WAY` ``once``: how long a job sleeps, the lock let go, for the loop's
thread, woken, to take it."""

MOST = 0.005
"""The longest a job waits at one pause point (one switch interval): under a loop that always
has work, the job still gets on (a :data:`SLICE` at least every :data:`MOST`)."""

GIVE_WAY: Literal["turn", "park", "once"] = "turn"
"""How a job gives way: until the loop's turn ends (it calls its selector again), until the
loop has no work, or for one sleep of :data:`HAND_OVER`; never longer than :data:`MOST`."""

ON: bool | None = None
"""Whether jobs give way at all: ``None`` (the default) leaves it to the database
(:func:`use_for`); ``False`` never (``platform_load.py --no-loop-first`` compares), ``True``
always."""

_for_database = True
"""What the bot's database asks for (:func:`use_for`), read where :data:`ON` is ``None``."""


def use_for(on_the_loop: bool) -> None:
    """At start-up: whether the bot's database runs its calls on the event loop (PostgreSQL's
    driver) or in a thread of its own (SQLite's). Jobs give way only in the first case: on
    PostgreSQL each of a command's database calls lets the lock go and takes it back on the
    loop, and giving way took the quiet 1000-game ack p99 from 101 to 39-72 ms; on SQLite the
    acks were no faster (p99 37-42 ms either way) and the slowest slower (max 214 and 451 ms
    against 62 ms; docs/benchmarks.md, "The platform in session 42")."""
    global _for_database
    _for_database = on_the_loop


def giving_way() -> bool:
    """Whether jobs give way to the loop now (:data:`ON`, else :func:`use_for`)."""
    return _for_database if ON is None else ON


class _PollFd(ctypes.Structure):
    _fields_ = [("fd", ctypes.c_int), ("events", ctypes.c_short), ("revents", ctypes.c_short)]


def _lock_keeping_poll() -> Callable[[int], bool] | None:
    """``poll(2)`` with no wait, called with the interpreter's lock kept (:class:`ctypes.PyDLL`
    does not let it go), or ``None`` where the C library has no ``poll``."""
    try:
        poll = ctypes.PyDLL(None).poll
    except (AttributeError, OSError):
        return None
    poll.argtypes = [ctypes.POINTER(_PollFd), ctypes.c_ulong, ctypes.c_int]
    poll.restype = ctypes.c_int

    def readable(fd: int) -> bool:
        return int(poll(ctypes.byref(_PollFd(fd, select.POLLIN, 0)), 1, 0)) > 0

    return readable


def _lock_freeing_poll(fd: int) -> bool:
    poll = select.poll()
    poll.register(fd, select.POLLIN)
    return bool(poll.poll(0))


_readable: Callable[[int], bool] = _lock_keeping_poll() or _lock_freeing_poll
"""Whether a descriptor is readable now, asked by a job of the loop's selector every
:data:`SLICE`. Why the lock is kept: ``select.poll`` lets it go and takes it straight back,
and each time it goes CPython wakes a thread waiting for it, which finds it taken again and
starts its wait over; a thread that has waited a whole switch interval asks for the lock,
one woken sooner never does. A job polling every 0.5 ms so kept the loop and every other
thread from the lock for as long as it ran (heartbeats 0.5-1.2 s late on PostgreSQL in the
quiet 1000-game runs of session 43; docs/benchmarks.md, "The platform in session 43")."""


given = [0, 0.0]
"""Times jobs gave way to the loop, and the seconds they waited for it (for benchmarks)."""
_given_lock = threading.Lock()


class Watch:
    """Whether one event loop has work, read from any thread."""

    def __init__(self, selector: selectors.BaseSelector, fd: int) -> None:
        self._fd = fd
        self._waiting = False
        self._until = math.inf
        self._parked = False
        self._idle = threading.Event()
        self.looks = 0
        """Times :meth:`wants` was asked (for tests)."""
        real = selector.select

        def select_watched(timeout: float | None = None) -> list[Any]:
            # The loop's only wait: set before it begins, cleared once the loop has the lock
            # back (the line after), so "waiting" may outlast the wait; the readiness and the
            # timeout tell the rest.
            self._until = math.inf if timeout is None else time.monotonic() + max(timeout, 0)
            self._waiting = True
            if self._parked:
                self._parked = False
                self._idle.set()
            try:
                return real(timeout)
            finally:
                self._waiting = False

        selector.select = select_watched  # type: ignore[method-assign]

    def wants(self) -> bool:
        """Whether the loop is running, or would be if it had the interpreter's lock."""
        self.looks += 1
        if not self._waiting or time.monotonic() >= self._until:
            return True
        return _readable(self._fd)

    def give_way(self, most: float) -> None:
        """Let the interpreter's lock go for the loop (:data:`GIVE_WAY` says how long, at most
        ``most`` seconds)."""
        if GIVE_WAY == "once":
            time.sleep(HAND_OVER)
            return
        until = time.monotonic() + most
        while True:
            self._idle.clear()
            self._parked = True
            if not self.wants():
                return
            left = until - time.monotonic()
            if left <= 0:
                return
            self._idle.wait(left)
            if GIVE_WAY == "turn":
                return


class Pacer:
    """One job's pause point (:data:`engine.core.pause.PAUSE`): every :data:`SLICE` of wall
    time, gives the lock to the loop if the loop has work (:data:`GIVE_WAY`)."""

    def __init__(self, watch: Watch) -> None:
        self._watch = watch
        self._next = time.perf_counter() + SLICE
        self.handed = 0
        """Times this job let the lock go for the loop (for tests and benchmarks)."""

    def __call__(self) -> None:
        now = time.perf_counter()
        if now < self._next:
            return
        if giving_way() and self._watch.wants():
            self.handed += 1
            self._watch.give_way(MOST)
            waited = time.perf_counter() - now
            now += waited
            with _given_lock:
                given[0] += 1
                given[1] += waited
        self._next = now + SLICE


_watches: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Watch | None] = (
    weakref.WeakKeyDictionary()
)
_watches_lock = threading.Lock()


def watch(loop: asyncio.AbstractEventLoop) -> Watch | None:
    """``loop``'s watch, made at the first call (on the loop's thread); ``None`` for a loop
    without a selector of the standard library's that has a descriptor of its own (epoll's,
    kqueue's): its jobs do not give way."""
    with _watches_lock:
        if loop in _watches:
            return _watches[loop]
        # asyncio's selector loops keep their selector here (CPython 3.11-3.13).
        selector = getattr(loop, "_selector", None)
        fileno = getattr(selector, "fileno", None)
        made = None
        if isinstance(selector, selectors.BaseSelector) and callable(fileno):
            made = Watch(selector, fileno())
        _watches[loop] = made
        return made


def pacer(loop: asyncio.AbstractEventLoop) -> Callable[[], None] | None:
    """A new job's pause point for ``loop``'s jobs (``None``: nothing to give way to)."""
    found = watch(loop)
    return None if found is None else Pacer(found)
