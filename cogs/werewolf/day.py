"""The day vote: ``/vote player:<player>``, ``/unvote`` and the menu under the one live tally
message (paged in big games). Votes are confirmed privately; the tally shows them to everyone."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import waiting
from bot.i18n import Msg, reader_language, t
from bot.shell.answering import reply
from bot.shell.kept import inbox_of
from bot.shell.replies import Refusal
from cogs.werewolf import flow, render, words
from cogs.werewolf.base import WerewolfBase
from cogs.werewolf.games import Session, check_fresh, games_of
from cogs.werewolf.interact import OPTION_LIMIT, find_player
from cogs.werewolf.models import seat_of
from cogs.werewolf.tally import refreshed_tally
from cogs.werewolf.vote_menu import NO_VOTE, vote_view
from engine.werewolf import Game, Vote


def menu_target(game: Game, value: str) -> int | None:
    """The seat a vote menu value names (``None``: take my vote back), refusing a value the
    menu never offered (the client sent it, so it is checked like any other input)."""
    if value == NO_VOTE:
        return None
    if value.isdigit() and len(value) <= 9 and int(value) < game.n:
        return int(value)
    raise Refusal(Msg.of("werewolf-refusal-vote-menu-value"))


class Day(WerewolfBase):
    """Votes by day, in the game channel."""

    async def _vote(
        self,
        interaction: discord.Interaction,
        session: Session,
        target_text: str | None,
        *,
        seat_target: int | None = None,
        menu_phase: str | None = None,
    ) -> None:
        """Cast, change or (``None``) take back a vote; the reply goes to the voter alone, once
        the vote is committed and the lock let go. A player's vote is acknowledged first, like
        every family's actions: its commit may wait for the database under load, and every vote
        takes that path whatever it turns out to be. Whether the sender has a seat is public, so
        a non-player's refusal stays a direct answer."""
        if seat_of(session.row, interaction.user.id) is not None:
            await waiting.acknowledge_first(interaction)
        async with waiting.holding(session, interaction):
            game = session.running
            if menu_phase is not None and str(game.phase) != menu_phase:
                raise Refusal(
                    Msg.of(
                        "werewolf-refusal-menu-over",
                        menu="vote",
                        was_kind=words.kind_of(menu_phase),
                        was_number=words.number_of(menu_phase),
                        now_kind=words.kind_of(str(game.phase)),
                        now_number=words.number_of(str(game.phase)),
                    )
                )
            seat = session.seat(interaction.user.id)
            unvote = target_text is None and seat_target is None
            check_fresh(session, "unvote" if unvote else "vote")
            if game.phase.is_night:
                raise Refusal(
                    Msg.of("werewolf-refusal-vote-at-night", number=str(game.phase.number))
                )
            if seat_target is not None:
                target: int | None = seat_target
            else:
                target = None if target_text is None else find_player(game, target_text)
            current = game.choices.votes.get(seat)
            said = await reader_language(interaction)
            day = render.phase_title(str(game.phase), said)
            if target is None and current is None:
                raise Refusal(Msg.of("werewolf-refusal-no-vote"))
            if target is not None and target == current:
                await reply(
                    interaction,
                    t("werewolf-vote-unchanged", said, name=render.esc(game.name(target)), day=day),
                )
                return
            await games_of(self.bot).push(
                session,
                Vote(player=seat, target=target),
                interaction.user.id,
                refreshed_tally(session),
            )
            if target is None:
                text = t("werewolf-vote-taken-back", said, day=day)
            else:
                tally = game.tally()
                count = len(tally.votes.get(target, []))
                text = t(
                    "werewolf-vote-cast",
                    said,
                    name=render.esc(game.name(target)),
                    count=str(count),
                    majority=str(tally.majority),
                    day=day,
                )
        await reply(interaction, text)
        await flow.after_reply(self.bot, session)

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Count the members' messages below the day's tally (it moves down once far out of
        view); the bot's own posts are few and come before the tally."""
        if message.guild is None or message.author == self.bot.user:
            return
        session = games_of(self.bot).in_channel(message.channel.id)
        if session is None:
            return
        session.chatter += 1

    @app_commands.command(name="vote")
    @app_commands.guild_only()
    @app_commands.describe(player="Whom you vote to lynch (a living player)")
    async def vote(
        self, interaction: discord.Interaction, player: app_commands.Range[str, 1, OPTION_LIMIT]
    ) -> None:
        """Vote to lynch a player (a new vote replaces your old one)."""
        async with self._refusals(interaction):
            await self._vote(interaction, self._here(interaction), player)

    @vote.autocomplete("player")
    async def vote_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return self.living_choices(interaction, current)

    @app_commands.command(name="unvote")
    @app_commands.guild_only()
    async def unvote(self, interaction: discord.Interaction) -> None:
        """Take back your vote."""
        async with self._refusals(interaction):
            await self._vote(interaction, self._here(interaction), None)

    def _menu_game(self, game_id: int, user_id: int) -> Session:
        """The game of a tally's menu, refused to anyone but its players."""
        session = games_of(self.bot).get(game_id)
        if session is None:
            raise Refusal(Msg.of("werewolf-refusal-votes-closed"))
        if seat_of(session.row, user_id) is None:
            raise Refusal(Msg.of("werewolf-refusal-vote-players-only"))
        return session

    async def vote_from_menu(
        self, interaction: discord.Interaction, game_id: int, phase: str, value: str
    ) -> None:
        """A pick in the vote menu under the tally (:data:`NO_VOTE`: take my vote back)."""
        async with self._refusals(interaction):
            session = self._menu_game(game_id, interaction.user.id)
            target = menu_target(session.running, value)
            await self._vote(interaction, session, None, seat_target=target, menu_phase=phase)
        if interaction.response.is_done():  # like a command: news the closed DMs kept back
            await (await inbox_of(self.bot)).deliver(interaction)

    async def turn_vote_page(
        self, interaction: discord.Interaction, game_id: int, phase: str, page: int
    ) -> None:
        """◀ / ▶ under the vote menu: that page of the menu, shown to the presser alone (turned
        in place when it already is their own copy)."""
        async with self._refusals(interaction):
            session = self._menu_game(game_id, interaction.user.id)
            async with waiting.holding(session, interaction, edit=True):
                game = session.running
                if str(game.phase) != phase:
                    raise Refusal(
                        Msg.of(
                            "werewolf-refusal-menu-over",
                            menu="vote",
                            was_kind=words.kind_of(phase),
                            was_number=words.number_of(phase),
                            now_kind=words.kind_of(str(game.phase)),
                            now_number=words.number_of(str(game.phase)),
                        )
                    )
                view = vote_view(game_id, game, page, await reader_language(interaction))
            message = interaction.message
            if message is not None and message.flags.ephemeral:
                await waiting.edit_message(interaction, view=view)
            else:
                said = t("werewolf-vote-page", await reader_language(interaction))
                await reply(interaction, said, view=view)
