"""Open games in memory, mirroring the database: one mechanism for every family.

Each open game is a session: its row, its engine game once started, its lock and its phase
epoch. The database is the truth; memory is rebuilt at start-up by replaying every running
game's stored actions (a family may have them read *cold* at start-up and replayed in the
background after: :meth:`LiveSessions._replayer`), and a change is pushed, stored (with the outbox rows of what it shows, in
one transaction) and only then acknowledged. When a push or a write fails, the game is read
again from disk, so memory never holds a change the database lacks.

On a database other processes share (PostgreSQL), a game's lock also holds it across
processes and brings its memory up to date first (:meth:`LiveSessions.refresh`), and a game
another process opened is read when an interaction names it (:meth:`LiveSessions.find`) or,
in a direct message, when its player may mean it (:meth:`LiveSessions.discover`): a direct
message reaches shard 0 whichever process opened the game.

Every family's open games are one map of these sessions,
:class:`~bot.shell.sessions.FamilySessions`, by family and id: the shell's families' as
:class:`~bot.shell.store.FamilyGameRow` with plain columns, and a family that keeps its own
session type and typed row (Quantum Werewolf: :class:`cogs.werewolf.games.Games`) through the
hooks it gives the map.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from bot import worker
from bot.db import Database
from bot.effects import Effect
from bot.shell import freshness
from bot.shell.game_lock import GameLock, StoredRow, catch_up
from bot.shell.seated import seats_moved
from bot.shell.store import GameKey, GameStatus, unchanged_statement

log = logging.getLogger(__name__)


class SessionRow(StoredRow, Protocol):
    """What the sessions read of a family's row (a dataclass of its own type)."""

    @property
    def status(self) -> GameStatus: ...

    @property
    def setup(self) -> object: ...

    @property
    def version(self) -> int: ...


R = TypeVar("R", bound=SessionRow)
G = TypeVar("G")
K = TypeVar("K", bound=Hashable)


@dataclass
class LiveSession(Generic[R, G]):
    """A game's row and, once started, its engine game; ``lock`` serialises every change.

    A game read at start-up may still be *cold*: its stored actions are read but not replayed
    yet (:meth:`LiveSessions.load` replays them in the background). The first read of
    :attr:`game` before then replays it on the spot, so no caller ever sees it missing."""

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if name == "row":  # another row may seat other players (:mod:`bot.shell.seated`)
            seats_moved()

    row: R
    _game: G | None = None
    lock: GameLock = field(default_factory=GameLock)
    """Held for every change (and, on a shared database, across processes)."""
    epoch: int = 0
    """Counts the phases (and undos) this process began in the game: see
    :mod:`bot.shell.freshness`. Left alone by a refresh: a command this process received before
    another process moved the phase on is told apart by its time instead, while one sent after
    that change, which this process's old memory could not know, is not refused for it."""
    _cold: Callable[[], G] | None = field(default=None, init=False, repr=False, compare=False)
    _warming: asyncio.Future[None] | None = field(
        default=None, init=False, repr=False, compare=False
    )
    """The replay :meth:`warm` runs in the worker, shared by every caller that waits for it."""

    @property
    def game(self) -> G | None:
        """The engine game (``None`` before the start)."""
        if self._cold is not None:
            replay, self._cold = self._cold, None
            self._game = replay()
        return self._game

    @game.setter
    def game(self, game: G | None) -> None:
        self._cold = None
        self._game = game

    @property
    def cold(self) -> bool:
        """Whether the game is read but not replayed yet."""
        return self._cold is not None

    def replay_later(self, replay: Callable[[], G]) -> None:
        """Leave the game cold: ``replay`` makes it when it is first read."""
        self._cold = replay

    async def warm(self) -> None:
        """Replay a cold game now, in the worker (a game read or replaced meanwhile is left as
        it is). Callers at the same time wait for the same replay: the background replay, a
        command's arrival and a family's catching up may all ask for one game at once."""
        replay = self._cold
        if replay is None:
            return
        if self._warming is None:
            self._warming = asyncio.ensure_future(self._replayed(replay))
        replaying = self._warming
        await asyncio.wait([replaying])  # a caller cancelled leaves the replay to the others
        replaying.result()

    async def _replayed(self, replay: Callable[[], G]) -> None:
        try:
            game = await worker.run(replay)
            if self._cold is replay:
                self.game = game
        finally:
            self._warming = None


S = TypeVar("S", bound=LiveSession[Any, Any])

