"""A database at an older schema: the migrations up to a number, and no further (to test an
upgrade from what an older bot made)."""

from __future__ import annotations

from pathlib import Path

from bot.db import Database
from bot.db.base import migrations
from bot.db.connect import is_postgres

BEFORE_SHARED_GAMES = {"sqlite": 12, "postgresql": 10}
"""The last migration of each backend before every family's games were addressed by (family,
id) and Quantum Werewolf's moved into the shell's tables (``main`` of 2026-11-28)."""


async def open_unmigrated(url: str | Path) -> Database:
    """The database ``url`` names, opened without migrating it."""
    text = str(url)
    if is_postgres(text):
        from bot.db.postgres import PostgresDatabase

        return await PostgresDatabase.open(text)
    from bot.db.sqlite import SqliteDatabase

    return await SqliteDatabase.open(text)


async def migrate_to(database: Database, last: int) -> None:
    """Apply the database's migrations up to number ``last``."""
    version = await database.schema_version()
    for number, script in migrations(database.dialect):
        if version < number <= last:
            await database._apply_migration(number, script)


async def old_database(url: str | Path, last: int | None = None) -> Database:
    """The database ``url`` names at migration ``last`` (default: the schema before shared
    games), open."""
    database = await open_unmigrated(url)
    await migrate_to(database, BEFORE_SHARED_GAMES[database.dialect] if last is None else last)
    return database
