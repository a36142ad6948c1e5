"""Probes of the event loop for the load benchmarks, whose findings do not depend on the load.

A busy machine stretches every wall-clock figure, so the causes of slow answers are looked for
by what another process cannot add to: where the loop's thread is while it is late (its stack,
sampled from another thread), what the loop spends its own CPU time on (a profile timed in the
loop thread's CPU time), and the garbage collector's passes (counted by generation, each timed).
None of this is part of the bot: the benchmarks install it around a run.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import cProfile
import dataclasses
import faulthandler
import gc
import io
import os
import pstats
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any, TextIO

from bot import heap
from bot.worker import busy

LATE_AFTER = 0.05
"""A ping the loop has not run after this long marks a stall: its stack is sampled from then on."""
SAMPLE_EVERY = 0.005
"""Wall seconds between two samples of a late loop's stack."""


def _stack(frame: FrameType | None, depth: int) -> tuple[str, ...]:
    """The innermost ``depth`` frames of a stack, innermost first, as ``file:function:line``."""
    found: list[str] = []
    while frame is not None and len(found) < depth:
        code = frame.f_code
        found.append(f"{Path(code.co_filename).name}:{code.co_name}:{frame.f_lineno}")
        frame = frame.f_back
    return tuple(found)


@dataclasses.dataclass(frozen=True)
class Stall:
    """One stall of the loop: its wall time, and what the CPU did meanwhile (wall seconds)."""

    began: float
    """perf_counter time of the ping the loop ran late."""
    wall: float
    loop_cpu: float
    """CPU time of the loop's thread: the rest it waited (for the interpreter's lock held by
    another thread, or for a core on a busy machine)."""
    process_cpu: float
    """CPU time of every thread of the process (the worker's, the players' included)."""
    queued: float
    """Time the loop's thread was ready to run but waited for a core (the machine's other
    processes, the database server's among them, or the process's other threads)."""
    collecting: float
    """Wall time of the collector's passes within the stall (on any thread: all wait for it)."""
    oldest: int
    """The oldest generation a pass within it collected, -1 for none."""


@dataclasses.dataclass(frozen=True)
class LateBeat:
    """A heartbeat that ran over :data:`LATE_AFTER` late, and what the loop's thread did
    between the beat before it and this one (seconds)."""

    at: float
    """perf_counter time it ran."""
    late: float
    loop_cpu: float
    """CPU time of the loop's thread meanwhile."""
    queued: float
    """Time the loop's thread was ready to run and waited for a core: the machine's other
    processes' (a quiet machine's would be short), or this process's threads computing without
    the interpreter's lock."""


