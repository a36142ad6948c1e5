"""Games in memory: each open game's row, its engine game and its lock.

The database is the truth; memory is a mirror rebuilt at start-up by replaying every running
game's record. Every change goes: lock → check → engine → commit → (only then) acknowledge.

On a database other processes share (PostgreSQL, shards split over processes), the lock also
holds the game across processes and brings the mirror up to date first (:meth:`Games.refresh`),
and a game another process opened is read when an interaction names it or its player
(:meth:`Games.find`, :meth:`Games.discover`): a direct message reaches shard 0 whichever
process opened the game.
"""

from __future__ import annotations

import contextvars
import datetime as dt
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import discord

from bot import worker
from bot.effects import Effect
from bot.i18n import Msg
from bot.shell.game_lock import GameLock, catch_up
from bot.shell.open_games import OpenGames
from bot.shell.replies import Refusal
from bot.shell.store import GameStatus
from cogs.werewolf import deadlines, language
from cogs.werewolf.models import GameRow, Member
from cogs.werewolf.storage import FAMILY, Storage
from engine.werewolf import (
    Action,
    Advance,
    Attack,
    Decide,
    Game,
    GameRecord,
    Report,
    Vision,
    Vote,
    observe_all,
    record_of,
    replay,
)
from engine.werewolf.actions import Kick, Undo

if TYPE_CHECKING:
    from bot.client import SuperpostBot

Clock = Callable[[], dt.datetime]
Effects = Callable[[Report | None], Awaitable[Sequence[Effect]]]
"""Renders what a change must show on Discord, once the engine has made it (before the commit)."""

log = logging.getLogger(__name__)

KEEP_REPORTS = 2
"""Reports kept in memory per game (``/game undo`` tells the players of the last one); the rest can
always be rebuilt from the record, and keeping them all would grow without bound in big games."""


ACTION_TIME: contextvars.ContextVar[dt.datetime | None] = contextvars.ContextVar(
    "ACTION_TIME", default=None
)
"""When the command being handled was sent (its interaction's ``created_at``). Set for every
slash command by the command tree; an action sent before the current phase began was meant for
a phase that has ended, and is refused rather than counted in the next one."""

ACTION_EPOCHS: contextvars.ContextVar[dict[int, int] | None] = contextvars.ContextVar(
    "ACTION_EPOCHS", default=None
)
"""For the command being handled: each relevant game's phase epoch when the bot received it
(before waiting for the game's lock). A different epoch under the lock means the phase it was
sent in has ended meanwhile."""

HEAVY = (Advance, Kick, Undo)
"""Actions whose push resolves a phase or replays the game: pushed in a worker thread
(:mod:`bot.worker`), under the lock, so the event loop keeps answering meanwhile."""
PHASE_BOUND = (Vision, Attack, Vote, Decide, Advance, Kick)
"""Actions that belong to the phase they were sent in."""
WHAT = {"advance": "advance", "decide": "decide"}


def check_fresh(session: Session, what: str) -> None:
    """Refuse an action sent (per :data:`ACTION_TIME` and :data:`ACTION_EPOCHS`) before the
    current phase began."""
    if session.game is None:
        return
    sent = ACTION_TIME.get()
    started = session.row.phase_started
    epochs = ACTION_EPOCHS.get() or {}
    late = sent is not None and started is not None and sent < started
    moved = epochs.get(session.row.id, session.epoch) != session.epoch
    if not (late or moved):
        return
    phase = session.game.phase
    kind = "night" if phase.is_night else "day"
    raise Refusal(Msg.of("werewolf-refusal-late", what=what, kind=kind, number=str(phase.number)))


@dataclass
class Session:
    """One open game."""

    row: GameRow
    game: Game | None = None
    lock: GameLock = field(default_factory=GameLock)
    """Held for every change (and, on a shared database, across processes)."""
    epoch: int = 0
    """Counts phase changes (and undos) in memory: see :data:`ACTION_EPOCHS`."""
    chatter: int = 0
    """Messages posted in the game channel since the day's tally: past
    :data:`cogs.werewolf.flow.TALLY_SCROLL` the tally moves down to stay in view."""

    @property
    def language(self) -> str:
        """The language of the game's public posts (:mod:`cogs.werewolf.language`)."""
        return language.of_game(self.row.id)

    def reader(self, user_id: int) -> str:
        """The language of a DM to ``user_id`` (:mod:`cogs.werewolf.language`)."""
        return language.of_reader(user_id)

    @property
    def running(self) -> Game:
        """The engine game, refusing when the game is not running."""
        if self.row.status is GameStatus.LOBBY or self.game is None:
            raise Refusal(Msg.of("werewolf-refusal-not-started"))
        if self.row.status is GameStatus.OVER:
            raise Refusal(Msg.of("werewolf-refusal-over"))
        return self.game

    def seat(self, user_id: int) -> int:
        """The user's seat, refusing non-players."""
        seat = self.row.seat_of(user_id)
        if seat is None:
            raise Refusal(Msg.of("werewolf-refusal-not-a-player"))
        return seat


