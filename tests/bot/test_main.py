"""``python -m bot``."""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

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


def run_bot(
    tmp_path: Path, code: str = "", prefix: list[str] | None = None, **env_vars: str
) -> subprocess.CompletedProcess[str]:
    """``python -m bot`` (after ``code``, e.g. a patch) with these settings (``prefix``: a
    command the interpreter runs under)."""
    env = {k: v for k, v in os.environ.items() if k not in {"DISCORD_TOKEN", "DB_PATH"}}
    env.update(PYTHONPATH=str(ROOT), **env_vars)
    script = f"import sys\n{code}\nfrom bot.__main__ import main\nsys.exit(main())\n"
    return subprocess.run(
        [*(prefix or []), sys.executable, "-c", script],
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


def test_no_network_exits_1_with_a_clear_message(tmp_path):
    """Discord cannot be reached at login (no network): a plain message and exit code 1."""
    # Every REST call goes to a local port nothing listens on: the connection is refused,
    # as when the machine has no network.
    patch = "import discord.http\ndiscord.http.Route.BASE = 'http://127.0.0.1:9/api/v10'\n"
    done = run_bot(tmp_path, patch, DISCORD_TOKEN="not-a-token", DB_PATH=str(tmp_path / "db"))
    assert done.returncode == 1, done.stderr
    assert "Could not reach Discord" in done.stderr and "network" in done.stderr
    assert "Traceback" not in done.stderr


def _read_only(path: Path) -> list[str]:
    """Make ``path`` read-only; the command prefix under which that holds (root ignores file
    modes unless it gives up the capability to)."""
    path.chmod(0o444 if path.is_file() else 0o555)
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: a file mode does not stop root")
    caps = "-dac_override,-dac_read_search"
    return ["setpriv", f"--bounding-set={caps}", f"--inh-caps={caps}"]


def _make_database(path: Path) -> None:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("CREATE TABLE t (x)")
        conn.commit()


def test_read_only_database_file_exits_1_at_start_up(tmp_path):
    """A read-only DB_PATH stops the bot before it starts, with a plain message and exit 1."""
    path = tmp_path / "bot.sqlite3"
    _make_database(path)
    prefix = _read_only(path)
    done = run_bot(tmp_path, DISCORD_TOKEN="x", DB_PATH=str(path), prefix=prefix)
    assert done.returncode == 1, done.stderr
    assert f"The database file {path} is read-only" in done.stderr
    assert "Traceback" not in done.stderr


def test_read_only_database_folder_exits_1_at_start_up(tmp_path):
    """A DB_PATH in a read-only folder (SQLite writes its journal there) stops the bot too."""
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "bot.sqlite3"
    _make_database(path)
    prefix = _read_only(folder)
    try:
        done = run_bot(tmp_path, DISCORD_TOKEN="x", DB_PATH=str(path), prefix=prefix)
    finally:
        folder.chmod(0o755)
    assert done.returncode == 1, done.stderr
    assert f"The database folder {folder} is read-only" in done.stderr
    assert "Traceback" not in done.stderr
