"""Games of any family on disk: one ``family_games`` row each and their ``family_actions``.

A game is addressed by its family and id (:data:`GameKey`): a family's posted buttons carry
the id, and Quantum Werewolf's games kept the ids they had in tables of their own, so two
families' games may share a number. A new game's id comes from one counter over every family
(``family_game_ids``), past every id in use.

The SQL is written once with ``?`` placeholders for :class:`bot.db.Database`, so it runs on
SQLite and PostgreSQL alike. An action is appended in the same transaction as the update of its
game's row and the outbox rows of what it must show, so a game on disk is always a consistent
record and its announcements are queued if and only if it is stored.
"""

from __future__ import annotations

import datetime as dt
import enum
import json
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Generic, overload

from typing_extensions import TypeVar

from bot.db import Database, Row, StaleGameError, Transaction
from bot.effects import Effect, Kind
from bot.outbox_store import queue_statements
from bot.shell.extra import SHELL, ShellExtra
from bot.shell.row_model import Json, RowModel
from bot.shell.seated import seats_moved


class GameStatus(enum.Enum):
    """Where a game is in its life."""

    LOBBY = "lobby"
    """Players join and leave; nothing is dealt yet."""
    RUNNING = "running"
    """Started: the setup is fixed and actions are appended."""
    OVER = "over"
    """Ended (won, or closed by its host)."""


GameKey = tuple[str, int]
"""A game's address: its family and its id (unique only within the family)."""


OptionsT = TypeVar("OptionsT", default=Json)
SeatT = TypeVar("SeatT", default=Json)
ExtraT = TypeVar("ExtraT", default=ShellExtra)
MadeT = TypeVar("MadeT", default=Json)
SetupT = TypeVar("SetupT", default=Json)


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def _empty() -> Any:
    """An untyped row's empty column (a typed family's store always gives its own values)."""
    return {}


def _no_extra() -> Any:
    """A row's ``extra`` when none is given: the shell's fields, none set."""
    return ShellExtra()


@dataclass
class FamilyGameRow(Generic[OptionsT, SeatT, ExtraT, MadeT, SetupT]):
    """The bot's side of a game: where it lives, who hosts, its setup, clocks and messages.

    Its JSON columns have the types of its family's :class:`~bot.shell.row_model.RowModel`
    (``FamilyGameRow`` alone: plain dicts but for ``extra``, the shell's
    :class:`~bot.shell.extra.ShellExtra` or a family's own model extending it); Quantum
    Werewolf's are :data:`cogs.werewolf.models.WerewolfRow`."""

    id: int
    family: str
    guild_id: int
    channel_id: int
    host_id: int
    status: GameStatus
    created_at: str
    updated_at: str
    thread_id: int | None = None
    options: OptionsT = field(default_factory=_empty)
    seats: list[SeatT] = field(default_factory=list)
    setup: SetupT | None = None
    draws: dict[str, str] = field(default_factory=dict)
    lobby_message_id: int | None = None
    post_message_id: int | None = None
    deadline: dt.datetime | None = None
    deadline_kind: str | None = None
    deadline_span: float | None = None
    reminded: bool = False
    paused_left: float | None = None
    extra: ExtraT = field(default_factory=_no_extra)
    made: MadeT = field(default_factory=_empty)
    """Ids of what the outbox sender made on Discord for the game (roles, channels): written
    by the sender alone (:func:`made_statement`), never by a save, so a command's save cannot
    put back a value it read before the sender's."""
    version: int = 0
    """How many times the row was written: a write is refused (``StaleGameError``) when the
    database's version differs, i.e. another process changed the game meanwhile."""
    stored_setup: SetupT | None = field(default=None, compare=False, repr=False)
    """The setup as last read or written (see :attr:`RowModel.setup_once`)."""

    def watch(self, moved: Callable[[FamilyGameRow[Any, Any, Any, Any, Any]], None]) -> None:
        """Call ``moved(self)`` whenever a field that says where the game is played changes
        (:data:`PLACE_FIELDS`): the index of open games by place
        (:mod:`bot.shell.places`) keeps up with rows changed in place. One watcher a row."""
        object.__setattr__(self, "_moved", moved)

    def __getstate__(self) -> dict[str, Any]:
        # A copy (or a pickle) is not the tracked row: it does not tell the index.
        state = dict(self.__dict__)
        state.pop("_moved", None)
        return state

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if name in SEAT_FIELDS:
            seats_moved()
        if name in PLACE_FIELDS:
            moved = self.__dict__.get("_moved")
            if moved is not None:
                moved(self)


