"""The bot's start-up memory policy, for benchmarks that play games in their own process.

The bot tunes glibc's allocator before it loads a game (:func:`bot.malloc.tune`), and once it
is up it settles the heap (:func:`bot.heap.settle`) and freezes what the collector's full
passes leave (:func:`bot.heap.freeze_after_full_passes`). Without that a benchmark's process
pays full passes of the collector over every object a game keeps (at nine players, seed 2026,
about a million on Night 2: 1.9 s of the resolution's CPU, session 45), which the bot does not
pay; so the games' benchmarks apply it by default and report which way they ran.

One difference remains: the bot resolves in a worker's thread, and a full pass that leaves at
most :data:`bot.heap.FREEZE_BUSY_AFTER` objects during a job is frozen only once the worker is
idle; here no worker runs, so every pass that leaves more than :data:`bot.heap.FREEZE_AFTER`
is frozen at once.
"""

from __future__ import annotations

import gc
import time
from dataclasses import dataclass, field
from typing import Any

from bot import heap, malloc


def apply() -> None:
    """Do what the bot's start-up does to the allocator and the collector."""
    malloc.tune()
    heap.settle()
    heap.freeze_after_full_passes()


@dataclass
class Passes:
    """The collector's passes and their CPU, counted from :meth:`start` on."""

    count: int = 0
    full: int = 0
    cpu: float = 0.0
    full_cpu: float = 0.0
    _began: float = field(default=0.0, repr=False)

    def start(self) -> None:
        """Count from now on (for the whole process)."""
        if self._seen not in gc.callbacks:
            gc.callbacks.append(self._seen)

    def _seen(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._began = time.process_time()
            return
        spent = time.process_time() - self._began
        self.count += 1
        self.cpu += spent
        if info["generation"] == 2:
            self.full += 1
            self.full_cpu += spent

    def since(self, before: Passes) -> str:
        """What was counted since ``before`` (a copy taken then), for a report."""
        return (
            f"collector {self.count - before.count} passes, {self.cpu - before.cpu:.2f} s CPU"
            f" ({self.full - before.full} full, {self.full_cpu - before.full_cpu:.2f} s)"
        )
