"""The lobby post's Leave, Start and How to play buttons, the same for every family (persistent:
their custom ids are fixed, ``<family>:lobby:leave``, ``<family>:lobby:start`` and
``help:open:<family>``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.help import HelpButton
from bot.i18n import SOURCE, t

if TYPE_CHECKING:
    from bot.shell.family_cog import FamilyCog


class FamilyLobbyView(discord.ui.View):
    """A lobby's components: the family's own join items first, then Leave and Start (host)."""

    def __init__(self, cog: FamilyCog, lang: str = SOURCE) -> None:
        super().__init__(timeout=None)
        self.cog = cog
        self.lang = lang

    def add_leave_and_start(self) -> None:
        """Add Leave, Start and How to play after the family's items (call at the end of
        ``__init__``), labelled in the view's language (the custom ids are the same in every
        language: the registered view answers them all)."""
        leave, start = t("shell-lobby-leave", self.lang), t("shell-lobby-start", self.lang)
        for label, style, name, handler in (
            (leave, discord.ButtonStyle.secondary, "leave", self.cog.lobby_leave),
            (start, discord.ButtonStyle.success, "start", self.cog.lobby_start),
        ):
            button: discord.ui.Button[Any] = discord.ui.Button(
                label=label, style=style, custom_id=f"{self.cog.family}:lobby:{name}"
            )
            button.callback = handler  # type: ignore[method-assign]
            self.add_item(button)
        self.add_item(HelpButton(self.cog.family, self.lang))
