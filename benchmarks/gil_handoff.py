"""How long the event loop waits for the interpreter while the worker threads compute.

The bot's loop gives CPython's interpreter lock up at every poll for network and database
answers and whenever it waits on aiosqlite's thread; while a worker thread (:mod:`bot.worker`)
runs pure Python, the loop gets the lock back only when the worker hands it over, after the
switch interval (``sys.setswitchinterval``, 5 ms by default). A command makes many such
hand-overs, so its answer waits that many intervals, however little CPU it needs.

Here a "command" is ``--trips`` statements on an in-memory SQLite database through aiosqlite
(the bot's SQLite driver), timed on the loop while 0, 1 or 2 threads of a pool compute. For
each switch interval: the command's wall time (p50 / p99), the loop's CPU time for it (what
the command itself costs), and the work the busy threads got done per second of their CPU
(what the hand-overs cost them).

``python benchmarks/gil_handoff.py``; note the load (``uptime``) beside the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import aiosqlite

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script, not with -m
    sys.path.insert(0, str(ROOT))

from benchmarks.figures import percentile  # noqa: E402


def _burn(rounds: int) -> None:
    """Pure Python work: ``rounds`` of 2,000 multiplications."""
    for _ in range(rounds):
        total = 0
        for value in range(2000):
            total += value * value


def _crunch(stop: threading.Event) -> tuple[int, float, float]:
    """Pure Python until told to stop: rounds done, the thread's CPU and wall seconds."""
    began, wall = time.thread_time(), time.perf_counter()
    rounds = 0
    while not stop.is_set():
        _burn(1)
        rounds += 1
    return rounds, time.thread_time() - began, time.perf_counter() - wall


async def _commands(trips: int, commands: int, work: int) -> tuple[list[float], list[float]]:
    """Wall and loop-CPU milliseconds of each command (``work`` rounds of Python on the loop
    between two statements)."""
    walls: list[float] = []
    cpus: list[float] = []
    async with aiosqlite.connect(":memory:") as db:
        await db.execute("CREATE TABLE t (x INTEGER)")
        for _ in range(commands):
            wall, cpu = time.perf_counter(), time.thread_time()
            for trip in range(trips):
                _burn(work)
                await db.execute("INSERT INTO t VALUES (?)", (trip,))
            await db.commit()
            walls.append((time.perf_counter() - wall) * 1000)
            cpus.append((time.thread_time() - cpu) * 1000)
            await asyncio.sleep(0.005)
    return walls, cpus


async def _one(interval: float, busy: int, trips: int, commands: int, work: int) -> str:
    sys.setswitchinterval(interval)
    stop = threading.Event()
    with ThreadPoolExecutor(max_workers=2) as pool:
        loop = asyncio.get_running_loop()
        jobs = [loop.run_in_executor(pool, _crunch, stop) for _ in range(busy)]
        await asyncio.sleep(0.05)
        walls, cpus = await _commands(trips, commands, work)
        stop.set()
        done = await asyncio.gather(*jobs)
    rounds = sum(r for r, _, _ in done)
    cpu = sum(c for _, c, _ in done)
    wall = sum(w for _, _, w in done)
    rate = f"{rounds / cpu:6.0f} / {rounds / wall:6.0f}" if busy else "–"
    return (
        f"| {interval * 1000:4.1f} ms | {work} | {busy} | {statistics.median(walls):7.1f} | "
        f"{percentile(walls, 0.99):7.1f} | {statistics.median(cpus):5.2f} | {rate} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trips", type=int, default=20, help="statements a command runs")
    parser.add_argument("--commands", type=int, default=60, help="commands timed per case")
    parser.add_argument(
        "--intervals", default="5,2,1,0.5", help="switch intervals to try, in milliseconds"
    )
    parser.add_argument(
        "--work",
        default="0,5",
        help="rounds of Python the loop runs between two statements (0: it only waits; 5: "
        "about as much CPU as waiting, a busy loop), one case each",
    )
    args = parser.parse_args()
    print(f"load average {os.getloadavg()}; {args.trips} statements a command")
    print(
        "| switch interval | loop work | busy threads | command wall p50 (ms) | p99 |"
        " loop CPU p50 (ms) | busy threads' rounds per CPU / wall second |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for work in (int(w) for w in args.work.split(",")):
        for interval in (float(ms) / 1000 for ms in args.intervals.split(",")):
            for busy in (0, 2):
                print(
                    asyncio.run(_one(interval, busy, args.trips, args.commands, work)), flush=True
                )
    print(f"load average {os.getloadavg()}")


if __name__ == "__main__":
    main()
