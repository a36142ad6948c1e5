"""Where a command's time goes before its first answer, for the load benchmarks.

Per command kind (``platform_load.py --ack-waits``): the time from a command's arrival until its
handler's task began (the loop busy with other work, or waiting for the interpreter), then each
wait the handler's task made before the first answer, added up: for its game's lock, for a
worker thread (queued behind other jobs, then running), for the database (SQLite's one
connection or a PostgreSQL hold: queued, then its statements); the rest is the handler's own
time on the loop. A wait still under way at the answer counts up to it; an answer given by a
deferral after a second (another task) counts the handler's waits until then. Also what the loop
ran ahead of the slowest answers (its steps of 2 ms of CPU or more, by origin). None of this is
part of the bot: the benchmark installs it around a run.
"""

from __future__ import annotations

import asyncio
import bisect
import collections
import functools
import threading
import time
import weakref
from collections.abc import Callable
from typing import Any

from discord import app_commands

from bot import worker
from bot.db import sqlite, urgency
from bot.shell.game_lock import GameLock
from bot.shell.live import LiveSessions

STEP_NOTED = 0.002
"""The loop's steps noted (CPU seconds at least), to say what ran ahead of slow answers."""
KINDS = ("discover", "lock", "worker queue", "worker run", "db queue", "db run")
"""The waits timed, in the order they are reported."""


