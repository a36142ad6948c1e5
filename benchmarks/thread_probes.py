"""Probes of the threads around the event loop: what the loop's thread waits for when it does
not run, and what the worker threads spend their CPU on.

**Why from another process.** Whether the loop's thread is blocked on the interpreter's lock
(held by a worker thread) or in some system call shows in Linux's ``/proc/<pid>/task/<tid>/
syscall`` (the system call a blocked thread is in, with its arguments; ``running`` when it is on
a core or waiting for one). A sampling thread in the bot's own process would itself need the
interpreter's lock to take each sample, and would take it most often just as the loop's thread
let it go, so it would see the loop waiting for the lock more often than it is. The sampler is a
small process of its own (``benchmarks/thread_sampler.py``); the loop's thread is identified by its
native id, and the interpreter's lock by the futex words a thread is seen waiting on while
another thread computes (:func:`_lock_words`, measured once at the probe's start): CPython 3.11
keeps the lock's mutex and condition variables together in one structure.
"""

from __future__ import annotations

import bisect
import collections
import contextlib
import functools
import itertools
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from benchmarks.loop_probes import Stall
from benchmarks.thread_sampler import EPOLL_PWAIT, EPOLL_WAIT, FUTEX, RUNNING
from bot import worker
from bot.db import urgency

SAMPLE_EVERY = 0.001
"""Seconds between two samples of the loop thread's state."""
LOCK_SPAN = 256
"""Bytes around a futex word seen in the calibration still counted as the interpreter's lock
(its mutexes and condition variables lie within about 200 bytes)."""
GIL = "interpreter's lock"
SAMPLER = Path(__file__).with_name("thread_sampler.py")
NAMES = {0: "read", 1: "write", 3: "close", 7: "poll", 20: "writev", 23: "select", 44: "sendto"}
NAMES |= {45: "recvfrom", 46: "sendmsg", 230: "clock_nanosleep", 257: "openat", 318: "getrandom"}
"""x86-64 system calls the loop's thread may be seen in, by number."""


