"""The bot under load, end to end on simcord: one big game resolving while small games play.

For each size (default 100, 200 and 1000 players) the script runs the real bot (cogs, storage,
scheduler) in a simcord world with one big game and 20 small 5-player games. Each phase of the
big game is ended by the storyteller's `/game advance`; while it resolves (the engine, the
morning post and one DM per living player), the small games keep sending commands. It reports,
per phase of the big game:

* ``phase s``: wall time from the storyteller's command until everything it caused was sent;
* ``stall ms``: the event loop's longest stall meanwhile (a watchdog thread asks the loop to
  run a no-op every 5 ms and times how late it runs);
* ``ack p50/p99 ms``: how long the small games' commands waited for their acknowledgement.

Goals (issue 9): no stall over 100 ms; the small games' ack p99 under 100 ms.

    .venv/bin/python benchmarks/bot_load.py --sizes 100,200 --phases 4
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import simcord
from simcord.backend.models import interaction as interaction_model

from cogs.werewolf.games import games_of

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.client import QWBot
from bot.settings import Settings
from tests.cogs import harness

SMALL_GAMES = 20
SMALL_SIZE = 5
CHATTER_EVERY = 0.01
"""Seconds between two small-game commands while the big game resolves."""


# -- measuring ---------------------------------------------------------------------------------


class Watchdog:
    """Measures the event loop's longest stall from another thread."""

    def __init__(self, loop: asyncio.AbstractEventLoop, every: float = 0.005) -> None:
        self._loop = loop
        self._every = every
        self._stop = threading.Event()
        self.worst = 0.0
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            ran = threading.Event()
            sent = time.perf_counter()
            self._loop.call_soon_threadsafe(ran.set)
            ran.wait()
            self.worst = max(self.worst, time.perf_counter() - sent)
            time.sleep(self._every)

    def reset(self) -> None:
        self.worst = 0.0

    def __enter__(self) -> Watchdog:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


ACKED: dict[int, float] = {}
"""Interaction id → wall time of the bot's first answer (filled by the patched backend)."""


def _record_acks() -> None:
    """Note the wall time at which the backend marks each interaction as answered."""
    cls = interaction_model.Interaction
    for name in (
        "respond_with_message",
        "defer",
        "defer_update",
        "update_source",
        "show_modal",
        "complete_autocomplete",
    ):
        original = getattr(cls, name)

        def wrapped(self: Any, *args: Any, __original: Any = original, **kwargs: Any) -> Any:
            ACKED.setdefault(self.id, time.perf_counter())
            return __original(self, *args, **kwargs)

        setattr(cls, name, wrapped)


def fire_slash(member: Any, channel: Any, name: str, **options: Any) -> tuple[int, float]:
    """Send a slash command without waiting for the bot; returns its id and when it was sent."""
    sent = time.perf_counter()
    result = harness.fire_slash(member, channel, name, **options)
    return result._interaction.id, sent


# -- the world ---------------------------------------------------------------------------------


async def seat_game(env: simcord.Env, label: str, players: int) -> tuple[Any, Any, list[Any]]:
    """A guild with a channel, a storyteller and ``players`` members in a started game."""
    guild = env.create_guild(label)
    town = guild.create_text_channel("town")
    storyteller = guild.add_member(env.create_user(f"st-{label}"))
    members = [
        guild.add_member(env.create_user(f"{label}-p{i:04d}", global_name=f"{label}P{i:04d}"))
        for i in range(players)
    ]
    await env.settle()
    result = await storyteller.slash(town, "game create")
    lobby = result.response.message
    for member in members:
        await member.click(lobby, label="Join")
    await storyteller.click(lobby, label="Start")
    return town, storyteller, members


