"""The storage every family shares: the database and its outbox table."""

from __future__ import annotations

import pytest

from bot.db import DatabaseError
from bot.shared_storage import SharedStorage


async def test_opening_migrates_and_shares_one_connection(tmp_path):
    """A new file is migrated on open; the outbox store runs on the same database."""
    storage = await SharedStorage.open(tmp_path / "bot.sqlite3")
    try:
        assert storage.dialect == "sqlite"
        assert await storage.database.schema_version() > 0
        assert await storage.outbox.pending() == []
    finally:
        await storage.close()


async def test_a_file_that_is_not_a_database_is_refused(tmp_path):
    """Opening something that is not a database raises DatabaseError, not a crash."""
    path = tmp_path / "notes.txt"
    path.write_text("not a database " * 100)
    with pytest.raises(DatabaseError):
        await SharedStorage.open(path)
