"""Where the images are drawn: a worker thread, or (``DRAW_IN=process``) a process of their own,
fed a plain picture of what is drawn.

A drawing is pure Python and Pillow (a Cloud board 22.7 ms of CPU, a Lab board 37.7 ms, one per
setup placement and per turn). Drawn in a worker thread (:mod:`bot.worker`) it holds the
interpreter's lock that the event loop waits for: at 1000 games on PostgreSQL the loop waited
30 s of 60 for it, two thirds of that behind the images. In a process of its own a drawing
shares no interpreter with the loop.

What crosses to the process is a picture, never a game: each family splits its image into a
cheap pure function reading the game into a small frozen value (the public facts and the words
of the image, made under the game's lock) and the drawing of that value (anywhere, no lock).
Pickling a picture and unpickling the PNG that comes back cost the bot's process about 0.2 ms,
against the milliseconds of the drawing.

On the loop, :func:`draw` awaits the process's answer as any other I/O (pickling the picture
and unpickling the PNG happen in the executor's own threads): no worker thread waits for it, so
both stay free for the work that needs them (werewolf's phase heat map is drawn before its
announcement's job for that reason); a job already in a worker thread (werewolf's end, whose
history heat map needs the game replayed) calls :func:`drawn`, which waits there. Either way the work given to the
process counts as the worker's (:func:`bot.worker.busy`: the heap does not settle meanwhile). A
drawing whose process died (a broken pool) is tried again on a new pool; if the new process
dies too, :data:`RETRIES` times over, the image is drawn in a worker thread, as before this
module: an image is never lost, and a process that cannot live costs the loop's share of the
interpreter again, not the image. (A new pool's process is started by its first drawing, in the
caller's thread: a few milliseconds of the loop's after a death; the first one is started with
the bot, :func:`start`.)
"""

from __future__ import annotations

import functools
import logging
import multiprocessing
import multiprocessing.connection
import os
import pickle
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Literal, ParamSpec

from bot import worker

log = logging.getLogger(__name__)

P = ParamSpec("P")

DrawIn = Literal["process", "thread"]
"""Where images are drawn: ``thread`` (the worker thread, the bot's default: on two cores a
drawing process takes the core the loop and the worker need) or ``process`` (a process of their
own, for machines with cores to spare; DRAW_IN in :mod:`bot.settings`)."""

PROCESSES = 1
"""Processes drawing. On two cores one leaves the other to the bot's process; a second adds a
process's memory for drawings that seldom come together (docs/benchmarks.md, "draw-proc")."""

RETRIES = 2
"""New pools tried for a drawing whose process died, before it is drawn in the thread."""

_where: DrawIn = "thread"
_pool: ProcessPoolExecutor | None = None
_pool_lock = threading.Lock()


def use(where: DrawIn) -> None:
    """Draw from now on in ``where`` (the bot's setting, at start-up)."""
    global _where
    _where = where


def where() -> DrawIn:
    """Where images are drawn now."""
    return _where


def _ready() -> None:
    """In a new drawing process: the fonts loaded and their glyph tables probed once, so its
    first image costs what the others do; and its end with the bot's process."""
    from engine.core import font

    for index in range(len(font.FONT_FILES)):
        font.missing_shape(index)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True).start()


def _end_with(sentinel: int) -> None:
    # The pool's queue is a pipe whose writing end this process holds too, so a bot that died
    # (killed, or cut short before its close) would leave it waiting on the pipe for good.
    multiprocessing.connection.wait([sentinel])
    os._exit(0)


def _current() -> ProcessPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None:
            # spawn, never fork: the bot's process has threads (the worker's, the database's),
            # and a fork copies their locks in whatever state they are.
            context = multiprocessing.get_context("spawn")
            _pool = ProcessPoolExecutor(PROCESSES, mp_context=context, initializer=_ready)
        return _pool


def _discard(pool: ProcessPoolExecutor) -> None:
    global _pool
    with _pool_lock:
        if _pool is pool:
            _pool = None
    pool.shutdown(wait=False, cancel_futures=True)


def start() -> None:
    """Start the drawing process now rather than at the first image, without waiting for it to
    be ready (call it in a thread: starting a process takes milliseconds; in ``process`` mode)."""
    _current().submit(_ready)


def close() -> None:
    """Stop the drawing process (the bot's ``close``); the next image starts a new one."""
    global _pool
    with _pool_lock:
        pool, _pool = _pool, None
    if pool is not None:
        pool.shutdown(wait=False, cancel_futures=True)


def pids() -> tuple[int, ...]:
    """The drawing processes' ids (none before the first started): for tests and benchmarks."""
    return tuple(getattr(_pool, "_processes", None) or {})


def pid() -> int | None:
    """The (first) drawing process's id, ``None`` before it started."""
    return next(iter(pids()), None)


def _try_again(pool: ProcessPoolExecutor, error: Exception, attempt: int) -> bool:
    """After a drawing that did not come back from its process: whether to try a new process
    (this one died), else to draw in the thread (processes died :data:`RETRIES` times over, or
    the picture does not pickle: a module loaded afresh since it was made, as an extension's
    reload does)."""
    if isinstance(error, pickle.PicklingError):
        log.warning("a picture that does not pickle; drawing in the thread", exc_info=error)
        return False
    _discard(pool)
    if attempt < RETRIES:
        log.warning("the drawing process died (attempt %d); starting another", attempt + 1)
        return True
    log.error("the drawing process died %d times running; drawing in the thread", attempt + 1)
    return False


def drawn(function: Callable[P, bytes], /, *args: P.args, **kwargs: P.kwargs) -> bytes:
    """``function(*args, **kwargs)``, an image's drawing of plain values, in the drawing process
    (waiting for it: call from a worker thread). ``function`` is a module's own function and the
    values picklable."""
    attempt = 0
    while _where == "process":
        pool = _current()
        try:
            return pool.submit(function, *args, **kwargs).result()
        except (BrokenProcessPool, pickle.PicklingError) as error:
            if not _try_again(pool, error, attempt):
                break
        attempt += 1
    return function(*args, **kwargs)


async def draw(function: Callable[P, bytes], /, *args: P.args, **kwargs: P.kwargs) -> bytes:
    """``function(*args, **kwargs)``, an image's drawing of plain values, in the drawing process
    (or the worker thread, :func:`use`), the event loop running other tasks meanwhile. No thread
    waits for the process: the worker's threads stay free for the work that needs them."""
    attempt = 0
    while _where == "process":
        pool = _current()
        try:
            return await worker.elsewhere(functools.partial(pool.submit, function, *args, **kwargs))
        except (BrokenProcessPool, pickle.PicklingError) as error:
            if not _try_again(pool, error, attempt):
                break
        attempt += 1
    return await worker.run(function, *args, **kwargs)
