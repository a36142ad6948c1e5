"""Information anyone may ask for: ``/game status``, ``/table``, ``/me``, ``/rules``, ``/help``."""

from __future__ import annotations

import discord
from discord import app_commands

from bot import drawing, waiting, worker
from bot.i18n import Msg, reader_language, t
from bot.shell.answering import reply
from bot.shell.replies import Refusal
from bot.shell.store import GameStatus
from cogs.werewolf import private_posts, render, words
from cogs.werewolf.base import WerewolfBase
from cogs.werewolf.games import Session
from cogs.werewolf.interact import may_tell
from engine.werewolf import observe


class Info(WerewolfBase):
    """Status, tables, your own view, rules and help."""

    @app_commands.command(name="status")
    async def status(self, interaction: discord.Interaction) -> None:
        """Show this channel's game: phase, players, who has acted (never what)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            async with waiting.holding(session, interaction):
                # The lock's wait is seen (and deferred) first; the reader's language is a read.
                said = await reader_language(interaction)
                row = session.row
                title = t("werewolf-game-footer", said, id=str(row.id))
                embed = discord.Embed(title=title, colour=render.INFO_COLOUR)
                embed.add_field(name=t("werewolf-storyteller", said), value=f"<@{row.host_id}>")
                if row.status is GameStatus.LOBBY or session.game is None:
                    embed.description = t("werewolf-status-lobby", said)
                    players = render.and_list([render.esc(m.name) for m in row.seats], said)
                    embed.add_field(
                        name=t("werewolf-status-players", said),
                        value=render.clip(players, render.FIELD_LIMIT),
                        inline=False,
                    )
                else:
                    game = session.game
                    embed.description = f"**{render.phase_title(str(game.phase), said)}**"
                    embed.add_field(
                        name=t("werewolf-status-alive", said, count=str(len(game.living()))),
                        value=render.clip(
                            render.names(game, game.living(), said), render.FIELD_LIMIT
                        ),
                        inline=False,
                    )
                    dead = [s for s in range(game.n) if not game.alive[s]]
                    if dead:
                        embed.add_field(
                            name=t("werewolf-status-dead", said),
                            value=render.clip(render.names(game, dead, said), render.FIELD_LIMIT),
                            inline=False,
                        )
                    # Answers only: every living player answers each phase, so this list says
                    # nothing about who could be the Seer or a wolf (game.owed() would).
                    pending = game.unanswered()
                    answered = [s for s in game.living() if s not in pending]
                    embed.add_field(
                        name=t("werewolf-status-answered", said),
                        value=render.clip(render.names(game, answered, said), render.FIELD_LIMIT),
                        inline=False,
                    )
                    embed.add_field(
                        name=t("werewolf-not-answered-field", said),
                        value=render.clip(render.names(game, pending, said), render.FIELD_LIMIT),
                        inline=False,
                    )
                    shown = render.deadline_text(row, said)
                    if shown:
                        embed.add_field(
                            name=t("werewolf-status-deadline", said), value=shown, inline=False
                        )
                    if may_tell(interaction, session):
                        owed = game.owed()
                        lines = [
                            f"{render.esc(game.name(seat))}: "
                            + ", ".join(words.kind(kind, said) for kind in kinds)
                            for seat, kinds in sorted(owed.items())  # join order
                        ]
                        embed.add_field(
                            name=t("werewolf-status-owed", said),
                            value=render.clip(
                                "\n".join(lines) or t("werewolf-nothing", said), 1000
                            ),
                            inline=False,
                        )
                await reply(interaction, embed=embed)

    @app_commands.command(name="table")
    async def table(self, interaction: discord.Interaction) -> None:
        """Show the latest public table (by secret number) of your game."""
        async with self._refusals(interaction):
            session = self._started_session(interaction)
            async with waiting.holding(session, interaction):
                said = await reader_language(interaction)
                game = session.running
                table = game.table()
            png = await drawing.draw(render.heatmap_png, table, said)
            phase = render.phase_title(str(game.phase), said)
            embed = discord.Embed(
                title=t("werewolf-table-title", said, phase=phase),
                description=render.table_description(table, said),
                colour=render.INFO_COLOUR,
            )
            embed.set_image(url="attachment://table.png")
            await reply(interaction, embed=embed, files=render.table_files(table, png, said))

    @app_commands.command(name="me")
    async def me(self, interaction: discord.Interaction) -> None:
        """Your secret number, role odds, packmates and visions (only you see the reply)."""
        async with self._refusals(interaction):
            session = self._started_session(interaction)
            async with waiting.holding(session, interaction):
                said = await reader_language(interaction)
                game = session.running
                seat = session.seat(interaction.user.id)
                embed = await worker.run(
                    lambda: private_posts.me_embed(observe(game, seat), game, said)
                )
            await reply(interaction, embed=embed)

    @app_commands.command(name="rules")
    async def rules(self, interaction: discord.Interaction) -> None:
        """The rules of Quantum Werewolf, in short."""
        said = await reader_language(interaction)
        rules = discord.Embed(
            title=t("werewolf-rules-title", said), description=t("werewolf-rules", said)
        )
        await reply(interaction, embed=rules)

    def _started_session(self, interaction: discord.Interaction) -> Session:
        """The sender's game (:meth:`_player_session`), refused while it is a lobby. Not an
        override of :meth:`_player_session`: the other features share this cog, and the
        night's `/night` takes its own path to the same refusal."""
        session = self._player_session(interaction)
        if session.row.status is GameStatus.LOBBY:
            raise Refusal(Msg.of("werewolf-refusal-not-started"))
        return session
