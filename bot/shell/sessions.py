"""Live games of any family: one lock per game, memory mirroring the database.

A session's game is rebuilt by replaying its stored actions through the family's record, so
memory and disk agree after a restart: at start-up the running games are read cold and
replayed in the background (a command's own games in the worker on arrival,
:meth:`FamilySessions.warm_up`; a first read of ``game`` before then on the spot). :meth:`FamilySessions.push` is the one way
an action gets in: the family parses it (never mutating), pushes it, the action is appended in
one transaction with the row, and only then is it acknowledged. When the write fails the game
is rebuilt from disk, so memory never holds an action the database lacks.

On a database other processes share (PostgreSQL), each game's lock also holds the game across
processes and brings its memory up to date first (:meth:`FamilySessions.refresh`), and a game
another process opened is read when an interaction names it (:meth:`FamilySessions.find`) or,
in a direct message, when its player may mean it (:meth:`FamilySessions.discover`). The
mechanism is the one every family's sessions share (:mod:`bot.shell.live`).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bot import worker
from bot.db import Database
from bot.effects import Effect
from bot.shell.extra import ShellExtra
from bot.shell.live import Announce as Announce
from bot.shell.live import LiveSession, LiveSessions
from bot.shell.places import Place, PlacedSessions
from bot.shell.registry import FAMILIES, hosted
from bot.shell.seated import SeatIndex
from bot.shell.store import FamilyGameRow, FamilyStore, GameKey, GameStatus
from engine.core.family import Actor, Game, GameFamily, Seat
from engine.core.record import GameRecordBase


@dataclass
class FamilySession(LiveSession[FamilyGameRow, Game[Any]]):
    """A game's row and, once started, its engine game; ``lock`` serialises every change."""


AnySession = LiveSession[Any, Any]
"""A session of any family: the shell's :class:`FamilySession`, or an adopted family's own."""


@dataclass(frozen=True)
class NewLobby:
    """A lobby to open (:meth:`FamilySessions.open_lobby`): where, whose, with which options,
    and, for a rematch, its players and the finished game it claims."""

    family: str
    guild_id: int
    channel_id: int
    host_id: int
    options: Any
    seats: Sequence[Any] = ()
    extra: Any | None = None
    rematch_of: Any | None = None
    """The finished game marked as having this rematch in the same write (a shell family's)."""
    language: str | None = None
    """The game's language, written with it (an adopted family's; a shell family keeps its
    language in its options)."""


class FamilyRows(Protocol):
    """What a family that keeps rows and sessions of its own types gives the one map of
    sessions (:meth:`FamilySessions.adopt`): how its rows are read and written, how its game is
    replayed, and its session type. Quantum Werewolf's is :class:`cogs.werewolf.games.Games`."""

    async def read(self, game_id: int) -> Any | None:
        """The row of game ``game_id`` as the database holds it."""

    async def open_rows(self) -> list[Any]:
        """Every open game's row, oldest first."""

    async def count_actions(self, game_id: int) -> int:
        """How many actions the database holds for the game."""

    async def write(self, row: Any, effects: Sequence[Effect]) -> None:
        """Write a row with the outbox rows of ``effects``, in one transaction."""

    def session(self, row: Any, game: Any | None) -> AnySession:
        """A new session of ``row`` (not tracked yet)."""

    async def rebuild(self, row: Any) -> Any:
        """The game of ``row`` replayed from its stored actions (in the worker)."""

    async def replayer(self, row: Any) -> Callable[[], Any] | None:
        """How to replay ``row``'s game later, in the worker: read cold at start-up and
        replayed in the background (``None``: replayed at once, by :meth:`rebuild`)."""

    async def settle(self, row: Any) -> None:
        """Called on every row read from the database, before its game is rebuilt."""

    def place(self, row: Any) -> int | None:
        """Where the game is played (its commands are sent), while it is open there: Quantum
        Werewolf plays in a channel, the shell's families in a thread."""

    async def create(self, lobby: NewLobby) -> Any:
        """Store a new lobby's row (with its seats and language, in one transaction)."""


