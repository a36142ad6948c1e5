"""Information anyone may ask for: ``/game status``, ``/table``, ``/me``, ``/rules``, ``/help``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot import waiting, worker
from bot.shell.replies import Refusal
from bot.shell.store import GameStatus
from cogs.werewolf import answers, deadlines, render
from cogs.werewolf.interact import GameCog, may_tell, refusals, reply
from engine.werewolf import observe
from engine.werewolf.text import and_list

if TYPE_CHECKING:
    from bot.client import SuperpostBot

RULES = """\
**Quantum Werewolf** is werewolf played in every possible world at once.

**Roles.** One Seer, some wolves, Villagers for the rest. In the default rules the wolves are \
ranked alpha, beta, gamma, …; the *leading wolf* is the highest-ranked wolf not yet lynched, and \
only the leading wolf's attack counts each night. Nobody is dealt a role: every assignment of \
roles is a *world*, and the game keeps every \
world consistent with what happened. Your odds are the share of surviving worlds.

**Secret numbers.** At the start each player gets a number, told to them alone. The public \
table lists chances by number (Good %, Evil %, Dead %), never by name.

**Night.** Everyone who appears alive picks a vision target (or no vision) and, from Night 1, an \
attack target (or no attack), whatever their odds: the night ends once all have answered, or at \
its deadline. In each world only the Seer's vision and the leading wolf's attack count. A \
vision tells you good or evil (and rules out the worlds that disagree). Anyone dead in every \
world dies at dawn and their team (or role) is revealed.

**Day.** Players vote with `/vote`. The most-voted player is lynched (a tie: see the game's tie \
rule); their team or role is revealed, which can make others certainly dead too.

**The end.** The village wins once every wolf is lynched; the wolves win once they are known \
and match the village in number. At the end one world is drawn and shown.
"""


class Info(GameCog):
    """Status, tables, your own view, rules and help."""

    game_subcommands = ("status",)

    @app_commands.command(name="status")
    async def status(self, interaction: discord.Interaction) -> None:
        """Show this channel's game: phase, players, who has acted (never what)."""
        async with refusals(interaction):
            session = self.session_here(interaction)
            async with waiting.holding(session, interaction):
                row = session.row
                embed = discord.Embed(title=f"Game {row.id}", colour=render.INFO_COLOUR)
                embed.add_field(name="Storyteller", value=f"<@{row.storyteller_id}>")
                if row.status is GameStatus.LOBBY or session.game is None:
                    embed.description = "The lobby is open: `/game join` to play."
                    players = and_list([render.esc(m.name) for m in row.members])
                    embed.add_field(
                        name="Players", value=render.clip(players, render.FIELD_LIMIT), inline=False
                    )
                else:
                    game = session.game
                    embed.description = f"**{game.phase.title()}**"
                    embed.add_field(
                        name=f"Alive ({len(game.living())})",
                        value=render.clip(render.names(game, game.living()), render.FIELD_LIMIT),
                        inline=False,
                    )
                    dead = [s for s in range(game.n) if not game.alive[s]]
                    if dead:
                        embed.add_field(
                            name="Dead",
                            value=render.clip(render.names(game, dead), render.FIELD_LIMIT),
                            inline=False,
                        )
                    # Answers only: every living player answers each phase, so this list says
                    # nothing about who could be the Seer or a wolf (game.owed() would).
                    pending = answers.unanswered(game)
                    embed.add_field(
                        name="Has answered this phase",
                        value=render.clip(
                            render.names(game, [s for s in game.living() if s not in pending]),
                            render.FIELD_LIMIT,
                        ),
                        inline=False,
                    )
                    embed.add_field(
                        name="Not answered yet",
                        value=render.clip(render.names(game, pending), render.FIELD_LIMIT),
                        inline=False,
                    )
                    shown = deadlines.deadline_text(row)
                    if shown:
                        embed.add_field(name="Deadline", value=shown, inline=False)
                    if may_tell(interaction, session):
                        owed = game.owed()
                        lines = [
                            f"{render.esc(game.name(seat))}: {', '.join(kinds)}"
                            for seat, kinds in sorted(owed.items())  # join order
                        ]
                        embed.add_field(
                            name="Still owed (storyteller only: what the engine waits for)",
                            value=render.clip("\n".join(lines) or "nothing", 1000),
                            inline=False,
                        )
                await reply(interaction, embed=embed)

    @app_commands.command(name="table")
    async def table(self, interaction: discord.Interaction) -> None:
        """Show the latest public table (by secret number) of your game."""
        async with refusals(interaction):
            session = self.session_for(interaction)
            async with waiting.holding(session, interaction):
                game = session.running
                table = game.table()
            png = await worker.run(render.heatmap_png, table)
            embed = discord.Embed(
                title=f"Public table: {game.phase.title()}",
                description=render.table_description(table),
                colour=render.INFO_COLOUR,
            )
            embed.set_image(url="attachment://table.png")
            await reply(interaction, embed=embed, files=render.table_files(table, png))

    @app_commands.command(name="me")
    async def me(self, interaction: discord.Interaction) -> None:
        """Your secret number, role odds, packmates and visions (only you see the reply)."""
        async with refusals(interaction):
            session = self.session_for(interaction)
            async with waiting.holding(session, interaction):
                game = session.running
                seat = session.seat(interaction.user.id)
                embed = await worker.run(lambda: render.me_embed(observe(game, seat), game))
            await reply(interaction, embed=embed)

    @app_commands.command(name="rules")
    async def rules(self, interaction: discord.Interaction) -> None:
        """The rules of Quantum Werewolf, in short."""
        await reply(interaction, embed=discord.Embed(title="Rules", description=RULES))

    def session_for(self, interaction: discord.Interaction):  # type: ignore[no-untyped-def]
        session = super().session_for(interaction)
        if session.row.status is GameStatus.LOBBY:
            raise Refusal("This game has not started yet.")
        return session


async def setup(bot: SuperpostBot) -> None:
    await bot.add_cog(Info(bot))
