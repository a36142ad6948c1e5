"""How the engine scales with the table size: time and memory of setup and of each phase.

Usage (from the repository root)::

    python benchmarks/engine_scaling.py                       # cisra, N = 10 .. 1000
    python benchmarks/engine_scaling.py --preset classic      # classic, N = 6 .. 40
    python benchmarks/engine_scaling.py --sizes 100,200 --phases 4
    python benchmarks/engine_scaling.py --profile 1000        # cProfile of the phases at N=1000

Each size runs in its own process (so ``ru_maxrss`` is clean and a slow run can be cut off).
A run plays a simulated game (``engine.werewolf.simulate``'s random policy, wolves = N // 4) for the
first P phases: once timed, once under ``tracemalloc`` for the peak memory. A phase's time is
the submission of every living player's actions plus the advance that resolves it. For small N
the full-enumeration oracle (``backend='oracle'``) plays the same game, and the ratio of the
times is shown; a size whose oracle run exceeds the time limit shows ``n/a``. Like the bot,
each process first tunes glibc's allocator (``bot.malloc``: large temporaries reuse the heap).

Targets: 100 players, any phase < 100 ms; 1000 players < 2 s; peak memory < 500 MB.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import resource
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

MB = 1024 * 1024
DEFAULT_SIZES = {"cisra": "10,20,50,100,200,1000", "classic": "6,8,10,20,30,40"}
DEFAULT_ORACLE = {"cisra": "6,7,8,10,12,14,16", "classic": "6,7,8,10,12,14,16"}
TARGETS_MS = {100: 100.0, 1000: 2000.0}
TARGET_PEAK_MB = 500.0


# -- the worker (one size, one backend, in its own process) ---------------------------------------


def _setup(spec: dict[str, Any]) -> Any:
    from engine.werewolf import make_setup

    n = spec["n"]
    return make_setup(
        players=[f"P{i}" for i in range(1, n + 1)],
        preset=spec["preset"],
        wolves=spec["wolves"],
        seed=spec["seed"],
    )


def _play(spec: dict[str, Any], memory: bool) -> dict[str, Any]:
    """Build the game and play P phases; times (or traced peaks, with ``memory``)."""
    from engine.werewolf import Advance, Game
    from engine.werewolf.simulate import RandomPolicy, policy_seed_for

    setup = _setup(spec)
    policy = RandomPolicy(seed=policy_seed_for(spec["seed"]))
    if memory:
        tracemalloc.start()
        tracemalloc.reset_peak()
    start = time.perf_counter()
    game = Game(setup, backend=spec["backend"])
    setup_s = time.perf_counter() - start
    setup_peak = tracemalloc.get_traced_memory()[1] if memory else 0
    phases: list[dict[str, Any]] = []
    while len(phases) < spec["phases"] and not game.is_over:
        if memory:
            tracemalloc.reset_peak()
        start = time.perf_counter()
        policy.submit(game)
        decision = policy.decision(game)
        if decision is not None:
            game.push(decision)
        submitted = time.perf_counter()
        report = game.push(Advance())
        done = time.perf_counter()
        assert report is not None
        phases.append(
            {
                "phase": report.phase,
                "submit_s": submitted - start,
                "advance_s": done - submitted,
                "peak": tracemalloc.get_traced_memory()[1] if memory else 0,
                "worlds": str(report.table.worlds),
                "deaths": [d.seat for d in report.deaths],
            }
        )
    if memory:
        tracemalloc.stop()
    return {"setup_s": setup_s, "setup_peak": setup_peak, "phases": phases}


def worker(spec: dict[str, Any]) -> dict[str, Any]:
    """Measure one size: a timed run, then (optionally) a traced run for the peak memory."""
    import engine.werewolf.simulate  # noqa: F401  (imports are not part of the measurement)

    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    timed = _play(spec, memory=False)
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    out = {**timed, "maxrss_delta_kb": after - before, "maxrss_kb": after}
    if spec.get("memory", True):
        traced = _play(spec, memory=True)
        out["setup_peak"] = traced["setup_peak"]
        for phase, traced_phase in zip(out["phases"], traced["phases"], strict=True):
            phase["peak"] = traced_phase["peak"]
    return out


def profile(spec: dict[str, Any], top: int) -> None:
    """cProfile of setup and P phases; prints the slowest functions."""
    profiler = cProfile.Profile()
    profiler.enable()
    _play(spec, memory=False)
    profiler.disable()
    stats = pstats.Stats(profiler, stream=sys.stdout)
    stats.strip_dirs().sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats(top)


# -- the driver -----------------------------------------------------------------------------------


def run_worker(spec: dict[str, Any], timeout: float | None) -> dict[str, Any] | None:
    """Run :func:`worker` in a fresh process; ``None`` if it took longer than ``timeout``."""
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", json.dumps(spec)]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=timeout, check=False, cwd=ROOT
        )
    except subprocess.TimeoutExpired:
        return None
    if done.returncode != 0:
        raise RuntimeError(f"worker {spec} failed:\n{done.stderr}")
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}"


def _mb(size: float) -> str:
    return f"{size / MB:.1f}"


def _wolves(n: int, div: int) -> int:
    return max(1, n // div)


def scaling_table(args: argparse.Namespace) -> tuple[list[str], list[str]]:
    """The Markdown table of the scaling runs and the list of missed targets."""
    lines = [
        "| N | wolves | setup ms | setup peak MB | phases | phase mean ms | phase max ms "
        "| slowest phase | advance max ms | phase peak MB | maxrss Δ MB |",
        "|---:|---:|---:|---:|---:|---:|---:|:---|---:|---:|---:|",
    ]
    missed: list[str] = []
    for n in _sizes(args.sizes):
        spec = {
            "n": n,
            "preset": args.preset,
            "wolves": _wolves(n, args.wolf_divisor),
            "seed": args.seed,
            "backend": "fast",
            "phases": args.phases,
            "memory": not args.no_memory,
        }
        started = time.perf_counter()
        result = run_worker(spec, args.timeout)
        elapsed = time.perf_counter() - started
        if result is None:
            lines.append(f"| {n} | {spec['wolves']} | timeout ({args.timeout:.0f} s) |" + " |" * 8)
            missed.append(f"N={n}: did not finish within {args.timeout:.0f} s")
            continue
        phases = result["phases"]
        totals = [p["submit_s"] + p["advance_s"] for p in phases]
        slowest = max(range(len(phases)), key=totals.__getitem__)
        peak = max([result["setup_peak"], *(p["peak"] for p in phases)])
        lines.append(
            f"| {n} | {spec['wolves']} | {_ms(result['setup_s'])} | {_mb(result['setup_peak'])} "
            f"| {len(phases)} | {_ms(sum(totals) / len(totals))} | {_ms(totals[slowest])} "
            f"| {phases[slowest]['phase']} | {_ms(max(p['advance_s'] for p in phases))} "
            f"| {_mb(peak)} | {result['maxrss_delta_kb'] / 1024:.1f} |"
        )
        print(f"  (N={n} measured in {elapsed:.1f} s)", file=sys.stderr, flush=True)
        target = TARGETS_MS.get(n)
        if target is not None and max(totals) * 1000 > target:
            missed.append(
                f"N={n}: slowest phase {phases[slowest]['phase']} took "
                f"{_ms(totals[slowest])} ms (target < {target:.0f} ms)"
            )
        if not args.no_memory and peak / MB > TARGET_PEAK_MB:
            missed.append(f"N={n}: peak traced memory {_mb(peak)} MB (target < 500 MB)")
    return lines, missed


def oracle_table(args: argparse.Namespace) -> list[str]:
    """The Markdown table of oracle versus fast timings on the same games."""
    lines = [
        "| N | wolves | phases | fast ms | oracle ms | oracle / fast | same game |",
        "|---:|---:|---:|---:|---:|---:|:---:|",
    ]
    for n in _sizes(args.oracle_sizes):
        spec = {
            "n": n,
            "preset": args.preset,
            "wolves": _wolves(n, args.wolf_divisor),
            "seed": args.seed,
            "phases": args.phases,
            "memory": False,
        }
        fast = run_worker({**spec, "backend": "fast"}, args.timeout)
        oracle = run_worker({**spec, "backend": "oracle"}, args.oracle_timeout)
        assert fast is not None
        fast_s = fast["setup_s"] + sum(p["submit_s"] + p["advance_s"] for p in fast["phases"])
        if oracle is None:
            lines.append(
                f"| {n} | {spec['wolves']} | {len(fast['phases'])} | {_ms(fast_s)} "
                f"| > {args.oracle_timeout:.0f} s | n/a | n/a |"
            )
            continue
        oracle_s = oracle["setup_s"] + sum(p["submit_s"] + p["advance_s"] for p in oracle["phases"])
        same = [(p["worlds"], p["deaths"]) for p in fast["phases"]] == [
            (p["worlds"], p["deaths"]) for p in oracle["phases"]
        ]
        lines.append(
            f"| {n} | {spec['wolves']} | {len(fast['phases'])} | {_ms(fast_s)} | {_ms(oracle_s)} "
            f"| {oracle_s / fast_s:.1f} | {'yes' if same else 'NO'} |"
        )
    return lines


def _sizes(text: str) -> list[int]:
    return [int(part) for part in text.split(",") if part.strip()]


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print Markdown tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", choices=["cisra", "classic"], default="cisra")
    parser.add_argument("--sizes", help="comma-separated table sizes (default by preset)")
    parser.add_argument("--phases", type=int, default=8, help="phases per run (default 8)")
    parser.add_argument("--wolf-divisor", type=int, default=4, help="wolves = max(1, N // this)")
    parser.add_argument("--seed", default="0", help="setup seed (policy seed derives from it)")
    parser.add_argument("--oracle-sizes", help="sizes for the oracle comparison ('' for none)")
    parser.add_argument("--oracle-timeout", type=float, default=60.0, help="seconds (default 60)")
    parser.add_argument("--timeout", type=float, default=1800.0, help="seconds per fast run")
    parser.add_argument("--no-memory", action="store_true", help="skip the tracemalloc pass")
    parser.add_argument("--profile", type=int, metavar="N", help="cProfile the phases at size N")
    parser.add_argument("--top", type=int, default=25, help="functions shown by --profile")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    from bot import malloc

    malloc.tune()  # as the bot process does at start-up (each size's worker runs this too)
    if args.worker:
        print(json.dumps(worker(json.loads(args.worker))))
        return 0
    if args.sizes is None:
        args.sizes = DEFAULT_SIZES[args.preset]
    if args.oracle_sizes is None:
        args.oracle_sizes = DEFAULT_ORACLE[args.preset]
    if args.profile:
        spec = {
            "n": args.profile,
            "preset": args.preset,
            "wolves": _wolves(args.profile, args.wolf_divisor),
            "seed": args.seed,
            "backend": "fast",
            "phases": args.phases,
        }
        profile(spec, args.top)
        return 0

    print(
        f"## Engine scaling: preset {args.preset}, wolves = N // {args.wolf_divisor}, "
        f"first {args.phases} phases, seed {args.seed}\n"
    )
    lines, missed = scaling_table(args)
    print("\n".join(lines))
    if _sizes(args.oracle_sizes):
        print(f"\n### Full-enumeration oracle vs fast model (same game, {args.phases} phases)\n")
        print("\n".join(oracle_table(args)))
    print("\nTargets: 100 players < 100 ms per phase, 1000 players < 2 s, peak memory < 500 MB.")
    if missed:
        print("Missed:")
        for line in missed:
            print(f"- {line}")
    else:
        print("All targets met (for the sizes measured).")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
