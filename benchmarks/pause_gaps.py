"""The engine's stretches without a pause point, in script-2 games played alone (issue 26).

A worker job gives way to the bot's event loop only at the pause points of the engines' long
loops (:mod:`engine.core.pause`, :mod:`bot.loop_first`): a stretch of the solver's work with
none is a stretch the loop may wait for the interpreter's lock. Here ``ct2_speed``'s games
(random legal play, the same seed the same game) are played with a pause hook that notes the
CPU time between two calls, and a profiling timer (every millisecond of CPU) notes where the
solver is once a stretch has lasted :data:`LONG` (the innermost engine frames): what the loop
would wait behind. The hook changes nothing the engine reads, so the games are the same. The
collector runs as in the bot (``bot_heap.apply``); a pass of it is a stretch too (one
sample or none in a long stretch).

    .venv/bin/python -m benchmarks.pause_gaps --sizes 7,8 --seeds 2026,7 --nights 3
    .venv/bin/python -m benchmarks.pause_gaps ... --no-hook   # the same games, no hook: CPU
"""

from __future__ import annotations

import argparse
import collections
import functools
import gc
import os
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script, not with -m
    sys.path.insert(0, str(ROOT))

from benchmarks import bot_heap, ct2_speed  # noqa: E402
from benchmarks.ct2_speed import play  # noqa: E402
from engine.clocktower.game import ClocktowerGame  # noqa: E402
from engine.core.pause import PAUSE  # noqa: E402

LONG = 0.005
"""CPU seconds from which a stretch without a pause point counts as long (the interpreter's
switch interval: the loop waits that long for the lock anyway)."""

TICK = 0.001
"""The profiling timer's period, in CPU seconds."""


class Gaps:
    """The pause hook: the CPU time between calls, and where long stretches are spent."""

    def __init__(self) -> None:
        self.calls = 0
        self.last = time.process_time()
        self.gaps: list[float] = []
        self.where: collections.Counter[str] = collections.Counter()
        self.within: collections.Counter[str] = collections.Counter()
        """Ticks of long stretches by every engine function on the stack (inclusive)."""
        self._stacks: list[list[str]] = []
        self.longest: list[tuple[float, list[list[str]]]] = []
        """The stretches of 20 ms or more: their CPU seconds and the stacks sampled in them."""
        self._collecting = 0.0
        self._collected = 0.0
        """The collector's CPU seconds in the current stretch."""
        self.collected: list[float] = []
        """Per long stretch (of :data:`LONG` or more): the collector's seconds in it."""

    def __call__(self) -> None:
        self.calls += 1
        self.boundary()

    def boundary(self) -> None:
        """A pause point, or a job's start or end (in the bot its thread lets the lock go)."""
        now = time.process_time()
        if now - self.last >= 0.0005:
            self.gaps.append(now - self.last)
        if now - self.last >= LONG:
            self.collected.append(self._collected)
        self._collected = 0.0
        if self._stacks:
            if now - self.last >= 0.02:
                self.longest.append((now - self.last, self._stacks))
            self._stacks = []
        self.last = now

    def collector(self, phase: str, info: dict[str, int]) -> None:
        """A :data:`gc.callbacks` hook: the collector's passes are stretches too."""
        if phase == "start":
            self._collecting = time.process_time()
        else:
            self._collected += time.process_time() - self._collecting

    def sample(self, signum: int, frame: FrameType | None) -> None:
        if time.process_time() - self.last < LONG:
            return
        names = []
        while frame is not None:
            code = frame.f_code
            if "/engine/" in code.co_filename:
                file = code.co_filename.rsplit("/engine/", 1)[1]
                names.append(f"{file}:{code.co_name}")
            frame = frame.f_back
        self.where[" < ".join(names[:3]) or "(outside engine)"] += 1
        self._stacks.append(names)
        for name in set(names):
            self.within[name] += 1


