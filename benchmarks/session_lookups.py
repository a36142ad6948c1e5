"""What a command's look-up of its game costs with N open games: by place, against a walk.

Usage (from the repository root)::

    python benchmarks/session_lookups.py                 # N = 100, 300, 1000, 3000
    python benchmarks/session_lookups.py --sizes 1000 --calls 20000

N lobbies of the shell's families are opened on a new SQLite database, each given a thread
and a lobby post (set on the row in place, as ``FamilyCog._open_lobby`` does), and every
tenth game is closed. Then ``FamilySessions.in_thread`` (every command in a thread),
``here`` and ``by_lobby_message`` (a lobby button) are called for random places, half of
them places of no open game (a command in a channel with no game, ``/… new``'s check), and
timed against the walk through every open game that the index replaced (the same answers are
checked). Times are this process's CPU time per call (steadier than the wall clock on a
shared machine).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.db import connect  # noqa: E402
from bot.shell.registry import register_family  # noqa: E402
from bot.shell.sessions import FamilySessions  # noqa: E402
from bot.shell.store import FamilyStore  # noqa: E402
from engine.cloud import FAMILY as CLOUD  # noqa: E402
from engine.lab import FAMILY as LAB  # noqa: E402

FAMILIES = ("cloud", "lab")


def walked(sessions: FamilySessions) -> dict[str, Callable[[int], Any]]:
    """The three look-ups as they were: a walk through every open game."""

    shell = sessions._shell  # every open game of the shell's families, as the walk read them

    def in_thread(place: int) -> Any:
        return next((s for s in shell() if s.row.thread_id == place), None)

    def here(place: int) -> Any:
        return next((s for s in sessions.held("cloud") if s.row.thread_id == place), None)

    def by_lobby(place: int) -> Any:
        return next((s for s in shell() if s.row.lobby_message_id == place), None)

    return {"in_thread": in_thread, "here": here, "by_lobby_message": by_lobby}


def indexed(sessions: FamilySessions) -> dict[str, Callable[[int], Any]]:
    return {
        "in_thread": sessions.in_thread,
        "here": lambda place: sessions.here("cloud", place),
        "by_lobby_message": sessions.by_lobby_message,
    }


def _per_call(find: Callable[[int], Any], places: list[int]) -> float:
    began = time.process_time()
    for place in places:
        find(place)
    return (time.process_time() - began) / len(places)


async def measure(games: int, calls: int, seed: int) -> dict[str, tuple[float, float]]:
    with tempfile.TemporaryDirectory() as folder:
        database = await connect(str(Path(folder) / "bot.sqlite3"))
        try:
            sessions = FamilySessions(FamilyStore(database))
            opened = []
            for i in range(games):
                session = await sessions.create(
                    family=FAMILIES[i % 2], guild_id=i, channel_id=10**6 + i, host_id=1, options={}
                )
                session.row.lobby_message_id = 2 * 10**6 + i
                session.row.thread_id = 3 * 10**6 + i
                opened.append(session)
            for session in opened[::10]:
                sessions.close(session)
            rng = random.Random(seed)
            places = [rng.choice((3, 4)) * 10**6 + rng.randrange(games) for _ in range(calls)]
            lobby_posts = [place - 10**6 for place in places]
            old, new = walked(sessions), indexed(sessions)
            figures = {}
            for name in old:
                asked = lobby_posts if name == "by_lobby_message" else places
                assert [old[name](p) for p in asked[:200]] == [new[name](p) for p in asked[:200]]
                figures[name] = (_per_call(old[name], asked), _per_call(new[name], asked))
            return figures
        finally:
            await database.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 300, 1000, 3000])
    parser.add_argument("--calls", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    register_family(CLOUD)
    register_family(LAB)
    print("games  look-up            walk (µs CPU)  index (µs CPU)")
    for games in args.sizes:
        figures = asyncio.run(measure(games, args.calls, args.seed))
        for name, (old, new) in figures.items():
            print(f"{games:5d}  {name:17s} {old * 1e6:14.1f} {new * 1e6:15.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