class Heartbeat:
    """The event loop's own lateness, timed on the loop's thread: a callback due every
    ``every`` seconds (``call_at``) notes, as it runs, how long after its due time it ran.

    This is the stall figure's definition: for how long the loop could not run a callback that
    was ready (due). It counts everything that keeps the loop from its ready callbacks (a long
    step, a turn of many steps, its thread waiting for the interpreter's lock or for a core, a
    collector's pass on any thread) and nothing that does not (another thread's own waits: a
    watchdog thread's figure, :class:`benchmarks.bot_load.Watchdog`, also holds the time that
    thread waited for the lock after the loop had answered). A stall of ``D`` seconds shows as
    a lateness of at least ``D - every``. Each beat also reads the loop thread's CPU time and
    its wait for a core (Linux's scheduler statistics, a few microseconds), so a late beat
    tells the machine's share of it from the process's. With ``dump``, every thread's stack is
    written there whenever a beat is ``dump_after`` seconds late (:mod:`faulthandler`)."""

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        every: float = 0.005,
        *,
        dump: TextIO | None = None,
        dump_after: float = 0.1,
    ) -> None:
        self._loop = loop
        self._every = every
        self._dump = dump
        self._dump_after = dump_after
        self._due = 0.0
        self._handle: asyncio.TimerHandle | None = None
        self._schedstat = -1
        self._last = (0.0, 0.0)
        self.worst = 0.0
        self.worst_unqueued = 0.0
        """The longest lateness less the loop thread's wait for a core since the beat before:
        what a machine with a core free for the loop would have seen, near enough."""
        self.beats = 0
        self.late: list[LateBeat] = []
        """Every beat over :data:`LATE_AFTER` late, in the order they came."""

    def _queued(self) -> float:
        if self._schedstat < 0:
            return 0.0
        return int(os.pread(self._schedstat, 100, 0).split()[1]) / 1e9

    def _beat(self) -> None:
        now = self._loop.time()
        late = max(0.0, now - self._due)
        cpu, queued = time.thread_time(), self._queued()
        self.beats += 1
        was_cpu, was_queued = self._last
        self.worst = max(self.worst, late)
        self.worst_unqueued = max(self.worst_unqueued, late - (queued - was_queued))
        if late > LATE_AFTER:
            self.late.append(
                LateBeat(time.perf_counter(), late, cpu - was_cpu, queued - was_queued)
            )
        self._last = (cpu, queued)
        self._schedule(now)

    def _schedule(self, now: float) -> None:
        self._due = now + self._every
        self._handle = self._loop.call_at(self._due, self._beat)
        if self._dump is not None:
            # faulthandler's own thread needs no interpreter lock: if the next beat is
            # dump_after late, it writes every thread's stack, so a thread that holds the lock
            # in one long call shows where. Each beat sets the timer again.
            faulthandler.dump_traceback_later(self._due - now + self._dump_after, file=self._dump)

    def reset(self) -> None:
        """Forget the beats so far (a new phase of a benchmark)."""
        self.worst = self.worst_unqueued = 0.0
        self.late = []

    def over(self, threshold: float) -> int:
        """Beats later than ``threshold`` seconds."""
        return sum(1 for beat in self.late if beat.late > threshold)

    def __enter__(self) -> Heartbeat:
        """Started on the loop's thread."""
        with contextlib.suppress(OSError):
            path = f"/proc/self/task/{threading.get_native_id()}/schedstat"
            self._schedstat = os.open(path, os.O_RDONLY)
        self._last = (time.thread_time(), self._queued())
        self._schedule(self._loop.time())
        return self

    def __exit__(self, *exc: object) -> None:
        if self._handle is not None:
            self._handle.cancel()
        if self._dump is not None:
            faulthandler.cancel_dump_traceback_later()
        if self._schedstat >= 0:
            os.close(self._schedstat)
            self._schedstat = -1


