"""Storage: games, their members and settings, and the append-only actions.

It runs on SQLite (the embedded default) or PostgreSQL, through the drivers in :mod:`bot.db`;
each backend has its own numbered migrations, applied at start. Every write is one
transaction, and an action is appended in the same transaction as the update of its game's
row and the outbox rows of what it must show, so a game on disk is always a consistent record.
"""

from __future__ import annotations

import datetime as dt
import itertools
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from bot import worker
from bot.db import Database, Row, StaleGameError, Transaction, UniqueViolationError, connect
from bot.effects import Effect
from bot.outbox_store import OutboxStore, queue_statements
from bot.shell.store import GameStatus
from cogs.werewolf.models import GameRow, GameSettings, Member
from engine.werewolf import GameSetup

FAMILY = "werewolf"
"""The outbox family of the games in the ``games`` table."""
SERIALISE_AWAY = 20
"""From this many effects on (a phase's DMs), their JSON is written in a worker thread."""


class ChannelBusyError(Exception):
    """The channel already has a game in its lobby or running."""


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


class Storage:
    """The bot's database. Open with :meth:`open`; every write is one transaction."""

    def __init__(self, database: Database, clock: Callable[[], str] = _now) -> None:
        self._db = database
        self._clock = clock
        self.outbox = OutboxStore(database)
        """The outbox table, shared by every family (see :mod:`bot.outbox`)."""

    @classmethod
    async def open(cls, url: str | Path) -> Storage:
        """Open and migrate the database at ``url``: a SQLite path or a ``postgresql://`` URL.

        Raises :class:`bot.db.DatabaseError` with a clear message when it cannot be used.
        """
        return cls(await connect(url))

    @property
    def database(self) -> Database:
        """The driver, for stores of their own tables (the family shell's ``family_games``)."""
        return self._db

    @property
    def dialect(self) -> str:
        """``sqlite`` or ``postgresql``."""
        return self._db.dialect

    async def close(self) -> None:
        """Close the connection."""
        await self._db.close()

    async def schema_version(self) -> int:
        """The number of the last migration applied (0 for a new database)."""
        return await self._db.schema_version()

    async def migrate(self) -> int:
        """Apply every migration newer than the database; returns the version reached."""
        return await self._db.migrate()

    # -- games -----------------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        storyteller_id: int,
        settings: GameSettings,
        channel_name: str | None = None,
    ) -> GameRow:
        """Open a lobby in a channel; raises :class:`ChannelBusyError` if it has a game."""
        now = self._clock()
        try:
            async with self._db.transaction() as tx:
                inserted = await tx.fetch_one(
                    "INSERT INTO games (guild_id, channel_id, storyteller_id, status, settings,"
                    " channel_name, created_at, updated_at)"
                    " VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?) RETURNING id",
                    (
                        guild_id,
                        channel_id,
                        storyteller_id,
                        settings.model_dump_json(),
                        channel_name,
                        now,
                        now,
                    ),
                )
        except UniqueViolationError:
            raise ChannelBusyError(channel_id) from None
        assert inserted is not None
        return GameRow(
            id=int(inserted["id"]),
            guild_id=guild_id,
            channel_id=channel_id,
            storyteller_id=storyteller_id,
            status=GameStatus.LOBBY,
            settings=settings,
            channel_name=channel_name,
            created_at=now,
            updated_at=now,
        )

    def _update(self, row: GameRow) -> tuple[str, tuple[Any, ...]]:
        # The ids of the tally, the game's roles and its channel for the dead are left out: the
        # outbox sender alone writes them (with the mark of the row that made them), and a
        # command's save must not put back an older value it read before the sender's commit.
        row.updated_at = self._clock()
        return (
            "UPDATE games SET status = ?, members = ?, setup = ?, draws = ?, phase = ?,"
            " lobby_message_id = ?, pending_announce = ?, updated_at = ?,"
            " deadline = ?, deadline_phase = ?, paused_left = ?, phase_started = ?,"
            " reminders_sent = ?, co_storytellers = ?, former_players = ?, version = version + 1"
            " WHERE id = ? AND version = ? RETURNING version",
            (
                row.status.value,
                json.dumps([member.model_dump() for member in row.members]),
                row.setup.model_dump_json() if row.setup is not None else None,
                json.dumps(row.draws),
                row.phase,
                row.lobby_message_id,
                int(row.pending_announce),
                row.updated_at,
                _time(row.deadline),
                row.deadline_phase,
                row.paused_left,
                _time(row.phase_started),
                json.dumps(row.reminders_sent),
                json.dumps(row.co_storytellers),
                json.dumps(row.former_players),
                row.id,
                row.version,
            ),
        )

    async def _queue(
        self, row: GameRow, effects: Sequence[Effect]
    ) -> list[tuple[str, tuple[Any, ...]]]:
        if len(effects) < SERIALISE_AWAY:
            return queue_statements(FAMILY, row.id, effects, self._clock) if effects else []
        return await worker.run(queue_statements, FAMILY, row.id, effects, self._clock)

    async def _commit(
        self,
        row: GameRow,
        effects: Sequence[Effect],
        before: Sequence[tuple[str, tuple[Any, ...]]] = (),
    ) -> None:
        """Run ``before``, write the row if its version is still the one read, and queue the
        effects, in one transaction; raises :class:`StaleGameError` (nothing written) when
        another process wrote the game since."""
        update = self._update(row)
        queued = await self._queue(row, effects)
        async with self._db.transaction() as tx:
            for sql, params in before:
                await tx.execute(sql, params)
            written = await tx.fetch_one(*update)
            if written is None:
                raise StaleGameError(f"game {row.id} was changed by another process")
            await _execute_batched(tx, queued)
        row.version = int(written["version"])

    async def save_game(self, row: GameRow, effects: Sequence[Effect] = ()) -> None:
        """Write a game's row (status, members, setup, phase, message ids) and queue the
        effects of the change, in one transaction."""
        await self._commit(row, effects)

    async def append_action(
        self,
        row: GameRow,
        seq: int,
        action: str,
        user_id: int | None,
        effects: Sequence[Effect] = (),
    ) -> None:
        """Append one action, write the game's row and queue the effects, in one transaction."""
        insert = (
            "INSERT INTO actions (game_id, seq, action, user_id, created_at)"
            " VALUES (?, ?, ?, ?, ?)",
            (row.id, seq, action, user_id, self._clock()),
        )
        await self._commit(row, effects, [insert])

    async def count_actions(self, game_id: int) -> int:
        """How many actions a game has."""
        found = await self._db.fetch_one(
            "SELECT COUNT(*) AS n FROM actions WHERE game_id = ?", (game_id,)
        )
        return int(found["n"]) if found is not None else 0

    async def actions(self, game_id: int) -> list[str]:
        """A game's actions in the order they were accepted."""
        rows = await self._db.fetch_all(
            "SELECT action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        )
        return [row["action"] for row in rows]

    async def game(self, game_id: int) -> GameRow | None:
        """One game by id."""
        row = await self._db.fetch_one("SELECT * FROM games WHERE id = ?", (game_id,))
        return _row(row) if row is not None else None

    async def last_game_in_channel(self, channel_id: int) -> GameRow | None:
        """The most recent game of a channel (open or over)."""
        row = await self._db.fetch_one(
            "SELECT * FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,)
        )
        return _row(row) if row is not None else None

    async def open_ids(self) -> set[int]:
        """The ids of the games :meth:`open_games` reads (cheaper: nothing is parsed)."""
        rows = await self._db.fetch_all(
            "SELECT id FROM games WHERE status != 'over' OR pending_announce = 1"
        )
        return {int(row["id"]) for row in rows}

    async def open_games(self) -> list[GameRow]:
        """Every game in its lobby or running (or, from before the outbox, over but not yet
        announced), oldest first. What an ended game still has to send is in the outbox."""
        rows = await self._db.fetch_all(
            "SELECT * FROM games WHERE status != 'over' OR pending_announce = 1 ORDER BY id"
        )
        return [_row(row) for row in rows]


async def _execute_batched(
    tx: Transaction, statements: Sequence[tuple[str, tuple[Any, ...]]]
) -> None:
    """Run statements in order; a run of the same statement (a phase's hundreds of outbox rows)
    goes to the database as one batch."""
    for sql, run in itertools.groupby(statements, key=lambda statement: statement[0]):
        rows = [params for _, params in run]
        if len(rows) == 1:
            await tx.execute(sql, rows[0])
        else:
            await tx.execute_many(sql, rows)


def _row(row: Row) -> GameRow:
    return GameRow(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        storyteller_id=row["storyteller_id"],
        status=GameStatus(row["status"]),
        settings=GameSettings.model_validate_json(row["settings"]),
        members=[Member.model_validate(item) for item in json.loads(row["members"])],
        setup=GameSetup.model_validate_json(row["setup"]) if row["setup"] else None,
        draws=json.loads(row["draws"]),
        phase=row["phase"],
        lobby_message_id=row["lobby_message_id"],
        tally_message_id=row["tally_message_id"],
        pending_announce=bool(row["pending_announce"]),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        deadline=_parse_time(row["deadline"]),
        deadline_phase=row["deadline_phase"],
        paused_left=row["paused_left"],
        phase_started=_parse_time(row["phase_started"]),
        reminders_sent=json.loads(row["reminders_sent"]),
        co_storytellers=json.loads(row["co_storytellers"]),
        former_players=json.loads(row["former_players"]),
        alive_role_id=row["alive_role_id"],
        dead_role_id=row["dead_role_id"],
        dead_channel_id=row["dead_channel_id"],
        channel_name=row["channel_name"],
        version=int(row["version"]),
    )


def _time(value: dt.datetime | None) -> str | None:
    """An aware UTC datetime as ISO text, to the microsecond."""
    return None if value is None else value.astimezone(dt.UTC).isoformat()


def _parse_time(text: str | None) -> dt.datetime | None:
    return None if text is None else dt.datetime.fromisoformat(text)
