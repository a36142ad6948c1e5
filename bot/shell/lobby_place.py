"""Where a family's lobby lives and how it claims its place (:attr:`FamilyCog.lobby_place
<bot.shell.family_cog.FamilyCog.lobby_place>`).

A shell family's lobby is a post with the game's thread on it, as many in a channel as people
open (:class:`ThreadOnPost`); its rematch claims the finished game in the write that makes it
(``extra.rematch``). Quantum Werewolf plays in the channel itself (:class:`OwnChannel`): a
channel has one open game, which the database's index of open games keeps, and a rematch claims
that the finished game is still the channel's last. The steps both share (who may press, the
new lobby's row, the answer) are :meth:`FamilyCog.rematch
<bot.shell.family_cog.FamilyCog.rematch>`'s.
"""

from __future__ import annotations

import asyncio
import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import discord

from bot import waiting
from bot.db import StaleGameError
from bot.effects import Effect
from bot.i18n import Msg, t
from bot.shell.lost_posts import send_post
from bot.shell.posts import post
from bot.shell.replies import Refusal, game_lang
from bot.shell.sessions import AnySession, FamilySession, FamilySessions, NewLobby
from bot.shell.store import FamilyGameRow, PlaceTakenError

if TYPE_CHECKING:
    from bot.client import SuperpostBot


class PlaceCog(Protocol):
    """What a lobby's place needs of its family's cog (:class:`bot.shell.family_cog.FamilyCog`)."""

    bot: SuperpostBot
    sessions: FamilySessions
    _rematching: asyncio.Lock
    family: ClassVar[str]
    title: ClassVar[str]
    command: ClassVar[str]
    emoji: ClassVar[str]
    host_word: ClassVar[str]

    async def _lobby_place(
        self, interaction: discord.Interaction
    ) -> discord.TextChannel | discord.Thread: ...

    async def _lobby_message(self, session: FamilySession) -> dict[str, Any]: ...

    async def _save_game(self, session: Any, effects: Sequence[Effect] = ()) -> None: ...

    def _thread_name(self, row: FamilyGameRow) -> str: ...

    def _greeting(self, row: FamilyGameRow) -> str: ...

    def _found_here(self, channel_id: int | None) -> AnySession | None: ...


class LobbyPlace(ABC):
    """Where a family's lobbies open, and how one claims its place."""

    @abstractmethod
    async def check(self, cog: PlaceCog, interaction: discord.Interaction) -> int:
        """The channel a new lobby opens in from this command (a refusal where none may)."""

    @abstractmethod
    async def post(
        self, cog: PlaceCog, interaction: discord.Interaction, session: AnySession
    ) -> None:
        """Post a new lobby as the answer to the command that opened it, and keep its post."""

    @abstractmethod
    async def rematch_channel(self, cog: PlaceCog, old: Any) -> int:
        """The channel the finished game ``old``'s rematch opens in (a refusal when there is
        none, or its place is taken)."""

    @abstractmethod
    async def claim(self, cog: PlaceCog, lobby: NewLobby) -> AnySession:
        """The rematch's lobby, made and its place claimed in one write (a refusal when a
        press before this one claimed it)."""

    @abstractmethod
    async def show(
        self, cog: PlaceCog, interaction: discord.Interaction, session: AnySession, old: Any
    ) -> Msg:
        """Post the rematch's lobby; what its presser is told."""


