"""The platform benchmark at its smallest: one game of each family, played for a few seconds."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "platform_load.py"


def test_every_game_moves_on_and_nothing_is_lost() -> None:
    """Four games (one per family) all advance; every command is answered, the outbox empties."""
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--games", "4", "--seconds", "3", "--rate", "40"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "4 of 4 games moved on" in done.stdout
    assert " 0 unanswered" in done.stdout
