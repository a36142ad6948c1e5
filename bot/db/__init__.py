"""The database drivers behind :class:`bot.storage.Storage`: SQLite (default) and PostgreSQL.

Storage writes its SQL once, with ``?`` placeholders and the subset of SQL both backends share
(``RETURNING``, partial unique indexes); a driver runs it in its own dialect. Each backend has
its own numbered migrations in ``bot/db/migrations/<dialect>/``.
"""

from __future__ import annotations

from bot.db.base import (
    Database,
    DatabaseError,
    Row,
    StaleGameError,
    Transaction,
    UniqueViolationError,
)
from bot.db.connect import connect, describe_url

__all__ = [
    "Database",
    "DatabaseError",
    "Row",
    "StaleGameError",
    "Transaction",
    "UniqueViolationError",
    "connect",
    "describe_url",
]
