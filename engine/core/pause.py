"""The pause point of the engines' long loops: an input, never a clock or a thread.

A long computation (Clocktower's solvers, a board's drawing) calls the callable its caller put
in :data:`PAUSE` once per step of its loop. The engine does nothing with it but call it: what
it does (hand the interpreter to a waiting event loop, :mod:`bot.loop_first`) is the caller's,
and it must change nothing the engine reads, so every result is the same with it or without.
Without one (the default) a step pays one context-variable read per loop, not per step.
A function that many long loops call once a step, each loop too short or too varied to give
its own (a lazy setup's propagation, a world's copy, a proof at dusk), calls
:func:`pause_here` instead: one read a call.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar

PAUSE: ContextVar[Callable[[], None] | None] = ContextVar("engine_pause", default=None)
"""What the long loops call at each step; ``None``: nothing."""


def _nothing() -> None:
    return None


def pause_point() -> Callable[[], None]:
    """The callable a long loop calls at each step (read once, before the loop)."""
    return PAUSE.get() or _nothing


def pause_here() -> None:
    """Call the pause point now: for a function the long loops call once a step or more (it
    reads :data:`PAUSE` each call, some 60 ns with none)."""
    hook = PAUSE.get()
    if hook is not None:
        hook()
