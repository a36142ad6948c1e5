"""What hands the interpreter's lock to the event loop while worker threads compute.

The loop plays "commands" of ``--trips`` round trips each to an echo server in another process
(as a PostgreSQL command makes: every trip lets the lock go and waits for the loop's selector),
with ``--work`` rounds of Python on the loop after each answer, while 0 or 2 worker jobs
(:func:`bot.worker.run`) run pure Python in steps, calling the engine's pause point
(:mod:`engine.core.pause`) at every step. For each way of pausing: the commands' wall time
(p50 / p99 / max), the loop's CPU for one, and the steps the jobs got through per wall second.

* ``none``: the jobs never pause (``bot.loop_first.ON`` off): the interpreter's own switching.
* ``sleep0``: every ``SLICE`` of work, ``time.sleep(0)``: lets the lock go, nothing more.
* ``turn``, ``park``, ``once``: :mod:`bot.loop_first` (``turn`` is the bot's): every
  ``SLICE``, while the loop has work, the job waits until the loop's turn ends, until it has
  no work, or sleeps once (``GIVE_WAY``).

``python benchmarks/loop_first_probe.py``; note the load (``uptime``) beside the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import socket
import statistics
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script, not with -m
    sys.path.insert(0, str(ROOT))

from benchmarks.figures import percentile  # noqa: E402
from bot import loop_first, worker  # noqa: E402
from engine.core.pause import pause_point  # noqa: E402


def _serve(listener: socket.socket) -> None:
    """Answer every line with itself, in a process of its own."""
    while True:
        connection, _ = listener.accept()
        threading.Thread(target=_echo, args=(connection,), daemon=True).start()


def _echo(connection: socket.socket) -> None:
    with connection:
        while data := connection.recv(4096):
            connection.sendall(data)


def _burn(rounds: int) -> None:
    for _ in range(rounds):
        total = 0
        for value in range(200):
            total += value * value


def _sleep0() -> Callable[[], None]:
    next_at = [time.perf_counter() + loop_first.SLICE]

    def pause() -> None:
        now = time.perf_counter()
        if now >= next_at[0]:
            time.sleep(0)
            next_at[0] = time.perf_counter() + loop_first.SLICE

    return pause


def _job(stop: threading.Event, way: str) -> tuple[int, float, float]:
    """Steps of pure Python until told to stop: steps done, CPU and wall seconds."""
    pause = _sleep0() if way == "sleep0" else pause_point()
    began, wall = time.thread_time(), time.perf_counter()
    steps = 0
    while not stop.is_set():
        _burn(1)
        pause()
        steps += 1
    return steps, time.thread_time() - began, time.perf_counter() - wall


async def _commands(port: int, trips: int, commands: int, work: int) -> tuple[list[float], float]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    walls: list[float] = []
    cpu = time.thread_time()
    for _ in range(commands):
        began = time.perf_counter()
        for _ in range(trips):
            writer.write(b"x\n")
            await reader.readline()
            _burn(work)
        walls.append((time.perf_counter() - began) * 1000)
        await asyncio.sleep(0.005)
    cpu = (time.thread_time() - cpu) * 1000 / commands
    writer.close()
    await writer.wait_closed()
    return walls, cpu


async def _one(way: str, busy: int, port: int, trips: int, commands: int, work: int) -> str:
    loop_first.ON = way not in ("none", "sleep0")
    if loop_first.ON:
        loop_first.GIVE_WAY = way  # type: ignore[assignment]
    stop = threading.Event()
    jobs = [asyncio.ensure_future(worker.run(_job, stop, way)) for _ in range(busy)]
    await asyncio.sleep(0.05)
    walls, cpu = await _commands(port, trips, commands, work)
    stop.set()
    done = await asyncio.gather(*jobs)
    steps = sum(s for s, _, _ in done)
    rate = f"{steps / sum(w for _, _, w in done) * busy:7.0f}" if busy else "–"
    return (
        f"| {way} | {work} | {busy} | {statistics.median(walls):6.1f} | "
        f"{percentile(walls, 0.99):6.1f} | {max(walls):6.1f} | {cpu:5.2f} | {rate} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trips", type=int, default=20, help="round trips a command makes")
    parser.add_argument("--commands", type=int, default=100, help="commands timed per case")
    parser.add_argument("--work", default="0,20", help="rounds of Python after each answer")
    parser.add_argument("--ways", default="none,sleep0,turn,park,once")
    parser.add_argument("--busy", type=int, default=2, help="worker jobs computing")
    parser.add_argument("--slice", type=float, help="bot.loop_first.SLICE, in ms")
    parser.add_argument("--hand-over", type=float, help="bot.loop_first.HAND_OVER, in ms")
    parser.add_argument("--most", type=float, help="bot.loop_first.MOST, in ms")
    args = parser.parse_args()
    for name in ("slice", "hand_over", "most"):
        if getattr(args, name) is not None:
            setattr(loop_first, name.upper(), getattr(args, name) / 1000)
    listener = socket.create_server(("127.0.0.1", 0))
    server = multiprocessing.get_context("fork").Process(
        target=_serve, args=(listener,), daemon=True
    )
    server.start()
    port = listener.getsockname()[1]
    print(
        f"load average {os.getloadavg()}; {args.trips} round trips a command; slice "
        f"{loop_first.SLICE * 1000} ms, hand-over {loop_first.HAND_OVER * 1000} ms, "
        f"most {loop_first.MOST * 1000} ms"
    )
    print(
        "| way | loop work | busy jobs | command wall p50 (ms) | p99 | max |"
        " loop CPU a command (ms) | jobs' steps per wall second |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    try:
        for work in (int(w) for w in args.work.split(",")):
            for way in args.ways.split(","):
                for busy in (0, args.busy) if way == "none" else (args.busy,):
                    line = asyncio.run(_one(way, busy, port, args.trips, args.commands, work))
                    print(line, flush=True)
    finally:
        server.kill()
    print(f"load average {os.getloadavg()}")


if __name__ == "__main__":
    sys.exit(main())