class AckWaits:
    """Installs the timers (:meth:`install`), then :meth:`note` at each first answer."""

    def __init__(self) -> None:
        self._sums: weakref.WeakKeyDictionary[asyncio.Task[Any], collections.Counter[str]] = (
            weakref.WeakKeyDictionary()
        )
        """Task → kind → seconds of finished waits."""
        self._open: weakref.WeakKeyDictionary[asyncio.Task[Any], list[list[Any]]] = (
            weakref.WeakKeyDictionary()
        )
        """Task → its waits under way, outermost first: kind, start, time of waits inside, task."""
        self.noted: dict[int, dict[str, float]] = {}
        """Interaction id → kind → seconds waited before its first answer."""
        self.began: dict[int, float] = {}
        """Interaction id → when its handler's task began the command."""
        self.deferred: set[int] = set()
        """Interactions whose first answer was a deferral."""
        self._handlers: weakref.WeakKeyDictionary[asyncio.Task[Any], float] = (
            weakref.WeakKeyDictionary()
        )
        """A command handler's task → when it began."""
        self._handler_of: dict[int, asyncio.Task[Any]] = {}
        """Interaction id → its handler's task, until the interaction is answered."""
        self._undo: list[Callable[[], None]] = []
        self.held: collections.Counter[str] = collections.Counter()
        """Who held SQLite's connection (the outbox, other background work, commands) →
        seconds."""
        self.holds: collections.Counter[str] = collections.Counter()
        """The same → how many times (transactions and reads)."""
        self._holder: dict[int, tuple[float, str]] = {}
        self.steps: list[tuple[float, float, float, str]] = []
        """The loop's steps of :data:`STEP_NOTED` CPU or more: wall start and end, CPU, origin."""

    def _begin(self, kind: str) -> list[Any] | None:
        task = asyncio.current_task()
        if task is None:
            return None
        entry: list[Any] = [kind, time.perf_counter(), 0.0, task]
        self._open.setdefault(task, []).append(entry)
        return entry

    def _end(self, entry: list[Any] | None) -> None:
        # A wait inside another (a PostgreSQL hold's queue inside the game's lock) counts as
        # its own kind only.
        if entry is None:
            return
        kind, began, inside, task = entry
        stack = self._open[task]
        stack.remove(entry)
        spent = time.perf_counter() - began
        self._sums.setdefault(task, collections.Counter())[kind] += spent - inside
        if stack:
            stack[-1][2] += spent
        else:
            del self._open[task]

    def _switch(self, entry: list[Any] | None, kind: str, at: float) -> None:
        """The wait ``entry`` is of ``kind`` from ``at`` on (a worker job that a thread took)."""
        if entry is None:
            return
        self._sums.setdefault(entry[3], collections.Counter())[entry[0]] += at - entry[1] - entry[2]
        entry[0], entry[1], entry[2] = kind, at, 0.0

    def note(self, interaction_id: int, *, deferred: bool) -> None:
        """The interaction is answered now (from its handler's task, or not at all);
        ``deferred``: by a deferral."""
        if deferred:
            self.deferred.add(interaction_id)
        # The handler's task: a deferral after a second comes from a task of its own.
        task = self._handler_of.pop(interaction_id, None)
        if task is None:
            try:
                task = asyncio.current_task()
            except RuntimeError:
                return
        if task is None:
            return
        now = time.perf_counter()
        waited = collections.Counter(self._sums.get(task, {}))
        inner = 0.0
        for kind, began, _inside, _task in reversed(self._open.get(task, [])):
            waited[kind] += now - began - inner
            inner = now - began
        self.noted[interaction_id] = dict(waited)
        began = self._handlers.get(task)
        if began is not None:
            self.began[interaction_id] = began

    def install(self) -> None:
        """Wrap the lock, the worker and the database (undone by :meth:`uninstall`)."""
        probe = self
        loop_thread = threading.get_ident()
        step = asyncio.events.Handle._run

        def timed_step(handle: asyncio.events.Handle) -> None:
            if threading.get_ident() != loop_thread:
                step(handle)
                return
            began, cpu = time.perf_counter(), time.thread_time()
            try:
                step(handle)
            finally:
                spent = time.thread_time() - cpu
                if spent >= STEP_NOTED:
                    probe.steps.append((began, time.perf_counter(), spent, _origin(handle)))

        self._patch(asyncio.events.Handle, "_run", timed_step)
        call = app_commands.CommandTree._call

        async def timed_call(tree: Any, interaction: Any) -> None:
            task = asyncio.current_task()
            if task is not None:
                probe._handlers[task] = time.perf_counter()
                probe._handler_of[interaction.id] = task
            await call(tree, interaction)

        self._patch(app_commands.CommandTree, "_call", timed_call)
        self._patch(GameLock, "__aenter__", self._timed("lock", GameLock.__aenter__))
        # A direct message's look for the games other processes opened (a shared database).
        self._patch(LiveSessions, "discover", self._timed("discover", LiveSessions.discover))
        run = worker.run

        async def timed_run(function: Any, /, *args: Any, **kwargs: Any) -> Any:
            token = probe._begin("worker queue")
            started: list[float] = []

            def call() -> Any:
                started.append(time.perf_counter())
                return function(*args, **kwargs)

            try:
                return await run(call)
            finally:
                if started:  # the queue's part ends when a thread took the job
                    probe._switch(token, "worker run", started[0])
                probe._end(token)

        self._patch(worker, "run", timed_run)
        # SQLite's one connection and PostgreSQL's hold connections.
        semaphore = urgency.UrgencySemaphore
        self._patch(semaphore, "acquire", self._timed("db queue", semaphore.acquire))
        database = sqlite.SqliteDatabase
        self._patch(database, "run", self._timed("db run", database.run))
        self._postgres()
        self._connection()

    def _connection(self) -> None:
        """Time SQLite's connection held, by who held it (after the timers of its queue)."""
        lock = urgency.UrgencyLock
        acquire, release = lock.acquire, lock.release
        probe = self

        async def held_acquire(me: urgency.UrgencyLock) -> None:
            await acquire(me)
            probe._holder[id(me)] = (time.perf_counter(), _holder())

        def held_release(me: urgency.UrgencyLock) -> None:
            began = probe._holder.pop(id(me), None)
            if began is not None:
                probe.held[began[1]] += time.perf_counter() - began[0]
                probe.holds[began[1]] += 1
            release(me)

        lock.acquire = held_acquire  # type: ignore[method-assign]
        self._undo.append(lambda: delattr(lock, "acquire"))
        self._patch(lock, "release", held_release)

    def connection_report(self) -> str:
        """How long SQLite's connection was held, by whom (while the probe was installed)."""
        parts = ", ".join(
            f"{who} {self.held[who]:.1f} s ({self.holds[who]:,})" for who in sorted(self.held)
        )
        return f"  SQLite's connection held (seconds, times): {parts or 'never'}"

    def _timed(self, kind: str, original: Callable[..., Any]) -> Callable[..., Any]:
        """``original`` (a coroutine function), its time counted as a wait of ``kind``."""

        async def timed(*args: Any, **kwargs: Any) -> Any:
            token = self._begin(kind)
            try:
                return await original(*args, **kwargs)
            finally:
                self._end(token)

        return timed

    def _postgres(self) -> None:
        from bot.db import postgres

        hold = postgres.PostgresDatabase.hold
        probe = self

        @functools.wraps(hold)
        def timed_hold(db: Any, *args: Any, **kwargs: Any) -> Any:
            return _TimedHold(probe, hold(db, *args, **kwargs))

        self._patch(postgres.PostgresDatabase, "hold", timed_hold)

    def _patch(self, owner: Any, name: str, value: Any) -> None:
        original = owner.__dict__[name]
        setattr(owner, name, value)
        self._undo.append(lambda: setattr(owner, name, original))

    def uninstall(self) -> None:
        for undo in reversed(self._undo):
            undo()
        self._undo.clear()

    def report(self, by_command: dict[str, list[tuple[int, float, float]]]) -> str:
        """Per command kind, over its slowest 1 % of answers (at least one) and over all: the
        mean ms from arrival until its handler began, of each wait, and of the rest; and how
        many of the answers were deferrals. ``by_command``: name → (interaction id, arrival,
        answer), on ``time.perf_counter``."""
        parts = ("to handler", *KINDS, "the rest")
        lines = [
            "  where the time to answer went (mean ms over the slowest 1 % | over all), by command:",
            f"    {'':<22}" + "".join(f"{part:>17}" for part in parts) + "    deferred",
        ]
        for name, acks in sorted(by_command.items()):
            noted = sorted(
                (ack for ack in acks if ack[0] in self.noted), key=lambda ack: ack[2] - ack[1]
            )
            if not noted:
                continue
            slow = noted[-max(1, len(noted) // 100) :]
            cells = "".join(
                f"{self._mean(slow, part):7.1f} |{self._mean(noted, part):6.1f}  " for part in parts
            )
            deferred = sum(1 for ack in noted if ack[0] in self.deferred)
            lines.append(f"    {name:<22}{cells}  {deferred}/{len(noted)}")
            lines.append(f"      loop steps ahead of the slowest (ms each): {self.ahead(slow)}")
        return "\n".join(lines)

    def ahead(self, acks: list[tuple[int, float, float]], top: int = 8) -> str:
        """What the loop ran (its steps of :data:`STEP_NOTED` or more, by origin, CPU ms summed
        over the answers) between arrival and answer of ``acks``."""
        spent: collections.Counter[str] = collections.Counter()
        self.steps.sort()
        starts = [step[0] for step in self.steps]
        for _id, arrived, answered in acks:
            at = bisect.bisect_left(starts, arrived)
            for began, _end, cpu, origin in self.steps[at:]:
                if began >= answered:
                    break
                spent[origin] += cpu * 1000
        count = max(1, len(acks))
        return ", ".join(f"{origin} {ms / count:.1f}" for origin, ms in spent.most_common(top))

    def _mean(self, acks: list[tuple[int, float, float]], part: str) -> float:
        total = 0.0
        for interaction_id, arrived, answered in acks:
            waited = self.noted[interaction_id]
            began = self.began.get(interaction_id, arrived)
            if part == "to handler":
                total += began - arrived
            elif part == "the rest":
                total += answered - began - sum(waited.get(k, 0.0) for k in KINDS)
            else:
                total += waited.get(part, 0.0)
        return 1000 * total / len(acks)


def _holder() -> str:
    """Who the running task is for the connection's accounts: the outbox (its sender and its
    marks), other background work (the clocks' ticks), or a command."""
    task = asyncio.current_task()
    name = task.get_coro().__qualname__ if task is not None else ""  # type: ignore[union-attr]
    if name.startswith(("Outbox.", "GroupedMarks.")):
        return "outbox"
    return "background" if urgency.in_background() else "commands"


def _origin(handle: asyncio.events.Handle) -> str:
    """A step's origin: its task's name and coroutine, or its callback's name."""
    task = getattr(handle._callback, "__self__", None)
    if isinstance(task, asyncio.Task):
        coro: Any = task.get_coro()
        name = getattr(getattr(coro, "cr_code", None), "co_qualname", type(coro).__name__)
        return f"{task.get_name().split(' #')[0].split('-')[0]}:{name}"
    callback = handle._callback
    return getattr(callback, "__qualname__", type(callback).__name__)


class _TimedHold:
    """A PostgreSQL hold's context manager, its entry (a queue for a connection, then the
    lock's round trip) timed as the database's."""

    def __init__(self, probe: AckWaits, inner: Any) -> None:
        self._probe, self._inner = probe, inner

    async def __aenter__(self) -> Any:
        token = self._probe._begin("db run")
        try:
            return await self._inner.__aenter__()
        finally:
            self._probe._end(token)

    async def __aexit__(self, *exc: Any) -> Any:
        return await self._inner.__aexit__(*exc)
