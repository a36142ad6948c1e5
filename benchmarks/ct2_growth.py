"""How script 2's cost grows with the table's size, night by night (issue 26).

Plays one game of ``ct2_speed.py`` (random legal play, the same seed gives the same game)
and reports, per night: the worlds at dusk the early checks read (``_at_dusk``: the running
worlds merged over setup marks, Night 2 on), the slowest arrival check (its seat, text and
verdict), the resolution's CPU, and the slowest top-level solver question (its kind, branch
steps and CPU); then the game's peak memory. One game per process, so the peak memory and
the solver's caches are the game's own.

Run: .venv/bin/python -m benchmarks.ct2_growth --players 10 --seed 7 [--game-budget 60]
     [--nights 6] [--top 3]
"""

from __future__ import annotations

import argparse
import functools
import os
import resource
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from benchmarks import bot_heap
from benchmarks import ct2_questions as questions
from benchmarks.ct2_speed import GOALS, budgeted, goals_met, play
from benchmarks.figures import percentile
from engine.clocktower import ClocktowerGame
from engine.clocktower.lazy_solver import LazySolver


@dataclass
class Night:
    """What one night cost."""

    dusk: int | None = None
    arrivals: list[tuple[float, str]] = field(default_factory=list)
    questions: list[tuple[int, float, str]] = field(default_factory=list)
    """(branch steps, CPU, what) of each top-level question (the slowest by CPU are
    printed: a walk pruned by its own question, as a forced wake's, counts no steps)."""


NIGHTS: defaultdict[int, Night] = defaultdict(Night)
WHERE: list[str] = []


def _night() -> int:
    """The night the game is in, read from the progress line."""
    words = WHERE[-1].split() if WHERE else []
    return int(words[1].rstrip("'s,")) if len(words) > 1 and words[0] == "Night" else 0


def _seen(name: str, args: tuple[Any, ...], answer: Any, steps: int, cpu: float) -> None:
    """Note one top-level solver question in the night it was asked."""
    what = f"{name}{tuple(a for a in args[1:] if not callable(a))!r} -> {answer!r:.40}"
    NIGHTS[_night()].questions.append((steps, cpu, f"[{WHERE[-1] if WHERE else '?'}] {what}"))


def instrument() -> None:
    """Wrap the solver's questions, its dusk reading and the game's arrival check."""
    questions.instrument(0, WHERE, _seen)

    at_dusk = LazySolver._at_dusk

    @functools.wraps(at_dusk)
    def counted(self: LazySolver, history: Any) -> Any:
        dusks = at_dusk(self, history)
        night = NIGHTS[_night()]
        if dusks is not None and night.dusk is None:
            # the first reading is the commitments' (a resolution's later ones may read a
            # history with other commit points)
            night.dusk = len(dusks)
        return dusks

    LazySolver._at_dusk = counted  # type: ignore[method-assign, assignment]

    parse = ClocktowerGame.parse_action

    @functools.wraps(parse)
    def checked(self: ClocktowerGame, text: str, seat: Any) -> Any:
        if not isinstance(seat, int):  # the storyteller's actions are not arrivals
            return parse(self, text, seat)
        start, verdict = time.process_time(), "accepted"
        try:
            return parse(self, text, seat)
        except Exception:
            verdict = "refused"
            raise
        finally:
            line = text.splitlines()[-1]
            NIGHTS[_night()].arrivals.append(
                (time.process_time() - start, f"@{seat + 1} {line} ({verdict})")
            )

    ClocktowerGame.parse_action = checked  # type: ignore[method-assign, assignment]


def main() -> None:
    """Play the game instrumented, then print its nights."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--game-budget", type=float, default=60.0)
    parser.add_argument("--nights", type=int, default=6)
    parser.add_argument("--top", type=int, default=2)
    parser.add_argument("--script", default="uncertainty_principle")
    parser.add_argument(
        "--no-heap-policy",
        action="store_true",
        help="leave the allocator and the collector as Python has them, not as the bot sets them"
        " at start-up (benchmarks/bot_heap.py)",
    )
    args = parser.parse_args()
    instrument()
    passes = bot_heap.Passes()
    if not args.no_heap_policy:
        bot_heap.apply()
    passes.start()
    before = bot_heap.Passes()
    times: dict[str, list[float]] = {}
    load = os.getloadavg()[0]
    wall, cpu = time.perf_counter(), time.process_time()
    cut = budgeted(
        args.game_budget,
        WHERE,
        functools.partial(play, args.script, args.players, args.nights, args.seed, WHERE, times),
    )
    spent_cpu, spent_wall = time.process_time() - cpu, time.perf_counter() - wall
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    verdict = "goals met" if not cut and goals_met(times) else "goals NOT met"
    arrivals = times.get("arrival", [])
    print(
        f"{args.script} at {args.players} players, seed {args.seed}: {spent_cpu:.1f} s CPU,"
        f" {spent_wall:.1f} s wall, load {load:.1f}, peak {peak:.0f} MB: {verdict}{cut}"
    )
    policy = "off" if args.no_heap_policy else "the bot's (bot/heap.py, bot/malloc.py)"
    print(f"  heap policy: {policy}; {passes.since(before)}")
    if arrivals:
        print(
            f"  arrival p95 {percentile(arrivals, 0.95):.3f} s, max {max(arrivals):.3f} s"
            f" (goals {GOALS['arrival']}); resolutions "
            + ", ".join(f"{t:.2f}" for t in times.get("resolve", []))
            + " s; grimoire, night open, max "
            + f"{max(times.get('open view', [0.0])):.3f} s"
        )
    resolves = times.get("resolve", [])
    for number in sorted(NIGHTS):
        night = NIGHTS[number]
        resolve = f"{resolves[number - 1]:.2f} s" if 0 < number <= len(resolves) else "-"
        slow = max(night.arrivals, default=(0.0, "-"))
        steps = sum(q[0] for q in night.questions)
        asked = sum(q[1] for q in night.questions)
        print(
            f"  Night {number}: worlds at dusk {night.dusk if night.dusk is not None else '-'},"
            f" resolution {resolve}, {len(night.arrivals)} arrivals, slowest {slow[0]:.3f} s"
            f" {slow[1]}; {len(night.questions)} questions, {asked:.2f} s, {steps:,} branch steps"
        )
        slowest = sorted(night.questions, key=lambda q: q[1], reverse=True)
        for q_steps, q_cpu, what in slowest[: args.top]:
            print(f"    {q_steps:>10,} steps {q_cpu:6.2f} s  {what}")


if __name__ == "__main__":
    main()
