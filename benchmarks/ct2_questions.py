"""Script 2's slow solver questions: every top-level question of the lazy solver over a number
of branch steps, printed as it is answered (issue 26, eight players).

Plays the games of ``ct2_speed.py`` (random legal play, the same seeds give the same games)
and times each top-level question the game asks its solver (a question asked inside another
is counted in the outer one): its kind, the night's entries so far, its answer, its branch
steps (``LazySolver._work``: a branch through one slot) and its CPU seconds. A question over
``--steps`` is printed with where the game was (the arrival or the resolution that asked).
With ``--summary`` the questions are totalled instead, per night, question, key and answer:
how many, their branch steps and CPU seconds (which walked questions answered "no", say, and
what they cost).

Run: .venv/bin/python -m benchmarks.ct2_questions --players 8 --seeds 2026,7,11,3,5,10
     [--steps 50000] [--game-budget 60] [--nights 6] [--summary]
"""

from __future__ import annotations

import argparse
import functools
import time
from collections.abc import Callable
from typing import Any

from benchmarks import cpu_budget
from benchmarks.ct2_speed import play
from engine.clocktower.lazy_solver import LazySolver

QUESTIONS = (
    "exists",
    "exists_pruned",  # fallback F's "may the silent seat wake at slot p" (slot_wakes.wakes_at)
    "wake_after",
    "refused_early",
    "never_wakes_after",
    "forced_wake",
    "forced_kind",
    "prompt_facts",
    "all_leaves",
    "doomed_evil_win",
)


def _describe(name: str, args: tuple[Any, ...]) -> str:
    history = args[0]
    night = history.phases[-1] if history.phases else None
    entries = getattr(night, "entries", ())
    listed = ", ".join(f"@{seat + 1} {entry}" for seat, entry in entries)
    rest = " ".join(repr(a) for a in args[1:] if not callable(a))
    return f"{name}({rest}) after {len(history.phases)} phases; tonight: {listed}"


ASKING: list[str] = []
"""The top-level question under way (printed when the game's budget cuts it off)."""


Seen = Callable[[str, tuple[Any, ...], Any, int, float], None]
"""Told of each top-level question: its name, arguments, answer, branch steps and CPU."""


def instrument(steps: int, where: list[str], seen: Seen | None = None) -> None:
    """Wrap the lazy solver's questions so each top-level one over ``steps`` is printed (or,
    with ``seen``, each one is told to it)."""
    depth = [0]

    def wrap(method: Callable[..., Any], name: str) -> Callable[..., Any]:
        @functools.wraps(method)
        def timed(self: LazySolver, *args: Any, **kwargs: Any) -> Any:
            if depth[0]:
                return method(self, *args, **kwargs)
            depth[0] += 1
            before, start = self._work, time.process_time()
            ASKING[:] = [f"[{where[-1] if where else '?'}] {_describe(name, args)}"]
            try:
                answer = method(self, *args, **kwargs)
            finally:
                depth[0] -= 1
            ASKING.clear()  # kept when the budget cut the question off
            spent, cpu = self._work - before, time.process_time() - start
            if seen is not None:
                seen(name, args, answer, spent, cpu)
            elif spent >= steps:
                print(
                    f"    {spent:>10,} steps {cpu:6.2f} s  [{where[-1] if where else '?'}]"
                    f" {_describe(name, args)} -> {answer!r:.60}",
                    flush=True,
                )
            return answer

        return timed

    for name in QUESTIONS:
        setattr(LazySolver, name, wrap(getattr(LazySolver, name), name))


Totals = dict[tuple[str, str, str, str], list[float]]
"""Per (night, question, key kind, answer): how many, branch steps, CPU seconds."""


def totalled(totals: Totals, where: list[str], steps: int) -> Seen:
    """What adds each top-level question of at least ``steps`` branch steps to ``totals``."""

    def seen(name: str, args: tuple[Any, ...], answer: Any, spent: int, cpu: float) -> None:
        if spent < steps:
            return
        night = (where[-1] if where else "setup").split(",")[0].split("'")[0]
        key = args[1] if name in ("exists", "exists_pruned") and len(args) > 1 else None
        kind = str(key[0]) if isinstance(key, tuple) and key else type(key).__name__
        kind = "" if key is None else kind
        row = totals.setdefault((night, name, kind, repr(answer)[:20]), [0, 0, 0.0])
        row[0] += 1
        row[1] += spent
        row[2] += cpu

    return seen


def _print_totals(totals: Totals) -> None:
    """``totals`` by CPU seconds, the most first."""
    for (night, name, kind, answer), (count, steps, cpu) in sorted(
        totals.items(), key=lambda item: -item[1][2]
    ):
        print(
            f"    {night:<8} {name}({kind}) -> {answer:<20} {int(count):>6} questions"
            f" {int(steps):>12,} steps {cpu:7.2f} s"
        )


def main() -> None:
    """Play each seed's game with the questions instrumented."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--seeds", default="2026,7,11,3,5,10")
    parser.add_argument("--steps", type=int, default=50_000)
    parser.add_argument("--game-budget", type=float, default=60.0)
    parser.add_argument("--nights", type=int, default=6)
    parser.add_argument("--script", default="uncertainty_principle")
    parser.add_argument("--summary", action="store_true")
    args = parser.parse_args()
    where: list[str] = []
    totals: Totals = {}
    instrument(args.steps, where, totalled(totals, where, args.steps) if args.summary else None)
    for seed in (int(s) for s in args.seeds.split(",")):
        where.clear()
        print(f"{args.script} at {args.players} players, seed {seed}:", flush=True)
        start = time.process_time()
        cut = ""
        if cpu_budget.within(
            args.game_budget,
            functools.partial(play, args.script, args.players, args.nights, seed, where),
        ):
            cut = f" CUT OFF at {where[-1] if where else 'setup'}"
            if ASKING:
                print(f"    cut off in {ASKING[0]}", flush=True)
        print(f"  {time.process_time() - start:.1f} s CPU{cut}", flush=True)
        if args.summary:
            _print_totals(totals)
            totals.clear()


if __name__ == "__main__":
    main()