PLACE_FIELDS = frozenset({"status", "channel_id", "thread_id", "lobby_message_id"})
"""The fields of a row that say where its game is played or found (a watcher is told)."""
SEAT_FIELDS = frozenset({"seats", "extra"})
"""The fields of a row that say who sits where (the seat indexes are told: :mod:`bot.shell.seated`)."""


_COLUMNS = (
    "status",
    "thread_id",
    "options",
    "seats",
    "setup",
    "draws",
    "lobby_message_id",
    "post_message_id",
    "deadline",
    "deadline_kind",
    "deadline_span",
    "reminded",
    "paused_left",
    "extra",
    "updated_at",
)


def _time(value: dt.datetime | None) -> str | None:
    return None if value is None else value.astimezone(dt.UTC).isoformat()


def _parse_time(text: str | None) -> dt.datetime | None:
    return None if text is None else dt.datetime.fromisoformat(text)


Statement = tuple[str, tuple[Any, ...]]


def made_statement(family: str, game_id: int, made: dict[str, Any]) -> Statement:
    """The outbox sender's write of a game's ``made`` (for its mark's transaction)."""
    return (
        "UPDATE family_games SET made = ? WHERE family = ? AND id = ?",
        (json.dumps(made), family, game_id),
    )


def unchanged_statement(family: str, game_id: int, version: int) -> Statement:
    """A read that finds a row when the game is still at ``version`` (a hold's check: see
    :meth:`bot.db.Database.hold`)."""
    return (
        "SELECT 1 FROM family_games WHERE family = ? AND id = ? AND version = ?",
        (family, game_id, version),
    )


def column_statement(family: str, game_id: int, column: str, value: int | None) -> Statement:
    """The outbox sender's write of a message id column it alone writes (see ``leave``)."""
    if column not in _COLUMNS:
        raise ValueError(f"no column {column!r} in family_games")
    return (
        f"UPDATE family_games SET {column} = ? WHERE family = ? AND id = ?",
        (value, family, game_id),
    )


class PlaceTakenError(Exception):
    """The channel a lobby claimed has an open game already: the database keeps one open game
    a channel for a family that plays in the channel itself
    (:class:`bot.shell.lobby_place.OwnChannel`)."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(channel_id)
        self.channel_id = channel_id


def _rematch(extra: object) -> ShellExtra:
    """A rematch is the shell's: only a family on the shell has one."""
    if not isinstance(extra, ShellExtra):
        raise TypeError(f"no rematch in a {type(extra).__name__}")
    return extra


