"""The end post's Rematch button: the same players and options in a new lobby (any family).

The button is a dynamic item (``rematch:<family>:<game>``), so it works across restarts; its
press is handled by the family's cog (:meth:`bot.shell.family_cog.FamilyCog.rematch`), which
lets only the finished game's players open the rematch, and only once. A family with cogs of
its own (Quantum Werewolf) registers its handler instead (:func:`register_rematch`).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.i18n import SOURCE, reader_language, t
from bot.shell.dynamic import PersistentItem

if TYPE_CHECKING:
    from bot.client import SuperpostBot


Handler = Callable[[discord.Interaction[Any], int], Awaitable[None]]
"""A press of a finished game's Rematch: the interaction and the game's id."""
_HANDLERS: dict[str, Handler] = {}


def register_rematch(family: str, handler: Handler) -> None:
    """Who answers the Rematch of a family that is not on :class:`FamilyCog` (the handler
    finds its bot through the interaction, so one registration serves every bot)."""
    _HANDLERS[family] = handler


class RematchButton(PersistentItem[discord.ui.Button[Any]], template=r"rematch:(?P<family>[a-z]+):(?P<game>\d+)"):  # fmt: skip
    """🔁 Rematch on a finished game's end post."""

    def __init__(self, family: str, game_id: int, lang: str = SOURCE) -> None:
        self.family = family
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(
                label=t("shell-rematch-button", lang),
                style=discord.ButtonStyle.success,
                custom_id=f"rematch:{family}:{game_id}",
            )
        )

    @classmethod
    def from_match(cls, match: re.Match[str]) -> RematchButton:
        return cls(match["family"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from bot.shell.family_cog import FamilyCog  # the cog module imports this one

        bot = cast("SuperpostBot", interaction.client)
        for cog in bot.cogs.values():
            if isinstance(cog, FamilyCog) and cog.family == self.family:
                await cog.rematch(interaction, self.game_id)
                return
        handler = _HANDLERS.get(self.family)
        if handler is not None:
            await handler(interaction, self.game_id)
            return
        lang = await reader_language(interaction)
        await interaction.response.send_message(t("shell-rematch-not-hosted", lang), ephemeral=True)


def rematch_view(family: str, game_id: int, lang: str = SOURCE) -> discord.ui.View:
    """The end post's one button, labelled in ``lang`` (the game's)."""
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(family, game_id, lang))
    return view
