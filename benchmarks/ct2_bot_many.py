"""Several script-2 games at once in one bot process (``ct2_bot.py --games N``).

:mod:`benchmarks.ct2_bot` plays each game in a bot of its own. Here ``N`` games (sizes dealt
in turn from ``--sizes``) share one bot (every cog, SQLite, the outbox, the two worker
threads), each played by its own driver at once, robots choosing in the players' process as
there. A command's posts are its own game's (its town, thread and people's DMs), and it waits
for its own game only. Measured beside each command's ack, answer and posts: how long each
worker job waited in the pool's queue before a thread took it (:class:`QueueWaits`), whether a
command arrived while another game's resolution was under way (and how it was answered then),
and the loop's longest stall outside the benchmark's own pickling of a game for its robots.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import random
import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from benchmarks import ct2_bot
from benchmarks import platform_load as pl
from benchmarks.loop_probes import LATE_AFTER, Heartbeat
from benchmarks.players_process import players_process
from benchmarks.thread_probes import WorkerJobs, _name
from bot import loop_first, worker
from bot.db import urgency

SLOW_JOB = 0.1
"""Wall seconds from which a worker job counts as slow (a resolution, a re-ask's check)."""


@dataclasses.dataclass
class Job:
    """One worker job: when it was handed to the pool, taken by a thread and ended."""

    name: str
    background: bool
    submitted: float
    began: float
    ended: float


class QueueWaits:
    """Every worker job's wait in the pool's queue: :func:`bot.worker._executor` handed out
    behind a proxy that notes when each job is submitted and when a thread starts it."""

    def __init__(self) -> None:
        self.jobs: list[Job] = []
        self._executor = worker._executor

    def __enter__(self) -> QueueWaits:
        pool, jobs = self._executor(), self.jobs

        class Timed:
            def submit(self, function: Callable[[Any], Any], call: Any) -> Future[Any]:
                submitted = time.perf_counter()
                name = _name(call.args[0])
                background = call.func.__self__.run(urgency.in_background)

                def timed(given: Any) -> Any:
                    began = time.perf_counter()
                    try:
                        return function(given)
                    finally:
                        jobs.append(Job(name, background, submitted, began, time.perf_counter()))

                return pool.submit(timed, call)

        worker._executor = Timed  # type: ignore[assignment]
        return self

    def __exit__(self, *exc: object) -> None:
        worker._executor = self._executor


async def play_many(args: argparse.Namespace, target: str) -> dict[str, Any]:
    """``args.games`` games at once in one bot: every command timed, the worker's queue."""
    sizes = [int(s) for s in args.sizes.split(",")]
    seed = int(args.seeds.split(",")[0])
    async with ct2_bot.started_bot(target, seed) as (bot, env):
        loop = asyncio.get_running_loop()
        figures: dict[str, Any] = {"load_before": pl.loadavg()}
        with (
            pl.unsettled(env),
            pl.unsettling(env),
            players_process() as pool,
            WorkerJobs() as jobs,
            QueueWaits() as queue,
            contextlib.ExitStack() as stack,
        ):
            dump = None
            if args.stall_dump:
                dump = stack.enter_context(open(args.stall_dump, "w"))
            beat = stack.enter_context(Heartbeat(loop, dump=dump, dump_after=0.15))
            drivers = []
            for index in range(args.games):
                n = sizes[index % len(sizes)]
                table = await pl.open_game(
                    env,
                    index,
                    "clocktower",
                    n,
                    ct2_bot.HOURS,
                    ct_options={
                        "script": args.script,
                        "reask_hours": ct2_bot.REASK_HOURS,
                        "atheist_percent": args.atheist_percent,
                    },
                )
                rng = random.Random(f"{n}:{seed}:{index}")
                driver = ct2_bot.Driver(bot, env, table, jobs, pool, args.days, rng)
                driver.shared, driver.day_actions = True, args.day_actions
                drivers.append(driver)
            await drivers[0].posted()
            beat.reset()
            queue.jobs.clear()
            figures["load_start"] = pl.loadavg()
            cpu, began = time.process_time(), time.perf_counter()
            given = list(loop_first.given)
            if args.one_at_a_time:
                nights = [await d.nights(args.nights) for d in drivers]
            else:
                nights = await asyncio.gather(*(d.nights(args.nights) for d in drivers))
            figures.update(
                loop_first=loop_first.giving_way(),
                gave_way=[loop_first.given[0] - given[0], loop_first.given[1] - given[1]],
                cpu_s=time.process_time() - cpu,
                wall_s=time.perf_counter() - began,
                load_after=pl.loadavg(),
                errors=len(env.errors),
            )
            pickling = [span for d in drivers for span in d.pickling]
            bots = [b for b in beat.late if not _overlaps(b.at - b.late, b.at, pickling)]
            figures.update(
                stall_ms=beat.worst * 1000,
                late_beats=len(bots),
                stall_bot_ms=max((b.late for b in bots), default=0.0) * 1000,
                stall_bot_unqueued_ms=max((b.late - b.queued for b in bots), default=0.0) * 1000,
                pickling_max_ms=max((e - b for b, e in pickling), default=0.0) * 1000,
                games=[_game(d, r) for d, r in zip(drivers, nights, strict=True)],
                commands=_commands(drivers),
                jobs=[dataclasses.asdict(j) for j in queue.jobs],
                worker=jobs.report(8),
                during=jobs.during([(b.at - b.late, b.at) for b in bots], 6),
                choosing_s=sum(d.choosing for d in drivers),
            )
    return figures


def _overlaps(start: float, end: float, spans: list[tuple[float, float]]) -> bool:
    return any(b <= end and start <= e for b, e in spans)


def _game(driver: ct2_bot.Driver, resolutions: list[tuple[float, float]]) -> dict[str, Any]:
    game = driver.game()
    return {
        "n": game.n,
        "nights": len(resolutions),
        "over": game.outcome is not None,
        "resolutions_s": [wall for wall, _ in resolutions],
        "fallbacks": driver.fallbacks,
        "refused": [t.kind for t in driver.timed if t.refused],
    }


def _commands(drivers: list[ct2_bot.Driver]) -> list[dict[str, Any]]:
    """Every command: its kind, ack, answer, posts (ms), and whether it arrived while another
    game's resolution was under way."""
    found = []
    for index, driver in enumerate(drivers):
        others = [span for d in drivers if d is not driver for span in d.resolving]
        for timed, (_, began, _) in zip(driver.timed, driver.arrived, strict=True):
            during = any(b <= began <= e for b, e in others)
            found.append(dataclasses.asdict(timed) | {"game": index, "during": during})
    return found


def report_many(args: argparse.Namespace, run: dict[str, Any]) -> None:
    """Print the run's figures."""
    spread = ct2_bot._spread
    games = run["games"]
    sizes = ",".join(str(g["n"]) for g in games)
    print(
        f"{args.games} games at once in one bot (players {sizes}), {sum(g['nights'] for g in games)}"
        f" nights resolved, {sum(g['over'] for g in games)} games over; {run['wall_s']:.1f} s wall,"
        f" {run['cpu_s']:.1f} s CPU (the bot's process); load {run['load_start']} -> "
        f"{run['load_after']}; bot errors {run['errors']}; the robots' choosing "
        f"{run['choosing_s']:.1f} s wall (their process, one for every game)"
        + f"; database {args.backend}"
        + ("; ONE GAME AT A TIME" if args.one_at_a_time else "")
    )
    commands = run["commands"]
    print("  command (count): ack / answer / posts sent ms (all games)")
    for kind in dict.fromkeys(c["kind"] for c in commands):
        these = [c for c in commands if c["kind"] == kind]
        refused = sum(c["refused"] for c in these)
        print(
            f"    {kind} ({len(these)}{f', {refused} refused' if refused else ''}): ack "
            f"{spread([c['ack'] for c in these])}; answer {spread([c['answer'] for c in these])}"
            f"; posts {spread([c['posts'] for c in these])}"
        )
    for label, during in (("during another game's resolution", True), ("otherwise", False)):
        these = [c for c in commands if c["during"] is during and c["kind"] != "resolve"]
        print(
            f"  other commands' answers {label} ({len(these)}): "
            f"{spread([c['answer'] for c in these])} ms; acks max "
            f"{max((c['ack'] for c in these), default=0):.0f} ms"
        )
    jobs = [Job(**j) for j in run["jobs"]]
    slow = [j for j in jobs if j.ended - j.began >= SLOW_JOB]
    for label, background in (("commands'", False), ("background", True)):
        these = [j for j in jobs if j.background is background]
        waits = [(j.began - j.submitted) * 1000 for j in these]
        behind = [
            (j.began - j.submitted) * 1000
            for j in these
            if any(s is not j and s.began <= j.submitted < s.ended for s in slow)
        ]
        print(
            f"  worker queue waits, {label} jobs ({len(these)}): {spread(waits)} ms; submitted "
            f"while a slow job (>= {SLOW_JOB * 1000:.0f} ms) ran ({len(behind)}): {spread(behind)} ms"
        )
    print(
        f"  slow jobs ({len(slow)}): wall {spread([(j.ended - j.began) * 1000 for j in slow])} ms; "
        + ", ".join(sorted({j.name.rsplit(".", 1)[-1] for j in slow}))
    )
    print(
        f"  loop: longest stall {run['stall_ms']:.0f} ms in all (the benchmark's pickling of a "
        f"game for its robots at most {run['pickling_max_ms']:.0f} ms among it); beats over "
        f"{LATE_AFTER * 1000:.0f} ms late outside the pickling {run['late_beats']}, the latest "
        f"{run['stall_bot_ms']:.0f} ms ({run['stall_bot_unqueued_ms']:.0f} ms less its wait "
        f"for a core); jobs gave way to the loop (bot.loop_first "
        f"{'on' if run['loop_first'] else 'off'}) {run['gave_way'][0]} times, waiting "
        f"{run['gave_way'][1]:.2f} s in all"
    )
    for index, game in enumerate(games):
        print(
            f"  game {index} ({game['n']} players): {game['nights']} nights"
            f"{', over' if game['over'] else ''}; resolutions "
            + ", ".join(f"{s:.2f}" for s in game["resolutions_s"])
            + f" s wall; re-asks left to their deadline {game['fallbacks']}"
            + (f"; refused {game['refused']}" if game["refused"] else "")
        )
    print(run["worker"])
    if run["late_beats"]:
        print(run["during"])


def play_on(args: argparse.Namespace, target: str) -> dict[str, Any]:
    """:func:`play_many` in this process (a process of its own, as ``ct2_bot`` plays a game):
    the answers noted by :mod:`benchmarks.ct2_bot`'s hooks, read by its drivers."""
    ct2_bot._record_answers()
    pl._single_process_outbox()
    if args.loop_first != "db":
        loop_first.ON = args.loop_first == "on"
    return asyncio.run(play_many(args, target))
