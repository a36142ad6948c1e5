"""How a family's views reach their cog: by the family's name among the loaded cogs, never by
importing the cog's module (the cog imports its views, so the other way would be a cycle).

A family's views module names what it calls on its cog as a runtime-checkable protocol and
checks the found cog against it, so a press type-checks without the import.
"""

from __future__ import annotations

from typing import Any

import discord
from discord.ext import commands


def family_cog(interaction: discord.Interaction[Any], family: str) -> commands.Cog:
    """The loaded cog of ``family`` (LookupError while it is not loaded)."""
    cogs: dict[str, commands.Cog] = getattr(interaction.client, "cogs", {})
    for cog in cogs.values():
        if getattr(cog, "family", None) == family:
            return cog
    raise LookupError(f"the {family} cog is not loaded")
