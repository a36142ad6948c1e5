"""The one base of the persistent buttons and menus that carry their state in their custom id
(a game, a version, an answer), so they answer after a restart too.

discord.py rebuilds such an item from its custom id through ``from_custom_id``; every item
here is rebuilt from the template's named groups alone, so a subclass says only how
(:meth:`PersistentItem.from_match`) and gives its own ``template`` in its class line.
"""

from __future__ import annotations

import re
from typing import Any, Self, TypeVar

import discord

ItemT = TypeVar("ItemT", bound=discord.ui.Item[Any], covariant=True)

NEVER = r"(?!)"
"""The base's own template, which matches no custom id: only subclasses are registered."""


class PersistentItem(discord.ui.DynamicItem[ItemT], template=NEVER):
    """A button or menu rebuilt from its custom id (a subclass gives ``template=``)."""

    @classmethod
    def from_match(cls, match: re.Match[str]) -> Self:
        """The item its custom id describes (the template's named groups)."""
        raise NotImplementedError

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        return cls.from_match(match)
