"""The storyteller's tools: ``/game advance``, ``/game decide``, ``/game grimoire``,
``/game cancel``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import flow, render
from bot.games import Refusal
from bot.interact import GameCog, find_player, player_choices, refusals, reply, require_storyteller
from bot.models import Status
from engine import Advance, Decide

if TYPE_CHECKING:
    from bot.client import QWBot


class Storyteller(GameCog):
    """Run the game: resolve phases, break ties, see everything."""

    game_subcommands = ("advance", "decide", "grimoire", "cancel")

    @app_commands.command(name="advance")
    async def advance(self, interaction: discord.Interaction) -> None:
        """Resolve the current night or day now (storyteller)."""
        async with refusals(interaction):
            session = self.session_here(interaction)
            require_storyteller(interaction, session)
            async with session.lock:
                game = session.running
                phase = game.phase.title()
                game.check(Advance())
                await interaction.response.defer(ephemeral=True, thinking=True)
                report = await self.bot.games.push(session, Advance(), interaction.user.id)
                assert report is not None
                await reply(interaction, f"⏩ {phase} resolved.")
                await flow.announce(self.bot, session, report)

    @app_commands.command(name="decide")
    @app_commands.describe(player="Who of the tied players is lynched ('none': nobody)")
    async def decide(self, interaction: discord.Interaction, player: str) -> None:
        """Break a tied vote (storyteller; tie rule "storyteller")."""
        async with refusals(interaction):
            session = self.session_here(interaction)
            require_storyteller(interaction, session)
            async with session.lock:
                game = session.running
                target = find_player(game, player, allow_none=True)
                await self.bot.games.push(session, Decide(target=target), interaction.user.id)
                who = "nobody" if target is None else render.esc(game.name(target))
                await reply(interaction, f"⚖️ Decided: {who}. End the day with `/game advance`.")

    @decide.autocomplete("player")
    async def decide_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        session = self.bot.games.in_channel(interaction.channel_id)
        if session is None or session.game is None:
            return []
        return player_choices(session.game, current, none_label="Nobody")

    @app_commands.command(name="grimoire")
    async def grimoire(self, interaction: discord.Interaction) -> None:
        """Every secret of this channel's game, for the storyteller alone."""
        async with refusals(interaction):
            session = self.session_here(interaction)
            require_storyteller(interaction, session)
            async with session.lock:
                embed = render.grimoire_embed(session.running)
            await reply(interaction, embed=embed)

    @app_commands.command(name="cancel")
    async def cancel(self, interaction: discord.Interaction) -> None:
        """Stop this channel's game without a winner (storyteller)."""
        async with refusals(interaction):
            session = self.session_here(interaction)
            require_storyteller(interaction, session)
            async with session.lock:
                if session.row.status is Status.OVER:
                    raise Refusal("This game is already over.")
                session.row.status = Status.OVER
                await self.bot.storage.save_game(session.row)
                self.bot.games.close(session)
                await reply(interaction, "🛑 The game was cancelled.", ephemeral=False)
                lobby = self.bot.get_cog("Lobby")
                if lobby is not None:
                    await lobby._refresh(session)  # type: ignore[attr-defined]


async def setup(bot: QWBot) -> None:
    await bot.add_cog(Storyteller(bot))
