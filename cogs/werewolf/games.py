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
from bot.shell.live import LiveSession, started
from bot.shell.replies import Refusal
from bot.shell.seated import SeatIndex
from bot.shell.sessions import AnySession, FamilySessions, NewLobby
from bot.shell.store import FamilyStore, GameKey, GameStatus
from cogs.werewolf import clocks, language
from cogs.werewolf.models import WerewolfExtra, WerewolfRow, seat_of
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
    if not freshness.is_late(
        (FAMILY, session.row.id), session.epoch, session.row.extra.phase_started
    ):
        return
    phase = session.game.phase
    kind = "night" if phase.is_night else "day"
    raise Refusal(Msg.of("werewolf-refusal-late", what=what, kind=kind, number=str(phase.number)))


@dataclass
class Session(LiveSession[WerewolfRow, Game]):
    """One open game."""

    chatter: int = 0
    """Messages posted in the game channel since the day's tally: past
    :data:`cogs.werewolf.tally.TALLY_SCROLL` the tally moves down to stay in view."""

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
        seat = seat_of(self.row, user_id)
        if seat is None:
            raise Refusal(Msg.of("werewolf-refusal-not-a-player"))
        return seat


def games_of(bot: SuperpostBot) -> Games:
    """Werewolf's open games, kept on the bot as its extension loads (:mod:`cogs.werewolf.host`)."""
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


