"""The platform benchmark at its smallest: one game of each family, played for a few seconds."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "platform_load.py"


def _run(*probes: str) -> str:
    """Four games (one per family) for three seconds; the report, once the run has passed."""
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--games", "4", "--seconds", "3", "--rate", "40", *probes],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return done.stdout


def test_every_game_moves_on_and_nothing_is_lost() -> None:
    """Four games (one per family) all advance; every command is answered, the outbox empties."""
    out = _run()
    assert "4 of 4 games moved on" in out
    assert " 0 unanswered" in out


def test_the_thread_probes_report_the_loops_waits_and_the_workers_jobs() -> None:
    """With --loop-waits and --worker-jobs the run reports the loop thread's states (the
    interpreter's lock among them) and the worker's jobs."""
    out = _run("--loop-waits", "--worker-jobs", "--trace-stalls")
    assert "the loop thread's states, sampled from another process" in out
    assert "the worker threads' jobs:" in out
    assert "waited for the interpreter's lock ms" in out
