"""``python -m bot``: start the bot.

Exit codes: 2 when it is not configured (a missing or malformed setting), 1 when it cannot run
with the configuration it has (Discord refuses the token, the database file is not one).
``python -m bot --sandbox-without-token`` (what ``make run`` runs) starts the local sandbox
(``bot.sandbox``, a separate entry point) instead of exiting when no token is set.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import sys
from pathlib import Path

from bot import malloc
from bot.db import DatabaseError
from bot.settings import MISSING_TOKEN, SettingsError, load_settings

SANDBOX_FLAG = "--sandbox-without-token"

BAD_TOKEN = """\
Discord refused the bot token (DISCORD_TOKEN): it is not a valid token, or it was reset.
Copy the token again from the Discord Developer Portal (your application → Bot → Reset Token)
into .env, then start again.
"""


def database_problem(path: Path) -> str | None:
    """Why the database file cannot be used, or ``None`` (a missing file is created later)."""
    if str(path) == ":memory:" or not path.exists():
        return None
    try:
        with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
            conn.execute("PRAGMA schema_version").fetchone()
    except sqlite3.Error as error:
        return (
            f"The database file {path} cannot be opened: {error}.\n"
            "It may be damaged or not a database at all. Restore it from a backup, or point "
            "DB_PATH at another file (a missing file is created), then start again.\n"
        )
    return None


def main(argv: list[str] | None = None) -> int:
    """Read the settings, then run the bot until it is stopped."""
    args = sys.argv[1:] if argv is None else argv
    malloc.tune()  # before any game is loaded: it decides how their arrays are allocated
    try:
        settings = load_settings()
    except SettingsError as error:
        print(f"{error}\nFix it in .env (see .env.example) and start again.", file=sys.stderr)
        return 2
    if settings.discord_token is None or not settings.discord_token.get_secret_value():
        if SANDBOX_FLAG in args:
            from bot.sandbox.__main__ import main as sandbox

            print("DISCORD_TOKEN is not set: starting the local sandbox instead.", flush=True)
            return sandbox([arg for arg in args if arg != SANDBOX_FLAG])
        print(MISSING_TOKEN, file=sys.stderr, end="")
        return 2
    problem = None if settings.database_url else database_problem(settings.db_path)
    if problem is not None:
        print(problem, file=sys.stderr, end="")
        return 1
    import discord

    from bot.client import QWBot

    bot = QWBot(settings, settle_heap=True)
    try:
        bot.run(
            settings.discord_token.get_secret_value(),
            log_level=getattr(logging, settings.log_level),
            root_logger=True,
        )
    except discord.LoginFailure:
        print(BAD_TOKEN, file=sys.stderr, end="")
        return 1
    except (sqlite3.DatabaseError, DatabaseError) as error:
        print(f"The database failed while starting: {error}.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
