"""How a family's views reach their cog: by the family's name among the loaded cogs, never by
importing the cog's module (the cog imports its views, so the other way would be a cycle).

A family's views module names what it calls on its cog as a runtime-checkable protocol and
checks the found cog against it (:func:`family_presses`), so a press type-checks without the
import.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeGuard, TypeVar

import discord
from discord.ext import commands


def family_cog(interaction: discord.Interaction[Any], family: str) -> commands.Cog:
    """The loaded cog of ``family``; LookupError while it is not loaded."""
    cogs: dict[str, commands.Cog] = getattr(interaction.client, "cogs", {})
    for cog in cogs.values():
        if getattr(cog, "family", None) == family:
            return cog
    raise LookupError(f"the {family} cog is not loaded")


P = TypeVar("P")


def family_presses(
    interaction: discord.Interaction[Any], family: str, fits: Callable[[object], TypeGuard[P]]
) -> P:
    """The loaded cog of ``family`` as what a view calls on it: ``fits`` is the view module's
    ``isinstance`` check against its protocol (a protocol class cannot be passed itself: mypy
    takes only a concrete class for a ``type[P]``). LookupError while it is not loaded."""
    cog = family_cog(interaction, family)
    if not fits(cog):
        raise LookupError(f"the {family} cog does not answer these components")
    return cog
