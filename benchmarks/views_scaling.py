"""Every player's view per phase, and resolution plus views over a whole game.

Usage (from the repository root)::

    python benchmarks/views_scaling.py                         # views, N = 50 .. 1000
    python benchmarks/views_scaling.py --sizes 100 --phases 20
    python benchmarks/views_scaling.py --long 1000             # a whole 1000-player game
    python benchmarks/views_scaling.py --long 1000 --max-phases 60 --every 10
    python benchmarks/views_scaling.py --fresh 1000 --phases 7 --repeat 5

On one core (BLAS threads are pinned to 1 before numpy loads). A game is played by
``engine.werewolf.simulate``'s random policy with wolves = N // 4 and every report but the last two
dropped, as the bot does. "views" is ``observe_all`` of every seat with a cold cache; "resolve"
is the ``advance`` that resolves the phase (the actions before it are not counted). Times are
wall clock and CPU time of this process (the CPU figure is the steadier one on a shared
machine). Peak memory is the process's peak resident set size. Like the bot, the process
first tunes glibc's allocator (``bot.malloc``: large temporaries reuse the heap).

``--fresh N`` measures the views as a bot pays them after a restart: a game of N players is
played for ``--phases`` resolutions and its record saved; then, ``--repeat`` times, a new
Python process (nothing imported, nothing cached) loads the record, replays it (as the bot
does at start-up, in its worker), computes every view once (the bot does it right after the
replay: ``cogs.werewolf.games.rebuilt``), then plays the next phase: its resolution and every
view after it. Each process reports those times (wall and CPU); the table gives each run and
the minimum of each column.

Goals: all views of a phase < 1 s at 1000 players and < 50 ms at 100; every phase of a whole
1000-player game, resolution plus views, < 2 s; peak memory < 1 GB.
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("MKL_NUM_THREADS", "1")

import argparse
import resource
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot import malloc  # noqa: E402
from engine.werewolf import Advance, Game, make_setup, observe, observe_all  # noqa: E402
from engine.werewolf.simulate import RandomPolicy  # noqa: E402


def _game(n: int, seed: int) -> tuple[Game, RandomPolicy]:
    setup = make_setup(players=[f"P{i}" for i in range(n)], wolves=max(1, n // 4), seed=seed)
    return Game(setup, keep_reports=2), RandomPolicy(seed=f"{seed}/policy")


def _timed(action: Any) -> tuple[float, float, Any]:
    wall, cpu = time.perf_counter(), time.process_time()
    result = action()
    return time.perf_counter() - wall, time.process_time() - cpu, result


def _submit(game: Game, policy: RandomPolicy) -> None:
    policy.submit(game)
    decision = policy.decision(game)
    if decision is not None:
        game.push(decision)


def _all_views(game: Game) -> Any:
    game.packmate_cache = None  # cold: the phase's first call pays for the table
    return observe_all(game)


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def views_table(sizes: list[int], phases: int, seed: int, per_seat_limit: int) -> list[str]:
    """All views of each of the first phases, per size."""
    lines = [
        "| N | wolves | phases | views mean ms (CPU) | views max ms (CPU) | max wall ms "
        "| per-seat observe, max ms (CPU) |",
        "|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for n in sizes:
        game, policy = _game(n, seed)
        cpu_times: list[float] = []
        wall_times: list[float] = []
        per_seat: list[float] = []
        for _ in range(phases):
            if game.is_over:
                break
            _submit(game, policy)
            game.push(Advance())
            wall, cpu, _ = _timed(lambda game=game: _all_views(game))
            wall_times.append(wall)
            cpu_times.append(cpu)
            if n <= per_seat_limit:
                game.packmate_cache = None
                game.views_cache = None  # or observe() would read observe_all's answer
                _, old, _ = _timed(lambda game=game: [observe(game, s) for s in game.living()])
                per_seat.append(old)
        old_text = f"{max(per_seat) * 1000:.1f}" if per_seat else "not run"
        lines.append(
            f"| {n} | {max(1, n // 4)} | {len(cpu_times)} "
            f"| {sum(cpu_times) / len(cpu_times) * 1000:.1f} | {max(cpu_times) * 1000:.1f} "
            f"| {max(wall_times) * 1000:.1f} | {old_text} |"
        )
        print(lines[-1], file=sys.stderr, flush=True)
    return lines


def long_game(n: int, seed: int, max_phases: int | None, every: int) -> list[str]:
    """Resolution plus all views for every phase of one game."""
    game, policy = _game(n, seed)
    rows: list[tuple[str, float, float, float, float]] = []
    start = time.perf_counter()
    while not game.is_over and (max_phases is None or len(rows) < max_phases):
        _submit(game, policy)
        phase = str(game.phase)
        wall_r, cpu_r, _ = _timed(lambda: game.push(Advance()))
        wall_v, cpu_v, _ = _timed(lambda: _all_views(game))
        rows.append((phase, cpu_r, cpu_v, wall_r + wall_v, _peak_mb()))
        if every and len(rows) % every == 0:
            print(
                f"  {phase}: resolve {cpu_r * 1000:.0f} ms + views {cpu_v * 1000:.0f} ms CPU, "
                f"peak {rows[-1][4]:.0f} MB",
                file=sys.stderr,
                flush=True,
            )
    total = [r + v for _, r, v, _, _ in rows]
    worst = max(range(len(rows)), key=total.__getitem__)
    slowest = sorted(range(len(rows)), key=total.__getitem__, reverse=True)[:5]
    worst_views = max(range(len(rows)), key=lambda i: rows[i][2])
    worst_resolve = max(range(len(rows)), key=lambda i: rows[i][1])
    ended = "the game ended" if game.is_over else f"stopped after {len(rows)} phases"
    return [
        f"Whole game, N = {n} ({max(1, n // 4)} wolves), {len(rows)} phases ({ended}), "
        f"{time.perf_counter() - start:.0f} s in all:",
        f"- slowest phase, resolution plus all views: {total[worst] * 1000:.0f} ms CPU "
        f"({rows[worst][0]}: resolve {rows[worst][1] * 1000:.0f} + views "
        f"{rows[worst][2] * 1000:.0f}); wall {rows[worst][3] * 1000:.0f} ms",
        f"- mean phase: {sum(total) / len(total) * 1000:.0f} ms CPU",
        "- the five slowest phases: "
        + ", ".join(f"{rows[i][0]} {total[i] * 1000:.0f} ms" for i in slowest),
        f"- phases over 1.5 s: {sum(t > 1.5 for t in total)}; over 2 s: {sum(t > 2 for t in total)}",
        f"- slowest views: {rows[worst_views][2] * 1000:.0f} ms CPU ({rows[worst_views][0]}); "
        f"slowest resolution: {rows[worst_resolve][1] * 1000:.0f} ms CPU "
        f"({rows[worst_resolve][0]})",
        f"- peak memory (max RSS): {max(r[4] for r in rows):.0f} MB",
    ]


def fresh_child(path: str, spawned: float) -> int:
    """In a new process: import, replay the saved record, then every view once (the first
    call, as after a bot's restart). Prints one line of JSON with the times; "import" is the
    interpreter's start and the imports (from ``spawned``, the parent's clock when it started
    this process; the CPU time is the whole process's so far)."""
    import json

    from engine.werewolf.record import load_record, replay

    text = Path(path).read_text()
    imported = time.time() - spawned, time.process_time()
    wall, cpu, (game, _) = _timed(lambda: replay(load_record(text), keep_reports=2))
    views_wall, views_cpu, _ = _timed(lambda: observe_all(game))
    policy = RandomPolicy(seed="after-restart")
    _submit(game, policy)
    next_phase = str(game.phase)
    resolve_wall, resolve_cpu, _ = _timed(lambda: game.push(Advance()))
    again_wall, again_cpu, _ = _timed(lambda: _all_views(game))
    print(
        json.dumps(
            {
                "phase": str(game.phase),
                "import": imported,
                "replay": (wall, cpu),
                "views": (views_wall, views_cpu),
                "next": next_phase,
                "resolve": (resolve_wall, resolve_cpu),
                "again": (again_wall, again_cpu),
            }
        )
    )
    return 0


def fresh_table(n: int, phases: int, seed: int, repeat: int) -> list[str]:
    """Every view in a fresh process after a restart (see the module's docstring)."""
    import json
    import subprocess
    import tempfile

    from engine.werewolf.record import record_of

    game, policy = _game(n, seed)
    for _ in range(phases):
        if game.is_over:
            break
        _submit(game, policy)
        game.push(Advance())
    lines = [
        f"Every view after a restart, N = {n} ({max(1, n // 4)} wolves), {phases} phases played "
        f"(now {game.phase}), a fresh process each run, wall / CPU ms:",
        "",
        "| run | start and imports | replay | first views | next phase: resolution "
        "| next phase: views |",
        "|---:|---:|---:|---:|---:|---:|",
    ]
    runs = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_text(record_of(game).to_json())
        for run in range(repeat):
            done = subprocess.run(
                [sys.executable, __file__, "--fresh-child", str(path), str(time.time())],
                check=True,
                capture_output=True,
                text=True,
            )
            got = json.loads(done.stdout.strip().splitlines()[-1])
            runs.append(got)
            lines.append(
                f"| {run + 1} | "
                + " | ".join(
                    f"{got[k][0] * 1000:.0f} / {got[k][1] * 1000:.0f}"
                    for k in ("import", "replay", "views", "resolve", "again")
                )
                + " |"
            )
            print(lines[-1], file=sys.stderr, flush=True)
    lines.append(
        "| min | "
        + " | ".join(
            f"{min(r[k][0] for r in runs) * 1000:.0f} / {min(r[k][1] for r in runs) * 1000:.0f}"
            for k in ("import", "replay", "views", "resolve", "again")
        )
        + " |"
    )
    return lines


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print Markdown."""
    malloc.tune()  # as the bot process does at start-up
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="50,100,200,1000", help="comma-separated sizes")
    parser.add_argument("--phases", type=int, default=8, help="phases per size (default 8)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--per-seat-limit", type=int, default=200, help="also time per-seat observe up to this N"
    )
    parser.add_argument("--long", type=int, metavar="N", help="play a whole game of N players")
    parser.add_argument("--max-phases", type=int, help="stop the whole game after this many")
    parser.add_argument("--every", type=int, default=0, help="progress line every k phases")
    parser.add_argument(
        "--fresh", type=int, metavar="N", help="views in a fresh process after a restart"
    )
    parser.add_argument("--repeat", type=int, default=5, help="fresh processes (default 5)")
    parser.add_argument("--fresh-child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.fresh_child:
        return fresh_child(args.fresh_child[0], float(args.fresh_child[1]))
    if args.fresh:
        print("\n".join(fresh_table(args.fresh, args.phases, args.seed, args.repeat)))
        return 0
    if args.long:
        print("\n".join(long_game(args.long, args.seed, args.max_phases, args.every)))
        return 0
    sizes = [int(part) for part in args.sizes.split(",") if part.strip()]
    print(f"All views of a phase, first {args.phases} phases, seed {args.seed}, one core:\n")
    print("\n".join(views_table(sizes, args.phases, args.seed, args.per_seat_limit)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
