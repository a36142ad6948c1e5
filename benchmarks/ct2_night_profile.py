"""One night's resolution of a script-2 game, timed and profiled (issue 26).

Plays the game of ``ct2_speed.py`` (random legal play, the same seed gives the same game) and
prints each night's resolution CPU (re-asks included) with the count of arrivals accepted and
refused and a hash of what the players were told (as ``ct2_transcripts.py``: two engines
giving the same hash gave the same answers). With ``--profile N`` the resolution of Night N
runs under cProfile (timed by CPU, not wall) and its top functions are printed (cumulative and own time); the other
nights run without the profiler, so their times are plain.

Run: .venv/bin/python -m benchmarks.ct2_night_profile --players 9 --seed 2026 [--nights 2]
     [--profile 2] [--top 40] [--game-budget 120] [--dump FILE]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import time

from benchmarks import bot_heap, ct2_speed
from benchmarks.ct2_transcripts import _Hashed
from engine.clocktower.actions import Action
from engine.clocktower.reports import Report
from engine.core.errors import EngineError
from engine.core.family import Actor

WHERE: list[str] = []
PROFILE: list[int] = []
"""The night whose resolution is profiled (none when empty)."""
PROFILER = cProfile.Profile()
COUNTS = {"accepted": 0, "refused": 0}


class _Watched(_Hashed):
    """A game that hashes what its players are told (as ``ct2_transcripts`` does), counts
    the arrivals it accepts and refuses, and profiles one night's resolution."""

    def parse_action(self, text: str, actor: int | Actor) -> Action:
        try:
            action = super().parse_action(text, actor)
        except EngineError:
            if isinstance(actor, int):
                COUNTS["refused"] += 1
            raise
        if isinstance(actor, int):
            COUNTS["accepted"] += 1
        return action

    def play(self, text: str, actor: int | Actor) -> list[Report]:
        profiled = bool(PROFILE) and WHERE[-1:] == [f"Night {PROFILE[0]}'s resolution"]
        if profiled:
            PROFILER.enable()
        try:
            return super().play(text, actor)
        finally:
            if profiled:
                PROFILER.disable()


def main() -> None:
    """Play the game, then print its nights (and the profile)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=9)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--nights", type=int, default=2)
    parser.add_argument("--profile", type=int, default=0)
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--game-budget", type=float, default=120.0)
    parser.add_argument("--dump", default=None, help="write the profile's stats to this file")
    args = parser.parse_args()
    bot_heap.apply()
    if args.profile:
        PROFILE.append(args.profile)
    ct2_speed.ClocktowerGame = _Watched  # type: ignore[attr-defined]
    times: dict[str, list[float]] = {}
    load = os.getloadavg()[0]
    wall, cpu = time.perf_counter(), time.process_time()
    cut = ct2_speed.budgeted(
        args.game_budget,
        WHERE,
        lambda: ct2_speed.play(
            "uncertainty_principle", args.players, args.nights, args.seed, WHERE, times
        ),
    )
    spent_cpu, spent_wall = time.process_time() - cpu, time.perf_counter() - wall
    print(
        f"{args.players} players, seed {args.seed}: {spent_cpu:.1f} s CPU, {spent_wall:.1f} s"
        f" wall, load {load:.1f} -> {os.getloadavg()[0]:.1f}{cut}; arrivals accepted"
        f" {COUNTS['accepted']}, refused {COUNTS['refused']}; hash"
        f" {_Watched.digest.hexdigest()[:16]}"
    )
    print(
        "  resolutions (CPU s, profiled one included): "
        + ", ".join(f"Night {k}: {t:.2f}" for k, t in enumerate(times.get("resolve", []), 1))
    )
    arrivals = times.get("arrival", [])
    if arrivals:
        print(f"  arrival max {max(arrivals):.3f} s of {len(arrivals)}")
    if args.profile:
        if args.dump:
            PROFILER.dump_stats(args.dump)
        for order in ("cumulative", "tottime"):
            out = io.StringIO()
            pstats.Stats(PROFILER, stream=out).sort_stats(order).print_stats(args.top)
            print(out.getvalue())


if __name__ == "__main__":
    main()
