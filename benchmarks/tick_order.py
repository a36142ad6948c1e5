"""When the deadlines' ticks end, when hundreds fall due together on SQLite's one connection.

``--ticks`` ticks start at once, each ``--transactions`` transactions in a row on a real SQLite
file (synchronous commits, as the bot's), as background work (:func:`bot.db.urgency.background`);
an outbox stand-in commits a mark every ``--outbox-every`` ms meanwhile. Two orders of the
connection, one after the other in the same process on the same load:

* **arrival**: each transaction queues in the order it asked (what a tick got before
  :func:`bot.db.urgency.begun`);
* **began first**: each tick keeps the turn it took when it began (what the clock gives it).

For each: when the first tick ended, when half and all of them had, the mean tick's time, and
how long the outbox stand-in's marks waited (mean, max). The total is the same work in both;
what changes is how early the ticks end.

``python benchmarks/tick_order.py``; note the load (``uptime``) beside the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.db import Database, connect, urgency


async def _tick(db: Database, n: int, transactions: int) -> None:
    for step in range(transactions):
        async with db.transaction() as tx:
            await tx.execute("INSERT INTO t (tick, step) VALUES (?, ?)", (n, step))


async def _outbox(db: Database, every: float, stop: asyncio.Event, waits: list[float]) -> None:
    with urgency.background():
        while not stop.is_set():
            asked = time.perf_counter()
            async with db.transaction() as tx:
                await tx.execute("INSERT INTO marks (at) VALUES (?)", (asked,))
            waits.append(time.perf_counter() - asked)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), every)


async def _run(db: Database, args: argparse.Namespace, began_first: bool) -> dict[str, float]:
    ended: list[float] = []
    marks: list[float] = []
    stop = asyncio.Event()
    outbox = asyncio.create_task(_outbox(db, args.outbox_every / 1000, stop, marks))
    start = time.perf_counter()

    async def timed(n: int) -> None:
        await _tick(db, n, args.transactions)
        ended.append(time.perf_counter() - start)

    tasks = []
    with urgency.background():
        for n in range(args.ticks):
            with urgency.begun() if began_first else contextlib.nullcontext():
                tasks.append(asyncio.create_task(timed(n)))
    await asyncio.gather(*tasks)
    stop.set()
    await outbox
    ended.sort()
    return {
        "first": ended[0],
        "half": ended[len(ended) // 2],
        "all": ended[-1],
        "mean": statistics.fmean(ended),
        "mark mean": statistics.fmean(marks),
        "mark max": max(marks),
    }


async def main(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = await connect(str(Path(folder) / "ticks.sqlite3"))
        try:
            async with db.transaction() as tx:
                await tx.execute("CREATE TABLE t (tick INTEGER, step INTEGER)")
                await tx.execute("CREATE TABLE marks (at REAL)")
            print(
                f"{args.ticks} ticks of {args.transactions} transactions, an outbox mark every"
                f" {args.outbox_every:g} ms"
            )
            for name, began_first in (("arrival", False), ("began first", True)) * args.rounds:
                cpu = time.process_time()
                figures = await _run(db, args, began_first)
                cpu = time.process_time() - cpu
                print(
                    f"  {name:>11}: first tick ended {figures['first']:.2f} s, half"
                    f" {figures['half']:.2f} s, all {figures['all']:.2f} s, mean"
                    f" {figures['mean']:.2f} s; outbox marks waited mean"
                    f" {figures['mark mean'] * 1000:.0f} ms, max {figures['mark max'] * 1000:.0f} ms;"
                    f" CPU {cpu:.2f} s"
                )
        finally:
            await db.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ticks", type=int, default=200)
    parser.add_argument("--transactions", type=int, default=3)
    parser.add_argument("--outbox-every", type=float, default=20.0, help="ms between marks")
    parser.add_argument("--rounds", type=int, default=2, help="each order this many times")
    asyncio.run(main(parser.parse_args()))
