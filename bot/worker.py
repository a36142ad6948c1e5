"""Where the CPU-heavy work of a game runs: worker threads, so the event loop keeps answering.

The engine's resolutions, every player's view of a phase, the rendering of a phase's posts and
DMs and the images are pure Python and numpy, and take from milliseconds to seconds in big
games. Run on the event loop, they would hold up every other game's commands that long. In a
worker thread they share the interpreter with the loop (Python switches threads every few
milliseconds), so the loop keeps answering meanwhile.

Thread safety: a game is read or changed by one party at a time. The caller holds the game's
lock across :func:`run` (every command that reads a game takes its lock), and never holds it
across a Discord call.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")

THREADS = 2
"""Worker threads. More would not compute faster (they share one interpreter), but a second one
keeps a small game's work from waiting behind a big game's resolution."""

_pool: ThreadPoolExecutor | None = None


def _executor() -> ThreadPoolExecutor:
    global _pool
    if _pool is None:
        _pool = ThreadPoolExecutor(max_workers=THREADS, thread_name_prefix="game-worker")
    return _pool


async def run(function: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> T:
    """``function(*args, **kwargs)`` in a worker thread (with the caller's context variables);
    the event loop runs other tasks until it returns. Its exceptions are raised here."""
    context = contextvars.copy_context()
    call = functools.partial(context.run, function, *args, **kwargs)
    return await asyncio.get_running_loop().run_in_executor(_executor(), call)
