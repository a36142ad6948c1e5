"""Live games of any family: one lock per game, memory mirroring the database.

A session's game is rebuilt on load by replaying its stored actions through the family's
record, so memory and disk agree after a restart. :meth:`FamilySessions.push` is the one way
an action gets in: the family parses it (never mutating), pushes it, the action is appended in
one transaction with the row, and only then is it acknowledged. When the write fails the game
is rebuilt from disk, so memory never holds an action the database lacks.

On a database other processes share (PostgreSQL), each game's lock also holds the game across
processes and brings its memory up to date first (:meth:`FamilySessions.refresh`), and a game
another process opened is read when an interaction names it (:meth:`FamilySessions.find`) or,
in a direct message, when its player may mean it (:meth:`FamilySessions.discover`).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import functools
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from bot import worker
from bot.db import Database
from bot.effects import Effect
from bot.shell.game_lock import GameLock, catch_up
from bot.shell.open_games import OpenGames
from bot.shell.registry import FAMILIES, hosted
from bot.shell.seated import SeatIndex
from bot.shell.store import FamilyGameRow, FamilyStore, GameKey, GameStatus
from engine.core.family import Actor, Game, GameFamily, Seat
from engine.core.record import GameRecordBase

log = logging.getLogger(__name__)


class FamilySession:
    """A game's row and, once started, its engine game; ``lock`` serialises every change.

    A game read at start-up may still be *cold*: its stored actions are read but not replayed
    yet (:meth:`FamilySessions.load` replays them in the background). The first read of
    :attr:`game` before then replays it on the spot, so no caller ever sees it missing."""

    def __init__(
        self, row: FamilyGameRow, game: Game[Any] | None = None, lock: GameLock | None = None
    ) -> None:
        self.row = row
        self._game = game
        self.lock = lock if lock is not None else GameLock()
        self._cold: Callable[[], Game[Any]] | None = None

    @property
    def game(self) -> Game[Any] | None:
        """The engine game (``None`` before the start)."""
        if self._cold is not None:
            replay, self._cold = self._cold, None
            self._game = replay()
        return self._game

    @game.setter
    def game(self, game: Game[Any] | None) -> None:
        self._cold = None
        self._game = game

    @property
    def cold(self) -> bool:
        """Whether the game is read but not replayed yet."""
        return self._cold is not None

    def replay_later(self, replay: Callable[[], Game[Any]]) -> None:
        """Leave the game cold: ``replay`` makes it when it is first read."""
        self._cold = replay

    async def warm(self) -> None:
        """Replay a cold game now, in the worker (a game read meanwhile is left as it is)."""
        replay = self._cold
        if replay is None:
            return
        game = await worker.run(replay)
        if self._cold is replay:
            self.game = game


Announce = Callable[[Any], Awaitable[Sequence[Effect]]]
"""What a change must show, from the family's report of it (awaited under the game lock, before
the change is stored; queued in the outbox in the same transaction)."""


class FamilySessions(OpenGames[GameKey, FamilySession]):
    """Every open game of every hosted family, by family and id, thread and lobby message
    (:meth:`find` and :meth:`discover` read the ones other processes opened:
    :class:`~bot.shell.open_games.OpenGames`)."""

    def __init__(self, store: FamilyStore, families: set[str] | None = None) -> None:
        self.store = store
        self.families = families
        """The families whose games these sessions hold (each family cog on the shell adds
        its own as it loads; ``None``: every hosted family). Werewolf is hosted too, but its
        rows in the same table are its own sessions'."""
        self.on_outbox: Callable[[], None] = lambda: None
        """Called after a commit that queued effects (the outbox sender wakes up)."""
        self._sessions: dict[GameKey, FamilySession] = {}
        self._seated: SeatIndex[FamilySession] = SeatIndex()
        self._warming: asyncio.Task[None] | None = None
        """Replaying the games read cold at start-up (:meth:`load`)."""
        self._loaded = False

    async def load(self) -> int:
        """Read every open game from disk, replaying running ones; returns how many. Only the
        first call reads (the bot calls it once every family is loaded and registered)."""
        if self._loaded:
            return len(self._sessions)
        self._loaded = True
        cold: list[FamilySession] = []
        for row in await self.store.open_games():
            if not self._holds(row.family):
                continue
            session = FamilySession(row)
            if row.status is GameStatus.RUNNING:
                # Replaying every game before the bot is ready took most of a restart (a
                # Clocktower game replays its solver: 0.1-0.2 s): read now, replayed below.
                record = await self._record(row)
                session.replay_later(functools.partial(hosted(row.family).replay, record))
                cold.append(session)
            self._track(session)
        if cold:
            self._warming = asyncio.create_task(self._warm(cold), name="replaying open games")
        return len(self._sessions)

    async def _warm(self, cold: list[FamilySession]) -> None:
        """Replay the games :meth:`load` left cold, one after another in the worker (a game
        read meanwhile was replayed on the spot and is left as it is)."""
        for session in cold:
            try:
                await session.warm()
            except Exception:
                log.exception("could not replay %s game %s", session.row.family, session.row.id)

    async def warm_up(self, channel_id: int | None, user_id: int) -> None:
        """Replay in the worker the cold games a command may read: its thread's, or in a direct
        message (``channel_id`` ``None``) its sender's; so that the command does not replay
        them on the event loop."""
        if channel_id is None:
            games = self.of_user(user_id)
        else:
            games = [s for s in [self.in_thread(channel_id)] if s is not None]
        for session in games:
            await session.warm()

    async def warmed(self) -> None:
        """Return once every game :meth:`load` read cold is replayed."""
        if self._warming is not None:
            await asyncio.shield(self._warming)

    def _track(self, session: FamilySession) -> FamilySession:
        database = self.store.database
        if database.shared:
            family, game_id = session.row.family, session.row.id
            session.lock.bind(lambda: database.hold(family, game_id), lambda: self.refresh(session))
        self._sessions[session.row.family, session.row.id] = session
        return session

    async def refresh(self, session: FamilySession) -> None:
        """Bring a game's memory up to the database after another process changed it (called
        under its lock): the row in place, the game replayed when it lacks actions."""
        fresh = await self.store.game(session.row.family, session.row.id)
        if fresh is None or fresh.version == session.row.version:
            return
        session.game = await catch_up(
            session.row,
            session.game,
            fresh,
            started=fresh.setup is not None and fresh.status is not GameStatus.LOBBY,
            count_actions=lambda game_id: self.store.count_actions(session.row.family, game_id),
            rebuild=self.rebuild,
        )

    @property
    def _open(self) -> dict[GameKey, FamilySession]:
        return self._sessions

    @property
    def _shared(self) -> bool:
        return self.store.database.shared

    def _holds(self, family: str) -> bool:
        return family in (FAMILIES if self.families is None else self.families)

    async def _open_ids(self) -> set[GameKey]:
        return await self.store.open_ids(FAMILIES if self.families is None else self.families)

    async def _found(self, game_id: GameKey) -> FamilySession | None:
        if not self._holds(game_id[0]):
            return None
        row = await self.store.game(*game_id)
        if row is None or row.status is GameStatus.OVER:
            return None
        running = row.status is GameStatus.RUNNING
        return FamilySession(row, await self.rebuild(row) if running else None)

    async def rebuild(self, row: FamilyGameRow) -> Game[Any]:
        """The game of ``row`` replayed from its stored actions (and pinned draws)."""
        return await worker.run(hosted(row.family).replay, await self._record(row))

    async def _record(self, row: FamilyGameRow) -> GameRecordBase:
        """The record of ``row``'s game: its setup, stored actions and pinned draws."""
        family = hosted(row.family)
        assert row.setup is not None
        setup = family.setup_model.model_validate(row.setup)
        actions = await self.store.actions(row.family, row.id)
        fresh = family.new_game(setup)
        return fresh.record().model_copy(update={"actions": actions, "draws": dict(row.draws)})

    def sessions(self, family: str | None = None) -> list[FamilySession]:
        """Open sessions, oldest first."""
        found = sorted(self._sessions.values(), key=lambda s: s.row.id)
        return [s for s in found if family is None or s.row.family == family]

    def of_user(self, user_id: int, family: str | None = None) -> list[FamilySession]:
        """Open sessions (of ``family``) with a seat of ``user_id``, oldest first (an index:
        :mod:`bot.shell.seated`)."""
        found = self._seated.of_user(self._sessions.values(), user_id)
        return sorted(
            (s for s in found if family is None or s.row.family == family), key=lambda s: s.row.id
        )

    def get(self, family: str, game_id: int) -> FamilySession | None:
        """The open session of ``family`` with this id."""
        return self._sessions.get((family, game_id))

    def in_thread(self, channel_id: int | None) -> FamilySession | None:
        """The open game whose thread (or, without a thread, channel) is ``channel_id``."""
        for session in self._sessions.values():
            if channel_id is not None and session.row.thread_id == channel_id:
                return session
        return None

    def by_lobby_message(self, message_id: int) -> FamilySession | None:
        """The open game whose lobby post is ``message_id``."""
        for session in self._sessions.values():
            if session.row.lobby_message_id == message_id:
                return session
        return None

    async def create(
        self,
        *,
        family: str,
        guild_id: int,
        channel_id: int,
        host_id: int,
        options: dict[str, Any],
        seats: list[dict[str, Any]] | None = None,
        extra: dict[str, Any] | None = None,
    ) -> FamilySession:
        """Open a lobby (a rematch's with its players ``seats`` and ``extra``, in one write)."""
        hosted(family)
        row = await self.store.create(
            family=family,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            options=options,
            seats=seats,
            extra=extra,
        )
        return self._track(FamilySession(row))

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
        try:
            shown = await announce(None) if announce is not None else ()
            await self.store.save(session.row, shown)
        except BaseException:
            await self.reload(session)
            raise
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
        try:
            # Inside the try: a push cut short (its caller cancelled while a worker runs it)
            # may have changed the game, so memory is rebuilt from disk.
            report = await worker.run(game.push, action) if in_worker else game.push(action)
            record = game.record()
            row.draws = dict(record.draws)
            if game.outcome is not None:
                row.status = GameStatus.OVER
            before_save()
            shown = await announce(report) if announce is not None else ()
            seq = len(game.actions) - 1
            await self.store.append(row, seq, user_id, record.actions[-1], shown)
        except BaseException:
            await self.reload(session)
            raise
        self._woken(shown)
        return action, report

    async def save(self, session: FamilySession, effects: Sequence[Effect] = ()) -> None:
        """Write a session's row with the effects of the change (the caller holds the lock)."""
        await self.store.save(session.row, effects)
        self._woken(effects)

    def _woken(self, effects: Sequence[Effect]) -> None:
        if effects:
            self.on_outbox()

    async def reload(self, session: FamilySession) -> None:
        """After a failed change: memory goes back to what the database holds."""
        fresh = await self.store.game(session.row.family, session.row.id)
        if fresh is not None:
            session.row = fresh
            session.game = await self.rebuild(fresh) if fresh.setup is not None else None

    def close(self, session: FamilySession) -> None:
        """Forget a session that is over."""
        self._sessions.pop((session.row.family, session.row.id), None)


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