def games_of(bot: SuperpostBot) -> Games:
    """Werewolf's open games, kept on the bot by its first extension (:mod:`cogs.werewolf.host`)."""
    return bot.kept(Games)


def rebuilt(record: GameRecord) -> Game:
    """A running game replayed from its record (in a worker), with every player's view of its
    current state computed. After a restart the first views of a big game cost half as much
    again as later ones (at 1000 players the table fills a few hundred MB of fresh memory,
    which the allocator keeps: bot/malloc.py): paid here, at start-up, in the worker, the
    players' first commands find the views ready and the next nightfall warm memory."""
    game, _reports = replay(record, keep_reports=KEEP_REPORTS)
    if not game.is_over:
        observe_all(game)
    return game


class Games(OpenGames[int, Session]):
    """Every open game, by id, channel and player (:meth:`find` and :meth:`discover` read the
    ones other processes opened: :class:`~bot.shell.open_games.OpenGames`)."""

    def __init__(self, storage: Storage, clock: Clock = discord.utils.utcnow) -> None:
        self.storage = storage
        self.clock = clock
        self.sessions: dict[int, Session] = {}
        self._seated: tuple[list[int], list[list[Member]], dict[int, list[Session]]] = (
            [],
            [],
            {},
        )
        self.on_change: Callable[[], None] = lambda: None
        """Called after a change of deadlines (the scheduler wakes up)."""
        self.on_outbox: Callable[[], None] = lambda: None
        """Called after a commit that queued effects (the outbox sender wakes up)."""

    async def load(self) -> int:
        """Load every open game from the database, replaying running ones; returns how many."""
        for row in await self.storage.open_games():
            session = Session(row)
            await language.settle(self.storage.database, row)
            if row.status is not GameStatus.LOBBY:
                session.game = await self._rebuild(row)
            self._track(session)
        return len(self.sessions)

    def _track(self, session: Session) -> Session:
        database = self.storage.database
        if database.shared:
            game_id = session.row.id
            session.lock.bind(lambda: database.hold(FAMILY, game_id), lambda: self.refresh(session))
        self.sessions[session.row.id] = session
        return session

    async def refresh(self, session: Session) -> None:
        """Bring a game's memory up to the database after another process changed it (called
        under its lock): the row in place, the game replayed when it lacks actions.

        The epoch is left alone: a command this process received before another process
        moved the phase on is told apart by its time (``phase_started`` comes with the row),
        while one sent after the change, which this process's old memory could not know, is
        not refused for it."""
        fresh = await self.storage.game(session.row.id)
        if fresh is None or fresh.version == session.row.version:
            return
        await language.settle(self.storage.database, fresh)
        session.game = await catch_up(
            session.row,
            session.game,
            fresh,
            started=fresh.status is not GameStatus.LOBBY,
            count_actions=self.storage.count_actions,
            rebuild=self._rebuild,
        )
        log.info("game %s: brought up to version %s", fresh.id, fresh.version)

    @property
    def _open(self) -> dict[int, Session]:
        return self.sessions

    @property
    def _shared(self) -> bool:
        return self.storage.database.shared

    async def _open_ids(self) -> set[int]:
        return await self.storage.open_ids()

    async def _found(self, game_id: int) -> Session | None:
        row = await self.storage.game(game_id)
        if row is None or (row.status is GameStatus.OVER and not row.pending_announce):
            return None
        await language.settle(self.storage.database, row)
        return Session(
            row, await self._rebuild(row) if row.status is not GameStatus.LOBBY else None
        )

    async def _rebuild(self, row: GameRow) -> Game:
        assert row.setup is not None
        record = GameRecord(
            setup=row.setup, actions=await self.storage.actions(row.id), draws=row.draws
        )
        return await worker.run(rebuilt, record)

    def add(self, row: GameRow) -> Session:
        """Track a new game."""
        return self._track(Session(row))

    def get(self, game_id: int) -> Session | None:
        """An open game by id."""
        return self.sessions.get(game_id)

    def in_channel(self, channel_id: int | None) -> Session | None:
        """The open game of a channel."""
        for session in self.sessions.values():
            if session.row.channel_id == channel_id and session.row.status is not GameStatus.OVER:
                return session
        return None

    def of_user(self, user_id: int) -> list[Session]:
        """Running games the user plays in."""
        return [
            s
            for s in self._by_user().get(user_id, ())
            if s.row.status is GameStatus.RUNNING and s.row.seat_of(user_id) is not None
        ]

    def _by_user(self) -> dict[int, list[Session]]:
        """Each seated user's games, listed again only when a game came, went or changed its
        members (a change of members always makes a new list). Every direct-message command of
        every family asks :meth:`of_user`: looking through every game seat by seat took a
        sixth of the loop's time at 1000 games (250 of them werewolf)."""
        lists = [s.row.members for s in self.sessions.values()]
        # The lists themselves are kept with the key, so no id in it can be reused meanwhile.
        key = [id(members) for members in lists]
        if key != self._seated[0]:
            index: dict[int, list[Session]] = {}
            for session in self.sessions.values():
                for member in session.row.members:
                    index.setdefault(member.user_id, []).append(session)
            self._seated = (key, lists, index)
        return self._seated[2]

    def close(self, session: Session) -> None:
        """Forget a game that is over."""
        self.sessions.pop(session.row.id, None)

    async def push(
        self,
        session: Session,
        action: Action,
        user_id: int | None,
        effects: Effects | None = None,
    ) -> Report | None:
        """Check, apply and commit one action; the caller holds ``session.lock``.

        Raises ``IllegalActionError`` (nothing changed) for an illegal action. ``effects``
        renders what the change must show (given the report); those rows are committed in the
        same transaction as the action. The action is committed to the database before this
        returns, so the caller may acknowledge it.
        """
        game = session.running
        if isinstance(action, PHASE_BOUND):
            check_fresh(session, WHAT.get(action.type, action.type))
        game.check(action)
        undone = game.actions[-1] if isinstance(action, Undo) else None
        seq = len(game.actions)
        phase_before = str(game.phase)
        try:
            if isinstance(action, HEAVY):
                report = await worker.run(game.push, action)
            else:
                report = game.push(action)
        except BaseException:
            log.exception(
                "the engine failed on %r in game %s; reloading it", action, session.row.id
            )
            await self.reload(session)
            raise
        row = session.row
        row.phase = str(game.phase)
        if row.phase != phase_before or undone is not None:
            session.epoch += 1
        if game.is_over:
            row.status = GameStatus.OVER
            deadlines.stop(row)
        elif (report is not None and report.kind == "phase") or isinstance(undone, Advance):
            deadlines.begin_phase(row, self.clock(), night=game.phase.is_night)
        try:
            if effects is not None and report is not None:
                # A resolution writes to every player: in the languages they have now (one
                # query a phase; other actions' effects are public, in the game's language).
                await language.settle(self.storage.database, row)
            queued = list(await effects(report)) if effects is not None else []
            await self.storage.append_action(row, seq, str(action), user_id, queued)
        except BaseException:
            log.exception("could not store action %r of game %s; reloading it", action, row.id)
            await self.reload(session)
            raise
        self.on_change()
        if queued:
            self.on_outbox()
        return report

    async def save(self, session: Session, effects: Sequence[Effect] = ()) -> None:
        """Write a game's row with the effects of the change, and wake the scheduler (deadlines
        may have changed) and the outbox. When the write fails, the game in memory is read
        again from the database: a change the database refused is not kept anywhere."""
        try:
            await self.storage.save_game(session.row, effects)
        except BaseException:
            log.exception("could not save game %s; reloading it", session.row.id)
            await self.reload(session)
            raise
        self.on_change()
        if effects:
            self.on_outbox()

    async def reload(self, session: Session) -> None:
        """Throw away the memory of a game and read it again from the database."""
        row = await self.storage.game(session.row.id)
        if row is None:
            self.sessions.pop(session.row.id, None)
            return
        session.row = row
        session.game = await self._rebuild(row) if row.status is not GameStatus.LOBBY else None

    @staticmethod
    def record_json(game: Game) -> str:
        """The engine's replayable record of a game, as JSON."""
        return record_of(game).to_json()
