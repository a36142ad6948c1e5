"""Where the CPU-heavy work of a game runs, in every family: worker threads, so the event loop
keeps answering.

A resolution, every player's view of the phase, the night prompts and posts it renders, their
serialisation for the outbox and the images are pure Python (and numpy, and Pillow) that take
from milliseconds to seconds in big games. On the event loop they would hold up every other
game's commands that long. In a worker thread they share the interpreter with the loop, which
CPython hands back to the loop within its switch interval (:data:`SWITCH_INTERVAL`), so the
loop keeps answering meanwhile.

The rules for what runs here:

* The caller holds the game's lock across :func:`run`, and the loop reads or changes a game
  only under its lock, so a game is never read by the loop while a worker changes it. Work of
  one game is therefore ordered: the next call waits for the lock. (Work on something no one
  else holds needs no lock: a replay building a new game object, a deck file's text.)
* Work done here touches no loop object (no task, future, client or cache): it takes plain data
  in and gives plain data back (an outbox effect is plain data; a discord.py ``View`` built
  in a thread has no running loop and is only turned into its component dictionaries).

The loop goes first in the interpreter (:mod:`bot.loop_first`): each job is given a pause
point (:data:`engine.core.pause.PAUSE`, in the job's context), which the engines' long loops
(Clocktower's solvers, the Cloud and Lab boards' drawings) call at each step; every half
millisecond of the job's work it looks whether the loop has work and, if so, lets the
interpreter's lock go until the loop's turn ends (at most a switch interval), rather than
holding it until the loop has waited a switch interval for it, again and again in a turn
(on PostgreSQL, whose calls run on the loop: :func:`bot.loop_first.use_for`).

Background work (a deadline's tick, :func:`bot.db.urgency.background`) has one thread at a
time (:data:`BACKGROUND_AT_ONCE`): a command's job never queues behind other games' ticks. Of
the background jobs waiting, the next is the one whose task asked first (:mod:`bot.begun_first`),
so a tick that has begun ends before the ticks that have not.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import sys
import threading
import weakref
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, ParamSpec, TypeVar, cast

from bot import loop_first
from bot.begun_first import BegunFirst
from bot.db import urgency
from engine.core.pause import PAUSE

P = ParamSpec("P")
T = TypeVar("T")

THREADS = 2
"""Worker threads. More would not compute faster (they share one interpreter), but a second one
keeps a small game's work from waiting behind a big game's resolution."""

BACKGROUND_AT_ONCE = 1
"""Jobs of background work in the threads at once; the others wait on the loop (the next is
the one whose task asked first, :data:`_gates`). When every game of a family falls due together (hundreds of deadline ticks, each a
resolution), their jobs queued in the pool ahead of every command's (a Lab turn's board, a
Clocktower list's check), which waited for all of them: seconds. Now a command's job waits at
most for the one background job under way (and other commands'). It also keeps the loop's
share of the interpreter: while two threads compute, the loop gets it back a switch interval
later each time it lets it go, once per pass; with one, the loop has one thread to
share it with. The ticks themselves lose little: they share one interpreter anyway."""

SWITCH_INTERVAL = 0.005
"""The interpreter's switch interval (:func:`sys.setswitchinterval`), set when the pool is made:
how long a thread waiting for the interpreter's lock lets its holder run before the holder must
hand it over. The loop lets the lock go at every system call (each socket write, each poll),
and while a worker computes it waits up to this long to take it back each time, so a loop step
with many writes pays it many times over. CPython's own 5 ms, kept on the figures so far: a
shorter one shortens each of those waits (at 2 ms the loop waited 0.29-0.31 s for the lock per
second of the worker's CPU at 300 games on PostgreSQL, against 0.39-0.45 s at 5 ms), but at
1000 games the one pair showed no gain, and 1 ms cost more than it gained on session 35's quiet
SQLite runs (each hand-over costs the loop as well). docs/benchmarks.md, "The loop's waits for
the interpreter's lock" (session 40): ``platform_load.py --switch-interval`` tries another."""

_pool: ThreadPoolExecutor | None = None


def _executor() -> ThreadPoolExecutor:
    global _pool
    if _pool is None:
        sys.setswitchinterval(SWITCH_INTERVAL)
        _pool = ThreadPoolExecutor(max_workers=THREADS, thread_name_prefix="game-worker")
    return _pool


_waiting: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, int] = weakref.WeakKeyDictionary()
"""Calls of :func:`run` whose caller has not taken the result yet, by the caller's event loop:
a call abandoned on a loop that closed (its task never resumed, its coroutine kept alive by a
frozen cycle) must not count as waiting on the next loop for ever."""

_running = 0
"""Jobs queued or running that no thread has finished: a caller that was cancelled stops
waiting, but its job (queued or under way) runs on and still makes its result."""
_running_lock = threading.Lock()


_gates: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, BegunFirst] = (
    weakref.WeakKeyDictionary()
)
"""Each loop's places for background jobs (:data:`BACKGROUND_AT_ONCE`), handed to the task
that asked first: a tick under way finishes before the next one begins."""


_idle_hooks: list[Callable[[], None]] = []
"""Called on the loop whenever a call of :func:`run` leaves no job in flight (:func:`on_idle`)."""


