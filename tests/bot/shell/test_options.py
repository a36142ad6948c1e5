"""The options every family's commands share, declared once."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.shell.family_cog import LANGUAGE_CHOICES
from bot.shell.options import LANGUAGE_DESCRIPTION, language_option


def _new_command() -> app_commands.Command[None, ..., None]:
    @app_commands.command(name="new")
    @app_commands.describe(players="How many players")
    @app_commands.choices(size=[app_commands.Choice(name="small", value="small")])
    @language_option
    async def new(
        interaction: discord.Interaction,
        players: int,
        size: str = "small",
        language: str | None = None,
    ) -> None:
        """Open a lobby."""

    return new


def test_the_language_option_is_described_and_offers_every_language() -> None:
    """The ``language`` option carries the shared description and the shipped languages."""
    option = _new_command()._params["language"]
    assert str(option.description) == LANGUAGE_DESCRIPTION
    assert option.choices == LANGUAGE_CHOICES


def test_the_commands_own_descriptions_and_choices_stay() -> None:
    """Stacked with the command's own describe and choices, neither is lost."""
    params = _new_command()._params
    assert str(params["players"].description) == "How many players"
    assert [c.value for c in params["size"].choices] == ["small"]
