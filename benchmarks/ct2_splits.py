"""Script 2's lazy splits counted by where they are raised (issue 26).

Plays the games of ``ct2_speed.py`` (random legal play, the same seeds give the same games)
and counts each :class:`~engine.clocktower.lazy.Split`, ``MarkSplit`` and ``ChoiceSplit``
by the function that asked the question: the first frame outside the accessors that only
pass a question on (``ExplicitNight.test``, ``character``, ``holds``...), with its caller.
Also the refinements (the solver's ``refine``: each answers one split, and in a walk the
slot runs again once per part it returns) and the parts they returned.

Run: .venv/bin/python -m benchmarks.ct2_splits --players 8 --seeds 11,7,2026
     [--game-budget 30] [--nights 6] [--top 15]
"""

from __future__ import annotations

import argparse
import collections
import functools
import sys
import time
from collections.abc import Callable
from typing import Any

from benchmarks import cpu_budget
from benchmarks.ct2_speed import play
from engine.clocktower import lazy, lazy_solver

ACCESSORS = frozenset(
    {
        "test",
        "token",
        "_lazy_first",
        "_split_by",
        "character",
        "believed",
        "is_drunk",
        "kind_at",
        "hooked_character",
        "holds",
        "real",
        "mark",
        "marks_seat",
        "chose",
        "__init__",
        "<lambda>",
        "<listcomp>",
        "<genexpr>",
    }
)
"""Frames that only carry a question to the seat (their caller is the site)."""

SITES: collections.Counter[str] = collections.Counter()
REFINED: collections.Counter[str] = collections.Counter()
"""Refinements (each a restart of the slot in a walk, or a local split) by site."""
PARTS: collections.Counter[str] = collections.Counter()


def _site() -> str:
    frame = sys._getframe(2)
    while frame is not None and frame.f_code.co_name in ACCESSORS:
        frame = frame.f_back  # type: ignore[assignment]
    if frame is None:
        return "?"
    outer = frame.f_back
    while outer is not None and outer.f_code.co_name in ACCESSORS:
        outer = outer.f_back
    module = frame.f_code.co_filename.rsplit("/", 1)[-1].removesuffix(".py")
    caller = outer.f_code.co_name if outer is not None else "?"
    return f"{module}.{frame.f_code.co_name} (from {caller})"


def instrument() -> None:
    """Count every split where it is raised, and every refinement with its parts."""
    for cls in (lazy.Split, lazy.MarkSplit, lazy.ChoiceSplit):
        original = cls.__init__

        def counted(self: Any, *args: Any, _original: Any = original, _cls: Any = cls) -> None:
            _original(self, *args)
            self.site = f"{_cls.__name__} at {_site()}"
            SITES[self.site] += 1

        cls.__init__ = counted  # type: ignore[method-assign]
    make = lazy_solver.LazySolver._refiner

    def refiner(self: Any, completer: Any) -> Callable[[Any, Exception], list[Any]]:
        refine = make(self, completer)

        def counted(night: Any, split: Exception) -> list[Any]:
            parts = refine(night, split)
            for part in parts:
                part.refiner = counted  # the parts carry the solver's own refine
            site = getattr(split, "site", "?")
            REFINED[site] += 1
            PARTS[site] += len(parts)
            return parts

        return counted

    lazy_solver.LazySolver._refiner = refiner  # type: ignore[method-assign]


def main() -> None:
    """Play each seed and print its splits by site."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--seeds", default="11,7,2026")
    parser.add_argument("--game-budget", type=float, default=30.0)
    parser.add_argument("--nights", type=int, default=6)
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args()
    instrument()
    for seed in (int(s) for s in args.seeds.split(",")):
        SITES.clear()
        REFINED.clear()
        PARTS.clear()
        progress: list[str] = []
        cpu = time.process_time()
        cut = ""
        if cpu_budget.within(
            args.game_budget,
            functools.partial(
                play, "uncertainty_principle", args.players, args.nights, seed, progress
            ),
        ):
            cut = f", CUT OFF at {progress[-1] if progress else 'setup'}"
        spent = time.process_time() - cpu
        total = sum(SITES.values())
        print(f"seed {seed} at {args.players} players: {spent:.1f} s CPU{cut}")
        print(
            f"  {total} splits raised, {REFINED.total()} refined into {PARTS.total()} parts"
            " (raised / refined / parts, by site):"
        )
        for site, count in SITES.most_common(args.top):
            print(f"  {count:7} {REFINED[site]:7} {PARTS[site]:7}  {site}")


if __name__ == "__main__":
    main()
