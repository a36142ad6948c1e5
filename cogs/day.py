"""The day vote: ``/vote player:<player>`` and ``/unvote``, with one live tally message."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import flow, render
from bot.games import Refusal, Session, check_fresh
from bot.interact import GameCog, find_player, refusals, reply
from engine import Vote

if TYPE_CHECKING:
    from bot.client import QWBot


class Day(GameCog):
    """Votes by day, in the game channel."""

    async def _vote(
        self, interaction: discord.Interaction, session: Session, target_text: str | None
    ) -> None:
        async with session.lock:
            game = session.running
            seat = session.seat(interaction.user.id)
            check_fresh(session, "vote" if target_text is not None else "unvote")
            if game.phase.is_night:
                raise Refusal(
                    f"Votes are cast by day; it is {game.phase.title()}, so your vote was not "
                    "counted."
                )
            target = None if target_text is None else find_player(game, target_text)
            if target is None and game.choices.votes.get(seat) is None:
                raise Refusal("You have no vote to take back.")
            await self.bot.games.push(
                session,
                Vote(player=seat, target=target),
                interaction.user.id,
                flow.refreshed_tally(session),
            )
            voter = render.esc(game.name(seat))
            day = game.phase.title()
            if target is None:
                text = f"🗳️ **{voter}** takes their vote back ({day})."
            else:
                count = len(game.tally().votes.get(target, []))
                text = (
                    f"🗳️ **{voter}** votes to lynch **{render.esc(game.name(target))}** "
                    f"({count}/{game.tally().majority} for a majority). This vote counts for "
                    f"{day}."
                )
            await reply(interaction, text, ephemeral=False)
            await flow.after_action(self.bot, session)

    @app_commands.command(name="vote")
    @app_commands.guild_only()
    @app_commands.describe(player="Whom you vote to lynch (a living player)")
    async def vote(self, interaction: discord.Interaction, player: str) -> None:
        """Vote to lynch a player (a new vote replaces your old one)."""
        async with refusals(interaction):
            await self._vote(interaction, self.session_here(interaction), player)

    @vote.autocomplete("player")
    async def vote_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return self.living_choices(interaction, current)

    @app_commands.command(name="unvote")
    @app_commands.guild_only()
    async def unvote(self, interaction: discord.Interaction) -> None:
        """Take back your vote."""
        async with refusals(interaction):
            await self._vote(interaction, self.session_here(interaction), None)


async def setup(bot: QWBot) -> None:
    await bot.add_cog(Day(bot))
