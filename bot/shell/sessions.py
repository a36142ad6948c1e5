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

import datetime as dt
import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot import worker
from bot.db import Database
from bot.effects import Effect
from bot.shell.live import Announce as Announce
from bot.shell.live import LiveSession, LiveSessions
from bot.shell.registry import FAMILIES, hosted
from bot.shell.seated import SeatIndex
from bot.shell.store import FamilyGameRow, FamilyStore, GameKey, GameStatus
from engine.core.family import Actor, Game, GameFamily, Seat
from engine.core.record import GameRecordBase


@dataclass
class FamilySession(LiveSession[FamilyGameRow, Game[Any]]):
    """A game's row and, once started, its engine game; ``lock`` serialises every change."""


class FamilySessions(LiveSessions[GameKey, FamilyGameRow, Game[Any], FamilySession]):
    """Every open game of every hosted family, by family and id, thread and lobby message."""

    def __init__(self, store: FamilyStore, families: set[str] | None = None) -> None:
        super().__init__()
        self.store = store
        self.families = families
        """The families whose games these sessions hold (each family cog on the shell adds
        its own as it loads; ``None``: every hosted family). Werewolf is hosted too, but its
        rows in the same table are its own sessions'."""
        self._seated: SeatIndex[FamilySession] = SeatIndex(
            lambda s: s.row.extra.get("users"), lambda users: users or ()
        )
        self._loaded = False

    async def load(self) -> int:
        """Read every open game from disk, replaying running ones; returns how many. Only the
        first call reads (the bot calls it once every family is loaded and registered)."""
        if self._loaded:
            return len(self._sessions)
        self._loaded = True
        return await super().load()

    @property
    def database(self) -> Database:
        return self.store.database

    def _key(self, row: FamilyGameRow) -> GameKey:
        return row.family, row.id

    def _address(self, row: FamilyGameRow) -> GameKey:
        return row.family, row.id

    async def _read(self, key: GameKey) -> FamilyGameRow | None:
        return await self.store.game(*key)

    async def _rows(self) -> list[FamilyGameRow]:
        return [row for row in await self.store.open_games() if self._holds(row.family)]

    async def _count_actions(self, key: GameKey) -> int:
        return await self.store.count_actions(*key)

    async def _write(self, row: FamilyGameRow, effects: Sequence[Effect]) -> None:
        await self.store.save(row, effects)

    def _session(self, row: FamilyGameRow, game: Game[Any] | None) -> FamilySession:
        return FamilySession(row, game)

    def _holds(self, family: str) -> bool:
        return family in (FAMILIES if self.families is None else self.families)

    async def _open_ids(self) -> set[GameKey]:
        return await self.store.open_ids(FAMILIES if self.families is None else self.families)

    async def _found(self, game_id: GameKey) -> FamilySession | None:
        if not self._holds(game_id[0]):
            return None
        return await super()._found(game_id)

    async def rebuild(self, row: FamilyGameRow) -> Game[Any]:
        """The game of ``row`` replayed from its stored actions (and pinned draws)."""
        return await worker.run(hosted(row.family).replay, await self._record(row))

    async def _replayer(self, row: FamilyGameRow) -> Callable[[], Game[Any]]:
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

    def of_command(self, channel_id: int | None, user_id: int) -> list[FamilySession]:
        if channel_id is None:
            return self.of_user(user_id)
        return [s for s in [self.in_thread(channel_id)] if s is not None]

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
        rematch_of: FamilyGameRow | None = None,
    ) -> FamilySession:
        """Open a lobby (a rematch's with its players ``seats``, and ``rematch_of`` marked as
        having it, in one write: :meth:`FamilyStore.create`)."""
        hosted(family)
        row = await self.store.create(
            family=family,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            options=options,
            seats=seats,
            extra=extra,
            rematch_of=rematch_of,
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

        report = await self._pushed(
            session, action, in_worker=in_worker, settle=settle, announce=announce, store=store
        )
        return action, report


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