class FamilyStore(Generic[OptionsT, SeatT, ExtraT, MadeT, SetupT]):
    """``family_games`` and ``family_actions`` on one :class:`bot.db.Database`, its rows'
    JSON columns read and written by a :class:`~bot.shell.row_model.RowModel`."""

    @overload
    def __init__(
        self: FamilyStore[Json, Json, ShellExtra, Json, Json],
        database: Database,
        clock: Callable[[], dt.datetime] = _now,
        *,
        leave: Collection[str] = (),
    ) -> None: ...

    @overload
    def __init__(
        self,
        database: Database,
        clock: Callable[[], dt.datetime] = _now,
        *,
        model: RowModel[OptionsT, SeatT, ExtraT, MadeT, SetupT],
        leave: Collection[str] = (),
    ) -> None: ...

    def __init__(
        self,
        database: Database,
        clock: Callable[[], dt.datetime] = _now,
        *,
        model: RowModel[Any, Any, Any, Any, Any] = SHELL,
        leave: Collection[str] = (),
    ) -> None:
        """``model``: the types of the rows' JSON columns (without one, the shell's: plain
        dicts and a :class:`~bot.shell.extra.ShellExtra`; :meth:`type_family` gives a family
        on the shell its own ``extra``).
        ``leave``: columns a save leaves as they are, because the outbox sender alone
        writes them (werewolf's tally keeps its message id in ``post_message_id``)."""
        self._db = database
        self._clock = clock
        self._model = model
        self._families: dict[str, RowModel[Any, Any, Any, Any, Any]] = {}
        self._columns = tuple(column for column in _COLUMNS if column not in leave)

    def type_family(self, family: str, model: RowModel[Any, Any, Any, Any, Any]) -> None:
        """Read and write ``family``'s rows with ``model`` (a family on the shell, whose
        ``extra`` extends the store's own)."""
        self._families[family] = model

    def _model_of(self, family: str) -> RowModel[Any, Any, Any, Any, Any]:
        return self._families.get(family, self._model)

    @property
    def database(self) -> Database:
        """The database the games are on."""
        return self._db

    def _stamp(self) -> str:
        return self._clock().astimezone(dt.UTC).isoformat(timespec="seconds")

    async def create(
        self,
        *,
        family: str,
        guild_id: int,
        channel_id: int,
        host_id: int,
        options: OptionsT,
        extra: ExtraT | None = None,
        seats: Sequence[SeatT] | None = None,
        rematch_of: FamilyGameRow[OptionsT, SeatT, ExtraT, MadeT, SetupT] | None = None,
        also: Callable[[int], Sequence[Statement]] = lambda game_id: (),
    ) -> FamilyGameRow[OptionsT, SeatT, ExtraT, MadeT, SetupT]:
        """A new game in its lobby, with ``seats`` already taken (a rematch's players: seated in
        the same transaction, so no crash leaves the lobby empty).

        ``rematch_of`` (a finished game) is marked as having this rematch (``extra.rematch``)
        in the same transaction, so a crash cannot leave a rematch its old game does not name
        (a second press would open another); ``also(game_id)`` are more rows of the new game
        written with it (its language). Raises :class:`bot.db.UniqueViolationError` for a
        second open werewolf game in a channel and :class:`bot.db.StaleGameError` when another
        process wrote ``rematch_of`` since it was read (nothing written either way)."""
        now = self._stamp()
        model = self._model_of(family)
        fresh = model.extra.load({} if extra is None else model.extra.dump(extra))
        if rematch_of is not None:
            _rematch(fresh).rematch_of = rematch_of.id
        stored = model.extra.dump(fresh)
        async with self._db.transaction() as tx:
            numbered = await tx.fetch_one(
                "UPDATE family_game_ids SET last = last + 1 WHERE one = 1 RETURNING last"
            )
            assert numbered is not None
            game_id = int(numbered["last"])
            claimed = None
            if rematch_of is not None:
                claimed = await self._claim(tx, rematch_of, game_id)
            await tx.execute(
                "INSERT INTO family_games (family, id, guild_id, channel_id, host_id, status,"
                " options, extra, seats, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?)",
                (
                    family,
                    game_id,
                    guild_id,
                    channel_id,
                    host_id,
                    json.dumps(model.options.dump(options)),
                    json.dumps(stored),
                    json.dumps([model.seat.dump(seat) for seat in seats or ()]),
                    now,
                    now,
                ),
            )
            await tx.execute_batched(also(game_id))
        if rematch_of is not None and claimed is not None:
            rematch_of.extra, rematch_of.version = claimed.extra, claimed.version
            rematch_of.updated_at = claimed.updated_at
        return FamilyGameRow(
            id=game_id,
            family=family,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            status=GameStatus.LOBBY,
            created_at=now,
            updated_at=now,
            options=model.options.load(model.options.dump(options)),
            extra=fresh,
            seats=list(seats or ()),
            made=model.made.load({}),
        )

    async def _claim(
        self,
        tx: Transaction,
        old: FamilyGameRow[OptionsT, SeatT, ExtraT, MadeT, SetupT],
        game_id: int,
    ) -> FamilyGameRow[OptionsT, SeatT, ExtraT, MadeT, SetupT]:
        """``old`` written as having its rematch ``game_id``: a copy, so ``old`` itself changes
        only once the transaction is committed."""
        extra = self._model_of(old.family).extra
        copy = extra.load(extra.dump(old.extra))
        _rematch(copy).rematch = game_id
        marked = replace(old, extra=copy)
        marked.version = await self._write_row(tx, marked, self._update(marked))
        return marked

    def _update(
        self, row: FamilyGameRow[OptionsT, SeatT, ExtraT, MadeT, SetupT]
    ) -> tuple[str, tuple[Any, ...]]:
        row.updated_at = self._stamp()
        model = self._model_of(row.family)
        every: dict[str, Callable[[], Any]] = {
            "status": lambda: row.status.value,
            "thread_id": lambda: row.thread_id,
            "options": lambda: json.dumps(model.options.dump(row.options)),
            "seats": lambda: json.dumps([model.seat.dump(seat) for seat in row.seats]),
            "setup": lambda: None if row.setup is None else json.dumps(model.setup.dump(row.setup)),
            "draws": lambda: json.dumps(row.draws),
            "lobby_message_id": lambda: row.lobby_message_id,
            "post_message_id": lambda: row.post_message_id,
            "deadline": lambda: _time(row.deadline),
            "deadline_kind": lambda: row.deadline_kind,
            "deadline_span": lambda: row.deadline_span,
            "reminded": lambda: int(row.reminded),
            "paused_left": lambda: row.paused_left,
            "extra": lambda: json.dumps(model.extra.dump(row.extra)),
            "updated_at": lambda: row.updated_at,
        }
        columns = self._columns
        if model.setup_once and row.setup is row.stored_setup:
            columns = tuple(column for column in columns if column != "setup")
        values = tuple(every[column]() for column in columns)
        assignments = ", ".join(f"{column} = ?" for column in columns)
        return (
            f"UPDATE family_games SET {assignments}, version = version + 1"
            " WHERE family = ? AND id = ? AND version = ? RETURNING version",
            (*values, row.family, row.id, row.version),
        )

    @staticmethod
    async def _write_row(
        tx: Transaction,
        row: FamilyGameRow[Any, Any, Any, Any, Any],
        update: tuple[str, tuple[Any, ...]],
    ) -> int:
        """Run ``update`` (of :meth:`_update`): the new version, unless another process wrote
        the row since it was read."""
        written = await tx.fetch_one(*update)
        if written is None:
            raise StaleGameError(f"{row.family} game {row.id} was changed by another process")
        return int(written["version"])

    async def save(
        self,
        row: FamilyGameRow[OptionsT, SeatT, ExtraT, MadeT, SetupT],
        effects: Sequence[Effect] = (),
    ) -> None:
        """Write the row (status, seats, setup, clocks, message ids) and queue ``effects``,
        in one transaction. Raises :class:`bot.db.StaleGameError` (nothing written) when
        another process wrote the game since it was read."""
        await self.write(row, after=_queue(row, effects))

    async def append(
        self,
        row: FamilyGameRow[OptionsT, SeatT, ExtraT, MadeT, SetupT],
        seq: int,
        actor: int | None,
        action: str,
        effects: Sequence[Effect] = (),
    ) -> None:
        """Append action ``seq``, write the row and queue ``effects``, in one transaction.

        A taken ``seq`` raises :class:`bot.db.UniqueViolationError` and writes nothing.
        """
        stamp = self._stamp()
        insert = self.action_statement(row.family, row.id, seq, actor, action, stamp)
        await self.write(row, before=[insert], after=_queue(row, effects))

    @staticmethod
    def action_statement(
        family: str, game_id: int, seq: int, actor: int | None, action: str, stamp: str
    ) -> Statement:
        """The insert of action ``seq`` of a game (for :meth:`write`)."""
        return (
            "INSERT INTO family_actions (family, game_id, seq, actor, action, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (family, game_id, seq, actor, action, stamp),
        )

    async def write(
        self,
        row: FamilyGameRow[OptionsT, SeatT, ExtraT, MadeT, SetupT],
        before: Sequence[Statement] = (),
        after: Sequence[Statement] = (),
    ) -> None:
        """Run ``before`` (an action's insert), write the row, then run ``after`` (the outbox
        rows of the change), in one transaction; a run of one statement (a phase's hundreds of
        outbox rows) goes to the database as one batch. Raises
        :class:`bot.db.StaleGameError` (nothing written) when another process wrote the game
        since it was read."""
        update = self._update(row)
        # One trip to the database where the driver can: the row's write runs between.
        written = await self._db.commit_between(before, update, after)
        if written is None:
            raise StaleGameError(f"{row.family} game {row.id} was changed by another process")
        row.version, row.stored_setup = int(written["version"]), row.setup

    async def count_actions(self, family: str, game_id: int) -> int:
        """How many actions a game has."""
        found = await self._db.fetch_one(
            "SELECT COUNT(*) AS n FROM family_actions WHERE family = ? AND game_id = ?",
            (family, game_id),
        )
        return int(found["n"]) if found is not None else 0

    async def actions(self, family: str, game_id: int) -> list[str]:
        """A game's actions in the order they were accepted."""
        rows = await self._db.fetch_all(
            "SELECT action FROM family_actions WHERE family = ? AND game_id = ? ORDER BY seq",
            (family, game_id),
        )
        return [str(row["action"]) for row in rows]

    async def game(
        self, family: str, game_id: int
    ) -> FamilyGameRow[OptionsT, SeatT, ExtraT, MadeT, SetupT] | None:
        """One game of a family by id."""
        row = await self._db.fetch_one(
            "SELECT * FROM family_games WHERE family = ? AND id = ?", (family, game_id)
        )
        return None if row is None else self._row(row)

    async def last_in_channel(
        self, family: str, channel_id: int
    ) -> FamilyGameRow[OptionsT, SeatT, ExtraT, MadeT, SetupT] | None:
        """The most recent game of a family in a channel (open or over)."""
        row = await self._db.fetch_one(
            "SELECT * FROM family_games WHERE family = ? AND channel_id = ?"
            " ORDER BY id DESC LIMIT 1",
            (family, channel_id),
        )
        return None if row is None else self._row(row)

    async def last_id_in_channel(self, family: str, channel_id: int) -> int | None:
        """The id of a family's most recent game in a channel (open or over)."""
        row = await self._db.fetch_one(
            "SELECT id FROM family_games WHERE family = ? AND channel_id = ?"
            " ORDER BY id DESC LIMIT 1",
            (family, channel_id),
        )
        return None if row is None else int(row["id"])

    async def by_thread(
        self, thread_id: int
    ) -> FamilyGameRow[OptionsT, SeatT, ExtraT, MadeT, SetupT] | None:
        """The game (open or over) played in thread ``thread_id``."""
        row = await self._db.fetch_one(
            "SELECT * FROM family_games WHERE thread_id = ?", (thread_id,)
        )
        return None if row is None else self._row(row)

    async def save_file(
        self, *, guild_id: int, family: str, key: str, title: str, body: str, owner_id: int
    ) -> None:
        """Keep a file for a server under ``key``, replacing one saved before."""
        async with self._db.transaction() as tx:
            await tx.execute(
                "INSERT INTO family_files (guild_id, family, key, title, body, owner_id,"
                " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, family, key)"
                " DO UPDATE SET title = excluded.title, body = excluded.body,"
                " owner_id = excluded.owner_id, updated_at = excluded.updated_at",
                (guild_id, family, key, title, body, owner_id, self._stamp()),
            )

    async def files(self, guild_id: int, family: str) -> list[FamilyFile]:
        """A server's files of one family, by key."""
        rows = await self._db.fetch_all(
            "SELECT key, title, body, owner_id FROM family_files"
            " WHERE guild_id = ? AND family = ? ORDER BY key",
            (guild_id, family),
        )
        return [FamilyFile(r["key"], r["title"], r["body"], int(r["owner_id"])) for r in rows]

    async def open_ids(self, families: Collection[str] | None = None) -> set[GameKey]:
        """The addresses of every game (of ``families``, or all) in its lobby or running
        (nothing is parsed)."""
        rows = await self._db.fetch_all(
            "SELECT family, id FROM family_games WHERE status != 'over'"
        )
        return {
            (str(row["family"]), int(row["id"]))
            for row in rows
            if families is None or row["family"] in families
        }

    async def open_games(
        self, family: str | None = None
    ) -> list[FamilyGameRow[OptionsT, SeatT, ExtraT, MadeT, SetupT]]:
        """Games in their lobby or running (of one family, or all), oldest first."""
        if family is None:
            rows = await self._db.fetch_all(
                "SELECT * FROM family_games WHERE status != 'over' ORDER BY id, family"
            )
        else:
            rows = await self._db.fetch_all(
                "SELECT * FROM family_games WHERE status != 'over' AND family = ? ORDER BY id",
                (family,),
            )
        return [self._row(row) for row in rows]

    def _row(self, row: Row) -> FamilyGameRow[OptionsT, SeatT, ExtraT, MadeT, SetupT]:
        model = self._model_of(row["family"])
        setup = None if row["setup"] is None else model.setup.load(json.loads(row["setup"]))
        return FamilyGameRow(
            id=int(row["id"]),
            family=row["family"],
            guild_id=int(row["guild_id"]),
            channel_id=int(row["channel_id"]),
            host_id=int(row["host_id"]),
            status=GameStatus(row["status"]),
            created_at=row["created_at"],
            updated_at=row["updated_at"],
            thread_id=row["thread_id"],
            options=model.options.load(json.loads(row["options"])),
            seats=[model.seat.load(seat) for seat in json.loads(row["seats"])],
            setup=setup,
            stored_setup=setup,
            draws=json.loads(row["draws"]),
            lobby_message_id=row["lobby_message_id"],
            post_message_id=row["post_message_id"],
            deadline=_parse_time(row["deadline"]),
            deadline_kind=row["deadline_kind"],
            deadline_span=row["deadline_span"],
            reminded=bool(row["reminded"]),
            paused_left=row["paused_left"],
            extra=model.extra.load(json.loads(row["extra"])),
            made=model.made.load(json.loads(row["made"])),
            version=int(row["version"]),
        )


@dataclass(frozen=True)
class FamilyFile:
    """A file a family keeps for a server (a saved deck): its key, title, body and owner."""

    key: str
    title: str
    body: str
    owner_id: int


def _queue(
    row: FamilyGameRow[Any, Any, Any, Any, Any], effects: Sequence[Effect]
) -> list[Statement]:
    """The outbox rows of a change's effects; a note for closed DMs (which names the failed DMs
    of its batch) ends its batch, so it speaks only of the DM just before it."""
    statements: list[Statement] = []
    batch: list[Effect] = []
    for effect in effects:
        if effect.kind is Kind.DM and batch:
            statements += queue_statements(row.family, row.id, batch)
            batch = []
        batch.append(effect)
        if effect.kind is Kind.UNREACHABLE:
            statements += queue_statements(row.family, row.id, batch)
            batch = []
    if batch:
        statements += queue_statements(row.family, row.id, batch)
    return statements