class Chatter:
    """Small games' players ask for their game's status every few milliseconds.

    The commands are timed from another thread, as real ones arrive from the network whatever
    the event loop is doing: a stalled loop shows as late acknowledgements.
    """

    def __init__(self, loop: asyncio.AbstractEventLoop, small: list[tuple[Any, Any, list[Any]]]):
        self._loop = loop
        self._speakers = itertools.cycle(
            [(town, member) for town, _, members in small for member in members]
        )
        self._stop = threading.Event()
        self.sent: list[tuple[int, float]] = []
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _fire(self, town: Any, member: Any, at: float) -> None:
        interaction_id, _ = fire_slash(member, town, "game status")
        self.sent.append((interaction_id, at))

    def _run(self) -> None:
        while not self._stop.is_set():
            town, member = next(self._speakers)
            self._loop.call_soon_threadsafe(self._fire, town, member, time.perf_counter())
            time.sleep(CHATTER_EVERY)

    def __enter__(self) -> Chatter:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def measure(size: int, phases: int, folder: Path) -> Iterator[dict[str, Any]]:
    seeds = itertools.count(1)
    bot = QWBot(
        Settings(db_path=folder / f"load-{size}.sqlite3", shard_count=1), seeds=lambda: next(seeds)
    )
    env = simcord.Env(bot, settle_timeout=600)
    await env.start()
    rows = []
    try:
        started = time.perf_counter()
        big_town, big_storyteller, _ = await seat_game(env, "big", size)
        print(f"  {size} players seated and started in {time.perf_counter() - started:.1f} s")
        small = [await seat_game(env, f"s{i}", SMALL_SIZE) for i in range(SMALL_GAMES)]
        loop = asyncio.get_running_loop()
        with Watchdog(loop) as watchdog:
            for _ in range(phases):
                session = games_of(bot).in_channel(big_town.id)
                if session is None or session.game is None or session.game.is_over:
                    break
                phase = session.game.phase.title()
                with Chatter(loop, small) as talk:
                    await asyncio.sleep(0.05)  # the small games talk before the big one moves
                    watchdog.reset()
                    began = time.perf_counter()
                    fire_slash(big_storyteller, big_town, "game advance")
                    await env.settle()
                    took = time.perf_counter() - began
                await asyncio.sleep(0.05)
                await env.settle()
                sent = talk.sent
                waits = [(ACKED[i] - t) * 1000 for i, t in sent if i in ACKED]
                row = {
                    "size": size,
                    "phase": phase,
                    "phase_s": took,
                    "stall_ms": watchdog.worst * 1000,
                    "acks": len(waits),
                    "unanswered": len(sent) - len(waits),
                    "ack_p50_ms": statistics.median(waits) if waits else float("nan"),
                    "ack_p99_ms": percentile(waits, 0.99),
                }
                rows.append(row)
                print(
                    f"  {phase:>8}: {took:6.2f} s  stall {row['stall_ms']:7.1f} ms  "
                    f"ack p50 {row['ack_p50_ms']:6.1f} ms  p99 {row['ack_p99_ms']:7.1f} ms  "
                    f"({row['acks']} small-game commands)"
                )
    finally:
        await env.shutdown()
        await bot.close()
    return iter(rows)


async def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="100,200,1000", help="big-game sizes, comma-separated")
    parser.add_argument("--phases", type=int, default=4, help="phases of the big game to time")
    args = parser.parse_args(argv)
    _record_acks()
    summary = []
    with tempfile.TemporaryDirectory() as folder:
        for size in (int(part) for part in args.sizes.split(",")):
            print(f"{size} players, with {SMALL_GAMES} small games alongside:")
            summary.extend(await measure(size, args.phases, Path(folder)))
    print()
    print(
        "| players | phase | resolution + posts + DMs s | longest stall ms | ack p50 ms | ack p99 ms |"
    )
    print("|---:|---|---:|---:|---:|---:|")
    for row in summary:
        print(
            f"| {row['size']} | {row['phase']} | {row['phase_s']:.2f} | {row['stall_ms']:.0f} |"
            f" {row['ack_p50_ms']:.1f} | {row['ack_p99_ms']:.1f} |"
        )


if __name__ == "__main__":
    asyncio.run(main())