def on_idle(hook: Callable[[], None]) -> None:
    """Call ``hook`` (on the event loop, at once: it must be cheap) each time a call of
    :func:`run` returns and no job is in flight any more. Registering it again changes nothing."""
    if hook not in _idle_hooks:
        _idle_hooks.append(hook)


def stop_on_idle(hook: Callable[[], None]) -> None:
    """Undo :func:`on_idle` (for tests)."""
    if hook in _idle_hooks:
        _idle_hooks.remove(hook)


def _finished() -> None:
    global _running
    with _running_lock:
        _running -= 1


_Outcome = list[tuple[T, None] | tuple[None, BaseException]]
"""What a job made, as its futures carry it: a box of one ``(result, None)`` or
``(None, error)``, emptied by the caller that takes it (:func:`run`), or once made if its
caller was cancelled."""


def _tracked(call: Callable[[], T]) -> _Outcome[T]:
    # The futures that carry a job's outcome form cycles with the caller's task, and the heap
    # may freeze them while the job is in flight (bot.heap, under sustained load): a frozen
    # cycle is never collected, so it must not keep the result (a phase's rendered messages)
    # or an error's traceback (the job's frames). It keeps this box, emptied once taken.
    box: _Outcome[T] = []
    try:
        box.append((call(), None))
    except BaseException as error:  # carried to the caller, as the pool would
        box.append((None, error))
    finally:
        _finished()
    return box


def _abandoned(job: Future[_Outcome[Any]]) -> None:
    # In the job's thread (or at once if it is done); the box is the one both futures carry.
    if not job.cancelled() and job.exception() is None:
        job.result().clear()


async def run(function: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> T:
    """``function(*args, **kwargs)`` in a worker thread (with the caller's context variables);
    the event loop runs other tasks until it returns. Its exceptions are raised here. Background
    work waits first for a place of its own (:data:`BACKGROUND_AT_ONCE`)."""
    loop = asyncio.get_running_loop()
    # Counted from the call, a background job still waiting for its place too: the heap settles
    # only once no job waits anywhere (as when every one queued in the pool).
    _waiting[loop] = _waiting.get(loop, 0) + 1
    try:
        if not urgency.in_background():
            return await _run(loop, function, *args, **kwargs)
        gate = _gates.get(loop)
        if gate is None:
            gate = _gates[loop] = BegunFirst(BACKGROUND_AT_ONCE)
        await gate.acquire()
        try:
            return await _run(loop, function, *args, **kwargs)
        finally:
            gate.release()
    finally:
        _taken(loop)


def _taken(loop: asyncio.AbstractEventLoop) -> None:
    """A caller of ``loop`` has stopped waiting (its result taken, or cancelled)."""
    # Finalised with its loop in a collected cycle, the entry is gone already.
    left = _waiting.get(loop, 0) - 1
    if left > 0:
        _waiting[loop] = left
    else:
        _waiting.pop(loop, None)
        if not busy():
            for hook in list(_idle_hooks):
                hook()


async def elsewhere(submit: Callable[[], Future[T]]) -> T:
    """The result of the job ``submit`` hands to another executor (the drawing process,
    :mod:`bot.drawing`), counted as this module's own jobs are: :func:`busy` from the call until
    the job has ended, even if its caller stops waiting. Its exceptions are raised here."""
    global _running
    loop = asyncio.get_running_loop()
    _waiting[loop] = _waiting.get(loop, 0) + 1
    try:
        with _running_lock:
            _running += 1
        try:
            job = submit()
        except BaseException:  # never queued (the executor broken or shut down)
            _finished()
            raise
        job.add_done_callback(lambda _: _finished())
        # Shielded, as in run: a caller that stops waiting leaves the job to end.
        return await asyncio.shield(asyncio.wrap_future(job, loop=loop))
    finally:
        _taken(loop)


async def _run(
    loop: asyncio.AbstractEventLoop, function: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs
) -> T:
    global _running
    context = contextvars.copy_context()
    context.run(PAUSE.set, loop_first.pacer(loop))
    call = functools.partial(context.run, function, *args, **kwargs)
    with _running_lock:
        _running += 1
    try:
        job = _executor().submit(_tracked, call)
    except BaseException:  # never queued (the pool shutting down)
        _finished()
        raise
    # Shielded: a caller that stops waiting never cancels its job, even one still queued (a
    # cancelled job would never run, so its count would never drop, and it would wait in the
    # queue holding its arguments uncounted). Every job runs, and is counted off in its thread
    # once it has.
    try:
        box = await asyncio.shield(asyncio.wrap_future(job, loop=loop))
    except BaseException:
        # No one takes this outcome: emptied once made, or the futures (and a cancelled task's
        # traceback, which holds this frame) would keep it for as long as they live.
        job.add_done_callback(_abandoned)
        raise
    result, error = box.pop()
    if error is not None:
        try:
            raise error
        finally:
            error = None  # not a cycle of this frame and the error's traceback
    return cast(T, result)


def busy() -> bool:
    """Whether work handed to a worker is under way or its result not yet taken: the heap does
    not settle then (:mod:`bot.heap`), since what a job in flight holds in cycles would be kept
    for good once frozen. A job whose caller was cancelled counts until its thread finishes
    it."""
    try:
        waiting = _waiting.get(asyncio.get_running_loop(), 0)
    except RuntimeError:  # no loop running: the callers of every loop that can still run count
        waiting = sum(count for loop, count in _waiting.items() if not loop.is_closed())
    return waiting > 0 or _running > 0
