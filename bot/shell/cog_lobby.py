"""The lobby in a family's cog: opening it where the family's :attr:`lobby_place
<bot.shell.cog_base.CogBase.lobby_place>` says, its post and buttons (Leave, Start), the
start-up's finishing of lobbies a crash cut short, and the end post's Rematch
(:class:`LobbyPart` of :class:`bot.shell.family_cog.FamilyCog`).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot import effects, waiting
from bot.effects import Effect
from bot.i18n import Msg, match, reader_language, t
from bot.i18n.choice import game_language
from bot.shell import hosts
from bot.shell.cog_base import CogBase, S
from bot.shell.lost_posts import (
    Match,
    finish_lobbies,
    first_line_is,
    recovered_post,
    send_post,
)
from bot.shell.posts import edit, post
from bot.shell.rematch import check_rematch
from bot.shell.replies import Refusal, game_lang
from bot.shell.sessions import FamilySession, NewLobby
from bot.shell.store import FamilyGameRow, GameStatus

log = logging.getLogger(__name__)


class LobbyPart(CogBase[S]):
    """The lobby's post, its Leave and Start, its recovery at start-up, and the rematch."""

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
        :func:`cogs.werewolf.reopen.lobby_lost`): nobody could see it, so only the host can know."""
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
        await self._start_lobby(interaction, lambda: self._lobby(interaction))

    async def _start_lobby(
        self, interaction: discord.Interaction, lobby: Callable[[], Any]
    ) -> None:
        """Start the open lobby ``lobby()`` finds (it refuses one gone or started, and is asked
        again under the game's lock: another Start may have won the lock), for whoever
        :meth:`_check_starter` lets, once its table suits the game (:meth:`_table_refusal`);
        the family deals it (:meth:`_start`) and the presser reads :meth:`_started_answer`."""
        async with self._refusals(interaction):
            session = lobby()
            self._check_starter(interaction, session)
            if self.slow_start:
                await waiting.defer(interaction)
            async with waiting.holding(session, interaction):
                lobby()
                refused = self._table_refusal(session.row)
                if refused is not None:
                    raise Refusal(refused)
                await self._start(session, interaction)
            self._wake_clock()
            said = await reader_language(interaction)
            await self._say(interaction, self._started_answer(interaction, session, said))

    def _check_starter(self, interaction: discord.Interaction, session: S) -> None:
        """Refuse anyone who may not start the lobby: the shell lets its host and co-hosts (a
        family may say otherwise, werewolf lets whoever runs its storyteller commands)."""
        if not hosts.is_host(session.row, interaction.user.id):
            raise Refusal(Msg.of("shell-only-host-starts", host=self.host_word))

    async def _start(self, session: S, interaction: discord.Interaction) -> None:
        """Deal the lobby's game and store it with its first posts (under the game lock).

        ``interaction`` is the Start being answered: a family whose deal takes long and may
        still be refused acknowledges it once its refusals are past (:func:`bot.waiting.defer`;
        a refusal before then is a direct answer)."""
        raise NotImplementedError

    def _started_answer(self, interaction: discord.Interaction, session: S, said: str) -> str:
        """What the presser of Start reads, in their language ``said``, once the game is dealt."""
        return t("shell-started", said)

    async def _join_lobby(
        self,
        interaction: discord.Interaction,
        lobby: Callable[[], Any],
        seat: Callable[[Any], Awaitable[Msg]],
    ) -> None:
        """Seat the sender in the open lobby ``lobby()`` finds (it refuses one gone or started,
        and is asked again under the game's lock: the lobby may have started while this waited).
        The family's ``seat`` refuses the sender or seats them in the row it is given, and says
        what they read; the change is saved with what it shows (:meth:`_lobby_shown`) and the
        lobby post brought up to date (:meth:`_lobby_changed`), as a Leave is."""
        async with self._refusals(interaction):
            session = lobby()
            async with waiting.holding(session, interaction):
                joined = await seat(lobby().row)
                await self._save_game(session, self._lobby_shown(session))
            await self._say(interaction, joined.say(await reader_language(interaction)))
            await self._lobby_changed(session)

    async def lobby_leave(self, interaction: discord.Interaction) -> None:
        """The lobby's Leave button."""
        await self._leave_lobby(interaction, lambda: self._lobby(interaction))

    async def _leave_lobby(
        self, interaction: discord.Interaction, lobby: Callable[[], Any]
    ) -> None:
        """Take the sender out of the open lobby ``lobby()`` finds (it refuses one gone or
        started, and is asked again under the game's lock: the lobby may have started while
        this waited); the lobby post shows it (:meth:`_lobby_shown`, :meth:`_lobby_changed`)."""
        async with self._refusals(interaction):
            session = lobby()
            async with waiting.holding(session, interaction):
                row = lobby().row
                user_id = interaction.user.id
                if user_id not in hosts.seated(row):
                    raise Refusal(self._not_in_lobby())
                row.seats = hosts.unseated(row, user_id)
                await self._save_game(session, self._lobby_shown(session))
            await self._say(interaction, self._left_lobby().say(await reader_language(interaction)))
            await self._lobby_changed(session)

    def _not_in_lobby(self) -> Msg:
        """The refusal of a Leave from someone who has not joined."""
        return Msg.of("shell-not-in-lobby")

    def _left_lobby(self) -> Msg:
        """The answer to a Leave."""
        return Msg.of("shell-left-lobby")

    def _lobby_shown(self, session: Any) -> list[Effect]:
        """What a change of the lobby shows, stored with it (the shell's lobby post is edited
        after the answer, :meth:`_lobby_changed`)."""
        return []

    async def _lobby_changed(self, session: Any) -> None:
        """The lobby post brought up to date after a change was answered (:meth:`_refresh_lobby`;
        a family whose edit goes with the change, :meth:`_lobby_shown`, does nothing)."""
        await self._refresh_lobby(session)

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
