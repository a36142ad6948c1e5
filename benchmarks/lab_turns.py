"""Schrödinger's Lab: the cost of a whole turn, of the longest element chain, and of the image.

Usage (from the repository root)::

    python benchmarks/lab_turns.py                 # 8 random 4-player games of 800 commands
    python benchmarks/lab_turns.py --games 20 --players 8 --commands 1500

A turn's time is the sum of the ``push`` calls from its first See to the next turn's prompt
(answers to orientation and CHOOSE prompts included), measured on random legal play with
cats and a random scenario. The chain case is the worst the rules allow: two teleporters
sending a scientist back and forth until the 100-activation cap. The image is
``engine.lab.render.render_board`` on the final boards (8 log lines in the panel).

Targets: a whole turn (teleport chains included) < 50 ms; the board image < 300 ms and < 1 MB.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.lab import FAMILY, LabGame, LabSetup  # noqa: E402
from engine.lab.game import SETTLE_LIMIT  # noqa: E402
from engine.lab.policy import random_command  # noqa: E402
from engine.lab.render import render_board  # noqa: E402
from tests.engine.lab.builder import Board, dice, game, play  # noqa: E402


def turn_times(
    games: int, players: int, commands: int
) -> tuple[list[float], list[float], list[LabGame]]:
    """Milliseconds per whole turn (wall clock, CPU) over random games, and the games."""
    times: list[float] = []
    cpu_times: list[float] = []
    finished: list[LabGame] = []
    for seed in range(games):
        g = LabGame(
            LabSetup(players=[f"p{i}" for i in range(players)], seed=seed, scenario="random")
        )
        rng = random.Random(seed)
        turn, spent, cpu = g.turn, 0.0, 0.0
        for _ in range(commands):
            if g.outcome is not None:
                break
            command = random_command(g, rng)
            start, cpu_start = time.perf_counter(), time.process_time()
            g.push(command)
            spent += time.perf_counter() - start
            cpu += time.process_time() - cpu_start
            if g.turn != turn:
                times.append(spent * 1000)
                cpu_times.append(cpu * 1000)
                turn, spent, cpu = g.turn, 0.0, 0.0
        finished.append(g)
    return times, cpu_times, finished


def chain_time(repeats: int) -> float:
    """Milliseconds of the turn ending in the longest element chain the rules allow."""
    best = float("inf")
    for _ in range(repeats):
        board = Board()
        board.tile((7, 2), "teleporter-cross", "╋ →")
        board.tile((8, 2), "teleporter-straight", "━ ←")
        board.at(1, (7, 2))
        g = game(board, draws=dice(*["1"] * (SETTLE_LIMIT + 1)))
        start = time.perf_counter()
        play(g, "P1 see up", "P1 done", "P1 see up")
        best = min(best, (time.perf_counter() - start) * 1000)
        assert g.longest_chain == SETTLE_LIMIT
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--commands", type=int, default=800)
    args = parser.parse_args()

    times, cpu_times, games = turn_times(args.games, args.players, args.commands)
    print(f"turns: {len(times)} over {len(games)} games of {args.players} players")
    for label, values in (("wall clock", sorted(times)), ("CPU", sorted(cpu_times))):
        p99 = values[int(len(values) * 0.99) - 1]
        print(
            f"  whole turn ({label}): median {statistics.median(values):.2f} ms, "
            f"p99 {p99:.2f} ms, max {values[-1]:.2f} ms"
        )
    print(f"  longest chain seen in random play: {max(g.longest_chain for g in games)} activations")
    print(
        f"  teleport chain to the {SETTLE_LIMIT}-activation cap: {chain_time(5):.2f} ms (best of 5)"
    )

    last = games[-1]
    start = time.perf_counter()
    replayed = FAMILY.replay(last.record())
    replay_ms = (time.perf_counter() - start) * 1000
    assert replayed.position.text() == last.position.text()
    print(f"  replay of a {len(last.actions)}-command record: {replay_ms:.1f} ms")

    image_times, cpu_times, sizes = [], [], []
    for g in games:
        start, cpu = time.perf_counter(), time.process_time()
        png = render_board(g)
        image_times.append((time.perf_counter() - start) * 1000)
        cpu_times.append((time.process_time() - cpu) * 1000)
        sizes.append(len(png))
    print(
        f"board image: median {statistics.median(image_times):.0f} ms "
        f"(CPU {statistics.median(cpu_times):.0f} ms), max {max(image_times):.0f} ms; "
        f"size median {statistics.median(sizes) / 1024:.0f} KB, max {max(sizes) / 1024:.0f} KB"
    )


if __name__ == "__main__":
    main()
