"""Script 2's longest Night-1 walks replayed alone: steps, refinements, CPU, worlds (issue 26).

Plays one game of ``ct2_speed.py`` (random legal play, the same seed gives the same game) up
to the end of Night 1, keeping the top-level ``exists`` questions of the lazy solver that took
at least ``--steps`` branch steps. Each is then asked again of a fresh solver (no cache
shared), and reported with its branch steps (``LazySolver._work``), the refinements its walk
made (each answers one split; in a walk the slot runs again once per part returned), those
that returned one part only, and its CPU seconds. Then the first ``--worlds`` worlds of the
question's history (``ExplicitSolver._lazy``, in the walk's order) are hashed with their
state keys and witnesses: the hash is the same before and after a change that keeps the
walk's worlds and their order.

Run: .venv/bin/python -m benchmarks.ct2_night1_walks --players 11 --seed 5
     [--steps 10000] [--worlds 200] [--repeat 2]
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import os
import time
from collections.abc import Callable
from typing import Any

from benchmarks.ct2_speed import play
from engine.clocktower.explicit import ExplicitNight, state_key
from engine.clocktower.lazy import LazySetup, Split
from engine.clocktower.lazy_solver import LazySolver

ASKED: list[tuple[Any, Any, Any, int]] = []
"""(history, key, predicate, branch steps) of each top-level ``exists`` over the bar."""

REPLAYING: list[bool] = []
"""Not empty once the game is played: the replays' questions are not kept."""

REFINED = [0, 0, 0]
"""Refinements made, those that returned one part, and splits whose only part a slot went
on with at once (no refinement)."""


def instrument(bar: int) -> None:
    """Keep the costly top-level questions; count every refinement and its parts."""
    depth = [0]
    exists = LazySolver.exists

    @functools.wraps(exists)
    def kept(self: LazySolver, history: Any, key: Any, predicate: Any) -> bool:
        if depth[0] or REPLAYING:
            return exists(self, history, key, predicate)
        depth[0] += 1
        before = self._work
        try:
            return exists(self, history, key, predicate)
        finally:
            depth[0] -= 1
            if self._work - before >= bar:
                ASKED.append((history, key, predicate, self._work - before))

    LazySolver.exists = kept  # type: ignore[method-assign]
    refiner = LazySolver._refiner

    @functools.wraps(refiner)
    def counting(self: LazySolver, completer: Any) -> Callable[[Any, Exception], list[Any]]:
        refine = refiner(self, completer)

        def counted(night: Any, split: Exception) -> list[Any]:
            parts = refine(night, split)
            REFINED[0] += 1
            REFINED[1] += len(parts) == 1
            for part in parts:
                part.refiner = counted  # the parts carry the solver's own refine
            return parts

        return counted

    LazySolver._refiner = counting  # type: ignore[method-assign]
    split = getattr(ExplicitNight, "_split", None)
    if split is not None:  # a slot going on with a split's only part (ct2-eleven)

        @functools.wraps(split)
        def taken(self: ExplicitNight, raised: Split) -> None:
            split(self, raised)
            REFINED[2] += 1

        ExplicitNight._split = taken  # type: ignore[method-assign,assignment]


def _canon(value: object) -> object:
    """``value`` with every set sorted (a frozenset's repr follows the process's string
    hashes, which differ from run to run)."""
    if isinstance(value, (set, frozenset)):
        return ("set", sorted((_canon(v) for v in value), key=repr))
    if isinstance(value, (tuple, list)):
        return tuple(_canon(v) for v in value)
    if isinstance(value, dict):
        return ("dict", sorted(((_canon(k), _canon(v)) for k, v in value.items()), key=repr))
    if isinstance(value, LazySetup):
        return ("setup", _canon(value.cands), _canon(value.marks), _canon(value.open_marks))
    return value


def worlds_hash(history: Any, count: int) -> tuple[str, int]:
    """A hash of the first ``count`` worlds of ``history`` (state key and witness, in the
    walk's order) and how many there were."""
    solver = LazySolver()
    completer = solver.completer(history)
    digest = hashlib.sha256()
    seen = 0
    for world in solver._lazy(history):
        assert isinstance(world.world, LazySetup)
        key = _canon((state_key(world), completer.witness(world.world)))
        digest.update(repr(key).encode())
        seen += 1
        if seen >= count:
            break
    return digest.hexdigest()[:12], seen


def main() -> None:
    """Play to Night 1's end keeping the costly questions, then replay each alone."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=11)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--steps", type=int, default=10_000)
    parser.add_argument("--worlds", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--script", default="uncertainty_principle")
    args = parser.parse_args()
    instrument(args.steps)
    start = time.process_time()
    play(args.script, args.players, 1, args.seed)
    print(
        f"{args.script} at {args.players} players, seed {args.seed}: Night 1 played in"
        f" {time.process_time() - start:.1f} s CPU, load {os.getloadavg()[0]:.1f};"
        f" {len(ASKED)} questions of {args.steps:,} steps or more"
    )
    REPLAYING.append(True)
    for history, key, predicate, steps in ASKED:
        cpus = []
        for _ in range(args.repeat):
            solver = LazySolver()
            REFINED[:] = [0, 0, 0]
            begin = time.process_time()
            answer = solver.exists(history, key, predicate)
            cpus.append(time.process_time() - begin)
        refined, single, taken = REFINED
        digest, seen = worlds_hash(history, args.worlds)
        print(
            f"  exists{key!r} -> {answer}: {solver._work:,} steps (in the game {steps:,}),"
            f" {refined:,} refinements ({single:,} one part), {taken:,} only parts taken"
            " at once, CPU "
            + ", ".join(f"{c:.2f}" for c in cpus)
            + f" s ({min(cpus) / max(solver._work, 1) * 1e6:.0f} us a step);"
            f" first {seen} worlds {digest}; load {os.getloadavg()[0]:.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
