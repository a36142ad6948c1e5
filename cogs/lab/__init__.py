"""Schrödinger's Lab's cogs: the game by post on the family shell (spec §7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.help import register_help
from bot.shell.registry import register_family
from cogs.lab.cog import LabCog
from cogs.lab.help import HELP
from engine.lab import FAMILY as LAB

if TYPE_CHECKING:
    from bot.client import SuperpostBot

register_family(LAB)


async def setup(bot: SuperpostBot) -> None:
    """Load the Schrödinger's Lab cog."""
    register_help(HELP)
    await bot.add_cog(LabCog(bot))
