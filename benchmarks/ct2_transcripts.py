"""Quantum Clocktower script 2: one hash per game of what its players and storyteller see,
to show that a solver change leaves every game unchanged (issue 26).

Plays the games of ``ct2_speed.py --sizes`` (the whole script, random legal play, the same
seeds) and hashes every arrival's text with its verdict (stored, or the refusal's words)
and every report a stored action caused, then the outcome. Run it on two versions of the
engine (an extract of one with ``PYTHONPATH`` on it) and compare the hashes; the CPU and
wall seconds beside them are the game's, as in ``ct2_speed.py``. A game that spends its CPU
budget is hashed up to where it was cut off, and says so.

Run: .venv/bin/python -m benchmarks.ct2_transcripts [--sizes 6,7]
     [--seeds 2026,7,11,3,5,10] [--nights 6] [--game-budget 60]
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import time

from benchmarks import cpu_budget, ct2_speed
from engine.clocktower import ClocktowerGame
from engine.clocktower.actions import Action
from engine.clocktower.reports import Report
from engine.core.errors import EngineError
from engine.core.family import Actor


class _Hashed(ClocktowerGame):
    """A game that feeds what each of its players is told into one hash."""

    digest = hashlib.sha256()
    """The game being played's hash (the benchmark plays one game at a time)."""

    def parse_action(self, text: str, actor: int | Actor) -> Action:
        try:
            action = super().parse_action(text, actor)
        except EngineError as refused:
            self.digest.update(repr((actor, text, str(refused))).encode())
            raise
        self.digest.update(repr((actor, text, "ok")).encode())
        return action

    def push(self, action: Action) -> list[Report]:
        reports = super().push(action)
        self.digest.update(repr([(r.to, r.text) for r in reports]).encode())
        return reports


def main() -> None:
    """Play each size and seed and print its hash."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="6,7")
    parser.add_argument("--seeds", default="2026,7,11,3,5,10")
    parser.add_argument("--nights", type=int, default=6)
    parser.add_argument("--game-budget", type=float, default=60.0)
    args = parser.parse_args()
    ct2_speed.ClocktowerGame = _Hashed  # type: ignore[attr-defined]
    for n in (int(s) for s in args.sizes.split(",")):
        for seed in (int(s) for s in args.seeds.split(",")):
            _Hashed.digest = hashlib.sha256()
            progress: list[str] = []
            wall, cpu = time.perf_counter(), time.process_time()
            cut = ""
            if cpu_budget.within(
                args.game_budget,
                functools.partial(
                    ct2_speed.play, "uncertainty_principle", n, args.nights, seed, progress
                ),
            ):
                cut = f" (cut off at {progress[-1] if progress else 'setup'})"
            spent_cpu, spent_wall = time.process_time() - cpu, time.perf_counter() - wall
            print(
                f"{n} players, seed {seed}: {_Hashed.digest.hexdigest()[:16]}"
                f"  {spent_cpu:.1f} s CPU, {spent_wall:.1f} s wall{cut}",
                flush=True,
            )


if __name__ == "__main__":
    main()