@contextlib.contextmanager
def _sampler(tid: int) -> Iterator[Callable[[], dict[str, list[Any]]]]:
    """Samples thread ``tid`` of this process while the block runs; the function it gives
    returns the samples once the block has ended."""
    process = subprocess.Popen(
        [sys.executable, "-S", str(SAMPLER), str(os.getpid()), str(tid), str(SAMPLE_EVERY)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    found: dict[str, list[Any]] = {}
    try:
        yield lambda: found
    finally:
        out, _ = process.communicate(b"")
        found.update(json.loads(out))


def _lock_words() -> tuple[int, int]:
    """The span of addresses of the interpreter's lock: the futex words a thread that keeps
    letting the lock go waits on while another thread computes."""
    stop = threading.Event()
    native: list[int] = []

    def compute() -> None:
        while not stop.is_set():
            sum(range(1000))

    def let_go() -> None:
        native.append(threading.get_native_id())
        while not stop.is_set():
            time.sleep(0)  # lets the lock go and waits to take it back

    threads = [threading.Thread(target=compute), threading.Thread(target=let_go)]
    for thread in threads:
        thread.start()
    while not native:
        time.sleep(0.001)
    try:
        with _sampler(native[0]) as samples:
            time.sleep(0.3)
    finally:
        stop.set()
        for thread in threads:
            thread.join()
    found = samples()
    seen = collections.Counter(
        word for call, word in zip(found["calls"], found["words"], strict=True) if call == FUTEX
    )
    if not seen:
        raise RuntimeError("no wait for the interpreter's lock seen in the calibration")
    common = [word for word, _ in seen.most_common(2)]
    return min(common) - LOCK_SPAN, max(common) + LOCK_SPAN


def _lengths(stretches: list[float]) -> list[tuple[float, int]]:
    """How many stretches fall under each bound (the last: the rest, bound inf)."""
    bounds = (0.0025, 0.0065, 0.0125, 0.025, 0.05)
    counts = [0] * (len(bounds) + 1)
    for stretch in stretches:
        counts[sum(1 for bound in bounds if stretch > bound)] += 1
    return list(zip((*bounds, float("inf")), counts, strict=True))


class LoopWaits:
    """Samples the loop thread's state from another process during play: on a core (or
    waiting for one), waiting for the interpreter's lock, idle in ``select``, or in another
    system call."""

    def __init__(self) -> None:
        self._tid = threading.get_native_id()
        self._span = (0, 0)
        self._samples: Callable[[], dict[str, list[Any]]] = dict
        self._stack = contextlib.ExitStack()

    def _kind(self, call: int, word: int) -> str:
        if call == RUNNING:
            return "running or waiting for a core"
        if call == FUTEX:
            low, high = self._span
            return GIL if low <= word <= high else "other futex"
        if call in (EPOLL_WAIT, EPOLL_PWAIT):
            return "idle in select"
        return NAMES.get(call, f"system call {call}")

    def _spans(self) -> list[tuple[float, float, str]]:
        """Each sample as (from, to, kind): a sample stands for the time up to the next (at
        most five sampling periods, when the sampler itself waited for a core)."""
        samples = self._samples()
        times, calls, words = samples["times"], samples["calls"], samples["words"]
        return [
            (at, min(times[i + 1], at + 5 * SAMPLE_EVERY), self._kind(calls[i], words[i]))
            for i, at in enumerate(times[:-1])
        ]

    def within(self, windows: list[tuple[float, float]]) -> list[dict[str, float]]:
        """For each (from, to) window of perf_counter time, seconds in each state."""
        spans = self._spans()
        starts = [start for start, _, _ in spans]
        found: list[dict[str, float]] = []
        for began, ended in windows:
            seconds: dict[str, float] = collections.defaultdict(float)
            # A span is at most five sampling periods long: none that begins earlier overlaps.
            first = bisect.bisect_left(starts, began - 5 * SAMPLE_EVERY)
            for start, end, kind in itertools.islice(spans, first, None):
                if start >= ended:
                    break
                if end > began:
                    seconds[kind] += min(end, ended) - max(start, began)
            found.append(seconds)
        return found

    def locked_while(self, runs: list[tuple[float, float, str]]) -> collections.Counter[str]:
        """Seconds the loop's thread waited for the interpreter's lock while each kind of run
        (from, to, kind) was under way; a wait under two runs counts for both."""
        waited: collections.Counter[str] = collections.Counter()
        for (_, _, kind), found in zip(
            runs, self.within([(a, b) for a, b, _ in runs]), strict=True
        ):
            waited[kind] += found.get(GIL, 0.0)
        return waited

    def locked(self, stall: Stall) -> float:
        """Seconds of a stall the loop's thread waited for the interpreter's lock."""
        return self.within([(stall.began, stall.began + stall.wall)])[0][GIL]

    def report(self, stalls: list[tuple[float, float]] | None = None) -> str:
        spans = self._spans()
        if not spans:
            return "  the loop thread's states: no samples"
        seconds: collections.Counter[str] = collections.Counter()
        stretches: list[float] = []
        before = ""
        for start, end, kind in spans:
            seconds[kind] += end - start
            if kind == GIL:
                if before != GIL:
                    stretches.append(0.0)
                stretches[-1] += end - start
            before = kind
        whole = spans[-1][1] - spans[0][0]
        lines = [
            f"  the loop thread's states, sampled from another process over {whole:.1f} s "
            f"({len(spans)} samples):",
            *(f"    {kind:<32} {s:6.2f} s" for kind, s in seconds.most_common()),
            f"    stretches of samples in a row waiting for the interpreter's lock: "
            f"{len(stretches)}, {seconds[GIL] / max(len(stretches), 1) * 1000:.1f} ms each on "
            f"average, longest {max(stretches, default=0.0) * 1000:.1f} ms; by length "
            + ", ".join(
                f"≤{high * 1000:g} ms {n}" if high < 1 else f"longer {n}"
                for high, n in _lengths(stretches)
            ),
        ]
        if stalls:
            inside: collections.Counter[str] = collections.Counter()
            for found in self.within(stalls):
                inside.update(found)
            lines.append(f"  in the {len(stalls)} heartbeats over 50 ms late, from due to run:")
            lines.extend(f"    {kind:<32} {s * 1000:7.0f} ms" for kind, s in inside.most_common())
        return "\n".join(lines)

    def __enter__(self) -> LoopWaits:
        self._span = _lock_words()
        self._samples = self._stack.enter_context(_sampler(self._tid))
        return self

    def __exit__(self, *exc: object) -> None:
        self._stack.close()


def _name(function: Callable[..., Any]) -> str:
    function = getattr(function, "__func__", function)
    while isinstance(function, functools.partial):
        function = function.func
    return f"{getattr(function, '__module__', '?')}.{getattr(function, '__qualname__', repr(function))}"


_kinds = {True: "background", False: "command"}


class WorkerJobs:
    """The worker threads' CPU and wall time per job, by the function run and whether it was
    background work (a deadline's tick) or a command's."""

    def __init__(self) -> None:
        self.cpu: collections.Counter[tuple[str, bool]] = collections.Counter()
        self.wall: collections.Counter[tuple[str, bool]] = collections.Counter()
        self.count: collections.Counter[tuple[str, bool]] = collections.Counter()
        self.longest: dict[tuple[str, bool], float] = collections.defaultdict(float)
        self.runs: list[tuple[float, float, str]] = []
        """Each job: when it began and ended (perf_counter), its function and kind."""
        self._lock = threading.Lock()
        self._tracked = worker._tracked

    def _timed(self, call: functools.partial[Any]) -> Any:
        # The call is functools.partial(context.run, function, *args): the job's function and
        # its context (where bot.db.urgency says whether it is background work).
        key = (_name(call.args[0]), call.func.__self__.run(urgency.in_background))
        cpu, began = time.thread_time(), time.perf_counter()
        try:
            return self._tracked(call)
        finally:
            ended = time.perf_counter()
            cpu, wall = time.thread_time() - cpu, ended - began
            with self._lock:
                self.runs.append((began, ended, f"{key[0]} ({_kinds[key[1]]})"))
                self.cpu[key] += cpu
                self.wall[key] += wall
                self.count[key] += 1
                self.longest[key] = max(self.longest[key], cpu)

    def report(self, top: int = 15) -> str:
        total = sum(self.cpu.values())
        lines = [
            f"  the worker threads' jobs: {sum(self.count.values())}, {total:.1f} s CPU "
            "(function, background or command: jobs, CPU s, mean / longest CPU ms, wall s):"
        ]
        for (name, background), cpu in self.cpu.most_common(top):
            key = (name, background)
            lines.append(
                f"    {name} ({_kinds[background]}): {self.count[key]}, "
                f"{cpu:.2f} s, {cpu / self.count[key] * 1000:.1f} / {self.longest[key] * 1000:.1f}"
                f" ms, {self.wall[key]:.2f} s"
            )
        return "\n".join(lines)

    def locked_while(self, waits: LoopWaits, top: int = 12) -> str:
        """How long the loop waited for the interpreter's lock while each kind of job ran,
        and while none did."""
        waited = waits.locked_while(self.runs)
        gaps: list[tuple[float, float, str]] = []
        covered = float("-inf")
        for began, ended, _ in sorted(self.runs):
            if began > covered > float("-inf"):
                gaps.append((covered, began, "no job under way"))
            covered = max(covered, ended)
        idle = waits.locked_while(gaps)
        lines = [
            "  the loop's waits for the interpreter's lock by the worker's job under way (a wait "
            "under two jobs counts for both; s):"
        ]
        lines.extend(f"    {kind}: {s:.2f}" for kind, s in (waited + idle).most_common(top))
        return "\n".join(lines)

    def during(self, windows: list[tuple[float, float]], top: int = 12) -> str:
        """Which jobs were under way in the given (from, to) windows (the loop's late
        heartbeats), by the seconds they overlapped them."""
        under: collections.Counter[str] = collections.Counter()
        for began, ended in windows:
            covered = 0.0
            for start, end, kind in self.runs:
                overlap = min(end, ended) - max(start, began)
                if overlap > 0:
                    under[kind] += overlap
                    covered += overlap
            under["no job under way"] += max(0.0, (ended - began) - covered)
        lines = [
            f"  the worker's jobs under way while the loop's heartbeat was late ({len(windows)} "
            "beats over 50 ms late; two jobs at once count for both; ms):"
        ]
        lines.extend(f"    {kind}: {s * 1000:.0f}" for kind, s in under.most_common(top))
        return "\n".join(lines)

    def __enter__(self) -> WorkerJobs:
        worker._tracked = self._timed  # type: ignore[assignment]
        return self

    def __exit__(self, *exc: object) -> None:
        worker._tracked = self._tracked
