"""``python -m tests.crash``: kill the bot at every point of whole games and print the figures.

``--jobs N`` runs N worker processes (each takes every N-th point); ``--sample K`` tries K points
spread evenly instead of all of them; ``--points A:B`` tries only points A to B-1 (a long run
split in parts). Failures are listed, then the totals per scenario.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys

from bot.client import SuperpostBot
from tests.crash.families import FAMILY_RUNS
from tests.crash.killpoints import SCENARIOS, Figures, run_once
from tests.werewolf_modules import keeping_werewolf

ALL = [*SCENARIOS, *FAMILY_RUNS]


def points(total: int, sample: int | None) -> list[int]:
    if sample is None or sample >= total:
        return list(range(total))
    return sorted({round(i * (total - 1) / max(sample - 1, 1)) for i in range(sample)})


def span(text: str | None) -> range:
    """``--points A:B`` as a range (either end may be left out)."""
    if text is None:
        return range(0, 1 << 30)
    start, _, end = text.partition(":")
    return range(int(start or 0), int(end) if end else 1 << 30)


async def worker(
    scenario: str, shard: int, shards: int, sample: int | None, only: range = span(None)
) -> None:
    # Each run closes its bot and starts another: as under pytest (tests/conftest.py), the
    # next one must find werewolf's modules where the runs' helpers imported them.
    SuperpostBot.close = keeping_werewolf(SuperpostBot.close)  # type: ignore[method-assign]
    reference = await run_once(scenario, None)
    assert not (reference.stalled or reference.lost_actions or reference.half_made), (
        "the uncrashed run failed"
    )
    print(json.dumps({"total": reference.points}), flush=True)
    mine = [p for p in points(reference.points, sample) if p in only][shard::shards]
    for done, point in enumerate(mine, 1):
        figures = Figures()
        try:
            run = await run_once(scenario, point)
        except Exception as error:
            figures.tried, figures.errors = 1, 1
            figures.failures.append(f"{scenario} point {point}: harness error {error!r}")
        else:
            figures.add(scenario, point, run, reference)
        print(json.dumps(figures.__dict__), flush=True)
        if done % 25 == 0:
            print(f"{scenario} shard {shard}: {done}/{len(mine)}", file=sys.stderr, flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--scenario", choices=[*ALL, "all"], default="all")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--sample", type=int, default=None)
    parser.add_argument(
        "--points", default=None, help="only points A to B-1 (A:B), to split a full run in parts"
    )
    parser.add_argument("--shard", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.shard is not None:
        shard, shards = (int(x) for x in args.shard.split("/"))
        asyncio.run(worker(args.scenario, shard, shards, args.sample, span(args.points)))
        return 0
    scenarios = ALL if args.scenario == "all" else [args.scenario]
    failed = False
    for scenario in scenarios:
        extra = ["--sample", str(args.sample)] if args.sample else []
        extra += ["--points", args.points] if args.points else []
        workers = [
            subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "tests.crash",
                    "--scenario",
                    scenario,
                    "--shard",
                    f"{i}/{args.jobs}",
                    *extra,
                ],
                stdout=subprocess.PIPE,
                text=True,
            )
            for i in range(args.jobs)
        ]
        total = Figures()
        kill_points = 0
        for process in workers:
            assert process.stdout is not None
            for line in process.stdout:
                data = json.loads(line)
                if "total" in data:
                    kill_points = data["total"]
                    continue
                total.tried += data["tried"]
                total.crashed += data["crashed"]
                total.lost += data["lost"]
                total.duplicated += data["duplicated"]
                total.stalled += data["stalled"]
                total.half_made += data["half_made"]
                total.news_repeated += data["news_repeated"]
                total.errors += data["errors"]
                total.failures += data["failures"]
                for failure in data["failures"]:
                    print(failure, flush=True)
            failed |= process.wait() != 0
        print(f"{scenario}: {kill_points} kill points in a run; {total.line()}", flush=True)
        failed |= bool(
            total.lost or total.duplicated or total.stalled or total.half_made or total.errors
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
