"""Open the database a URL names: ``sqlite:///path``, a plain path, or ``postgresql://...``."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from bot.db.base import Database, DatabaseError


def is_postgres(url: str) -> bool:
    """Whether ``url`` names a PostgreSQL database."""
    return urlsplit(url).scheme in {"postgres", "postgresql"}


def describe_url(url: str) -> str:
    """``url`` without its password, fit for logs and error messages."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@")
    return parts._replace(netloc=netloc).geturl()


async def connect(url: str | Path) -> Database:
    """Open and migrate the database ``url`` names."""
    text = str(url)
    database: Database
    if is_postgres(text):
        from bot.db.postgres import PostgresDatabase

        database = await PostgresDatabase.open(text)
    else:
        from bot.db.sqlite import SqliteDatabase

        path = text.removeprefix("sqlite:///") if text.startswith("sqlite:///") else text
        database = await SqliteDatabase.open(path)
    try:
        await database.migrate()
    except BaseException:
        await database.close()
        raise
    return database


__all__ = ["DatabaseError", "connect", "describe_url", "is_postgres"]
