"""``python -m bot``: start the bot.

Exit codes: 2 when it is not configured (a missing or malformed setting), 1 when it cannot run
with the configuration it has (Discord refuses the token or cannot be reached, the database file
is not one or is read-only).
``python -m bot --sandbox-without-token`` (what ``make run`` runs) starts the local sandbox
(``bot.sandbox``, a separate entry point) instead of exiting when no token is set.
"""

from __future__ import annotations

import contextlib
import logging
import os
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


READ_ONLY = """\
The database {what} {place} is read-only, and the bot writes every accepted action to it.
Make it writable by the user the bot runs as (SQLite also writes its journal files next to the
database, in that folder), or point DB_PATH at another file, then start again.
"""

NO_NETWORK = """\
Could not reach Discord to log in: {error}.
Check this machine's network connection (and that discord.com is not blocked), then start
again. If Discord is reachable, the token (DISCORD_TOKEN) is checked at the next start.
"""


def database_problem(path: Path) -> str | None:
    """Why the database file cannot be used, or ``None`` (a missing file is created later).

    Checked before anything starts: a read-only file would otherwise let the bot come up and
    fail only at the first action someone sends.
    """
    if str(path) == ":memory:":
        return None
    folder = path.parent if str(path.parent) else Path(".")
    if folder.is_dir() and not os.access(folder, os.W_OK):
        return READ_ONLY.format(what="folder", place=folder)
    if not path.exists():
        return None
    if not os.access(path, os.W_OK):
        return READ_ONLY.format(what="file", place=path)
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
    import aiohttp
    import discord

    from bot.client import SuperpostBot

    bot = SuperpostBot(settings, settle_heap=True)
    try:
        bot.run(
            settings.discord_token.get_secret_value(),
            log_level=getattr(logging, settings.log_level),
            root_logger=True,
        )
    except discord.LoginFailure:
        print(BAD_TOKEN, file=sys.stderr, end="")
        return 1
    except (aiohttp.ClientConnectionError, TimeoutError, discord.GatewayNotFound) as error:
        # No network (or Discord unreachable): the token could not even be tried.
        print(NO_NETWORK.format(error=error or type(error).__name__), file=sys.stderr, end="")
        return 1
    except (sqlite3.DatabaseError, DatabaseError) as error:
        print(f"The database failed while starting: {error}.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
