"""The base of a family's cog: its names and switches, sessions and clock, answering, host
checks and seats (:class:`CogBase`; :class:`bot.shell.family_cog.FamilyCog` is composed on it).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic

import discord
from discord.ext import commands
from typing_extensions import TypeVar

from bot.client import Hooks
from bot.effects import Effect
from bot.i18n import Msg
from bot.shell import deadlines, hosts
from bot.shell.answering import Refused, answering, plain_engine_words
from bot.shell.clock import GameClock
from bot.shell.extra import ShellExtra
from bot.shell.live import LiveSession
from bot.shell.lobby_place import LobbyPlace, ThreadOnPost
from bot.shell.replies import Refusal, game_lang, say, started
from bot.shell.seats import seat_of, seat_of_member, seat_users
from bot.shell.seeds import draw_seed
from bot.shell.sessions import FamilySession, FamilySessions, shell_sessions
from bot.shell.store import FamilyGameRow, GameStatus
from bot.shell.timer import DueTimer
from engine.core.errors import EngineError
from engine.core.family import Seat

if TYPE_CHECKING:
    from bot.client import SuperpostBot


S = TypeVar("S", bound=LiveSession[Any, Any], default=FamilySession)
"""A family's session type: the shell's :class:`FamilySession`, or an adopted family's own."""