class LoopTurns:
    """Counts the event loop's turns (its selector's ``select`` calls), the wall time it spent
    inside them (waiting, or woken and waiting for the interpreter's lock back), and the turns
    themselves (from one ``select``'s return to the next call: the callbacks run in a turn)
    over :data:`LATE_AFTER` long, in wall and the loop thread's CPU. Made after anything else
    that wraps the selector's ``select`` (:func:`bot.loop_first.watch`), whose wrapper it
    keeps."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self._selector: Any = getattr(loop, "_selector", None)
        self._real: Any = None
        self._counting = False
        self._returned = (0.0, 0.0)
        self.turns = 0
        self.selecting = 0.0
        self.long: list[tuple[float, float]] = []
        """(wall, loop thread's CPU) seconds of each turn over :data:`LATE_AFTER`."""

    def _counted(self, timeout: float | None = None) -> Any:
        if not self._counting:
            return self._real(timeout)
        began = time.perf_counter()
        wall = began - self._returned[0]
        if wall > LATE_AFTER and self.turns:
            self.long.append((wall, time.thread_time() - self._returned[1]))
        self.turns += 1
        try:
            return self._real(timeout)
        finally:
            now = time.perf_counter()
            self.selecting += now - began
            self._returned = (now, time.thread_time())

    def __enter__(self) -> LoopTurns:
        if self._selector is not None:
            self._real = self._selector.select
            self._selector.select = self._counted
            self._counting = True
        return self

    def __exit__(self, *exc: object) -> None:
        self._counting = False
        if self._selector is not None and self._selector.select == self._counted:
            self._selector.select = self._real


class StallTracer:
    """Samples the loop thread's stack whenever the loop has not run a ping for more than
    :data:`LATE_AFTER`, and counts the samples by stack (the innermost frames)."""

    def __init__(self, loop: asyncio.AbstractEventLoop, depth: int = 12) -> None:
        self._loop = loop
        self._depth = depth
        self._loop_thread = threading.get_ident()
        self._stop = threading.Event()
        self.stacks: collections.Counter[tuple[str, ...]] = collections.Counter()
        self.leaves: collections.Counter[str] = collections.Counter()
        """Innermost frame of each sample that is in the project's code (bot/, cogs/, engine/)."""
        self.stalls = 0
        self.each: list[Stall] = []
        """Every stall, in the order they came."""
        self._loop_cpu = time.pthread_getcpuclockid(self._loop_thread)
        self._schedstat = f"/proc/self/task/{threading.get_native_id()}/schedstat"
        self._passes: collections.deque[tuple[float, float, int]] = collections.deque(maxlen=64)
        self._pass_began = (0.0, 0)
        self._thread = threading.Thread(target=self._run, daemon=True, name="stall-tracer")

    def _queued(self) -> float:
        """Seconds the loop's thread has been ready to run and waiting for a core (Linux's
        scheduler statistics: a busy machine's share of a stall, not the process's)."""
        with open(self._schedstat) as stat:
            return int(stat.read().split()[1]) / 1e9

    def _collecting(self, phase: str, info: dict[str, int]) -> None:
        # A pass holds the interpreter's lock from start to stop: no two interleave.
        if phase == "start":
            self._pass_began = (time.perf_counter(), info["generation"])
            return
        began, generation = self._pass_began
        self._passes.append((began, time.perf_counter(), generation))

    def _run(self) -> None:
        while not self._stop.is_set():
            ran = threading.Event()
            sent = time.perf_counter()
            loop_cpu, process_cpu = time.clock_gettime(self._loop_cpu), time.process_time()
            queued = self._queued()
            self._loop.call_soon_threadsafe(ran.set)
            if ran.wait(LATE_AFTER):
                time.sleep(SAMPLE_EVERY)
                continue
            self.stalls += 1
            while not ran.wait(SAMPLE_EVERY):
                if self._stop.is_set():
                    return
                self._sample()
            ended = time.perf_counter()
            collected = [
                (min(end, ended) - max(began, sent), generation)
                for began, end, generation in list(self._passes)
                if end > sent and began < ended
            ]
            self.each.append(
                Stall(
                    began=sent,
                    wall=ended - sent,
                    loop_cpu=time.clock_gettime(self._loop_cpu) - loop_cpu,
                    process_cpu=time.process_time() - process_cpu,
                    queued=self._queued() - queued,
                    collecting=sum(span for span, _ in collected),
                    oldest=max((generation for _, generation in collected), default=-1),
                )
            )

    def _sample(self) -> None:
        frame = sys._current_frames().get(self._loop_thread)
        self.stacks[_stack(frame, self._depth)] += 1
        while frame is not None:
            name = frame.f_code.co_filename
            if any(f"/{part}/" in name for part in ("bot", "cogs", "engine")):
                code = frame.f_code
                self.leaves[f"{Path(name).name}:{code.co_name}:{frame.f_lineno}"] += 1
                break
            frame = frame.f_back

    def breakdown(self, top: int = 12, locked: Callable[[Stall], float] | None = None) -> list[str]:
        """What the longest stalls were made of, and what all of them were; ``locked`` gives
        the seconds of a stall the loop's thread waited for the interpreter's lock, if known
        (benchmarks.thread_probes.LoopWaits)."""

        def ms(seconds: float) -> str:
            return f"{seconds * 1000:.0f}"

        stalls = self.each
        lines = [
            f"  {len(stalls)} stalls over {LATE_AFTER * 1000:.0f} ms: {ms(sum(s.wall for s in stalls))}"
            f" ms wall, of it {ms(sum(s.loop_cpu for s in stalls))} ms the loop thread's CPU, "
            f"{ms(sum(s.process_cpu for s in stalls))} ms the process's CPU, "
            f"{ms(sum(s.queued for s in stalls))} ms the loop thread waited for a core, "
            f"{ms(sum(s.collecting for s in stalls))} ms in the collector's passes "
            f"({sum(1 for s in stalls if s.collecting >= s.wall / 2)} stalls half or more so, "
            f"{sum(1 for s in stalls if s.oldest == 2)} with a full pass)",
            "  the longest (wall / loop CPU / process CPU / waited for a core / collector ms"
            + (" / waited for the interpreter's lock ms" if locked else "")
            + ", oldest generation):",
        ]
        for s in sorted(stalls, key=lambda s: -s.wall)[:top]:
            lines.append(
                f"    {ms(s.wall):>5} / {ms(s.loop_cpu):>4} / {ms(s.process_cpu):>4} / "
                f"{ms(s.queued):>4} / {ms(s.collecting):>4}"
                + (f" / {ms(locked(s)):>4}" if locked else "")
                + f"  gen {s.oldest if s.oldest >= 0 else '-'}"
            )
        return lines

    def report(self, top: int = 12, locked: Callable[[Stall], float] | None = None) -> str:
        """The stalls' make-up, then the stacks most often seen during them, with the
        milliseconds they account for."""
        lines = self.breakdown(top, locked)
        lines.append("  innermost project frames:")
        for where, count in self.leaves.most_common(top):
            lines.append(f"    {count * SAMPLE_EVERY * 1000:7.0f} ms  {where}")
        lines.append("  whole stacks (innermost first):")
        for stack, count in self.stacks.most_common(top):
            lines.append(f"    {count * SAMPLE_EVERY * 1000:7.0f} ms")
            lines.extend(f"        {where}" for where in stack)
        return "\n".join(lines)

    def __enter__(self) -> StallTracer:
        gc.callbacks.append(self._collecting)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        gc.callbacks.remove(self._collecting)


class GcPasses:
    """Counts the collector's passes by generation and times them (wall and the CPU time of the
    thread that ran each; every thread waits for a pass), noting how many objects a full pass
    found tracked in its generation."""

    def __init__(self) -> None:
        self.count: collections.Counter[int] = collections.Counter()
        self.wall: dict[int, list[float]] = collections.defaultdict(list)
        self.cpu: dict[int, list[float]] = collections.defaultdict(list)
        self.on_loop: collections.Counter[int] = collections.Counter()
        self._loop_thread = threading.get_ident()
        self._began = (0.0, 0.0)
        self._since = time.perf_counter()
        self.full_when: list[tuple[float, int, bool]] = []
        """Each full pass: seconds since the probe began, its objects, whether a worker's job
        was in flight (then the heap does not freeze after it: bot.heap)."""
        self.full_sizes: list[int] = []
        """Objects in the oldest generation (not frozen) as each full pass began."""
        self._idle_freezes = heap.frozen_when_idle
        self._busy_freezes = getattr(heap, "busy_freezes", 0)

    def _pass(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            if info["generation"] == 2:
                # What a full pass walks beyond the young generations: what is not frozen.
                self.full_sizes.append(len(gc.get_objects(generation=2)))
                self.full_when.append(
                    (round(time.perf_counter() - self._since, 1), self.full_sizes[-1], busy())
                )
            self._began = (time.perf_counter(), time.thread_time())
            return
        generation = info["generation"]
        self.count[generation] += 1
        self.wall[generation].append(time.perf_counter() - self._began[0])
        self.cpu[generation].append(time.thread_time() - self._began[1])
        if threading.get_ident() == self._loop_thread:
            self.on_loop[generation] += 1

    def report(self) -> str:
        lines = ["  garbage collector passes:"]
        for generation in sorted(self.count):
            wall, cpu = self.wall[generation], self.cpu[generation]
            lines.append(
                f"    generation {generation}: {self.count[generation]} passes "
                f"({self.on_loop[generation]} on the loop), longest {max(wall) * 1000:.1f} ms "
                f"wall / {max(cpu) * 1000:.1f} ms CPU, total {sum(cpu) * 1000:.0f} ms CPU"
            )
        if self.full_sizes:
            lines.append(
                f"    objects a full pass found in the oldest generation: "
                f"max {max(self.full_sizes)}, median {sorted(self.full_sizes)[len(self.full_sizes) // 2]}"
            )
            lines.append(f"    (s, objects, worker busy): {self.full_when}")
        idle_freezes = heap.frozen_when_idle - self._idle_freezes
        lines.append(f"    freezes once the worker was idle again: {idle_freezes}")
        busy_freezes = getattr(heap, "busy_freezes", 0) - self._busy_freezes
        lines.append(f"    freezes right after a full pass with the worker busy: {busy_freezes}")
        return "\n".join(lines)

    def __enter__(self) -> GcPasses:
        gc.callbacks.append(self._pass)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self._pass)


class LoopProfile:
    """cProfile of the loop's thread alone, timed in that thread's CPU time (another process's
    load does not add to it)."""

    def __init__(self) -> None:
        self.profile = cProfile.Profile(time.thread_time)

    def report(self, top: int = 40, path: Path | None = None) -> str:
        if path is not None:
            self.profile.dump_stats(path)
        out = io.StringIO()
        stats = pstats.Stats(self.profile, stream=out)
        stats.sort_stats("cumulative").print_stats(top)
        stats.sort_stats("tottime").print_stats(top)
        return out.getvalue()

    def __enter__(self) -> LoopProfile:
        self.profile.enable()
        return self

    def __exit__(self, *exc: object) -> None:
        self.profile.disable()
