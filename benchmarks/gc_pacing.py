"""The collector's first full passes after a large settle, with and without re-pacing.

Usage (from the repository root)::

    python benchmarks/gc_pacing.py                  # 1.2 million objects settled
    python benchmarks/gc_pacing.py --settled 300000 --made 600000

A fresh process per variant: ``--settled`` lists (always tracked) are made and the heap is
settled as the bot does (:func:`bot.heap.settle`, the full pass after the freeze included, or,
with ``--old``, without it), the bot's freeze after full passes is switched on, and then
``--made`` objects that live on are made beside as many cyclic garbage ones. Printed: the full
passes, the most objects one walked (the oldest generation's unfrozen objects as it began)
and the longest and total CPU time of the passes. At 1000 open games the bot holds about 1.2
million objects after a settle.
"""

from __future__ import annotations

import argparse
import gc
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot import heap  # noqa: E402


def run(settled: int, made: int, old: bool) -> str:
    big = [[i] for i in range(settled)]
    if old:
        gc.collect()
        gc.freeze()
    else:
        heap.settle()
    heap.freeze_after_full_passes()
    passes: list[tuple[int, float]] = []

    def timed(phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            passes.append((len(gc.get_objects(generation=2)), time.thread_time()))
        else:
            walked, began = passes[-1]
            passes[-1] = (walked, time.thread_time() - began)

    gc.callbacks.insert(0, timed)
    kept = []
    for i in range(made):
        kept.append([i])
        garbage: list[object] = [i]
        garbage.append(garbage)
    gc.callbacks.remove(timed)
    assert len(big) == settled and len(kept) == made
    return (
        f"{'without' if old else 'with':7s} re-pacing: {len(passes)} full passes, at most "
        f"{max((w for w, _ in passes), default=0):,} objects walked, longest "
        f"{max((c for _, c in passes), default=0) * 1000:.1f} ms CPU, total "
        f"{sum(c for _, c in passes) * 1000:.0f} ms CPU"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--settled", type=int, default=1_200_000)
    parser.add_argument("--made", type=int, default=600_000)
    parser.add_argument("--old", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        print(run(args.settled, args.made, args.old))
        return 0
    for old in (True, False):
        command = [sys.executable, __file__, "--one", f"--settled={args.settled}"]
        command += [f"--made={args.made}", *(["--old"] if old else [])]
        subprocess.run(command, check=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
