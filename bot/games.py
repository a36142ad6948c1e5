"""Games in memory: each open game's row, its engine game and its lock.

The database is the truth; memory is a mirror rebuilt at start-up by replaying every running
game's record. Every change goes: lock → check → engine → commit → (only then) acknowledge.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field

from bot.models import GameRow, Status
from bot.storage import Storage
from engine import Action, Advance, Game, GameRecord, Report, record_of, replay

log = logging.getLogger(__name__)

KEEP_REPORTS = 2
"""Reports kept in memory per game (the last one is re-announced after a crash); the rest can
always be rebuilt from the record, and keeping them all would grow without bound in big games."""


class Refusal(Exception):
    """A request the bot turns down; the message is shown to the requester alone."""


@dataclass
class Session:
    """One open game."""

    row: GameRow
    game: Game | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def running(self) -> Game:
        """The engine game, refusing when the game is not running."""
        if self.row.status is Status.LOBBY or self.game is None:
            raise Refusal("This game has not started yet.")
        if self.row.status is Status.OVER:
            raise Refusal("This game is over.")
        return self.game

    def seat(self, user_id: int) -> int:
        """The user's seat, refusing non-players."""
        seat = self.row.seat_of(user_id)
        if seat is None:
            raise Refusal("You are not a player in this game.")
        return seat


class Games:
    """Every open game, by id, channel and player."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.sessions: dict[int, Session] = {}

    async def load(self) -> int:
        """Load every open game from the database, replaying running ones; returns how many."""
        for row in await self.storage.open_games():
            session = Session(row)
            if row.status is not Status.LOBBY:
                session.game = await self._rebuild(row)
            self.sessions[row.id] = session
        return len(self.sessions)

    async def _rebuild(self, row: GameRow) -> Game:
        assert row.setup is not None
        record = GameRecord(
            setup=row.setup, actions=await self.storage.actions(row.id), draws=row.draws
        )
        game, _reports = await asyncio.to_thread(replay, record, keep_reports=KEEP_REPORTS)
        return game

    def add(self, row: GameRow) -> Session:
        """Track a new game."""
        session = Session(row)
        self.sessions[row.id] = session
        return session

    def get(self, game_id: int) -> Session | None:
        """An open game by id."""
        return self.sessions.get(game_id)

    def unannounced(self) -> list[Session]:
        """Games whose last resolution was committed but not fully announced (a crash)."""
        return [s for s in self.sessions.values() if s.row.pending_announce and s.game]

    def in_channel(self, channel_id: int | None) -> Session | None:
        """The open game of a channel."""
        for session in self.sessions.values():
            if session.row.channel_id == channel_id and session.row.status is not Status.OVER:
                return session
        return None

    def of_user(self, user_id: int) -> list[Session]:
        """Running games the user plays in."""
        return [
            s
            for s in self.sessions.values()
            if s.row.status is Status.RUNNING and s.row.seat_of(user_id) is not None
        ]

    def close(self, session: Session) -> None:
        """Forget a game that is over."""
        self.sessions.pop(session.row.id, None)

    async def push(self, session: Session, action: Action, user_id: int | None) -> Report | None:
        """Check, apply and commit one action; the caller holds ``session.lock``.

        Raises ``IllegalActionError`` (nothing changed) for an illegal action. The action is
        committed to the database before this returns, so the caller may acknowledge it.
        """
        game = session.running
        game.check(action)
        seq = len(game.actions)
        try:
            if isinstance(action, Advance):
                report = await asyncio.to_thread(game.push, action)
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
        if game.is_over:
            row.status = Status.OVER
        if report is not None:
            row.pending_announce = True
        try:
            await self.storage.append_action(row, seq, str(action), user_id)
        except BaseException:
            log.exception("could not store action %r of game %s; reloading it", action, row.id)
            await self.reload(session)
            raise
        return report

    async def reload(self, session: Session) -> None:
        """Throw away the memory of a game and read it again from the database."""
        row = await self.storage.game(session.row.id)
        if row is None:
            self.sessions.pop(session.row.id, None)
            return
        session.row = row
        session.game = await self._rebuild(row) if row.status is not Status.LOBBY else None

    @staticmethod
    def record_json(game: Game) -> str:
        """The engine's replayable record of a game, as JSON."""
        return record_of(game).to_json()
