"""Options every family's commands share, declared once (the description and the choices
Discord shows), so no family keeps a copy that could drift from the others."""

from __future__ import annotations

from typing import TypeVar

from discord import app_commands

from bot.shell.family_cog import LANGUAGE_CHOICES

T = TypeVar("T")

LANGUAGE_DESCRIPTION = "The game's language for its posts (default: the server's language)"
"""`/… new`'s ``language`` option, as the command picker describes it."""


def language_option(command: T) -> T:
    """Declare a command's ``language`` option: described, every shipped language a choice
    (stacks with the command's own ``describe`` and ``choices``)."""
    described = app_commands.describe(language=LANGUAGE_DESCRIPTION)(command)
    return app_commands.choices(language=LANGUAGE_CHOICES)(described)
