"""Quantum Clocktower's cogs: the storyteller's quantum game on the family shell (issue 11)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.help import register_help
from bot.shell.registry import FAMILIES
from cogs.clocktower.help import HELP
from engine.clocktower import FAMILY as CLOCKTOWER

if TYPE_CHECKING:
    from bot.client import SuperpostBot


def register() -> None:
    """Host the Clocktower family. The shell's registry is a shared file that lists only
    Quantum Cloud; as the Lab does, loading this package adds the family (the registry is a
    plain dict behind its ``Mapping`` type)."""
    families: dict[str, Any] = FAMILIES  # type: ignore[assignment]
    families.setdefault(CLOCKTOWER.name, CLOCKTOWER)


register()


async def setup(bot: SuperpostBot) -> None:
    """Load the Quantum Clocktower cog."""
    from cogs.clocktower.cog import ClocktowerCog

    register_help(HELP)
    await bot.add_cog(ClocktowerCog(bot))
