"""``/language``: a player chooses the language of their DMs and private answers."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n.catalogue import LANGUAGES, t
from bot.i18n.choice import Languages, player_language

FOLLOW_DISCORD = "discord"
"""The choice that forgets a player's language, so their Discord client's is used again."""


def language_choices() -> list[app_commands.Choice[str]]:
    """Every shipped language by its own name, and "the language of my Discord"."""
    shipped = [app_commands.Choice(name=name, value=code) for code, name in LANGUAGES.items()]
    return [*shipped, app_commands.Choice(name="My Discord language", value=FOLLOW_DISCORD)]


class LanguageCog(commands.Cog):
    """``/language``: which language the bot speaks to whom."""

    language = app_commands.Group(
        name="language", description="Choose the language I speak to you in"
    )

    def __init__(self, languages: Languages) -> None:
        self.languages = languages

    @language.command(name="me")
    @app_commands.describe(language="The language of my direct messages and private answers to you")
    @app_commands.choices(language=language_choices())
    async def me(self, interaction: discord.Interaction, language: str) -> None:
        """Choose the language of my direct messages and private answers to you."""
        chosen = None if language == FOLLOW_DISCORD else language
        if chosen is not None and chosen not in LANGUAGES:
            await interaction.response.send_message(
                t("language-unknown", interaction.locale, choice=language[:40]), ephemeral=True
            )
            return
        await self.languages.set_player(interaction.user.id, chosen)
        code = player_language(chosen, interaction.locale)
        text = (
            t("language-follows-discord", code, language=LANGUAGES[code])
            if chosen is None
            else t("language-chosen", code, language=LANGUAGES[code])
        )
        await interaction.response.send_message(text, ephemeral=True)
