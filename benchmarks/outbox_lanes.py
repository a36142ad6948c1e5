"""The outbox sender against a Discord that takes its time: rows a second by lanes.

Every send to Discord is a round trip (tens of milliseconds, more under load). A sender that
does one row at a time waits out each trip, so its rate is one row per trip whatever the CPU;
the sender sends up to :data:`bot.outbox.LANES` games' rows at a time (each game's in order).
This queues ``--games`` games of ``--rows`` DMs each (a nightfall: one DM a player) on a
fresh SQLite database and drains them through a stand-in Discord that answers each send after
``--latency`` ms, once with one lane and once with the sender's own number.

    .venv/bin/python benchmarks/outbox_lanes.py --games 200 --rows 10 --latency 50
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot import effects, outbox
from bot.outbox_store import queue
from bot.shared_storage import SharedStorage


class Place:
    """A DM channel whose every send takes ``latency`` seconds to come back."""

    def __init__(self, latency: float) -> None:
        self.latency = latency
        self.sent = 0

    async def send(self, nonce: str | None = None, **_: Any) -> Any:
        await asyncio.sleep(self.latency)
        self.sent += 1
        return SimpleNamespace(id=self.sent)

    async def history(self, **_: Any) -> Any:
        """Nothing was sent before (the sender's first pass looks for a crash's sends)."""
        await asyncio.sleep(self.latency)
        for message in ():
            yield message


class Client:
    """What the sender asks of discord.Client: where a user's DMs go."""

    user = None

    def __init__(self, latency: float) -> None:
        self.place = Place(latency)

    def get_user(self, user_id: int) -> Any:
        return SimpleNamespace(dm_channel=self.place)


async def drain(lanes: int, games: int, rows: int, latency: float) -> tuple[float, float]:
    """Wall and CPU seconds to send ``games`` × ``rows`` DMs with ``lanes`` lanes."""
    with tempfile.TemporaryDirectory() as folder:
        storage = await SharedStorage.open(Path(folder) / "outbox.sqlite3")
        try:
            client = Client(latency)
            sender = outbox.Outbox(client, storage.outbox)  # type: ignore[arg-type]
            sender.register("bench")
            # The first pass after a start looks for what a crash may have sent: not timed.
            await sender.drain()
            for game in range(games):
                async with storage.database.transaction() as tx:
                    dms = [effects.dm(1000 + i, content=f"night {i}") for i in range(rows)]
                    await queue(tx, "bench", game, dms)
            outbox.LANES = lanes
            began, cpu = time.perf_counter(), time.process_time()
            assert await sender.drain() is False
            wall, used = time.perf_counter() - began, time.process_time() - cpu
            assert client.place.sent == games * rows
            assert await storage.outbox.count_pending() == 0
            return wall, used
        finally:
            await storage.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rows", type=int, default=10)
    parser.add_argument("--latency", type=float, default=50.0, help="ms a send takes")
    args = parser.parse_args()
    print(
        f"load average {os.getloadavg()}; {args.games} games x {args.rows} DMs, "
        f"{args.latency:.0f} ms a send"
    )
    for lanes in dict.fromkeys((1, outbox.LANES)):
        wall, used = asyncio.run(drain(lanes, args.games, args.rows, args.latency / 1000))
        rate = args.games * args.rows / wall
        print(f"  {lanes:2d} lane(s): {wall:6.1f} s wall, {used:5.1f} s CPU, {rate:6.0f} rows/s")


if __name__ == "__main__":
    main()
