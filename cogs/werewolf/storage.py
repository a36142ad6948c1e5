"""Werewolf's games on the shell's tables: its rows (:data:`~cogs.werewolf.models.WerewolfRow`,
the shell's row with werewolf's columns typed by :data:`~cogs.werewolf.models.ROW_MODEL`) read
from and written to ``family_games``/``family_actions`` through
:class:`bot.shell.store.FamilyStore`.

Every write is one transaction, and an action is appended in the same transaction as the
update of its game's row and the outbox rows of what it must show, so a game on disk is always a
consistent record. Werewolf's own fields are its row's typed ``extra``
(:class:`~cogs.werewolf.models.WerewolfExtra`); the ids of the roles and channel the outbox
sender made are its ``made`` (:class:`~cogs.werewolf.models.MadeIds`), which only the sender
writes, as the tally's message id (``post_message_id``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence

from bot import worker
from bot.db import Database, UniqueViolationError
from bot.effects import Effect
from bot.i18n.choice import game_language_statement, game_language_written
from bot.outbox_store import queue_statements
from bot.shared_storage import SharedStorage
from bot.shell.store import (
    FamilyStore,
    PlaceTakenError,
    Statement,
    column_statement,
    made_statement,
)
from cogs.werewolf.models import (
    ROW_MODEL,
    GameSettings,
    MadeIds,
    Member,
    WerewolfExtra,
    WerewolfRow,
)

FAMILY = "werewolf"
"""Werewolf's family in the shell's tables and the outbox."""
TALLY_COLUMN = "post_message_id"
"""The column that keeps the day's tally message (the outbox sender alone writes it)."""
SERIALISE_AWAY = 20
"""From this many effects on (a phase's DMs), their JSON is written in a worker thread."""


class ChannelBusyError(PlaceTakenError):
    """The channel already has a game in its lobby or running."""


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


class Storage(SharedStorage):
    """Werewolf's games on the bot's database (its connection, migrations and outbox are the
    shared storage's). Open with :meth:`open`; every write is one transaction."""

    def __init__(self, database: Database, clock: Callable[[], str] = _now) -> None:
        super().__init__(database)
        self._clock = clock
        self._games = FamilyStore(
            database,
            lambda: dt.datetime.fromisoformat(self._clock()),
            model=ROW_MODEL,
            leave={TALLY_COLUMN},
        )

    # -- games -----------------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        storyteller_id: int,
        settings: GameSettings,
        channel_name: str | None = None,
        members: Sequence[Member] = (),
        language: str | None = None,
    ) -> WerewolfRow:
        """Open a lobby in a channel, ``members`` already seated (a rematch's) and its
        ``language`` kept, in the same transaction (a crash cannot leave a lobby without its
        players or in another language); raises :class:`ChannelBusyError` if it has a game."""
        try:
            row = await self._games.create(
                family=FAMILY,
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=storyteller_id,
                options=settings,
                extra=WerewolfExtra(channel_name=channel_name),
                seats=members,
                also=lambda game_id: (
                    () if language is None else [game_language_statement(FAMILY, game_id, language)]
                ),
            )
        except UniqueViolationError:
            raise ChannelBusyError(channel_id) from None
        if language is not None:
            game_language_written(self.database, FAMILY, row.id)
        return row

    async def _queue(self, row: WerewolfRow, effects: Sequence[Effect]) -> list[Statement]:
        if len(effects) < SERIALISE_AWAY:
            return queue_statements(FAMILY, row.id, effects, self._clock) if effects else []
        return await worker.run(queue_statements, FAMILY, row.id, effects, self._clock)

    async def _commit(
        self, row: WerewolfRow, effects: Sequence[Effect], before: Sequence[Statement] = ()
    ) -> None:
        """Run ``before``, write the row if its version is still the one read, and queue the
        effects, in one transaction; raises :class:`StaleGameError` (nothing written) when
        another process wrote the game since."""
        await self._games.write(row, before, await self._queue(row, effects))

    async def save_game(self, row: WerewolfRow, effects: Sequence[Effect] = ()) -> None:
        """Write a game's row (status, members, setup, phase, message ids) and queue the
        effects of the change, in one transaction."""
        await self._commit(row, effects)

    async def append_action(
        self,
        row: WerewolfRow,
        seq: int,
        action: str,
        user_id: int | None,
        effects: Sequence[Effect] = (),
    ) -> None:
        """Append one action, write the game's row and queue the effects, in one transaction."""
        insert = FamilyStore.action_statement(FAMILY, row.id, seq, user_id, action, self._clock())
        await self._commit(row, effects, [insert])

    async def count_actions(self, game_id: int) -> int:
        """How many actions a game has."""
        return await self._games.count_actions(FAMILY, game_id)

    async def actions(self, game_id: int) -> list[str]:
        """A game's actions in the order they were accepted."""
        return await self._games.actions(FAMILY, game_id)

    async def game(self, game_id: int) -> WerewolfRow | None:
        """One game by id."""
        return await self._games.game(FAMILY, game_id)

    async def last_game_in_channel(self, channel_id: int) -> WerewolfRow | None:
        """The most recent game of a channel (open or over)."""
        return await self._games.last_in_channel(FAMILY, channel_id)

    async def open_ids(self) -> set[int]:
        """The ids of the games :meth:`open_games` reads (cheaper: nothing is parsed)."""
        return {game_id for _, game_id in await self._games.open_ids({FAMILY})}

    async def open_games(self) -> list[WerewolfRow]:
        """Every game in its lobby or running (or, from before the outbox, over but not yet
        announced), oldest first. What an ended game still has to send is in the outbox."""
        return await self._games.open_games(FAMILY)


def tally_statement(game_id: int, message_id: int | None) -> Statement:
    """The outbox sender's record of the tally's message (only the sender writes it)."""
    return column_statement(FAMILY, game_id, TALLY_COLUMN, message_id)


def made_statements(row: WerewolfRow, ids: dict[str, int | None]) -> list[Statement]:
    """The outbox sender's record of the roles and channel it made for game ``row`` (read
    after it made them), with ``ids`` changed."""
    made = row.made.model_copy(update={k: v for k, v in ids.items() if k in MadeIds.model_fields})
    return [made_statement(FAMILY, row.id, made.model_dump())]
