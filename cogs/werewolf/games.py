"""Werewolf's open games in memory: the shell's live sessions (:mod:`bot.shell.live`) of its
typed rows.

The database is the truth; memory is a mirror rebuilt at start-up by replaying every running
game's record. Every change goes: lock → check → engine → commit → (only then) acknowledge.
What is werewolf's own here: its row (:class:`~cogs.werewolf.models.WerewolfRow`), the replay that
warms every player's view, the languages of its posts, and what a push does to its row (the
phase, its epoch and deadlines).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import functools
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot import worker
from bot.db import Database
from bot.effects import Effect
from bot.i18n import Msg
from bot.shell import freshness
from bot.shell.live import LiveSession, LiveSessions, started
from bot.shell.replies import Refusal
from bot.shell.seated import SeatIndex
from bot.shell.store import GameKey, GameStatus
from cogs.werewolf import deadlines, language
from cogs.werewolf.models import WerewolfRow
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

HEAVY = (Advance, Kick, Undo)
"""Actions whose push resolves a phase or replays the game: pushed in a worker thread
(:mod:`bot.worker`), under the lock, so the event loop keeps answering meanwhile."""
PHASE_BOUND = (Vision, Attack, Vote, Decide, Advance, Kick)
"""Actions that belong to the phase they were sent in."""
WHAT = {"advance": "advance", "decide": "decide"}


def check_fresh(session: Session, what: str) -> None:
    """Refuse an action sent before the current phase began (:mod:`bot.shell.freshness`)."""
    if session.game is None:
        return
    if not freshness.is_late(session.row.id, session.epoch, session.row.phase_started):
        return
    phase = session.game.phase
    kind = "night" if phase.is_night else "day"
    raise Refusal(Msg.of("werewolf-refusal-late", what=what, kind=kind, number=str(phase.number)))


@dataclass
class Session(LiveSession[WerewolfRow, Game]):
    """One open game."""

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


class Games(LiveSessions[int, WerewolfRow, Game, Session]):
    """Every open game, by id, channel and player."""

    def __init__(self, storage: Storage, clock: Clock = discord.utils.utcnow) -> None:
        super().__init__()
        self.storage = storage
        self.clock = clock
        # Every direct-message command of every family asks of_user: looking through every
        # game seat by seat took a sixth of the loop's time at 1000 games (250 of them werewolf).
        self._seated: SeatIndex[Session] = SeatIndex(
            lambda s: s.row.members, lambda members: (m.user_id for m in members)
        )
        self.on_change: Callable[[], None] = lambda: None
        """Called after a change of deadlines (the scheduler wakes up)."""
        self.behind: set[int] = set()
        """Games read at start-up that are not caught up yet on what a crash may have cut
        short (:func:`cogs.werewolf.flow.recover`)."""
        self.recovering: asyncio.Task[None] | None = None
        """Catching up on them, in the background once the bot is ready."""

    async def load(self) -> int:
        """Read every open game, leaving the running ones cold (replayed in the background)."""
        loaded = await super().load()
        self.behind = {key for key, session in self._sessions.items() if started(session.row)}
        return loaded

    @property
    def sessions(self) -> dict[int, Session]:
        """The open games, by id."""
        return self._sessions

    @property
    def database(self) -> Database:
        return self.storage.database

    def _key(self, row: WerewolfRow) -> int:
        return row.id

    def _address(self, row: WerewolfRow) -> GameKey:
        return FAMILY, row.id

    async def _read(self, key: int) -> WerewolfRow | None:
        return await self.storage.game(key)

    async def _rows(self) -> list[WerewolfRow]:
        return await self.storage.open_games()

    async def _count_actions(self, key: int) -> int:
        return await self.storage.count_actions(key)

    async def _write(self, row: WerewolfRow, effects: Sequence[Effect]) -> None:
        await self.storage.save_game(row, effects)

    def _session(self, row: WerewolfRow, game: Game | None) -> Session:
        return Session(row, game)

    async def _settle(self, row: WerewolfRow) -> None:
        await language.settle(self.storage.database, row)

    def _is_open(self, row: WerewolfRow) -> bool:
        # From before the outbox: an ended game whose end is not announced yet stays open.
        return row.status is not GameStatus.OVER or row.pending_announce

    async def _open_ids(self) -> set[int]:
        return await self.storage.open_ids()

    async def rebuild(self, row: WerewolfRow) -> Game:
        """The game of ``row`` replayed from its record, in the worker (:func:`rebuilt`)."""
        return await worker.run(rebuilt, await self._record(row))

    async def _replayer(self, row: WerewolfRow) -> Callable[[], Game]:
        # Read cold at start-up and replayed in the background, as the shell's games are:
        # replaying every game before ready took most of a restart at 1000 games.
        return functools.partial(rebuilt, await self._record(row))

    async def _record(self, row: WerewolfRow) -> GameRecord:
        assert row.setup is not None
        return GameRecord(
            setup=row.setup, actions=await self.storage.actions(row.id), draws=row.draws
        )

    def of_command(self, channel_id: int | None, user_id: int) -> list[Session]:
        if channel_id is None:
            return self.of_user(user_id)
        return [s for s in [self.in_channel(channel_id)] if s is not None]

    def add(self, row: WerewolfRow) -> Session:
        """Track a new game."""
        return self._track(Session(row))

    def get(self, game_id: int) -> Session | None:
        """An open game by id."""
        return self._sessions.get(game_id)

    def in_channel(self, channel_id: int | None) -> Session | None:
        """The open game of a channel."""
        for session in self._sessions.values():
            if session.row.channel_id == channel_id and session.row.status is not GameStatus.OVER:
                return session
        return None

    def of_user(self, user_id: int) -> list[Session]:
        """Running games the user plays in (an index: :mod:`bot.shell.seated`)."""
        return [
            s
            for s in self._seated.of_user(self._sessions.values(), user_id)
            if s.row.status is GameStatus.RUNNING and s.row.seat_of(user_id) is not None
        ]

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
        row = session.row

        def settle(report: Report | None) -> None:
            row.phase = str(game.phase)
            if row.phase != phase_before or undone is not None:
                session.epoch += 1
            if game.is_over:
                row.status = GameStatus.OVER
                deadlines.stop(row)
            elif (report is not None and report.kind == "phase") or isinstance(undone, Advance):
                deadlines.begin_phase(row, self.clock(), night=game.phase.is_night)

        async def announce(report: Report | None) -> Sequence[Effect]:
            if effects is None:
                return ()
            if report is not None:
                # A resolution writes to every player: in the languages they have now (one
                # query a phase; other actions' effects are public, in the game's language).
                await language.settle(self.storage.database, row)
            return await effects(report)

        async def store(shown: Sequence[Effect]) -> None:
            await self.storage.append_action(row, seq, str(action), user_id, shown)

        report: Report | None = await self._pushed(
            session,
            action,
            in_worker=isinstance(action, HEAVY),
            settle=settle,
            announce=announce,
            store=store,
        )
        self.on_change()
        return report

    async def save(self, session: Session, effects: Sequence[Effect] = ()) -> None:
        """Write a game's row with the effects of the change, and wake the scheduler (deadlines
        may have changed) and the outbox. When the write fails, the game in memory is read
        again from the database: a change the database refused is not kept anywhere."""
        await super().save(session, effects)
        self.on_change()

    @staticmethod
    def record_json(game: Game) -> str:
        """The engine's replayable record of a game, as JSON."""
        return record_of(game).to_json()
