"""Quantum Werewolf on Discord: one extension, its cog put together from its features
(:mod:`cogs.werewolf.cog`) over what they share (the open games and their storage, deadlines on
the shell's clock, what a change shows, rendering, views)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.shell.registry import register_family
from cogs.werewolf import host
from cogs.werewolf.cog import WerewolfCog
from engine.werewolf import FAMILY as WEREWOLF

if TYPE_CHECKING:
    from bot.client import SuperpostBot


register_family(WEREWOLF)


async def setup(bot: SuperpostBot) -> None:
    """Open werewolf's games (its components, help, ``/game`` group and hooks), then load its cog."""
    await host.open_games(bot)
    await bot.add_cog(WerewolfCog(bot))


async def teardown(bot: SuperpostBot) -> None:
    """Unloading (after the cog left): werewolf's hooks, components and ``/game`` group leave the bot."""
    host.close(bot)
