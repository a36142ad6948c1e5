"""``python -m tests.crash`` outside pytest: its werewolf runs restart as the suite's do."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_runner_restarts_a_killed_werewolf_game() -> None:
    """A werewolf game killed at a point by the runner restarts with no harness error (the
    restarted bot finds werewolf's modules where the run's helpers imported them)."""
    command = [sys.executable, "-m", "tests.crash", "--scenario", "game", "--sample", "1"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "points tried 1 (crashed 1)" in done.stdout
    assert "harness errors 0" in done.stdout
