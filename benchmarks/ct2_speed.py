"""Quantum Clocktower script 2 ("Uncertainty Principle") solver speed (issue 26's goals at
15 players, 6 nights, random legal play: one arrival check p95 < 300 ms and max < 2 s, a
night's resolution with re-asks < 3 s, the storyteller's grimoire < 1 s).

The game answers script 2 with the lazy solver (engine/clocktower/lazy_solver.py: seats
keep candidate sets, split only where the explicit simulation asks). Part 1 counts the
initial worlds per table size within a time budget: what the explicit solver
(engine/clocktower/explicit_solver.py, the oracle) would list. Part 2 plays a game with random legal play (each player tries up to three
random well-formed lists, then `dont_wake`; re-asks are answered by the fallback) and times
the arrival checks, each night's resolution and the grimoire; by default the whole script at
5 players (the only size it finishes at) and ``mini_uncertainty`` at 5 and 6.

Times are CPU seconds of this process (time.process_time): other load on the shared machine
does not inflate them.

Part 3 (``--sizes 5,8,10,12,15``) plays the whole script at each size with a CPU budget per
game (``--game-budget``): a game that spends it is cut off and reported with how far it got
(the night and the last arrival), beside the goals and the load (`uptime`).

Run: .venv/bin/python benchmarks/ct2_speed.py [--players 5] [--script uncertainty_principle]
     [--nights 6] [--count-only] [--budget 10] [--sizes 5,8,10,12,15] [--game-budget 60]
     [--seeds 2026,7]
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script, not with -m
    sys.path.insert(0, str(ROOT))

from benchmarks import bot_heap, cpu_budget  # noqa: E402
from benchmarks.figures import percentile  # noqa: E402
from engine.clocktower import ClocktowerGame, ClocktowerSetup  # noqa: E402
from engine.clocktower.characters import REGISTRY  # noqa: E402
from engine.clocktower.script import SCRIPTS, UNCERTAINTY_PRINCIPLE, evil_count  # noqa: E402
from engine.clocktower.setups import SetupFacts, initial_worlds  # noqa: E402
from engine.clocktower.views import storyteller_view  # noqa: E402
from engine.core.errors import EngineError  # noqa: E402
from engine.core.family import Actor  # noqa: E402

ST = Actor.STORYTELLER


def count_worlds(n: int, budget: float) -> tuple[int, bool, float]:
    """Initial worlds of the whole script at ``n`` players (Demon seat fixed, Damsel out),
    counted for at most ``budget`` CPU seconds: (count, finished, seconds)."""
    evil = frozenset(range(n - evil_count(n), n))
    facts = SetupFacts(n, evil, demon=min(evil), learned={"damsel": False})
    start = time.process_time()
    count = 0
    for _ in initial_worlds(UNCERTAINTY_PRINCIPLE, facts):
        count += 1
        if count % 4096 == 0 and time.process_time() - start > budget:
            return count, False, time.process_time() - start
    return count, True, time.process_time() - start


def _clause(rng: random.Random, game: ClocktowerGame, seat: int) -> str:
    wakers = [
        c
        for c in game.script.characters
        if game.script.slot(c, game.number) is not None and not REGISTRY[c].optional_wake
    ]
    character = REGISTRY[rng.choice(wakers)]
    others = [s for s in range(game.n) if character.choose_self or s != seat]
    line = f"wake {character.id}"
    choices = rng.sample(others, character.choose_count)
    if choices:
        line += " choose " + " ".join(f"@{c + 1}" for c in choices)
    if character.guess:
        line += f" guess {rng.choice(game.script.characters)}"
    if "number" in character.info_kinds:
        line += f" learn {rng.randrange(3)}"
    elif "character" in character.info_kinds:
        named = [c for c in game.script.characters if not REGISTRY[c].never_in_play]
        line += f" learn {rng.choice(named)}"
    return line


def play(
    script: str,
    n: int,
    nights: int,
    seed: int = 2026,
    progress: list[str] | None = None,
    record: dict[str, list[float]] | None = None,
    timeout: Callable[[ClocktowerGame], object] | None = None,
) -> dict[str, list[float]]:
    """One game with random legal play; CPU times of arrival checks, resolutions, views
    (``progress`` gets where the game is, for a game cut off by its budget; ``timeout``, what
    the storyteller does when a re-ask's deadline passes, the fallback's ``timeout`` unless a
    probe wraps it)."""
    where = progress if progress is not None else []
    rng = random.Random(seed)
    chosen = SCRIPTS[script]
    if not chosen.playable:  # the benchmark measures what the setup check refuses
        SCRIPTS[script] = dataclasses.replace(chosen, playable=True)
    setup = (
        ClocktowerSetup(
            players=tuple(f"p{i}" for i in range(n)),
            script=script,
            seed=seed,
            adjudicated_percent=0,
        )
        if chosen.adjudication_character
        else ClocktowerSetup(players=tuple(f"p{i}" for i in range(n)), script=script, seed=seed)
    )
    times = record if record is not None else {}
    for kind in ("arrival", "resolve", "view", "open view"):
        times.setdefault(kind, [])
    try:
        # kept playable for the whole game: an action that fails (the budget's cut inside a
        # push among them) replays the game from its setup, which checks it again
        return _played(ClocktowerGame(setup), rng, nights, where, times, timeout)
    finally:
        SCRIPTS[script] = chosen


def _played(
    game: ClocktowerGame,
    rng: random.Random,
    nights: int,
    where: list[str],
    times: dict[str, list[float]],
    timeout: Callable[[ClocktowerGame], object] | None = None,
) -> dict[str, list[float]]:
    """Play ``game`` on: each seat's list, each night's resolution, each day."""
    n = game.n
    deadline = timeout or (lambda game: game.play("timeout", ST))

    def attempt(text: str, seat: int) -> bool:
        start = time.process_time()
        try:
            action = game.parse_action(text, seat)
        except EngineError:
            times["arrival"].append(time.process_time() - start)
            return False
        times["arrival"].append(time.process_time() - start)
        game.push(action)
        return True

    for _ in range(nights):
        if game.outcome is not None:
            break
        for seat in range(n):
            if seat in game.appears_dead:
                continue
            where.append(f"Night {game.number}, seat {seat + 1}'s list")
            head = ""
            if game.number == 1 and seat in game.evil:
                head = f"setup demon @{min(game.evil) + 1}"
                if seat == min(game.evil) and n >= 7:
                    head += " bluffs mayor fool monk"
                head += "\n"
            if not any(attempt(head + _clause(rng, game, seat), seat) for _ in range(3)):
                attempt(head + "dont_wake", seat)
            if seat == n // 2:  # the grimoire with the night open: half the lists in
                start = time.process_time()
                storyteller_view(game)
                times["open view"].append(time.process_time() - start)
        where.append(f"Night {game.number}'s resolution")
        start = time.process_time()
        game.play("resolve", ST)
        while game.resolution is not None and game.resolution.waiting is not None:
            deadline(game)
        times["resolve"].append(time.process_time() - start)
        if game.outcome is not None:
            break
        start = time.process_time()
        storyteller_view(game)
        times["view"].append(time.process_time() - start)
        alive = [s for s in range(n) if s not in game.appears_dead]
        if rng.random() < 0.6:
            voters = " ".join(f"@{s + 1}" for s in alive)
            game.play(f"nominate @{alive[0] + 1} @{rng.choice(alive) + 1} yes {voters}", ST)
        game.play("end_day", ST)
    where.append(f"ended (outcome: {game.outcome is not None}, Night {game.number})")
    return times


GOALS = {"arrival": (0.300, 2.0), "resolve": (None, 3.0), "open view": (None, 1.0)}
"""Per kind: (p95 limit, max limit) in seconds (issue 26)."""


def report(label: str, times: dict[str, list[float]]) -> None:
    """Print p50/p95/max of each kind of timing."""
    print(label)
    for kind, values in times.items():
        if not values:
            continue
        print(
            f"  {kind:9} n={len(values):3}  p50 {statistics.median(values):7.3f} s"
            f"  p95 {percentile(values, 0.95):7.3f} s  max {max(values):7.3f} s"
        )


def goals_met(times: dict[str, list[float]]) -> bool:
    """Whether the CPU times meet the issue's goals (every kind measured at least once)."""
    for kind, (p95, most) in GOALS.items():
        values = times.get(kind, [])
        if (
            not values
            or max(values) >= most
            or (p95 is not None and percentile(values, 0.95) >= p95)
        ):
            return False
    return True


