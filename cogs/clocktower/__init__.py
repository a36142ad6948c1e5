"""Quantum Clocktower's cogs: the storyteller's quantum game on the family shell (issue 11)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.help import register_help
from bot.shell.registry import register_family
from cogs.clocktower.cog import ClocktowerCog
from cogs.clocktower.help import HELP
from engine.clocktower import FAMILY as CLOCKTOWER

if TYPE_CHECKING:
    from bot.client import SuperpostBot


register_family(CLOCKTOWER)


async def setup(bot: SuperpostBot) -> None:
    """Load the Quantum Clocktower cog."""
    register_help(HELP)
    await bot.add_cog(ClocktowerCog(bot))