def jobs(gaps: list[Gaps]) -> None:
    """Each of the game's calls a bot's worker job makes (a command's arrival check, its
    push, the storyteller's view) starts and ends a stretch, as a job does in the bot."""
    depth = [0]

    def bounded(call: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(call)
        def job(*args: Any, **kwargs: Any) -> Any:
            depth[0] += 1
            if depth[0] == 1 and gaps:
                gaps[0].boundary()
            try:
                return call(*args, **kwargs)
            finally:
                if depth[0] == 1 and gaps:
                    gaps[0].boundary()
                depth[0] -= 1

        return job

    ClocktowerGame.parse_action = bounded(ClocktowerGame.parse_action)  # type: ignore[method-assign]
    ClocktowerGame.play = bounded(ClocktowerGame.play)  # type: ignore[method-assign]
    ct2_speed.storyteller_view = bounded(ct2_speed.storyteller_view)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="7,8")
    parser.add_argument("--seeds", default="2026,7")
    parser.add_argument("--nights", type=int, default=3)
    parser.add_argument("--script", default="uncertainty_principle")
    parser.add_argument("--no-hook", action="store_true", help="no pause hook: the engine's CPU")
    parser.add_argument("--top", type=int, default=8)
    args = parser.parse_args()
    bot_heap.apply()  # the collector as the bot has it: its passes are stretches too
    print(f"load {os.getloadavg()}")
    total_cpu = 0.0
    current: list[Gaps] = []
    if not args.no_hook:
        jobs(current)
    for n in (int(s) for s in args.sizes.split(",")):
        for seed in (int(s) for s in args.seeds.split(",")):
            gaps = Gaps()
            current[:] = [gaps]
            token = None if args.no_hook else PAUSE.set(gaps)
            if not args.no_hook:
                gc.callbacks.append(gaps.collector)
                signal.signal(signal.SIGPROF, gaps.sample)
                signal.setitimer(signal.ITIMER_PROF, TICK, TICK)
            cpu = time.process_time()
            try:
                play(args.script, n, args.nights, seed)
            finally:
                signal.setitimer(signal.ITIMER_PROF, 0)
                if gaps.collector in gc.callbacks:
                    gc.callbacks.remove(gaps.collector)
                if token is not None:
                    PAUSE.reset(token)
            spent = time.process_time() - cpu
            total_cpu += spent
            if args.no_hook:
                print(f"{n} players, seed {seed}: {spent:.2f} s CPU")
                continue
            long = [g for g in gaps.gaps if g >= LONG]
            print(
                f"{n} players, seed {seed}: {spent:.2f} s CPU, {gaps.calls:,} pause calls; "
                f"stretches >= 0.5 ms {len(gaps.gaps)}, >= {LONG * 1000:.0f} ms {len(long)} "
                f"({sum(long):.2f} s, the collector's passes {sum(gaps.collected):.2f} s of it), >= 20 ms {sum(g >= 0.02 for g in long)}, longest "
                f"{max(gaps.gaps, default=0) * 1000:.0f} ms"
            )
            for place, ticks in gaps.where.most_common(args.top):
                print(f"    {ticks:5} ms  {place}")
            print("    the longest stretches: the innermost frame common to their samples")
            for seconds, stacks in sorted(gaps.longest, reverse=True)[: args.top]:
                common = [
                    name for name in reversed(stacks[0]) if all(name in stack for stack in stacks)
                ]
                tops = collections.Counter(" < ".join(stack[:2]) for stack in stacks)
                print(
                    f"    {seconds * 1000:6.0f} ms  {' > '.join(common[-3:])}; mostly in "
                    + "; ".join(f"{top} ({k})" for top, k in tops.most_common(2))
                )
            print("    within (inclusive):")
            for place, ticks in gaps.within.most_common(args.top * 3):
                print(f"    {ticks:5} ms  {place}")
    print(f"total {total_cpu:.2f} s CPU")


if __name__ == "__main__":
    main()
