"""What every family's cog shares: sessions and clock, answering, the lobby post, host checks.

A family's cog subclasses :class:`FamilyCog`, names itself (:attr:`FamilyCog.family`,
:attr:`FamilyCog.title`) and adds its commands, its lobby text and buttons, its announcements
and its clock's ``tick``. Games live in threads; the lobby post stays in the channel.

The cog is generic over its family's session type: a shell family's is
:class:`~bot.shell.sessions.FamilySession` (the default); an adopted family (werewolf, whose rows
are its own, :meth:`~bot.shell.sessions.FamilySessions.adopt`) names its own
(:attr:`FamilyCog.session_type`), registers its outbox calls itself (:meth:`FamilyCog._register`)
and may spread its commands over several cogs, one of which keeps its clock
(:attr:`FamilyCog.keeps_clock`; only that one builds a clock). It may also say who runs the
host's commands (:meth:`FamilyCog._require_host`), where its players' games are
(:meth:`FamilyCog._games_of_user`) and how the hosts' changes are told
(:attr:`FamilyCog.host_lines_answer`).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import io
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol

import discord
from discord import app_commands
from discord.ext import commands
from typing_extensions import TypeVar

from bot import effects, waiting
from bot.client import Hooks
from bot.effects import Effect
from bot.i18n import LANGUAGES, Msg, match, reader_language, t
from bot.i18n.choice import game_language
from bot.names import display_name
from bot.outbox_store import OutboxRow
from bot.shell import deadlines, hosts
from bot.shell.answering import Refused, answering, plain_engine_words, reply
from bot.shell.clock import GameClock
from bot.shell.clock_hand import SHELL_CLOCK_WORDS, ClockHand, ClockWords, Hand
from bot.shell.extra import ShellExtra, extra_model
from bot.shell.history import show_history
from bot.shell.kept import inbox_of, keeping
from bot.shell.live import LiveSession
from bot.shell.lobby_place import LobbyPlace, ThreadOnPost
from bot.shell.lost_posts import (
    Match,
    finish_lobbies,
    first_line_is,
    recovered_post,
    send_post,
)
from bot.shell.notify import TURN_DM_CALL, NotifyCog, NotifyPrefs, dm_sender
from bot.shell.posts import EDIT_CALL, edit, editor, host_teller, post, recorder
from bot.shell.rematch import RematchButton, check_rematch
from bot.shell.replies import Refusal, game_lang, say, started, ts
from bot.shell.seats import seat_of, seat_of_member, seat_users
from bot.shell.seeds import draw_seed
from bot.shell.sessions import FamilySession, FamilySessions, NewLobby, shell_sessions
from bot.shell.store import FamilyGameRow, GameStatus
from bot.shell.timer import DueTimer
from engine.core.errors import EngineError
from engine.core.family import Actor, Seat

if TYPE_CHECKING:
    from bot.client import SuperpostBot


log = logging.getLogger(__name__)
LANGUAGE_CHOICES = [app_commands.Choice(name=said, value=code) for code, said in LANGUAGES.items()]
"""`/… new`'s ``language`` option: every shipped language, by its own name."""

S = TypeVar("S", bound=LiveSession[Any, Any], default=FamilySession)
"""A family's session type: the shell's :class:`FamilySession`, or an adopted family's own."""


class PauseClocks(Protocol):
    """A family's clock functions that pausing needs (its ``clocks`` module)."""

    def paused(self, row: FamilyGameRow) -> bool: ...

    def freeze(self, row: FamilyGameRow, now: dt.datetime) -> None: ...

    def thaw(self, row: FamilyGameRow, now: dt.datetime) -> None: ...


