"""Quantum Cloud's cogs: the game by post on the family shell (spec §11)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.shell.registry import register_family
from cogs.cloud.cog import CloudCog
from engine.cloud import FAMILY as CLOUD

if TYPE_CHECKING:
    from bot.client import QWBot

register_family(CLOUD)


async def setup(bot: QWBot) -> None:
    """Load the Quantum Cloud cog."""
    await bot.add_cog(CloudCog(bot))
