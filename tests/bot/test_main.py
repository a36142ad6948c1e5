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


def run_bot(tmp_path: Path, code: str = "", **env_vars: str) -> subprocess.CompletedProcess[str]:
    """``python -m bot`` (after ``code``, e.g. a patch) with these settings."""
    env = {k: v for k, v in os.environ.items() if k not in {"DISCORD_TOKEN", "DB_PATH"}}
    env.update(PYTHONPATH=str(ROOT), **env_vars)
    script = f"import sys\n{code}\nfrom bot.__main__ import main\nsys.exit(main())\n"
    return subprocess.run(
        [sys.executable, "-c", script],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_corrupt_database_file_exits_1_with_a_clear_message(tmp_path):
    """A DB_PATH that is not a database: a plain message and exit code 1, no traceback."""
    path = tmp_path / "bot.sqlite3"
    path.write_bytes(b"this is not a database, just text " * 200)
    done = run_bot(tmp_path, DISCORD_TOKEN="x", DB_PATH=str(path))
    assert done.returncode == 1
    assert "cannot be opened" in done.stderr and str(path) in done.stderr
    assert "Traceback" not in done.stderr


def test_token_discord_refuses_exits_1_with_a_clear_message(tmp_path):
    """An invalid token (Discord answers 401 at login): a plain message and exit code 1."""
    patch = (
        "import discord, discord.http\n"
        "async def refuse(self, token):\n"
        "    raise discord.LoginFailure('Improper token has been passed.')\n"
        "discord.http.HTTPClient.static_login = refuse\n"
    )
    done = run_bot(tmp_path, patch, DISCORD_TOKEN="not-a-token", DB_PATH=str(tmp_path / "db"))
    assert done.returncode == 1
    assert "Discord refused the bot token" in done.stderr
    assert "Traceback" not in done.stderr