def budgeted(budget: float, where: list[str], run: Callable[[], object]) -> str:
    """Run a game within ``budget`` CPU seconds: "" or where it was cut off (``where``: the
    game's progress)."""
    if not cpu_budget.within(budget, run):
        return ""
    return f" CUT OFF at {where[-1] if where else 'setup'}"


def sizes(
    script: str,
    players: list[int],
    seeds: list[int],
    nights: int,
    budget: float,
    passes: bot_heap.Passes,
) -> None:
    """Play the whole script at each size and seed within a CPU budget per game (each game's
    line ends with the collector's passes during it)."""
    for n in players:
        for seed in seeds:
            progress: list[str] = []
            times: dict[str, list[float]] = {}
            load = os.getloadavg()[0]
            before = dataclasses.replace(passes)
            wall, cpu = time.perf_counter(), time.process_time()
            cut = budgeted(
                budget, progress, functools.partial(play, script, n, nights, seed, progress, times)
            )
            spent_cpu, spent_wall = time.process_time() - cpu, time.perf_counter() - wall
            verdict = "goals met" if not cut and goals_met(times) else "goals NOT met"
            label = (
                f"{script} at {n} players, seed {seed}: {spent_cpu:.1f} s CPU,"
                f" {spent_wall:.1f} s wall, load {load:.1f}: {verdict}{cut}; "
                + passes.since(before)
            )
            report(label, times)


