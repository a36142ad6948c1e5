"""Quantum Cloud speed: applying any command, validating a deck file, drawing the board.

Usage (from the repository root)::

    python benchmarks/cloud_commands.py                 # 12 games, 2–4 players
    python benchmarks/cloud_commands.py --games 40

A command's time is what the bot pays under the game lock: ``parse_action`` (parse and check
against the state) plus ``push`` (apply, including any turn start it triggers). The commands
come from random legal play (``engine.cloud.policy``) by every player, Algorithms at random
moments, timeouts included. Deck validation parses and checks a starter deck's TOML text.

The board image (P7) is drawn every 40 commands of a few games.

Targets: any command < 20 ms; deck validation < 50 ms; board image < 300 ms and < 1 MB.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from importlib import resources
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.figures import percentile  # noqa: E402
from engine.cloud import CloudGame, CloudPlayer, CloudSettings, CloudSetup  # noqa: E402
from engine.cloud.decks import parse_deck_text, starter_deck  # noqa: E402
from engine.cloud.image import render_board  # noqa: E402
from engine.cloud.policy import random_action  # noqa: E402


def _setup(players: int, seed: int) -> CloudSetup:
    decks = ["anon", "pizza", "anon", "pizza"][:players]
    return CloudSetup(
        players=[
            CloudPlayer(name=f"p{i}", deck=starter_deck(d).document()) for i, d in enumerate(decks)
        ],
        seed=f"{seed:064x}",
        settings=CloudSettings(setup_mode="players"),
    )


def bench_commands(games: int, steps: int) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Milliseconds per command by verb: wall-clock, and CPU time of this thread."""
    times: dict[str, list[float]] = defaultdict(list)
    cpu_times: dict[str, list[float]] = defaultdict(list)
    for seed in range(games):
        game = CloudGame(_setup(2 + seed % 3, seed))
        rng = random.Random(seed)
        for _ in range(steps):
            if game.outcome is not None:
                break
            action = random_action(game, rng)
            text, actor = str(action), action.actor
            start, cpu = time.perf_counter(), time.thread_time()
            game.push(game.parse_action(text, actor))
            times[action.verb.value].append((time.perf_counter() - start) * 1000)
            cpu_times[action.verb.value].append((time.thread_time() - cpu) * 1000)
    return times, cpu_times


def bench_decks(rounds: int) -> tuple[list[float], list[float]]:
    """Milliseconds per deck validation (TOML text to a checked deck): wall, CPU."""
    texts = [
        resources.files("engine.cloud").joinpath(f"decks/{d}.toml").read_text("utf-8")
        for d in ("anon", "pizza")
    ]
    wall, cpu = [], []
    for i in range(rounds):
        start, cpu_start = time.perf_counter(), time.thread_time()
        parse_deck_text(texts[i % 2])
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - cpu_start) * 1000)
    return wall, cpu


def bench_images(games: int) -> tuple[list[float], list[float], list[int]]:
    """Milliseconds per board image (wall, CPU) and PNG sizes, at several points of games."""
    wall, cpu, sizes = [], [], []
    for seed in range(games):
        game = CloudGame(_setup(2 + seed % 3, seed))
        rng = random.Random(seed)
        for step in range(400):
            if game.outcome is not None:
                break
            game.push(random_action(game, rng))
            if step % 40 == 39:
                start, cpu_start = time.perf_counter(), time.thread_time()
                sizes.append(len(render_board(game)))
                wall.append((time.perf_counter() - start) * 1000)
                cpu.append((time.thread_time() - cpu_start) * 1000)
    return wall, cpu, sizes


def _stats(values: list[float]) -> str:
    p99 = percentile(values, 0.99)
    return f"{statistics.median(values):.2f} | {p99:.2f} | {max(values):.2f}"


def _row(name: str, wall: list[float], cpu: list[float]) -> str:
    return f"| {name} | {len(wall)} | {_stats(wall)} | {_stats(cpu)} |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--steps", type=int, default=600)
    parser.add_argument("--decks", type=int, default=200)
    args = parser.parse_args()
    times, cpu = bench_commands(args.games, args.steps)
    print("| command | n | wall median | p99 | max | CPU median | p99 | max |")
    print("|---|---|---|---|---|---|---|---|")
    for verb in sorted(times):
        print(_row(verb, times[verb], cpu[verb]))
    every = [t for values in times.values() for t in values]
    every_cpu = [t for values in cpu.values() for t in values]
    print(_row("**any command**", every, every_cpu))
    print(_row("**deck validation**", *bench_decks(args.decks)))
    wall, cpu_image, sizes = bench_images(max(2, args.games // 3))
    print(_row("**board image**", wall, cpu_image))
    print(
        f"(board image PNG size: median {statistics.median(sizes) / 1000:.0f} kB, max {max(sizes) / 1000:.0f} kB)"
    )
    print("(milliseconds; CPU = this thread's CPU time, free of other processes' load)")


if __name__ == "__main__":
    main()