class FamilyCog(commands.Cog, Generic[S]):
    """The base of every family's cog (no commands of its own)."""

    session_type: type[S]
    """The family's session class (:class:`FamilySession` for a shell family): the one map of
    open games holds every family's, and a cog answers only with its own."""
    keeps_clock: ClassVar[bool] = True
    """Whether this cog runs the family's clock (a family of several cogs has one that does)."""
    takes_presses: ClassVar[bool] = True
    """Whether the shell's components of the family (its end post's Rematch) reach this cog
    (:func:`bot.shell.view_cog.family_cog`; a family of several cogs has one that does)."""

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
        self.game_clock: GameClock[Any, S] | None = None
        """The family's clock (its running games' due work), in the one cog that keeps it."""
        self.timer: DueTimer | None = None
        """The clock's timer, woken by a change of the running limit (the keeper's alone)."""
        if self.keeps_clock:
            self.game_clock = GameClock(
                self.title,
                sessions=self._open_sessions,
                due=due,
                tick=self._tick,
                clock=lambda: self.clock(),
                ready=self._clock_ready,
            )
            self.timer = self.game_clock.timer(f"{self.family}-clock")
        self._rematching = asyncio.Lock()
        self._ready_hook: Hooks | None = None

    @property
    def clock(self) -> Callable[[], dt.datetime]:
        return self.bot.clock

    async def cog_load(self) -> None:
        # Loaded by the bot once every family is registered (see bot.client.SuperpostBot.setup_hook).
        self.sessions, _ = shell_sessions(self.bot, self.bot.storage.database, self.clock)
        await self._register()
        if self.timer is not None:
            self.timer.start()

    def _wake_clock(self) -> None:
        """The running limit changed: the family's clock looks again (the timer of the family's
        cog that keeps it, this one or another; none while that cog is not loaded)."""
        keeper: object = self
        if self.timer is None:
            found = (
                cog
                for cog in self.bot.cogs.values()
                if isinstance(cog, FamilyCog) and cog.family == self.family and cog.keeps_clock
            )
            keeper = next(found, None)
        if isinstance(keeper, FamilyCog) and keeper.timer is not None:
            keeper.timer.wake()

    async def _clock_ready(self) -> None:
        """What the clock waits for before its first pass (the bot's start-up, by default)."""
        await self.bot.wait_until_ready()

    async def _register(self) -> None:
        """The family's part in the bot, once: its rows' typed ``extra``, its outbox calls and
        their callbacks, the inbox of news closed DMs kept, the hooks and the lobbies a crash
        cut short. An adopted family, whose first extension does this, gives nothing here."""
        if self.sessions.families is not None:
            self.sessions.families.add(self.family)
        self.sessions.store.type_family(self.family, extra_model(self.extra_model))
        if not self.sessions.hooked:  # the first shell family (werewolf may have made the map)
            self.sessions.hooked = True
            if self.bot.storage.database.shared:
                self.bot.hooks.append(Hooks(arriving=self._arriving))
            self.bot.hooks.append(Hooks(arriving=self._warm_up))
        prefs = NotifyPrefs(self.bot.storage.database)
        if self.bot.get_cog(NotifyCog.__cog_name__) is None:
            await self.bot.add_cog(NotifyCog(prefs))
        inbox = await inbox_of(self.bot)
        inbox.register(self.family)
        self._ready_hook = Hooks(ready=self._finish_lobbies)
        self.bot.hooks.append(self._ready_hook)
        self.bot.outbox.register(
            self.family,
            calls={
                EDIT_CALL: editor(self.bot, self.bot.storage.outbox),
                TURN_DM_CALL: dm_sender(self.bot, self.bot.outbox, prefs),
            },
            on_done=keeping(
                self.family,
                inbox,
                recorder(self.family, self._row_of),
                self._undelivered_notice,
                self.bot.outbox.wake,
            ),
            on_refused=host_teller(self.title, self.family, self.sessions.store),
        )
        self.bot.add_dynamic_items(RematchButton)

    async def _arriving(self, interaction: discord.Interaction) -> None:
        # A command in a direct message may mean a game another process opened (on a shared
        # database; only shard 0 gets direct messages): read the open games it lacks.
        if interaction.guild_id is None:
            await self.sessions.discover()

    async def _warm_up(self, interaction: discord.Interaction) -> None:
        # Soon after a start-up, the game a command reads may not be replayed yet: replay it
        # in the worker now rather than on the event loop when the command reads it.
        in_dm = interaction.guild_id is None
        await self.sessions.warm_up(None if in_dm else interaction.channel_id, interaction.user.id)

    def _seat_label(self, seat: Seat) -> str:
        """How posts name a seat (``@3``)."""
        return f"@{seat + 1}"

    def _undelivered_notice(self, row: OutboxRow) -> list[Effect]:
        """The host's DM about a player's DM that closed DMs refused: which seat, what (when
        the host may read it: :attr:`host_reads_dms`), and how the player can still get it."""
        session = self._held(row.game_id)
        if session is None or hosts.is_host(session.row, row.target):
            return []
        if not self.host_reads_dms and not row.payload.get("report"):
            return []
        try:
            seat = self._seat(session, row.target)
        except (Refusal, LookupError, ValueError):
            return []  # not a player of the game
        held = ""
        if self.host_reads_dms:
            held = " ".join(str(row.payload.get("content") or "").split())
            held = held if len(held) <= 300 else held[:299] + "…"
        # Said in the game's language: the outbox's callback cannot wait for the host's own.
        lang, game, number = game_lang(session.row), self.title, str(session.row.id)
        seat_label, player = self._seat_label(seat), f"<@{row.target}>"
        if held:
            text = t(
                "shell-undelivered-held",
                lang,
                game=game,
                id=number,
                seat=seat_label,
                player=player,
                held=held,
                command=self.command,
            )
        else:
            text = t(
                "shell-undelivered",
                lang,
                game=game,
                id=number,
                seat=seat_label,
                player=player,
                command=self.command,
            )
        return [effects.dm(user_id, content=text) for user_id in hosts.hosts(session.row)]

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

    async def cog_unload(self) -> None:
        if self.timer is not None:
            self.timer.stop()
        if self._ready_hook is not None and self._ready_hook in self.bot.hooks:
            self.bot.hooks.remove(self._ready_hook)

    async def _tick(self, session: S, now: dt.datetime) -> None:
        """The clock's due work for one running game (:func:`bot.shell.deadlines.tick`): the
        family's own first (:meth:`_due_first`), else the running limit's end
        (:meth:`_expire`), else its reminder (:meth:`_remind`)."""
        await deadlines.tick(
            self.sessions.save,
            session,
            now,
            self.deadline_clocks,
            self.game_type,
            first=lambda game: self._due_first(session, game, now),
            expire=lambda game: self._expire(session, game, now),
            remind=lambda game: self._remind(session, game),
            mark=lambda row: self._mark_reminded(row, now),
        )

    async def _due_first(self, session: S, game: Any, now: dt.datetime) -> bool:
        """The family's own due work before the limit's (a vote's end), under the game's
        lock; whether it did any."""
        return False

    async def _expire(self, session: S, game: Any, now: dt.datetime) -> None:
        """What the running limit's end pushes, under the game's lock
        (:func:`bot.shell.deadlines.timeout` for a turn's)."""
        raise NotImplementedError

    async def _remind(self, session: S, game: Any) -> Sequence[Effect]:
        """What the running limit's reminder shows (stored with the row)."""
        raise NotImplementedError

    def _mark_reminded(self, row: Any, now: dt.datetime) -> None:
        """Note the running limit's reminder due at ``now`` sent (one per limit; a family with
        more says how)."""
        deadlines.reminded(row)

    # ------------------------------------------------------------------ answering

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

    def _player_session(self, interaction: discord.Interaction, game_id: int | None = None) -> S:
        """The game of this channel or thread; in a direct message, the sender's one started
        game of the family (``game_id`` picks one when they play several)."""
        if interaction.guild_id is not None:
            return self._here(interaction)
        mine = self._games_of_user(interaction.user.id)
        if game_id is not None:
            mine = [s for s in mine if s.row.id == game_id]
        if not mine:
            raise Refusal(self._playing_none())
        if len(mine) > 1:
            raise Refusal(self._playing_several(mine))
        return mine[0]

    def _games_of_user(self, user_id: int) -> list[S]:
        """The family's started games with a seat of ``user_id``, oldest first."""
        found = self.sessions.of_user(user_id, self.family)
        return [
            s
            for s in found
            if isinstance(s, self.session_type) and isinstance(s.game, self.game_type)
        ]

    def _playing_none(self) -> Msg:
        """The refusal of a command in a direct message from someone in no started game."""
        raise NotImplementedError

    def _playing_several(self, mine: Sequence[S]) -> Msg:
        """The refusal of a command in a direct message from someone in several games."""
        raise NotImplementedError

    def _users(self, session: S) -> list[int | None]:
        """Each seat's user id (:mod:`bot.shell.seats`; ``None``: an empty seat)."""
        return seat_users(session.row)

    def _seat(self, session: S, user_id: int) -> Seat:
        """The seat of a player of the game (a refusal for anyone else)."""
        return seat_of(session.row, user_id)

    def _target(self, session: S, member: discord.abc.User) -> Seat:
        """The seat of a member a command names (a refusal naming them when not playing)."""
        return seat_of_member(session.row, member)

    def legal_now(self, interaction: discord.Interaction) -> Sequence[Any]:
        """The sender's legal actions in this thread's game, from the engine
        (:func:`bot.shell.autocomplete.legal_field`'s source; none for anyone not playing)."""
        session = self._found_here(interaction.channel_id)
        if session is None or session.game is None:
            return []
        try:
            seat = self._seat(session, interaction.user.id)
        except Refusal:
            return []
        legal: Sequence[Any] = session.game.legal_actions(seat)
        return legal

    def _actor(self, interaction: discord.Interaction, session: S, host: bool) -> Seat | Actor:
        """Who acts: the host's powers (``host``), else the sender's seat."""
        if not host:
            return self._seat(session, interaction.user.id)
        self._require_host(interaction, session)
        return Actor.STORYTELLER

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

    def _check_joining(self, row: hosts.AnyRow, user_id: int) -> None:
        """Refuse the join of a co-host, present or former, where the host sees every secret
        (not :attr:`host_plays`); the family refuses its host in its own words."""
        refused = hosts.join_refusal(row, user_id, host_plays=self.host_plays, host=self.host_word)
        if refused is not None:
            raise Refusal(refused)

    async def _co_host(
        self, interaction: discord.Interaction, member: discord.Member | discord.User, add: bool
    ) -> None:
        """A host adds ``member`` as a co-host (``add``), or takes a co-host off; the game is
        told (:attr:`host_lines_answer` says how). Open from the lobby until the game ends
        (:mod:`bot.shell.hosts` says who may)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            self._require_host(interaction, session)
            async with waiting.holding(session, interaction):
                row, word = session.row, self.host_word
                hosts.change_co_host(
                    row,
                    member.id,
                    display_name(member),
                    added=add,
                    bot=member.bot,
                    host_plays=self.host_plays,
                    host=word,
                )
                said = t(
                    "shell-co-host-post",
                    self._public_lang(session),
                    member=f"<@{member.id}>",
                    added="yes" if add else "no",
                    host=word,
                )
                told = [] if self.host_lines_answer else [post(row, self.thread_id(row), said)]
                await self.sessions.save(session, told)
            if self.host_lines_answer:
                await reply(interaction, said, ephemeral=False)
                return
            lang = await reader_language(interaction)
            await self._say(
                interaction, t("shell-co-host-done", lang, added="yes" if add else "no")
            )

    async def _hand_over(
        self,
        interaction: discord.Interaction,
        player: discord.Member | discord.User,
        member: discord.Member | discord.User,
    ) -> None:
        """A host hands ``player``'s seat to ``member``, who plays it on from where it stands
        (the same seat, its history and its name in the game); ``player`` becomes a former
        player (:mod:`bot.shell.hosts`). For a family that keeps who plays which seat in its
        row (:mod:`bot.shell.seats`); the thread is told."""
        async with self._refusals(interaction):
            session = self._host_session(interaction)
            started(session, self.game_type, self.host_word)
            async with waiting.holding(session, interaction):
                row = session.row
                seat = self._target(session, player)

                def move() -> None:
                    users = seat_users(row)
                    users[seat] = member.id
                    row.extra.users = users  # a new list: the seat index sees the change
                    # The joined list too, in its own order: a rematch seats who plays now.
                    row.seats = [
                        {**s, "user_id": member.id} if int(s["user_id"]) == player.id else s
                        for s in row.seats
                    ]

                hosts.hand_over(
                    row,
                    player.id,
                    member.id,
                    display_name(member),
                    bot=member.bot,
                    host_plays=self.host_plays,
                    host=self.host_word,
                    move=move,
                )
                said = t(
                    "shell-handed-over",
                    game_lang(row),
                    seat=self._seat_label(seat),
                    player=f"<@{player.id}>",
                    member=f"<@{member.id}>",
                )
                told = post(row, self.thread_id(row), said, ping=member.id)
                await self.sessions.save(session, [told])
            lang = await reader_language(interaction)
            done = t("shell-handed-over-done", lang, seat=self._seat_label(seat))
            await self._say(interaction, done)

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

    # ------------------------------------------------------------------ the lobby

    def _lobby_text(self, session: FamilySession) -> str:
        """The lobby post: the options, who joined, and whether it is open."""
        raise NotImplementedError

    async def _lobby_place(
        self, interaction: discord.Interaction
    ) -> discord.TextChannel | discord.Thread:
        """Where `/… new` may open a lobby: a server's text channel, or a thread that has
        never had a game (the store keeps one game per thread for good)."""
        channel = interaction.channel
        if interaction.guild_id is None or not isinstance(
            channel, discord.TextChannel | discord.Thread
        ):
            raise Refusal(Msg.of("shell-lobby-place"))
        if self.sessions.in_thread(channel.id) is not None:
            raise Refusal(Msg.of("shell-thread-has-game"))
        if isinstance(channel, discord.Thread) and await self.sessions.store.by_thread(channel.id):
            raise Refusal(Msg.of("shell-thread-had-game"))
        return channel

    async def _lobby_view(self, session: FamilySession) -> discord.ui.View | None:
        """The lobby post's components while the lobby is open."""
        raise NotImplementedError

    async def _lobby_edit(self, session: FamilySession) -> list[Effect]:
        """The lobby post brought up to date (its buttons go once the lobby closes)."""
        row = session.row
        if row.lobby_message_id is None:
            return []
        view = await self._lobby_view(session) if row.status is GameStatus.LOBBY else None
        return [
            edit(
                row.channel_id,
                self._lobby_text(session),
                message_id=row.lobby_message_id,
                view=view,
            )
        ]

    async def _refresh_lobby(self, session: FamilySession) -> None:
        """Show the lobby as it is now (an edit to the current state: sending it twice is
        harmless, so it goes out directly)."""
        row = session.row
        if row.lobby_message_id is None:
            return
        # A partial channel from the stored id: the cache may not hold the channel yet (right
        # after a restart), and an edit needs no more than its id.
        channel = self.bot.get_partial_messageable(row.channel_id)
        view = await self._lobby_view(session) if row.status is GameStatus.LOBBY else None
        with contextlib.suppress(discord.HTTPException):
            await channel.get_partial_message(row.lobby_message_id).edit(
                content=self._lobby_text(session), view=view
            )

    def _lobby(self, interaction: discord.Interaction) -> FamilySession:
        session = None
        if interaction.message is not None:
            session = self.sessions.by_lobby_message(interaction.message.id)
        if session is None:
            session = self.sessions.in_thread(interaction.channel_id)
        if session is None or session.row.status is not GameStatus.LOBBY:
            raise Refusal(Msg.of("shell-lobby-closed"))
        return session

    async def _open_lobby(
        self,
        interaction: discord.Interaction,
        channel_id: int,
        options: dict[str, Any],
        language: str | None,
    ) -> None:
        """Open a lobby with the family's ``options`` and the game's language (``language``
        from `/… new`'s option, :data:`LANGUAGE_CHOICES`; else the server's), posted where
        :attr:`lobby_place` says (the shell's: as the answer to ``/… new`` with the game's
        thread opened on it, or, asked in a thread, played there)."""
        assert interaction.guild_id is not None
        guild = interaction.guild
        server = guild.preferred_locale if guild else interaction.guild_locale
        # Kept with the game: every public post, a deadline's too, is said in it.
        options = {**options, "language": game_language(match(language), server)}
        lobby = NewLobby(
            self.family, interaction.guild_id, channel_id, interaction.user.id, options
        )
        await self.lobby_place.post(self, interaction, await self._new_lobby(lobby))

    async def _new_lobby(self, lobby: NewLobby) -> S:
        """Open ``lobby`` and track its session (:meth:`FamilySessions.open_lobby`)."""
        session = await self.sessions.open_lobby(lobby)
        assert isinstance(session, self.session_type)
        return session

    async def _save_game(self, session: S, effects: Sequence[Effect] = ()) -> None:
        """Write the game's row with the effects of its change (the caller holds the lock)."""
        await self.sessions.save(session, effects)

    def _thread_name(self, row: FamilyGameRow) -> str:
        return f"{self.title} #{row.id}"

    def _greeting(self, row: FamilyGameRow) -> str:
        """The first post in a game's thread, in the game's language."""
        return t(
            "shell-greeting",
            game_lang(row),
            emoji=self.emoji,
            game=self.title,
            id=str(row.id),
            host=f"<@{row.host_id}>",
        )

    async def _finish_lobbies(self) -> None:
        """At start-up: finish or remove the lobbies a crash cut short while they were opened.

        Opening a lobby commits its row, posts it, commits the post's id, makes its thread and
        commits the thread's id with the greeting, and the network steps cannot share a
        transaction. A lobby whose post is known gets its thread (the one a cut-short run made,
        which Discord gives the post's id, or a new one) and its greeting; one whose post is
        not known has it looked for (:mod:`bot.shell.lost_posts`) or, never sent, posted now.
        Only a channel that refuses the post closes the lobby, so it takes a new one.
        """
        await finish_lobbies(
            self.bot,
            self.sessions.sessions(self.family),
            lambda row: row.thread_id is None or row.lobby_message_id is None,
            self._finish_lobby,
            self.title,
        )

    async def _finish_lobby(self, session: FamilySession) -> None:
        """One lobby of :meth:`_finish_lobbies`."""
        row = session.row
        async with session.lock:
            if row.lobby_message_id is None:
                # The post may have been sent with only its id lost: found, the lobby is
                # finished; left, it would offer a Join nobody can use. Never sent, it is
                # posted now, so the host's lobby opens after all (as werewolf's does).
                found = await recovered_post(
                    self.bot,
                    row.channel_id,
                    self._lobby_post_match(session),
                    post=lambda: self._send_lobby(session),
                    give_up=lambda: self._give_up_lobby(session),
                    name=f"{self.title} #{row.id}",
                )
                if found is None:
                    return
                row.lobby_message_id = found
                if await self._is_thread(row.channel_id):
                    row.thread_id = row.channel_id  # opened in a thread: played there
                    await self.sessions.save(session)
                    return
            thread_id = await self._lobby_thread(row, row.lobby_message_id)
            if thread_id is None:
                return
            log.warning("%s #%s: finishing a lobby left without its thread", self.title, row.id)
            row.thread_id = thread_id
            await self.sessions.save(session, [post(row, thread_id, self._greeting(row))])

    async def _lobby_lost(self, row: FamilyGameRow) -> Effect:
        """The host's DM about their lobby closed at start-up (as werewolf's storyteller is told,
        :func:`cogs.werewolf.flow.lobby_lost`): nobody could see it, so only the host can know."""
        lang = await self.bot.languages.for_dm(row.host_id)
        said = t(
            "shell-lobby-lost",
            lang,
            game=self.title,
            channel=f"<#{row.channel_id}>",
            command=self.command,
        )
        return effects.dm(row.host_id, content=said)

    async def _send_lobby(self, session: FamilySession) -> int:
        """The lobby posted in its channel at start-up; its id. A crash before the id is saved
        leaves it to the next start-up's look-up."""
        return await send_post(self.bot, session.row.channel_id, await self._lobby_message(session))

    async def _give_up_lobby(self, session: FamilySession) -> None:
        """Close a lobby whose channel refused its post at start-up, and tell its host."""
        row = session.row
        row.status = GameStatus.OVER
        row.extra.closed = "left half-made by a crash"
        await self.sessions.save(session, [await self._lobby_lost(row)])
        self.sessions.close(session)

    async def _lobby_message(self, session: FamilySession) -> dict[str, Any]:
        """The lobby post as ``send``'s keywords: its text and, while it has any, its
        components."""
        view = await self._lobby_view(session)
        text = self._lobby_text(session)
        return {"content": text} if view is None else {"content": text, "view": view}

    def _lobby_post_match(self, session: FamilySession) -> Match:
        """How the start-up knows the lobby's post whose id a crash lost: the bot's latest
        message in the lobby's channel that begins as the lobby's text does (its first line
        names the game and its number)."""
        return first_line_is(self._lobby_text(session).split("\n", 1)[0])

    async def _is_thread(self, channel_id: int) -> bool:
        try:
            return isinstance(await self.bot.fetch_channel(channel_id), discord.Thread)
        except discord.HTTPException:
            return False

    async def _lobby_thread(self, row: FamilyGameRow, message_id: int) -> int | None:
        """The thread on the lobby post: the one already made, or a new one (None: Discord
        refused both, and the next start-up tries again)."""
        try:
            found = await self.bot.fetch_channel(message_id)
        except discord.HTTPException:
            found = None
        if isinstance(found, discord.Thread):
            return found.id
        try:
            # Through the REST route: a message object would want its guild from the cache,
            # which may not hold it yet right after a restart.
            made = await self.bot.http.start_thread_with_message(
                row.channel_id, message_id, name=self._thread_name(row), auto_archive_duration=1440
            )
        except discord.HTTPException:
            log.exception("%s #%s: could not make the lobby's thread", self.title, row.id)
            return None
        return int(made["id"])

    def _table_refusal(self, row: FamilyGameRow) -> Msg | None:
        """Why the lobby's table cannot start yet (``None``: it can): the shell wants 2 to
        :attr:`max_players` players; a family with other needs says its own."""
        if 2 <= len(row.seats) <= self.max_players:
            return None
        return Msg.of("shell-table-size", most=self.max_players, joined=len(row.seats))

    async def lobby_start(self, interaction: discord.Interaction) -> None:
        """The lobby's Start button (host); its answers in the presser's language."""
        async with self._refusals(interaction):
            session = self._lobby(interaction)
            if not hosts.is_host(session.row, interaction.user.id):
                raise Refusal(Msg.of("shell-only-host-starts", host=self.host_word))
            if self.slow_start:
                await waiting.defer(interaction)
            async with waiting.holding(session, interaction):
                row = session.row
                if row.status is not GameStatus.LOBBY:
                    raise Refusal(Msg.of("shell-lobby-closed"))
                refused = self._table_refusal(row)
                if refused is not None:
                    raise Refusal(refused)
                await self._start(session)
            self._wake_clock()
            await self._say(interaction, t("shell-started", await reader_language(interaction)))

    async def _start(self, session: FamilySession) -> None:
        """Deal the lobby's game and store it with its first posts (under the game lock)."""
        raise NotImplementedError

    async def lobby_leave(self, interaction: discord.Interaction) -> None:
        """The lobby's Leave button."""
        async with self._refusals(interaction):
            session = self._lobby(interaction)
            async with waiting.holding(session, interaction):
                if session.row.status is not GameStatus.LOBBY:  # started while this waited
                    raise Refusal(Msg.of("shell-lobby-closed"))
                seats = [s for s in session.row.seats if s["user_id"] != interaction.user.id]
                if len(seats) == len(session.row.seats):
                    raise Refusal(Msg.of("shell-not-in-lobby"))
                session.row.seats = seats
                await self.sessions.save(session)
            await self._say(interaction, t("shell-left-lobby", await reader_language(interaction)))
            await self._refresh_lobby(session)

    # ------------------------------------------------------------------ host and records

    async def _extend(
        self,
        interaction: discord.Interaction,
        hours: float,
        change: Callable[[FamilyGameRow], None],
        then: Callable[[S], Awaitable[Sequence[Effect]]],
    ) -> None:
        """The host adds ``hours`` to the running limit (``change`` adjusts the row's clock;
        ``then`` says what else the change shows, like the turn post's new deadline)."""

        def extend(row: FamilyGameRow, hours: float) -> None:
            assert row.deadline is not None
            row.deadline += dt.timedelta(hours=hours)
            change(row)

        await self._add_time(interaction, hours, extend, then=then)

    async def _add_time(
        self,
        interaction: discord.Interaction,
        hours: float,
        extend: Callable[[FamilyGameRow, float], None],
        *,
        then: Callable[[S], Awaitable[Sequence[Effect]]] | None = None,
        words: ClockWords = SHELL_CLOCK_WORDS,
        frozen_too: bool = False,
        hours_text: Callable[[float, str], str] = lambda hours, lang: f"{hours:g}",
    ) -> None:
        """The host adds ``hours`` to the limit (``extend`` changes the row; with
        ``frozen_too`` a paused limit takes them too), said with the family's ``words``."""
        hand = _HostHand(
            self,
            words=words,
            extend=extend,
            then=then,
            frozen_too=frozen_too,
            hours_text=hours_text,
        )
        await self._hand_on_clock(interaction, Hand.EXTEND, hand, hours)

    async def _toggle_pause(
        self,
        interaction: discord.Interaction,
        pause: bool,
        clocks: PauseClocks,
        then: Callable[[S], Awaitable[Sequence[Effect]]] | None = None,
    ) -> None:
        """The host pauses (``pause``) or resumes the game: the running limit is frozen or runs
        again with what was left of it, and the thread is told (``then`` adds what else the
        change shows)."""
        hand = _HostHand(self, clocks=clocks, then=then)
        await self._hand_on_clock(interaction, Hand.PAUSE if pause else Hand.RESUME, hand)

    async def _hand_on_clock(
        self, interaction: discord.Interaction, hand: Hand, clock: ClockHand[S], hours: float = 0.0
    ) -> None:
        """The host extends (by ``hours``), pauses or resumes the game's running limit: checked,
        changed and stored with the public line and what else it shows, under the game's lock;
        then the clock is woken and the host answered."""
        words = clock.words
        async with self._refusals(interaction):
            session = clock.session(interaction)
            async with waiting.holding(session, interaction):
                clock.ready(session)
                if hand is not Hand.EXTEND and clock.paused(session) == (hand is Hand.PAUSE):
                    raise Refusal(words.already_paused if hand is Hand.PAUSE else words.not_paused)
                if not clock.has_clock(session, hand):
                    raise Refusal(words.no_clock)
                clock.change(session, hand, hours, self.clock())
                public = clock.language(session)
                made = {Hand.EXTEND: words.extended, Hand.PAUSE: words.paused}.get(
                    hand, words.resumed
                )
                line = made(clock.words_for(session, hand, hours, public)).say(public)
                told = clock.post(session, line)
                await clock.save(session, [*told, *await clock.shown(session)])
            self._wake_clock()
            confirm = words.confirm_extended if hand is Hand.EXTEND else words.confirm_paused
            if confirm is None:
                await reply(interaction, line, ephemeral=False)
                return
            lang = await reader_language(interaction)
            state = "paused" if hand is Hand.PAUSE else "running"
            said = confirm({**clock.words_for(session, hand, hours, lang), "state": state}).say(
                lang
            )
            await self._say(interaction, said)

    async def rematch(self, interaction: discord.Interaction, game_id: int) -> None:
        """The end post's Rematch: a new lobby (where :attr:`lobby_place` says) with the
        finished game's host, options and players seated; only a player of the finished game
        may press, and only once."""
        async with self._refusals(interaction):
            old = await self.sessions.row(self.family, game_id)
            played = () if old is None else hosts.seated(old)
            check_rematch(None if old is None else old.status, played, interaction.user.id)
            assert old is not None  # refused otherwise
            channel_id = await self.lobby_place.rematch_channel(self, old)
            await waiting.defer(interaction)
            session = await self.lobby_place.claim(self, await self._rematch_lobby(old, channel_id))
            said = await self.lobby_place.show(self, interaction, session, old)
            await self._say(interaction, said.say(await reader_language(interaction)))

    async def _rematch_lobby(self, old: Any, channel_id: int) -> NewLobby:
        """The rematch of ``old`` to open in ``channel_id``: its host, options and players
        (a family adds what else its lobby keeps)."""
        return NewLobby(
            family=self.family,
            guild_id=old.guild_id,
            channel_id=channel_id,
            host_id=old.host_id,
            options=dict(old.options),
            seats=[dict(seat) for seat in old.seats],
            rematch_of=old,
        )

    async def _send_history(
        self,
        interaction: discord.Interaction,
        page: int | None,
        lines: Callable[[S, str], Sequence[str]],
    ) -> None:
        """One page of this thread's game's log to the asker alone (``lines``: the family's
        log of a game, said in a language)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            lang = await reader_language(interaction)
            title = t("shell-history-title", lang, game=self.title, id=str(session.row.id))
            await show_history(interaction, title, lines(session, lang), page)

    async def _send_record(self, interaction: discord.Interaction) -> None:
        """The record of the finished game of this thread, as a JSON file, to the asker."""
        async with self._refusals(interaction):
            if self.sessions.in_thread(interaction.channel_id) is not None:
                raise Refusal(Msg.of("shell-record-after-end"))
            row = await self.sessions.store.by_thread(interaction.channel_id or 0)
            if row is None or row.family != self.family or row.setup is None:
                raise Refusal(Msg.of("shell-record-where", game=self.title))
            game = await self.sessions.rebuild(row)
            data = game.record().to_json().encode()
            lang = await reader_language(interaction)
            await self._say(
                interaction,
                t("shell-record", lang, game=self.title, id=str(row.id)),
                file=discord.File(io.BytesIO(data), f"{self.record_name}-{row.id}.json"),
            )


class _HostHand(ClockHand[S]):
    """A shell family's hand on its clock: the host's, posted in the game's thread."""

    def __init__(
        self,
        cog: FamilyCog[S],
        *,
        words: ClockWords = SHELL_CLOCK_WORDS,
        clocks: PauseClocks | None = None,
        extend: Callable[[FamilyGameRow, float], None] | None = None,
        then: Callable[[S], Awaitable[Sequence[Effect]]] | None = None,
        frozen_too: bool = False,
        hours_text: Callable[[float, str], str] = lambda hours, lang: f"{hours:g}",
    ) -> None:
        self.cog, self.words, self.clocks, self.extend = cog, words, clocks, extend
        self.then, self.frozen_too, self.hours_text = then, frozen_too, hours_text

    def session(self, interaction: discord.Interaction) -> S:
        return self.cog._host_session(interaction)

    def paused(self, session: S) -> bool:
        assert self.clocks is not None
        return self.clocks.paused(session.row)

    def has_clock(self, session: S, hand: Hand) -> bool:
        # Pausing keeps whatever is left; only extending needs a limit (a running one, unless
        # the family adds to a frozen one too).
        row = session.row
        frozen = self.frozen_too and row.paused_left is not None
        return hand is not Hand.EXTEND or row.deadline is not None or frozen

    def change(self, session: S, hand: Hand, hours: float, now: dt.datetime) -> None:
        if hand is Hand.EXTEND:
            assert self.extend is not None
            self.extend(session.row, hours)
            return
        assert self.clocks is not None
        (self.clocks.freeze if hand is Hand.PAUSE else self.clocks.thaw)(session.row, now)

    def language(self, session: S) -> str:
        return self.cog._public_lang(session)

    def words_for(self, session: S, hand: Hand, hours: float, lang: str) -> dict[str, str]:
        deadline = ts(session.row.deadline, lang)
        hours_said = self.hours_text(hours, lang)
        return {"hours": hours_said, "deadline": deadline, "host": self.cog.host_word}

    def post(self, session: S, text: str) -> Sequence[Effect]:
        return [post(session.row, self.cog.thread_id(session.row), text)]

    async def shown(self, session: S) -> Sequence[Effect]:
        return () if self.then is None else await self.then(session)

    async def save(self, session: S, effects: Sequence[Effect]) -> None:
        await self.cog.sessions.save(session, effects)
