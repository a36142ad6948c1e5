"""How long a game's lock is held at a turn's timeout (Schrödinger's Lab, Quantum Cloud).

``--games`` games of one family (two players each, on the real bot in simcord, SQLite) time
out together ``--rounds`` times: each tick takes its game's lock, pushes the timeout, renders
what it shows, stores it with the outbox rows and lets the lock go. The board after the turn
was drawn under that lock (in the background worker, one tick's job at a time, so each tick's
hold also waited for the others' drawings); now its row keeps the game's record and the
outbox draws it when it sends. Printed: every hold of a game's lock during the timeouts (p50,
p99, max, in ms), the wall time until every board was posted, and the process's CPU time.

``python benchmarks/board_lock_hold.py --family lab --games 20``; note the load (``uptime``).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.shell.game_lock import GameLock
from tests.cogs.cloud.helpers import place_avatars, seat_cloud_table, start_cloud_game
from tests.cogs.harness import make_bot, running
from tests.cogs.lab.helpers import join_all_and_start, open_lobby, seat_lab_table

TURN_HOURS = {"lab": 1.0, "cloud": 0.25}


class Holds:
    """Every hold of a game's lock while :attr:`on`, in seconds."""

    def __init__(self) -> None:
        self.on = False
        self.seconds: list[float] = []
        self._taken: dict[int, float] = {}
        enter, leave = GameLock.__aenter__, GameLock.__aexit__

        async def entered(lock: GameLock) -> None:
            await enter(lock)
            self._taken[id(lock)] = time.perf_counter()

        async def left(lock: GameLock, *exc: Any) -> None:
            taken = self._taken.pop(id(lock), None)
            if self.on and taken is not None:
                self.seconds.append(time.perf_counter() - taken)
            await leave(lock, *exc)

        GameLock.__aenter__ = entered  # type: ignore[method-assign]
        GameLock.__aexit__ = left  # type: ignore[method-assign]


async def _table(env: Any, family: str, n: int) -> Any:
    if family == "lab":
        table = await seat_lab_table(env, (f"A{n}", f"B{n}"))
        await open_lobby(table, turn_hours=TURN_HOURS[family])
        await join_all_and_start(table)
        return table
    table = await seat_cloud_table(env)
    await start_cloud_game(table, setup_mode="auto", turn_hours=TURN_HOURS[family])
    await place_avatars(table)
    return table


def _boards(table: Any) -> int:
    return sum(
        1
        for message in table.thread.history()
        for attachment in message.attachments
        if attachment.filename in ("lab.png", "board.png")
    )


async def main(args: argparse.Namespace) -> None:
    holds = Holds()
    with tempfile.TemporaryDirectory() as folder:
        async with running(make_bot(Path(folder) / "bot.sqlite3"), settle_timeout=600) as env:
            tables = [await _table(env, args.family, n) for n in range(args.games)]
            await env.settle()
            before = sum(_boards(t) for t in tables)
            holds.on = True
            wall, cpu = time.perf_counter(), time.process_time()
            for _ in range(args.rounds):
                await env.advance_time(TURN_HOURS[args.family] * 3600 + 5)
                await env.settle()
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            holds.on = False
            boards = sum(_boards(t) for t in tables) - before
    ms = sorted(s * 1000 for s in holds.seconds)
    p99 = ms[max(0, int(len(ms) * 0.99) - 1)]
    print(
        f"{args.family}, {args.games} games x {args.rounds} timeouts: {boards} boards posted; "
        f"lock holds {len(ms)}: p50 {statistics.median(ms):.1f} ms, p99 {p99:.1f} ms, "
        f"max {ms[-1]:.1f} ms, sum {sum(ms):.0f} ms; wall {wall:.2f} s, CPU {cpu:.2f} s"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--family", choices=("lab", "cloud"), default="lab")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=3)
    asyncio.run(main(parser.parse_args()))
