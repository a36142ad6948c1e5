"""Quantum Cloud's cogs: the game by post on the family shell (spec §11)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.help import register_help
from bot.shell.registry import register_family
from cogs.cloud.cog import CloudCog
from cogs.cloud.help import HELP
from engine.cloud import FAMILY as CLOUD

if TYPE_CHECKING:
    from bot.client import SuperpostBot

register_family(CLOUD)


async def setup(bot: SuperpostBot) -> None:
    """Load the Quantum Cloud cog."""
    register_help(HELP)
    await bot.add_cog(CloudCog(bot))
