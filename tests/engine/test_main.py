"""``python -m engine`` only says where the console went (it lives in bot.console now)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_python_m_engine_points_to_the_console() -> None:
    """It exits 2 and names the new command with the arguments it was given."""
    done = subprocess.run(
        [sys.executable, "-m", "engine", "simulate", "--players", "12"],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 2
    assert "python -m bot.console simulate --players 12" in done.stderr
