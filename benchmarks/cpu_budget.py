"""A CPU budget for one run of a benchmark's game, kept even when its timer fires at a bad moment.

The budget is the profiling timer (``signal.setitimer(signal.ITIMER_PROF, ...)``, CPU seconds
of the process) and its handler raises :class:`BudgetSpent`. Python runs a signal's handler at
the next bytecode boundary of the main thread, wherever that is; when it is inside a callback
of the collector (``gc.callbacks``: the bot's heap policy, :mod:`bot.heap`, and the benchmarks'
pass counter, :class:`benchmarks.bot_heap.Passes`), a finaliser or a weak reference's callback,
CPython reports the exception as unraisable and goes on: the timer has fired once, so the game
ran on past its budget, to its end.

:func:`within` keeps the budget: once spent, the handler re-arms a short timer
(:data:`AGAIN`) each time it fires, so it fires again until the exception reaches the run's
caller. Inside a collector's callback it does not raise at all (the callback finishes its
work) and waits for the next firing. It raises only while the run is on the stack below
:func:`within`'s own frame: never in that frame (the run has returned, or is being unwound
to it) nor once it has returned.
"""

from __future__ import annotations

import gc
import signal
import sys
from collections.abc import Callable
from types import CodeType, FrameType

AGAIN = 0.01
"""CPU seconds to the next firing once the budget is spent and the run still goes on."""


class BudgetSpent(Exception):
    """The run's CPU budget ran out (raised by the profiling timer)."""


def _code(callback: object) -> CodeType | None:
    """The code a collector's callback runs (a bound method's function's)."""
    code = getattr(getattr(callback, "__func__", callback), "__code__", None)
    return code if isinstance(code, CodeType) else None


def within(budget: float, run: Callable[[], object]) -> bool:
    """Run ``run()`` within ``budget`` CPU seconds of this process: ``True`` when it was cut
    off (:class:`BudgetSpent` raised in it reached here), ``False`` when it returned."""
    here = sys._getframe()
    active = True

    def fired(signum: int, frame: FrameType | None) -> None:
        if not active:  # a firing delivered after the run's end
            return
        callbacks = {_code(c) for c in gc.callbacks}
        collecting = False
        below = frame
        while below is not None and below is not here:
            collecting = collecting or below.f_code in callbacks
            below = below.f_back
        if below is None:  # not below here: not the run
            return
        signal.setitimer(signal.ITIMER_PROF, AGAIN)  # again, should this one be lost
        # in here's own frame the run has not begun or is being unwound to here: no raise
        if frame is not here and not collecting:
            raise BudgetSpent

    previous = signal.signal(signal.SIGPROF, fired)
    try:
        try:
            signal.setitimer(signal.ITIMER_PROF, budget)
            run()
        finally:
            # before the exception (and the run's frames it holds) is let go: what their
            # freeing runs (finalisers, callbacks) is not the run
            signal.setitimer(signal.ITIMER_PROF, 0)
            active = False
    except BudgetSpent:
        return True
    finally:
        signal.signal(signal.SIGPROF, previous)
    return False
