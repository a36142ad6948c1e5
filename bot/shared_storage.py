"""The storage every family shares: the database and its outbox table.

Every family's games are rows of the shell's ``family_games`` (addressed by family and id),
read and written through :class:`bot.shell.store.FamilyStore` over
:attr:`SharedStorage.database` (Quantum Werewolf through ``cogs.werewolf.storage``, which types
its rows); what is shared is the connection, the migrations and the outbox.
"""

from __future__ import annotations

from pathlib import Path
from typing import Self

from bot.db import Database, connect
from bot.outbox_store import OutboxStore


class SharedStorage:
    """The bot's database and outbox. Open with :meth:`open`; a family that types its rows
    extends it (``cogs.werewolf.storage.Storage``)."""

    def __init__(self, database: Database) -> None:
        self.database = database
        """The driver, for the stores of each family's own tables."""
        self.outbox = OutboxStore(database)
        """The outbox table, shared by every family (see :mod:`bot.outbox`)."""

    @classmethod
    async def open(cls, url: str | Path) -> Self:
        """Open and migrate the database at ``url``: a SQLite path or a ``postgresql://`` URL.

        Raises :class:`bot.db.DatabaseError` with a clear message when it cannot be used.
        """
        return cls(await connect(url))

    @property
    def dialect(self) -> str:
        """``sqlite`` or ``postgresql``."""
        return self.database.dialect

    async def close(self) -> None:
        """Close the connection."""
        await self.database.close()

    async def schema_version(self) -> int:
        """The number of the last migration applied (0 for a new database)."""
        return await self.database.schema_version()

    async def migrate(self) -> int:
        """Apply every migration newer than the database; returns the version reached."""
        return await self.database.migrate()