def main() -> None:
    """Count the worlds, then play the games."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--script", default=None)
    parser.add_argument("--nights", type=int, default=6)
    parser.add_argument("--budget", type=float, default=10.0)
    parser.add_argument("--count-only", action="store_true")
    parser.add_argument("--sizes", default=None, help="e.g. 5,8,10,12,15 (the whole script)")
    parser.add_argument("--game-budget", type=float, default=60.0)
    parser.add_argument("--seeds", default="2026")
    parser.add_argument(
        "--no-heap-policy",
        action="store_true",
        help="leave the allocator and the collector as Python has them, not as the bot sets them"
        " at start-up (benchmarks/bot_heap.py)",
    )
    args = parser.parse_args()
    passes = bot_heap.Passes()
    if not args.no_heap_policy:
        bot_heap.apply()
    passes.start()
    policy = "off" if args.no_heap_policy else "the bot's (bot/heap.py, bot/malloc.py)"
    print(f"heap policy: {policy}")
    if args.sizes:
        sizes(
            args.script or "uncertainty_principle",
            [int(n) for n in args.sizes.split(",")],
            [int(s) for s in args.seeds.split(",")],
            args.nights,
            args.game_budget,
            passes,
        )
        return
    print("Initial worlds of script 2 (Demon seat fixed, no Damsel), CPU-limited count:")
    for n in (5, 6, 7, 9, 12, 15):
        count, finished, seconds = count_worlds(n, args.budget)
        more = "" if finished else "+ (budget spent)"
        print(f"  {n:2} players: {count:>10,}{more} in {seconds:.1f} s")
    if args.count_only:
        return
    runs = (
        [(args.script, args.players)]
        if args.players
        else [("uncertainty_principle", 5), ("mini_uncertainty", 5), ("mini_uncertainty", 6)]
    )
    for script, n in runs:
        script = script or "uncertainty_principle"
        start = time.process_time()
        times = play(script, n, args.nights)
        report(f"{script} at {n} players ({time.process_time() - start:.0f} s CPU):", times)


if __name__ == "__main__":
    main()