class FamilySessions(LiveSessions[GameKey, Any, Any, AnySession]):
    """Every open game of every hosted family, by family and id: one map. The shell's
    families' games are :class:`FamilySession` (of a :class:`FamilyGameRow`); a family
    that keeps rows and sessions of its own types gives them through :meth:`adopt`."""

    def __init__(self, store: FamilyStore, families: set[str] | None = None) -> None:
        super().__init__()
        self._sessions: PlacedSessions[GameKey, AnySession] = PlacedSessions(self._places, _row_key)
        """The one map, indexed by where each game is played (:meth:`here`, :meth:`in_thread`,
        :meth:`by_lobby_message` look there rather than through every open game)."""
        self.store = store
        self.families = families
        """The families whose games these sessions hold (each family cog on the shell adds
        its own as it loads; ``None``: every hosted family)."""
        self._adopted: dict[str, FamilyRows] = {}
        """Families whose rows and sessions are of their own types (:meth:`adopt`)."""
        self._seated: SeatIndex[FamilySession] = SeatIndex(
            lambda s: s.row.extra.users, lambda users: users or ()
        )
        self._loaded = False
        self.hooked = False
        """Whether the shell's families' hooks into the bot's life are added (by the first
        family cog that loads)."""

    def adopt(self, family: str, rows: FamilyRows) -> None:
        """Hold ``family``'s games too, read, written and replayed by its ``rows`` (its
        sessions are its own type; :meth:`load_family` reads them)."""
        self._adopted[family] = rows
        self._sessions.moved_all()  # its games are found where its rows say from now on

    async def load(self) -> int:
        """Read every open game of the shell's families from disk, replaying running ones;
        returns how many. Only the first call reads (the bot calls it once every family is
        loaded and registered); an adopted family's are read by :meth:`load_family`."""
        if self._loaded:
            return len(self._sessions)
        self._loaded = True
        return await super().load()

    async def load_family(self, family: str) -> int:
        """Read every open game of an adopted family, the running ones cold when its
        :meth:`FamilyRows.replayer` says how to replay them later (else replayed now); returns
        how many."""
        await self._load_rows(await self._adopted[family].open_rows())
        return len(self.held(family))

    def held(self, family: str) -> list[AnySession]:
        """The open sessions of ``family``, in the order they were read or opened."""
        return [s for (kind, _), s in self._sessions.items() if kind == family]

    def held_session(self, key: GameKey) -> AnySession | None:
        """The open session of ``key``, of whatever family."""
        return self._sessions.get(key)

    def track(self, session: AnySession) -> AnySession:
        """Hold a new session (an adopted family's lobby)."""
        return self._track(session)

    def _shell(self) -> list[FamilySession]:
        """The open sessions of the shell's families (not the adopted ones')."""
        return [s for s in self._sessions.values() if isinstance(s, FamilySession)]

    @property
    def database(self) -> Database:
        return self.store.database

    def _key(self, row: Any) -> GameKey:
        return row.family, row.id

    def _address(self, row: Any) -> GameKey:
        return row.family, row.id

    async def _read(self, key: GameKey) -> Any | None:
        family, game_id = key
        if family in self._adopted:
            return await self._adopted[family].read(game_id)
        return await self.store.game(family, game_id)

    async def _rows(self) -> list[FamilyGameRow]:
        return [
            row
            for row in await self.store.open_games()
            if self._holds(row.family) and row.family not in self._adopted
        ]

    async def _count_actions(self, key: GameKey) -> int:
        family, game_id = key
        if family in self._adopted:
            return await self._adopted[family].count_actions(game_id)
        return await self.store.count_actions(family, game_id)

    async def _write(self, row: Any, effects: Sequence[Effect]) -> None:
        if row.family in self._adopted:
            await self._adopted[row.family].write(row, effects)
        else:
            await self.store.save(row, effects)

    def _session(self, row: Any, game: Any | None) -> AnySession:
        if row.family in self._adopted:
            return self._adopted[row.family].session(row, game)
        return FamilySession(row, game)

    def _holds(self, family: str) -> bool:
        every = FAMILIES if self.families is None else self.families
        return family in every or family in self._adopted

    async def _open_ids(self) -> set[GameKey]:
        every = FAMILIES if self.families is None else self.families
        return await self.store.open_ids({*every, *self._adopted})

    async def _found(self, game_id: GameKey) -> AnySession | None:
        if not self._holds(game_id[0]):
            return None
        return await super()._found(game_id)

    async def _settle(self, row: Any) -> None:
        if row.family in self._adopted:
            await self._adopted[row.family].settle(row)

    async def find(self, game_id: GameKey) -> FamilySession | None:
        """An open game of a shell family by family and id; on a shared database, read from
        it when another process opened the game."""
        session = await self.find_any(game_id)
        return session if isinstance(session, FamilySession) else None

    async def find_any(self, game_id: GameKey) -> AnySession | None:
        """An open game of any family held here (an adopted family's of its own type)."""
        return await super().find(game_id)

    async def rebuild(self, row: Any) -> Any:
        """The game of ``row`` replayed from its stored actions (and pinned draws)."""
        if row.family in self._adopted:
            return await self._adopted[row.family].rebuild(row)
        return await worker.run(hosted(row.family).replay, await self._record(row))

    async def _replayer(self, row: Any) -> Callable[[], Game[Any]] | None:
        if row.family in self._adopted:
            return await self._adopted[row.family].replayer(row)
        # The shell's games are read cold at start-up and replayed in the background.
        return functools.partial(hosted(row.family).replay, await self._record(row))

    async def _record(self, row: FamilyGameRow) -> GameRecordBase:
        """The record of ``row``'s game: its setup, stored actions and pinned draws."""
        family = hosted(row.family)
        assert row.setup is not None
        setup = family.setup_model.model_validate(row.setup)
        actions = await self.store.actions(row.family, row.id)
        fresh = family.new_game(setup)
        return fresh.record().model_copy(update={"actions": actions, "draws": dict(row.draws)})

    def of_command(self, channel_id: int | None, user_id: int) -> list[AnySession]:
        # The shell's families' games only: an adopted family warms its own (werewolf's
        # Games.warm_up, in its channel rather than a thread).
        if channel_id is None:
            return list(self.of_user(user_id))
        return [s for s in [self.in_thread(channel_id)] if s is not None]

    def sessions(self, family: str | None = None) -> list[FamilySession]:
        """Open sessions of the shell's families, oldest first."""
        found = sorted(self._shell(), key=lambda s: s.row.id)
        return [s for s in found if family is None or s.row.family == family]

    def of_user(self, user_id: int, family: str | None = None) -> list[FamilySession]:
        """Open sessions (of ``family``, a shell family) with a seat of ``user_id``, oldest
        first (an index: :mod:`bot.shell.seated`)."""
        found = self._seated.of_user(self._shell, user_id)
        return sorted(
            (s for s in found if family is None or s.row.family == family), key=lambda s: s.row.id
        )

    def get(self, family: str, game_id: int) -> FamilySession | None:
        """The open session of ``family`` (a shell family) with this id."""
        session = self._sessions.get((family, game_id))
        return session if isinstance(session, FamilySession) else None

    def here(self, family: str, channel_id: int | None) -> AnySession | None:
        """The open game of ``family`` played in ``channel_id``: a shell family's in its
        thread (or its channel, when it has none), an adopted family's where its
        :meth:`FamilyRows.place` says."""
        if channel_id is None:
            return None
        return self._sessions.first(("here", family, channel_id))

    def in_thread(self, channel_id: int | None) -> FamilySession | None:
        """The open game whose thread (or, without a thread, channel) is ``channel_id``."""
        if channel_id is None:
            return None
        session = self._sessions.first(("thread", channel_id))
        return session if isinstance(session, FamilySession) else None

    def by_lobby_message(self, message_id: int) -> FamilySession | None:
        """The open game whose lobby post is ``message_id``."""
        session = self._sessions.first(("lobby", message_id))
        return session if isinstance(session, FamilySession) else None

    def _places(self, session: AnySession) -> list[Place]:
        """Where ``session``'s game answers (:mod:`bot.shell.places`), read from its row now."""
        row = session.row
        rows = self._adopted.get(row.family)
        if rows is not None:
            place = rows.place(row)
            return [] if place is None else [("here", row.family, place)]
        found: list[Place] = []
        if row.thread_id is not None:
            found.append(("here", row.family, row.thread_id))
        if isinstance(session, FamilySession):
            if row.thread_id is not None:
                found.append(("thread", row.thread_id))
            if row.lobby_message_id is not None:
                found.append(("lobby", row.lobby_message_id))
        return found

    async def save(self, session: AnySession, effects: Sequence[Effect] = ()) -> None:
        # A family may have given the session another row (werewolf's lobby does): placed
        # from the one written.
        self._sessions.moved(self._key(session.row))
        await super().save(session, effects)

    async def reload(self, session: AnySession) -> None:
        await super().reload(session)
        self._sessions.moved(self._key(session.row))

    async def create(
        self,
        *,
        family: str,
        guild_id: int,
        channel_id: int,
        host_id: int,
        options: dict[str, Any],
        seats: list[dict[str, Any]] | None = None,
        extra: ShellExtra | None = None,
        rematch_of: FamilyGameRow | None = None,
    ) -> FamilySession:
        """Open a shell family's lobby (:meth:`open_lobby`)."""
        lobby = NewLobby(family, guild_id, channel_id, host_id, options, seats or (), extra)
        session = await self.open_lobby(dataclasses.replace(lobby, rematch_of=rematch_of))
        assert isinstance(session, FamilySession)
        return session

    async def row(self, family: str, game_id: int) -> Any | None:
        """A game's row as the database holds it (open or over; an adopted family's its own
        type)."""
        return await self._read((family, game_id))

    async def open_lobby(self, lobby: NewLobby) -> AnySession:
        """Open a lobby (a rematch's with its players seated, and the finished game it claims
        marked as having it, in one write: :meth:`FamilyStore.create`; an adopted family's
        through its own rows, :meth:`FamilyRows.create`) and track its session."""
        hosted(lobby.family)
        adopted = self._adopted.get(lobby.family)
        if adopted is not None:
            row = await adopted.create(lobby)
            session = adopted.session(row, None)
        else:
            row = await self.store.create(
                family=lobby.family,
                guild_id=lobby.guild_id,
                channel_id=lobby.channel_id,
                host_id=lobby.host_id,
                options=lobby.options,
                seats=list(lobby.seats),
                extra=lobby.extra,
                rematch_of=lobby.rematch_of,
            )
            session = FamilySession(row)
        self._track(session)
        return session

    async def start(
        self,
        session: FamilySession,
        setup: dict[str, Any],
        before_save: Callable[[Game[Any]], None] = lambda game: None,
        announce: Announce | None = None,
        *,
        draws: Mapping[str, str] | None = None,
    ) -> Game[Any]:
        """Start a lobby's game from a setup document (validated by the family's model).

        ``before_save(game)`` updates the row (clocks, posts) before the one write;
        ``announce(None)`` says what the start shows, sent once it is stored. ``draws`` pins
        draws from the first one on (a rehearsal's seats); they are stored with the row.
        """
        family = hosted(session.row.family)
        model = family.setup_model.model_validate(setup)
        game = await worker.run(_dealt, family, model, dict(draws or {}))
        session.row.setup = model.model_dump(mode="json")
        session.row.draws = dict(game.record().draws)
        session.row.status = GameStatus.RUNNING
        before_save(game)
        session.game = game
        shown: list[Effect] = []

        async def stored() -> None:
            if announce is not None:
                shown.extend(await announce(None))
            await self.store.save(session.row, shown)

        await self._kept(session, stored)
        self._woken(shown)
        return game

    async def push(
        self,
        session: FamilySession,
        text: str,
        actor: Seat | Actor,
        user_id: int | None,
        before_save: Callable[[], None] = lambda: None,
        announce: Announce | None = None,
        *,
        in_worker: bool = False,
    ) -> tuple[Any, Any]:
        """Parse, push and store one action; returns ``(action, the family's report)``.

        The caller holds ``session.lock``. A refusal raises the family's
        :class:`~engine.core.errors.EngineError` and changes nothing. ``before_save`` runs
        after the push and before the write, to update the row (clocks, status) in the same
        transaction; then ``announce(report)`` renders what the action shows, which is sent
        once the action is stored. ``in_worker`` parses and pushes in :mod:`bot.worker` (a
        family whose solver may take seconds), so the event loop keeps answering meanwhile.
        """
        game = session.game
        if game is None:
            raise RuntimeError("the game has not started")
        if in_worker:
            action = await worker.run(game.parse_action, text, actor)
        else:
            action = game.parse_action(text, actor)
        row = session.row
        records: list[Any] = []

        def settle(_report: Any) -> None:
            records.append(game.record())
            row.draws = dict(records[-1].draws)
            if game.outcome is not None:
                row.status = GameStatus.OVER
            before_save()

        async def store(shown: Sequence[Effect]) -> None:
            seq = len(game.actions) - 1
            await self.store.append(row, seq, user_id, records[-1].actions[-1], shown)

        report = await self.pushed(
            session, action, in_worker=in_worker, settle=settle, announce=announce, store=store
        )
        return action, report


def _row_key(row: Any) -> GameKey:
    """The key of a row's session in the one map."""
    return row.family, row.id


def _dealt(family: GameFamily[Any, Any], setup: Any, draws: dict[str, str]) -> Game[Any]:
    """A new game of ``setup``; with pinned ``draws``, replayed from an empty record holding
    them (the family's one way to take draws, so the first draw is pinned too)."""
    game = family.new_game(setup)
    if not draws:
        return game
    return family.replay(game.record().model_copy(update={"draws": draws}))


def shell_sessions(
    bot: Any, database: Database, clock: Callable[[], dt.datetime]
) -> tuple[FamilySessions, bool]:
    """The bot's one :class:`FamilySessions` (made on first use); ``True`` when just made.

    Several family cogs share it; the first to load creates it. The bot loads it once every
    family's extensions are loaded (:meth:`FamilySessions.load` reads only once).
    """
    existing = getattr(bot, "family_sessions", None)
    if isinstance(existing, FamilySessions):
        return existing, False
    sessions = FamilySessions(FamilyStore(database, clock), families=set())
    sessions.on_outbox = lambda: bot.outbox.wake()
    bot.family_sessions = sessions
    return sessions, True