OPENED_OR_ENDED = "family_games"
"""The table whose rows the database tells of when a game is opened, ends or is removed
(PostgreSQL migration 15): what :meth:`LiveSessions.discover` reads."""


class Coalesced:
    """Runs ``work`` for many callers at once: each caller waits for a run that began after it
    called, and at most one run goes on at a time (the callers that come during a run share
    the next one, which the first of them runs in its own task)."""

    def __init__(self, work: Callable[[], Awaitable[None]]) -> None:
        self._work = work
        self._current: asyncio.Future[None] | None = None
        """Ends with the run going on."""
        self._next: asyncio.Future[None] | None = None
        """The run waiting for it to end, with its callers."""

    async def __call__(self) -> None:
        while (queued := self._next) is not None:
            await asyncio.wait([queued])
            if not queued.cancelled():
                return queued.result()
            # The caller that was to run it was cancelled: run (or join) the next one.
        run = self._next = asyncio.get_running_loop().create_future()
        # A failure no other caller waited for is not reported as never retrieved.
        run.add_done_callback(lambda done: done.cancelled() or done.exception())
        try:
            while (current := self._current) is not None:
                await asyncio.wait([current])
            self._current, self._next = run, None
            await self._work()
        except asyncio.CancelledError:
            run.cancel()
            raise
        except BaseException as error:
            run.set_exception(error)
            raise
        else:
            run.set_result(None)
        finally:
            if self._current is run:
                self._current = None
            if self._next is run:
                self._next = None


Announce = Callable[[Any], Awaitable[Sequence[Effect]]]
"""What a change must show, from the family's report of it (awaited under the game lock, before
the change is stored; queued in the outbox in the same transaction)."""


def started(row: SessionRow) -> bool:
    """Whether the row's game has been dealt (it has an engine game to replay)."""
    return row.setup is not None and row.status is not GameStatus.LOBBY


LOAD_AT_ONCE = 10
"""Open games :meth:`LiveSessions.load` reads at the same time (the PostgreSQL pool's size)."""


