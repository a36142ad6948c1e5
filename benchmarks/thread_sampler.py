"""The sampler's process of :class:`benchmarks.thread_probes.LoopWaits`: reads one thread's
state (``/proc/<pid>/task/<tid>/syscall``) every few milliseconds until its stdin closes, then
writes the samples as JSON on stdout. Only the standard library: it starts in a moment.

``python thread_sampler.py PID TID SECONDS``
"""

from __future__ import annotations

import json
import os
import select
import sys
import time

FUTEX, EPOLL_WAIT, EPOLL_PWAIT = 202, 232, 281
"""x86-64 system call numbers."""
RUNNING = -1
"""A thread on a core or waiting for one (in no system call)."""


def sample(pid: int, tid: int, every: float) -> None:
    """The sampler's process: every ``every`` seconds the thread's state, until stdin closes;
    then the samples as JSON on stdout (perf_counter times: CLOCK_MONOTONIC, as the bot's)."""
    fd = os.open(f"/proc/{pid}/task/{tid}/syscall", os.O_RDONLY)
    times: list[float] = []
    calls: list[int] = []
    words: list[int] = []
    while not select.select([sys.stdin], [], [], every)[0]:
        try:
            fields = os.pread(fd, 128, 0).split(maxsplit=2)
        except OSError:  # the thread has ended
            break
        times.append(time.perf_counter())
        call = RUNNING if fields[0] == b"running" else int(fields[0])
        calls.append(call)
        words.append(int(fields[1], 16) if call == FUTEX else 0)
    json.dump({"times": times, "calls": calls, "words": words}, sys.stdout)


if __name__ == "__main__":
    sample(int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]))
