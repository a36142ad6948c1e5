"""``python -m bot``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_without_token_it_says_what_to_do_and_exits_2(tmp_path):
    """No DISCORD_TOKEN: exit code 2 and instructions on stderr."""
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "DISCORD_TOKEN is not set" in done.stderr
    assert ".env.example" in done.stderr


def test_bad_setting_exits_2(tmp_path):
    """A malformed setting stops the bot with exit code 2 and names the variable."""
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env.update(PYTHONPATH=str(ROOT), LOG_LEVEL="LOUD", DISCORD_TOKEN="x")
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "LOG_LEVEL" in done.stderr
