"""Public information: `/ct status` (the phase, who appears dead, who has answered, the
deadline), `/ct rules`, and `/ct record` once the game is over."""

from __future__ import annotations

import discord
from discord import app_commands

from bot import waiting
from bot.i18n import reader_language
from cogs.clocktower import status
from cogs.clocktower.base import SCRIPT_CHOICES, ClocktowerBase, ct
from cogs.clocktower.texts import (
    rules_text,
    script_sheet,
    vote_history,
)
from engine.clocktower import SCRIPTS


class Info(ClocktowerBase):
    """`/ct status`, `/ct rules`, `/ct record`."""

    @ct.command(name="status")
    @app_commands.guild_only()
    async def status(self, interaction: discord.Interaction) -> None:
        """The phase, who appears dead, who has answered tonight, the deadline (public facts)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            game = self._game(session)
            lang = await reader_language(interaction)
            async with waiting.holding(session, interaction):
                text = status.status_text(session, game, lang)
            await self._say(interaction, text)

    @ct.command(name="rules")
    async def rules(self, interaction: discord.Interaction) -> None:
        """How to play, the list grammar and the characters, in short (only to you)."""
        await self._say(interaction, rules_text(lang=await reader_language(interaction)))

    @ct.command(name="votes")
    @app_commands.guild_only()
    async def votes(self, interaction: discord.Interaction) -> None:
        """Every day's nominations, their yes votes and the executions (public facts)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            game = self._game(session)
            lang = await reader_language(interaction)
            async with waiting.holding(session, interaction):
                text = vote_history(game, lang)
            await self._say(interaction, text)

    @ct.command(name="script")
    @app_commands.describe(
        players="Show the role counts for this many players (default: this game's size, else all)",
        name="The script (default: this game's, else Quantum Trouble Brewing)",
    )
    @app_commands.choices(name=SCRIPT_CHOICES)
    async def script(
        self,
        interaction: discord.Interaction,
        players: app_commands.Range[int, 5, 15] | None = None,
        name: str | None = None,
    ) -> None:
        """The character sheet: every character, the night order and the role counts."""
        session = self.sessions.in_thread(interaction.channel_id)
        script = SCRIPTS["quantum_trouble_brewing"]
        if session is not None and session.row.family == self.family:
            script = SCRIPTS[session.row.options["script"]]
            if players is None and name is None:
                players = int(session.row.options["players"])
        if name is not None:
            script = SCRIPTS[name]
        lang = await reader_language(interaction)
        await self._say(interaction, script_sheet(script, players, lang))

    async def lobby_sheet(self, interaction: discord.Interaction) -> None:
        """The lobby's Character sheet button: the sheet for the lobby's size (only to you)."""
        async with self._refusals(interaction):
            session = self._lobby(interaction)
            options = session.row.options
            lang = await reader_language(interaction)
            text = script_sheet(SCRIPTS[options["script"]], int(options["players"]), lang)
            await self._say(interaction, text)

    @ct.command(name="record")
    @app_commands.guild_only()
    async def record(self, interaction: discord.Interaction) -> None:
        """The game's record as a JSON file, once it is over (in its thread)."""
        await self._defer(interaction)
        await self._send_record(interaction)
