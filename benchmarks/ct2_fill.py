"""The lazy solver's completion searches in script-2 games: how many end with no world, and
what they cost (issue 26).

:class:`engine.clocktower.lazy.Completer` answers whether a lazy setup still holds an
initial world; its ``_search`` tries each composition, Demon and Minions, and ``_fill``
places the good seats' tokens. A search that finds nothing has tried every branch, so the
empty ones are where pruning pays. Here ``ct2_speed``'s games (random legal play, the same
seed the same game) are played with both wrapped: each call's CPU time and placements (the
calls of ``_fill``'s pause point, one a placement) are counted apart for calls that found a
fill (a world) and calls that did not, per phase of the game (a seat's list arriving, its
push, the night's resolution, the grimoire, the day). The wrappers change nothing the engine
reads, so the games are the same. Each call is timed with two ``time.process_time`` reads
(some 6 microseconds each on the shared machine), so the figures of many short calls carry
that; compare counts and before/after pairs, not absolute CPU.

    .venv/bin/python -m benchmarks.ct2_fill --sizes 8,9,10 --seeds 2026,10 --game-budget 90
"""

from __future__ import annotations

import argparse
import collections
import functools
import os
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script, not with -m
    sys.path.insert(0, str(ROOT))

from benchmarks import bot_heap, ct2_speed  # noqa: E402
from engine.clocktower import lazy  # noqa: E402
from engine.clocktower.game import ClocktowerGame  # noqa: E402
from engine.core.pause import PAUSE  # noqa: E402

Tally = dict[str, list[float]]
"""Per key ("fill found", "fill empty", "search found", "search empty"): calls, CPU seconds,
placements."""


class Probe:
    """The wrappers' counts, per phase of the game."""

    def __init__(self) -> None:
        self.phase = "setup"
        self.tallies: dict[str, Tally] = collections.defaultdict(
            lambda: collections.defaultdict(lambda: [0, 0.0, 0])
        )
        self.placements = 0
        self.longest_empty = (0.0, 0)

    @contextmanager
    def during(self, phase: str) -> Iterator[None]:
        """Count what runs inside as ``phase`` (the outermost phase wins)."""
        outer = self.phase
        if outer in ("setup", "day"):
            self.phase = phase
        try:
            yield
        finally:
            self.phase = outer

    def note(self, key: str, cpu: float, placements: int) -> None:
        row = self.tallies[self.phase][key]
        row[0] += 1
        row[1] += cpu
        row[2] += placements


def install(probe: Probe) -> Callable[[], None]:
    """Wrap the completer's search and fill, the game's steps and the grimoire; returns what
    undoes it."""
    search, fill = lazy.Completer._search, lazy.Completer._fill
    parse, push, play = ClocktowerGame.parse_action, ClocktowerGame.push, ClocktowerGame.play
    view = ct2_speed.storyteller_view

    def counted_fill(self: lazy.Completer, *args: Any) -> bool:
        before = probe.placements

        def count() -> None:
            probe.placements += 1

        token = PAUSE.set(count)
        start = time.process_time()
        try:
            found = fill(self, *args)
        finally:
            PAUSE.reset(token)
        cpu = time.process_time() - start
        placed = probe.placements - before
        probe.note("fill found" if found else "fill empty", cpu, placed)
        if not found and cpu > probe.longest_empty[0]:
            probe.longest_empty = (cpu, placed)
        return found

    def counted_search(self: lazy.Completer, setup: lazy.LazySetup) -> tuple[str, ...] | None:
        before = probe.placements
        start = time.process_time()
        found = search(self, setup)
        probe.note(
            "search found" if found is not None else "search empty",
            time.process_time() - start,
            probe.placements - before,
        )
        return found

    def phased(phase: str, method: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(method)
        def run(*args: Any, **kwargs: Any) -> Any:
            with probe.during(phase):
                return method(*args, **kwargs)

        return run

    def played(self: ClocktowerGame, text: str, actor: Any) -> Any:
        word = text.split()[0] if text.split() else ""
        with probe.during("resolve" if word in ("resolve", "timeout") else "day"):
            return play(self, text, actor)

    def viewed(game: ClocktowerGame) -> Any:
        phase = "view" if game.resolution is None else "open view"
        with probe.during(phase):
            return view(game)

    lazy.Completer._search = counted_search  # type: ignore[method-assign]
    lazy.Completer._fill = counted_fill  # type: ignore[method-assign]
    ClocktowerGame.parse_action = phased("arrival", parse)  # type: ignore[method-assign]
    ClocktowerGame.push = phased("push", push)  # type: ignore[method-assign]
    ClocktowerGame.play = played  # type: ignore[method-assign]
    ct2_speed.storyteller_view = viewed

    def undo() -> None:
        lazy.Completer._search = search  # type: ignore[method-assign]
        lazy.Completer._fill = fill  # type: ignore[method-assign]
        ClocktowerGame.parse_action = parse  # type: ignore[method-assign]
        ClocktowerGame.push = push  # type: ignore[method-assign]
        ClocktowerGame.play = play  # type: ignore[method-assign]
        ct2_speed.storyteller_view = view

    return undo


def report(probe: Probe) -> None:
    """Print each phase's counts."""
    keys = ("search found", "search empty", "fill found", "fill empty")
    for phase, tally in probe.tallies.items():
        print(f"  {phase}:")
        for key in keys:
            calls, cpu, placed = tally.get(key, [0, 0.0, 0])
            if calls:
                print(f"    {key:12} calls {calls:7,}  CPU {cpu:7.2f} s  placements {placed:10,}")
    cpu, placed = probe.longest_empty
    print(f"  longest empty fill: {cpu * 1000:.1f} ms CPU, {placed:,} placements")


def main() -> None:
    """Play the games with the probe."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="8,9,10")
    parser.add_argument("--seeds", default="2026,10")
    parser.add_argument("--nights", type=int, default=6)
    parser.add_argument("--game-budget", type=float, default=90.0)
    args = parser.parse_args()
    bot_heap.apply()
    for n in (int(s) for s in args.sizes.split(",")):
        for seed in (int(s) for s in args.seeds.split(",")):
            probe = Probe()
            undo = install(probe)
            progress: list[str] = []
            times: dict[str, list[float]] = {}
            load = os.getloadavg()[0]
            cpu = time.process_time()
            try:
                cut = ct2_speed.budgeted(
                    args.game_budget,
                    progress,
                    functools.partial(
                        ct2_speed.play,
                        "uncertainty_principle",
                        n,
                        args.nights,
                        seed,
                        progress,
                        times,
                    ),
                )
            finally:
                undo()
            label = (
                f"{n} players, seed {seed}: {time.process_time() - cpu:.1f} s CPU,"
                f" load {load:.1f}{cut or ' (finished)'}"
            )
            ct2_speed.report(label, times)
            report(probe)
            sys.stdout.flush()


if __name__ == "__main__":
    main()