class Games:
    """Werewolf's open games, by id, channel and player: its part of the bot's one map of
    sessions (:class:`~bot.shell.sessions.FamilySessions`, by family and id), whose hooks for
    werewolf's rows (:class:`~bot.shell.sessions.FamilyRows`) it gives: how its typed rows are
    read and written, the replay that warms every player's view, the languages of its posts."""

    def __init__(
        self,
        storage: Storage,
        clock: Clock = discord.utils.utcnow,
        shared: FamilySessions | None = None,
    ) -> None:
        self.storage = storage
        self.clock = clock
        self.shared = shared or FamilySessions(FamilyStore(storage.database), families=set())
        """The one map of every family's open games (the bot's; a map of its own without a
        bot)."""
        self.shared.adopt(FAMILY, self)
        # Every direct-message command of every family asks of_user: looking through every
        # game seat by seat took a sixth of the loop's time at 1000 games (250 of them werewolf).
        self._seated: SeatIndex[Session] = SeatIndex(
            lambda s: s.row.seats, lambda members: (m.user_id for m in members)
        )
        self.on_change: Callable[[], None] = lambda: None
        """Called after a change of deadlines (the scheduler wakes up)."""
        self.behind: set[int] = set()
        """Games read at start-up that are not caught up yet on what a crash may have cut
        short (:func:`cogs.werewolf.flow.recover`)."""
        self.recovering: asyncio.Task[None] | None = None
        """Catching up on them, in the background once the bot is ready."""

    # -- werewolf's rows in the one map (bot.shell.sessions.FamilyRows) --------------------------

    async def read(self, game_id: int) -> WerewolfRow | None:
        return await self.storage.game(game_id)

    async def open_rows(self) -> list[WerewolfRow]:
        return await self.storage.open_games()

    async def count_actions(self, game_id: int) -> int:
        return await self.storage.count_actions(game_id)

    async def write(self, row: WerewolfRow, effects: Sequence[Effect]) -> None:
        await self.storage.save_game(row, effects)

    def session(self, row: WerewolfRow, game: Game | None) -> Session:
        return Session(row, game)

    async def settle(self, row: WerewolfRow) -> None:
        await language.settle(self.storage.database, row)

    async def create(self, lobby: NewLobby) -> WerewolfRow:
        # Its own statement (a crash test cuts it short); the language is kept in memory too.
        extra = lobby.extra if isinstance(lobby.extra, WerewolfExtra) else WerewolfExtra()
        row = await self.storage.create_game(
            guild_id=lobby.guild_id,
            channel_id=lobby.channel_id,
            storyteller_id=lobby.host_id,
            settings=lobby.options,
            channel_name=extra.channel_name,
            members=lobby.seats,
            language=lobby.language,
        )
        if lobby.language is not None:
            language.opened(row.id, lobby.language)
        return row

    def place(self, row: WerewolfRow) -> int | None:
        # A channel has at most one open game; an ended one no longer answers there.
        return None if row.status is GameStatus.OVER else row.channel_id

    async def rebuild(self, row: WerewolfRow) -> Game:
        """The game of ``row`` replayed from its record, in the worker (:func:`rebuilt`)."""
        return await worker.run(rebuilt, await self._record(row))

    async def replayer(self, row: WerewolfRow) -> Callable[[], Game]:
        # Read cold at start-up and replayed in the background, as the shell's games are:
        # replaying every game before ready took most of a restart at 1000 games.
        return functools.partial(rebuilt, await self._record(row))

    async def _record(self, row: WerewolfRow) -> GameRecord:
        assert row.setup is not None
        return GameRecord(
            setup=row.setup, actions=await self.storage.actions(row.id), draws=row.draws
        )

    # -- werewolf's open games -------------------------------------------------------------------

    @property
    def sessions(self) -> dict[int, Session]:
        """The open games, by id (a copy: :meth:`add` opens one)."""
        return {s.row.id: s for s in self._held()}

    def _held(self) -> list[Session]:
        return [s for s in self.shared.held(FAMILY) if isinstance(s, Session)]

    @property
    def database(self) -> Database:
        """The database the games are on."""
        return self.storage.database

    async def load(self) -> int:
        """Read every open game from disk, leaving the running ones cold (replayed in the
        background, as the shell's families' are) and behind (caught up by
        :func:`cogs.werewolf.flow.recover`); returns how many."""
        loaded = await self.shared.load_family(FAMILY)
        self.behind = {s.row.id for s in self._held() if started(s.row)}
        return loaded

    async def warmed(self) -> None:
        """Return once every game :meth:`load` read cold is replayed."""
        await self.shared.warmed()

    def of_command(self, channel_id: int | None, user_id: int) -> list[Session]:
        """The games a command in ``channel_id`` (``None``: a direct message) from
        ``user_id`` may read: its channel's, or in a direct message its sender's."""
        if channel_id is None:
            return self.of_user(user_id)
        return [s for s in [self.in_channel(channel_id)] if s is not None]

    async def warm_up(self, channel_id: int | None, user_id: int) -> None:
        """Replay in the worker the cold games a command may read (:meth:`of_command`), so
        that the command does not replay them on the event loop."""
        for session in self.of_command(channel_id, user_id):
            await session.warm()

    def add(self, row: WerewolfRow) -> Session:
        """Track a new game."""
        session = Session(row)
        self.shared.track(session)
        return session

    def get(self, game_id: int) -> Session | None:
        """An open game by id."""
        return _werewolf(self.shared.held_session((FAMILY, game_id)))

    async def find(self, game_id: int) -> Session | None:
        """An open game by id; on a shared database, read from it when another process
        opened the game (a component in a direct message names its game)."""
        return _werewolf(await self.shared.find_any((FAMILY, game_id)))

    async def discover(self) -> None:
        """On a shared database: read the open games other processes opened (of every family),
        and forget the ones they ended."""
        await self.shared.discover()

    async def refresh(self, session: Session) -> None:
        """Bring a game's memory up to the database after another process changed it."""
        await self.shared.refresh(session)

    async def reload(self, session: Session) -> None:
        """After a failed change: memory goes back to what the database holds."""
        await self.shared.reload(session)

    def close(self, session: Session) -> None:
        """Forget a session that is over."""
        self.shared.close(session)

    def epochs(self, sessions: Sequence[Session]) -> dict[GameKey, int]:
        """The epochs of ``sessions`` by key, for :func:`bot.shell.freshness.note`."""
        return self.shared.epochs(sessions)

    def in_channel(self, channel_id: int | None) -> Session | None:
        """The open game of a channel (the one map's finder, :meth:`place` its hook)."""
        return _werewolf(self.shared.here(FAMILY, channel_id))

    def of_user(self, user_id: int) -> list[Session]:
        """Running games the user plays in (an index: :mod:`bot.shell.seated`)."""
        return [
            s
            for s in self._seated.of_user(self._held, user_id)
            if s.row.status is GameStatus.RUNNING and seat_of(s.row, user_id) is not None
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
        # The engine refuses before the transaction begins (a push refused inside it would
        # read the game again from disk); the push then finds a choice's check done.
        game.check(action)
        undone = game.actions[-1] if isinstance(action, Undo) else None
        seq = len(game.actions)
        phase_before = str(game.phase)
        row = session.row

        def settle(report: Report | None) -> None:
            row.extra.phase = str(game.phase)
            if row.extra.phase != phase_before or undone is not None:
                session.epoch += 1
            if game.is_over:
                row.status = GameStatus.OVER
                clocks.stop(row)
            elif (report is not None and report.kind == "phase") or isinstance(undone, Advance):
                clocks.begin_phase(row, self.clock(), night=game.phase.is_night)

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

        report: Report | None = await self.shared.pushed(
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
        await self.shared.save(session, effects)
        self.on_change()

    @staticmethod
    def record_json(game: Game) -> str:
        """The engine's replayable record of a game, as JSON."""
        return record_of(game).to_json()


def _werewolf(session: AnySession | None) -> Session | None:
    """A session of the one map, when it is werewolf's."""
    return session if isinstance(session, Session) else None
