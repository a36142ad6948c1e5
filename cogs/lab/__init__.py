"""Schrödinger's Lab's cogs: the game by post on the family shell (spec §7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.shell.registry import FAMILIES
from engine.lab import FAMILY as LAB

if TYPE_CHECKING:
    from bot.client import QWBot


def register() -> None:
    """Host the Lab family. The shell's registry lists only Quantum Cloud so far and is another
    helper's file; until it lists the Lab, loading this package adds it (the registry is a
    plain dict behind its ``Mapping`` type)."""
    families: dict[str, Any] = FAMILIES  # type: ignore[assignment]
    families.setdefault(LAB.name, LAB)


register()


async def setup(bot: QWBot) -> None:
    """Load the Schrödinger's Lab cog."""
    from cogs.lab.cog import LabCog

    await bot.add_cog(LabCog(bot))
