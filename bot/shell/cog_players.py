"""Players and hosts in a family's cog: a player's game (in a DM too), the engine's legal
actions for autocomplete, who acts, joining, co-hosts and handing a seat over
(:class:`PlayersPart` of :class:`bot.shell.family_cog.FamilyCog`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot import waiting
from bot.i18n import Msg, reader_language, t
from bot.names import display_name
from bot.shell import hosts
from bot.shell.answering import reply
from bot.shell.cog_base import CogBase, S
from bot.shell.posts import post
from bot.shell.replies import Refusal, game_lang, started
from bot.shell.seats import seat_users
from engine.core.family import Actor, Seat


class PlayersPart(CogBase[S]):
    """A player's game and seat, and the hosts' changes of who runs and who plays."""

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
                await self._save_game(session, told)
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
                await self._save_game(session, [told])
            lang = await reader_language(interaction)
            done = t("shell-handed-over-done", lang, seat=self._seat_label(seat))
            await self._say(interaction, done)