class LiveSessions(ABC, Generic[K, R, G, S]):
    """Open games by key, mirrored from the database; on a database other processes share,
    :meth:`find` and :meth:`discover` read the ones other processes opened."""

    def __init__(self) -> None:
        self._sessions: dict[K, S] = {}
        self._warming: asyncio.Task[None] | None = None
        """Replaying the games :meth:`load` read cold."""
        self._discovering = Coalesced(self._discover)
        self._watching = False
        """Whether the database tells this process of the games any process opens or ends."""
        self._told = 0
        """How many games opened or ended the database told of."""
        self._looked: tuple[int, int] | None = None
        """The listener's epoch and :attr:`_told` when the last complete look began (``None``:
        none began while every change was told)."""
        self.on_outbox: Callable[[], None] = lambda: None
        """Called after a commit that queued effects (the outbox sender wakes up)."""

    # -- what a family supplies ----------------------------------------------------------------

    @property
    @abstractmethod
    def database(self) -> Database:
        """The database the games are on."""

    @abstractmethod
    def _key(self, row: R) -> K:
        """The key of a row's session."""

    @abstractmethod
    def _address(self, row: R) -> GameKey:
        """The row's family and id in the shell's tables (the hold across processes)."""

    @abstractmethod
    async def _read(self, key: K) -> R | None:
        """The row of ``key`` as the database holds it."""

    @abstractmethod
    async def _rows(self) -> list[R]:
        """Every open game's row these sessions hold, oldest first."""

    @abstractmethod
    async def _count_actions(self, key: K) -> int:
        """How many actions the database holds for ``key``."""

    @abstractmethod
    async def _write(self, row: R, effects: Sequence[Effect]) -> None:
        """Write a row with the outbox rows of ``effects``, in one transaction."""

    @abstractmethod
    def _session(self, row: R, game: G | None) -> S:
        """A new session of ``row`` (not tracked yet)."""

    @abstractmethod
    async def rebuild(self, row: R) -> G:
        """The game of ``row`` replayed from its stored actions (in the worker)."""

    @abstractmethod
    async def _open_ids(self) -> set[K]:
        """The keys of every open game of these sessions in the database."""

    async def _replayer(self, row: R) -> Callable[[], G] | None:
        """How to replay a started ``row``'s game later, its stored actions read now (then
        :meth:`load` leaves it cold and replays it in the background); ``None``: replayed at
        load (the default)."""
        return None

    async def _settle(self, row: R) -> None:
        """Called on every row read from the database, before its game is rebuilt."""

    def _is_open(self, row: R) -> bool:
        """Whether a row read from the database is a game to keep open."""
        return row.status is not GameStatus.OVER

    # -- the one mechanism -----------------------------------------------------------------------

    async def load(self) -> int:
        """Read every open game from disk, replaying running ones (or leaving them cold, to be
        replayed in the background: :meth:`_replayer`); returns how many. The games are read
        :data:`LOAD_AT_ONCE` at a time: on PostgreSQL each is a few round trips, which one after
        another took most of a start-up at 1000 games."""
        return await self._load_rows(await self._rows())

    async def _load_rows(self, rows: Sequence[R]) -> int:
        """:meth:`load` of ``rows``: each tracked, a running one cold (replayed in the
        background) or, without a :meth:`_replayer`, replayed now; returns how many games are
        held."""
        gate = asyncio.Semaphore(LOAD_AT_ONCE)

        async def read(row: R) -> tuple[R, G | None, Callable[[], G] | None]:
            async with gate:
                await self._settle(row)
                if not started(row):
                    return row, None, None
                replay = await self._replayer(row)
                if replay is None:
                    return row, await self.rebuild(row), None
                return row, None, replay

        cold: list[S] = []
        for row, game, replay in await asyncio.gather(*(read(r) for r in rows)):
            if replay is None:
                self._track(self._session(row, game))
                continue
            # Replaying every game before the bot is ready took most of a restart (a
            # Clocktower game replays its solver: 0.1-0.2 s): read now, replayed below.
            session = self._session(row, None)
            session.replay_later(replay)
            cold.append(self._track(session))
        if cold:
            self._warming = asyncio.create_task(
                self._warm(cold, self._warming), name="replaying open games"
            )
        return len(self._sessions)

    async def _warm(self, cold: list[S], before: asyncio.Task[None] | None = None) -> None:
        """Replay the games :meth:`load` left cold, one after another in the worker (a game
        read meanwhile was replayed on the spot and is left as it is); ``before``, the
        replaying of an earlier load (an adopted family's), is waited for too, so that
        :meth:`warmed` waits for both."""
        for session in cold:
            try:
                await session.warm()
            except Exception:
                log.exception("could not replay game %s", self._key(session.row))
        if before is not None:
            await asyncio.wait([before])

    async def warm_up(self, channel_id: int | None, user_id: int) -> None:
        """Replay in the worker the cold games a command may read (:meth:`of_command`), so that
        the command does not replay them on the event loop."""
        for session in self.of_command(channel_id, user_id):
            await session.warm()

    def of_command(self, channel_id: int | None, user_id: int) -> list[S]:
        """The games a command in ``channel_id`` (``None``: a direct message) from ``user_id``
        may read: its channel's or thread's, or in a direct message its sender's."""
        return []

    async def warmed(self) -> None:
        """Return once every game :meth:`load` read cold is replayed."""
        if self._warming is not None:
            await asyncio.shield(self._warming)

    @property
    def _shared(self) -> bool:
        return self.database.shared

    def _track(self, session: S) -> S:
        database = self.database
        if database.shared:
            family, game_id = self._address(session.row)
            # The lock also asks whether the game's version moved, in the lock's round trip:
            # when it did not, the refresh's read is not needed.
            session.lock.bind(
                lambda: database.hold(
                    family, game_id, unchanged_statement(family, game_id, session.row.version)
                ),
                lambda: self.refresh(session),
            )
        self._sessions[self._key(session.row)] = session
        return session

    async def _found(self, game_id: K) -> S | None:
        row = await self._read(game_id)
        if row is None or not self._is_open(row):
            return None
        await self._settle(row)
        return self._session(row, await self.rebuild(row) if started(row) else None)

    async def find(self, game_id: K) -> S | None:
        """An open game by key; on a shared database, read from it when another process opened
        the game (a component in a direct message names its game)."""
        session = self._sessions.get(game_id)
        if session is not None or not self._shared:
            return session
        found = await self._found(game_id)
        if found is None:
            return None
        if game_id in self._sessions:  # found meanwhile by another task
            return self._sessions[game_id]
        return self._track(found)

    async def discover(self) -> None:
        """On a shared database: read the open games other processes opened, and forget the
        ones they ended (nothing to do on a database of this process alone). Every direct
        message asks: callers share one look at the database begun after they asked
        (:class:`Coalesced`), rather than each reading every open game's id; and none looks
        while the database told of no game opened or ended since the last look began
        (:data:`OPENED_OR_ENDED`, on the listener of :meth:`~bot.db.Database.watch`)."""
        if not self._shared:
            return
        if not self._watching:
            self._watching = True
            self.database.watch(OPENED_OR_ENDED, self._opened_or_ended)
        epoch = self.database.watch_epoch()
        if epoch is not None and self._looked == (epoch, self._told):
            return
        await self._discovering()

    def _opened_or_ended(self, _key: str) -> None:
        self._told += 1

    async def _discover(self) -> None:
        # What was told before the read began is in it; a note that comes during the read
        # may not be, so the next caller looks again.
        epoch, told = self.database.watch_epoch(), self._told
        open_ids = await self._open_ids()
        for game_id in [known for known in self._sessions if known not in open_ids]:
            self._sessions.pop(game_id, None)
        for game_id in open_ids:
            if game_id not in self._sessions:
                await self.find(game_id)
        if epoch is not None and epoch == self.database.watch_epoch():
            self._looked = (epoch, told)
        else:
            self._looked = None

    async def refresh(self, session: S) -> None:
        """Bring a game's memory up to the database after another process changed it (called
        under its lock): the row in place, the game replayed when it lacks actions."""
        key = self._key(session.row)
        fresh = await self._read(key)
        if fresh is None or fresh.version == session.row.version:
            return
        await self._settle(fresh)
        # A cold game is replayed from the fresh row in the worker, not from its stale record
        # on the event loop (as reading ``session.game`` would).
        session.game = await catch_up(
            session.row,
            None if session.cold else session.game,
            fresh,
            started=started(fresh),
            count_actions=lambda _: self._count_actions(key),
            rebuild=self.rebuild,
        )
        log.info("game %s: brought up to version %s", key, fresh.version)

    async def reload(self, session: S) -> None:
        """After a failed change: memory goes back to what the database holds (a game the
        database no longer has is forgotten)."""
        key = self._key(session.row)
        fresh = await self._read(key)
        if fresh is None:
            self._sessions.pop(key, None)
            return
        session.row = fresh
        session.game = await self.rebuild(fresh) if started(fresh) else None

    def close(self, session: S) -> None:
        """Forget a session that is over."""
        self._sessions.pop(self._key(session.row), None)

    async def save(self, session: S, effects: Sequence[Effect] = ()) -> None:
        """Write a session's row with the effects of the change (the caller holds the lock).
        When the write fails the game is read again from the database: a change the database
        refused is not kept anywhere."""
        await self._kept(session, lambda: self._write(session.row, effects))
        self._woken(effects)

    async def _kept(self, session: S, change: Callable[[], Awaitable[None]]) -> None:
        """Run ``change``; when it fails (or is cancelled) memory is read again from disk."""
        try:
            await change()
        except BaseException as error:
            if isinstance(error, Exception):
                log.exception("game %s: a change failed; reloading it", self._key(session.row))
            await self.reload(session)
            raise

    async def pushed(
        self,
        session: S,
        action: Any,
        *,
        in_worker: bool,
        settle: Callable[[Any], None],
        announce: Announce | None,
        store: Callable[[Sequence[Effect]], Awaitable[None]],
    ) -> Any:
        """Push a checked ``action`` into the session's game (in :mod:`bot.worker` when
        ``in_worker``, so the event loop keeps answering meanwhile), let ``settle(report)``
        update the row, ``announce(report)`` render what it shows, and ``store(shown)`` write
        it all in one transaction; returns the report. All or nothing: a failure anywhere
        (a push cut short by its caller's cancellation included) reloads the game from disk."""
        game = session.game
        if game is None:
            raise RuntimeError("the game has not started")
        shown: list[Effect] = []
        report: Any = None

        async def change() -> None:
            nonlocal report
            report = await worker.run(game.push, action) if in_worker else game.push(action)
            settle(report)
            if announce is not None:
                shown.extend(await announce(report))
            await store(shown)

        await self._kept(session, change)
        self._woken(shown)
        return report

    def _woken(self, effects: Sequence[Effect]) -> None:
        if effects:
            self.on_outbox()

    def is_late(self, session: S, phase_started: dt.datetime | None = None) -> bool:
        """Whether the command being handled was sent before the session's current phase
        began (begun at ``phase_started``, when the family keeps it): see
        :mod:`bot.shell.freshness`."""
        return freshness.is_late(self._key(session.row), session.epoch, phase_started)

    def epochs(self, sessions: Sequence[S]) -> dict[K, int]:
        """The epochs of ``sessions`` by key, for :func:`bot.shell.freshness.note`."""
        return {self._key(session.row): session.epoch for session in sessions}