class ThreadOnPost(LobbyPlace):
    """The shell's lobby: a post in a server's text channel (or in a thread that never had a
    game, played there) with the game's thread opened on it."""

    async def check(self, cog: PlaceCog, interaction: discord.Interaction) -> int:
        return (await cog._lobby_place(interaction)).id

    async def post(
        self, cog: PlaceCog, interaction: discord.Interaction, session: AnySession
    ) -> None:
        assert isinstance(session, FamilySession)  # a shell family's
        await interaction.response.send_message(**await cog._lobby_message(session))
        message = await interaction.original_response()
        row = session.row
        async with waiting.holding(session, interaction):
            row.lobby_message_id = message.id
            if isinstance(interaction.channel, discord.Thread):
                row.thread_id = interaction.channel.id
            # Committed before the thread is made: should a crash come between, the start-up
            # finds the post and finishes the lobby (FamilyCog._finish_lobbies).
            await cog._save_game(session)
            if row.thread_id is not None:
                return
        thread = await message.create_thread(name=cog._thread_name(row))
        async with waiting.holding(session, interaction):
            row.thread_id = thread.id
            await cog._save_game(session, [post(row, thread.id, cog._greeting(row))])

    async def rematch_channel(self, cog: PlaceCog, old: Any) -> int:
        channel = cog.bot.get_channel(old.channel_id)
        if isinstance(channel, discord.Thread):
            channel = channel.parent
        if not isinstance(channel, discord.TextChannel):
            raise Refusal(Msg.of("shell-rematch-channel-gone", command=cog.command))
        return channel.id

    async def claim(self, cog: PlaceCog, lobby: NewLobby) -> AnySession:
        # Claimed in the database first (no network call under this lock), so a second
        # press, even at the same moment, finds it taken.
        old = lobby.rematch_of
        assert old is not None
        async with cog._rematching:
            again = await cog.sessions.store.game(cog.family, old.id)
            assert again is not None
            self._open_already(cog, again)
            try:
                # Seated and claimed as it is made: a crash after it leaves no empty lobby and
                # no unclaimed rematch (a second press would open another).
                return await cog.sessions.open_lobby(dataclasses.replace(lobby, rematch_of=again))
            except StaleGameError:
                # Another process claimed it first (nothing of this press was written).
                again = await cog.sessions.store.game(cog.family, old.id)
                if again is not None:
                    self._open_already(cog, again)
                raise

    @staticmethod
    def _open_already(cog: PlaceCog, old: Any) -> None:
        if old.extra.rematch is not None:
            made = str(old.extra.rematch)
            raise Refusal(Msg.of("shell-rematch-open-already", game=cog.title, id=made))

    async def show(
        self, cog: PlaceCog, interaction: discord.Interaction, session: AnySession, old: Any
    ) -> Msg:
        assert isinstance(session, FamilySession)  # a shell family's
        row = session.row
        channel = cog.bot.get_channel(row.channel_id)
        if not isinstance(channel, discord.TextChannel):  # gone since rematch_channel
            raise Refusal(Msg.of("shell-rematch-channel-gone", command=cog.command))
        message = await channel.send(**await cog._lobby_message(session))
        thread = await message.create_thread(name=cog._thread_name(row))
        players = " ".join(f"<@{int(s['user_id'])}>" for s in row.seats)
        greeting = t(
            "shell-rematch-greeting",
            game_lang(row),
            emoji=cog.emoji,
            game=cog.title,
            old=str(old.id),
            players=players,
            host=cog.host_word,
            mention=f"<@{row.host_id}>",
        )
        async with waiting.holding(session, interaction):
            row.lobby_message_id = message.id
            row.thread_id = thread.id
            await cog._save_game(session, [post(row, thread.id, greeting)])
        return Msg.of("shell-rematch-opened", game=cog.title, id=str(row.id))


class OwnChannel(LobbyPlace):
    """A lobby in the channel the game is played in, one open game a channel (the database's
    index of open games is the claim, :class:`PlaceTakenError`); a rematch opens while the
    finished game is the channel's last."""

    def __init__(
        self,
        *,
        message: Callable[[Any], dict[str, Any]],
        refresh: Callable[[Any], Sequence[Effect]],
        has_game: Msg,
        taken: Msg,
        opened: Callable[[int], Msg],
    ) -> None:
        self.message, self.refresh = message, refresh
        """The lobby's post as ``send``'s keywords, and its edit to the lobby's state."""
        self.has_game, self.taken, self.opened = has_game, taken, opened
        """The family's words: a new lobby in a channel with an open game, a rematch taken,
        and a rematch opened (its game's id)."""

    async def check(self, cog: PlaceCog, interaction: discord.Interaction) -> int:
        if cog._found_here(interaction.channel_id) is not None:
            raise Refusal(self.has_game)
        assert interaction.channel_id is not None
        return interaction.channel_id

    async def post(
        self, cog: PlaceCog, interaction: discord.Interaction, session: AnySession
    ) -> None:
        async with session.lock:
            await interaction.response.send_message(**self.message(session))
            message = await interaction.original_response()
            session.row.lobby_message_id = message.id
            await cog._save_game(session)

    async def rematch_channel(self, cog: PlaceCog, old: Any) -> int:
        last = await cog.sessions.store.last_id_in_channel(cog.family, old.channel_id)
        if last is not None and last != old.id:
            raise Refusal(self.taken)
        return int(old.channel_id)

    async def claim(self, cog: PlaceCog, lobby: NewLobby) -> AnySession:
        # The channel's one open game is the lock: a second press at the same moment finds
        # it taken. The players and the language are written in the same transaction: a crash
        # right after it leaves the start-up a whole lobby to post.
        try:
            return await cog.sessions.open_lobby(dataclasses.replace(lobby, rematch_of=None))
        except PlaceTakenError:
            raise Refusal(self.taken) from None

    async def show(
        self, cog: PlaceCog, interaction: discord.Interaction, session: AnySession, old: Any
    ) -> Msg:
        # Posted outside the lock; a crash before its id is saved leaves the lobby to the
        # start-up, which finds this post or makes it.
        posted = await send_post(cog.bot, session.row.channel_id, self.message(session))
        async with session.lock:
            session.row.lobby_message_id = posted
            await cog._save_game(session, self.refresh(session))
        return self.opened(session.row.id)