class CogBase(commands.Cog, Generic[S]):
    """What every part of a family's cog stands on: the family's names and switches, its bot,
    sessions and clock, the game of a channel, answering, the host check and the seats. The
    parts (:mod:`bot.shell.cog_lobby`, :mod:`~bot.shell.cog_players`,
    :mod:`~bot.shell.cog_clock`, :mod:`~bot.shell.cog_register`,
    :mod:`~bot.shell.cog_records`) make :class:`bot.shell.family_cog.FamilyCog`."""

    session_type: type[S]
    """The family's session class (:class:`FamilySession` for a shell family): the one map of
    open games holds every family's, and a cog answers only with its own."""

    family: ClassVar[str]
    """The family's name in storage and the registry (``cloud``)."""
    title: ClassVar[str]
    """Its name for people (``Quantum Cloud``)."""
    command: ClassVar[str]
    """Its slash command group (``cloud``)."""
    record_name: ClassVar[str]
    """The record file's name before the game id (``quantum-cloud``)."""
    emoji: ClassVar[str]
    """What its lobby and thread greeting start with."""
    max_players: ClassVar[int]
    """The most players a game takes (the fewest is two)."""
    host_word: ClassVar[str] = "host"
    """What the family calls its host in posts (``storyteller``)."""
    game_type: ClassVar[type[Any]]
    """The family's game class (the clock ticks a game once it has started)."""
    deadline_clocks: deadlines.DeadlineClocks
    """The family's ``clocks`` module: whether the running limit has run out, or its reminder
    is due."""
    host_tools_in_lobby: ClassVar[bool] = True
    """Whether the host's commands answer in the lobby (a cancel); otherwise they refuse
    until the game has started."""
    slow_start: ClassVar[bool] = False
    """Whether Start acknowledges the press at once (a deal that may take longer than Discord
    waits for an answer); otherwise :func:`bot.waiting.holding` does after a second."""
    host_reads_dms: ClassVar[bool] = False
    """Whether the host may read every player's DMs (a storyteller who does not play): then a
    DM closed DMs refused is told to the host with what it held, whatever it was. Otherwise
    only a DM whose failure the family already tells in public (``report``) is, and only that
    it failed: who is sent a DM, and what, can be a secret from a host who plays."""
    host_plays: ClassVar[bool] = True
    """Whether the host may also hold a seat (Lab, Cloud: nothing the host sees is secret).
    Otherwise the host sees every secret (Clocktower's storyteller), so no co-host may play
    and no player, present or former, may become a co-host (:mod:`bot.shell.hosts`)."""
    extra_model: ClassVar[type[ShellExtra]] = ShellExtra
    """The family's fields of its rows' ``extra`` (its model extends the shell's)."""
    lobby_place: ClassVar[LobbyPlace] = ThreadOnPost()
    """Where the family's lobbies open and how one claims its place (the shell's: a thread on
    the lobby post; werewolf's: the channel, one open game a channel)."""
    host_lines_answer: ClassVar[bool] = False
    """Whether a host's change of the hosts (:meth:`_co_host`) is said as the command's public
    answer (werewolf: its commands run in the game's channel); otherwise it is posted in the
    game's thread and the host is answered privately."""

    def __init__(self, bot: SuperpostBot, due: Callable[[Any], dt.datetime | None]) -> None:
        self.bot = bot
        self.sessions: FamilySessions
        self.game_clock: GameClock[Any, S] = GameClock(
            self.title,
            sessions=self._open_sessions,
            due=due,
            tick=self._tick,
            clock=lambda: self.clock(),
            ready=self._clock_ready,
        )
        """The family's clock (its running games' due work)."""
        self.timer: DueTimer = self.game_clock.timer(f"{self.family}-clock")
        """The clock's timer, woken by a change of the running limit."""
        self._rematching = asyncio.Lock()
        self._ready_hook: Hooks | None = None

    @property
    def clock(self) -> Callable[[], dt.datetime]:
        return self.bot.clock

    async def cog_load(self) -> None:
        # Loaded by the bot once every family is registered (see bot.client.SuperpostBot.setup_hook).
        self.sessions, _ = shell_sessions(self.bot, self.bot.storage.database, self.clock)
        await self._register()
        self.timer.start()

    async def cog_unload(self) -> None:
        self.timer.stop()
        if self._ready_hook is not None and self._ready_hook in self.bot.hooks:
            self.bot.hooks.remove(self._ready_hook)

    def _wake_clock(self) -> None:
        """The running limit changed: the family's clock looks again."""
        self.timer.wake()

    async def _clock_ready(self) -> None:
        """What the clock waits for before its first pass (the bot's start-up, by default)."""
        await self.bot.wait_until_ready()

    def _open_sessions(self) -> list[S]:
        """The family's open games, oldest first (what its clock ticks)."""
        held = sorted(self.sessions.held(self.family), key=lambda s: int(s.row.id))
        return [s for s in held if isinstance(s, self.session_type)]

    def _held(self, game_id: int) -> S | None:
        """The family's open game with this id."""
        session = self.sessions.held_session((self.family, game_id))
        return session if isinstance(session, self.session_type) else None

    def _found_here(self, channel_id: int | None) -> S | None:
        """The family's open game played in ``channel_id`` (none: no game of it there)."""
        session = self.sessions.here(self.family, channel_id)
        return session if isinstance(session, self.session_type) else None

    def _row_of(self, game_id: int) -> FamilyGameRow | None:
        session = self.sessions.get(self.family, game_id)
        return None if session is None else session.row

    async def _say(self, interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
        await say(interaction, text, **kwargs)

    def _refusal_text(self, error: EngineError, lang: str) -> str:
        """What the sender reads, in ``lang``, when the engine refuses (families word it their
        way)."""
        return plain_engine_words(error, lang)

    def _refusals(
        self, interaction: discord.Interaction
    ) -> contextlib.AbstractAsyncContextManager[Refused]:
        """Refusals, the engine's included, answered in the sender's language (:func:`answering`)."""
        return answering(interaction, self._refusal_text, self._say)

    def _here(self, interaction: discord.Interaction) -> S:
        session = self._found_here(interaction.channel_id)
        if session is None:
            raise Refusal(self._no_game_here())
        return session

    def _no_game_here(self) -> Msg:
        """The refusal of a command sent where no game of the family is played."""
        return Msg.of("shell-not-a-game-thread", game=self.title, command=self.command)

    def _seat_label(self, seat: Seat) -> str:
        """How posts name a seat (``@3``)."""
        return f"@{seat + 1}"

    def _users(self, session: S) -> list[int | None]:
        """Each seat's user id (:mod:`bot.shell.seats`; ``None``: an empty seat)."""
        return seat_users(session.row)

    def _seat(self, session: S, user_id: int) -> Seat:
        """The seat of a player of the game (a refusal for anyone else)."""
        return seat_of(session.row, user_id)

    def _target(self, session: S, member: discord.abc.User) -> Seat:
        """The seat of a member a command names (a refusal naming them when not playing)."""
        return seat_of_member(session.row, member)

    def _check_host(self, session: S, user_id: int) -> None:
        """Refuse anyone but the host and the co-hosts (:mod:`bot.shell.hosts`)."""
        if not hosts.is_host(session.row, user_id):
            raise Refusal(Msg.of("shell-only-host", host=self.host_word))

    def _require_host(self, interaction: discord.Interaction, session: S) -> None:
        """Refuse the sender unless they may run the host's commands of ``session``: the host
        and the co-hosts (:meth:`_check_host`; a family may say otherwise, werewolf lets a
        server's moderators take over)."""
        self._check_host(session, interaction.user.id)

    def _public_lang(self, session: S) -> str:
        """The language of the game's public lines (the lobby's choice)."""
        return game_lang(session.row)

    def _host_session(self, interaction: discord.Interaction) -> S:
        """The game of this thread, for its host alone (and, unless the family's host tools
        work in the lobby, once it has started)."""
        session = self._here(interaction)
        self._require_host(interaction, session)
        if not self.host_tools_in_lobby:
            started(session, self.game_type, self.host_word)
        return session

    def _close_if_over(self, session: S) -> None:
        """Forget a game that just ended (its record stays reachable in its thread)."""
        if session.row.status is GameStatus.OVER:
            self.sessions.close(session)

    @staticmethod
    def thread_id(row: FamilyGameRow) -> int:
        """Where the game is played: its thread, or its channel when it has none."""
        return row.thread_id or row.channel_id

    def _seed(self) -> str:
        """32 random bytes as hex (:func:`bot.shell.seeds.draw_seed`); a test seed is written
        as 64 hex digits too."""
        seed = draw_seed(self.bot)
        return seed if isinstance(seed, str) else f"{seed:064x}"

    async def _save_game(self, session: S, effects: Sequence[Effect] = ()) -> None:
        """Write the game's row with the effects of its change (the caller holds the lock)."""
        await self.sessions.save(session, effects)

    async def _tick(self, session: S, now: dt.datetime) -> None:
        """The clock's due work for one running game (:class:`bot.shell.cog_clock.ClockPart`)."""
        raise NotImplementedError

    async def _register(self) -> None:
        """The family's part in the bot (:class:`bot.shell.cog_register.RegisterPart`)."""
        raise NotImplementedError

    async def _finish_lobbies(self) -> None:
        """At start-up: the lobbies a crash cut short (:class:`bot.shell.cog_lobby.LobbyPart`)."""
        raise NotImplementedError
