"""Werewolf's lobby buttons and the closed button that replaces a phase's or a game's menus.

Its persistent components carry the game id in their custom_id (DynamicItem), so they keep
working after a restart without remembering any message: the lobby buttons
``qw:lobby:<game>:<join|leave|start>``. The night's menus are :mod:`cogs.werewolf.night_menu`'s,
the day's vote menu :mod:`cogs.werewolf.vote_menu`'s.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Protocol, TypeGuard, runtime_checkable

import discord

from bot.help import HelpButton
from bot.i18n import SOURCE, t
from bot.shell.view_cog import family_presses
from cogs.werewolf import helptext
from cogs.werewolf.storage import FAMILY


@runtime_checkable
class LobbyPresses(Protocol):
    """What the lobby's buttons ask of werewolf's cog, its lobby's part (the views never import
    their cog: the cog imports them)."""

    async def do_join(
        self, interaction: discord.Interaction, game_id: int, chosen: str | None = None
    ) -> None: ...

    async def do_leave(self, interaction: discord.Interaction, game_id: int) -> None: ...

    async def do_start(self, interaction: discord.Interaction, game_id: int) -> None: ...


def _lobby_presses(cog: object) -> TypeGuard[LobbyPresses]:
    return isinstance(cog, LobbyPresses)


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"qw:lobby:(?P<game>\d+):(?P<action>join|leave|start)",
):
    """Join, Leave or Start on a lobby message."""

    LABELS: ClassVar[dict[str, str]] = {"join": "Join", "leave": "Leave", "start": "Start"}
    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
    }

    def __init__(self, game_id: int, action: str, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or self.LABELS[action],
                style=self.STYLES[action],
                custom_id=f"qw:lobby:{game_id}:{action}",
            )
        )
        self.game_id = game_id
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbyButton:
        return cls(int(match["game"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        lobby = family_presses(interaction, FAMILY, _lobby_presses)
        handlers = {"join": lobby.do_join, "leave": lobby.do_leave, "start": lobby.do_start}
        await handlers[self.action](interaction, self.game_id)


def lobby_view(game_id: int, locale: str = SOURCE) -> discord.ui.View:
    """The buttons of a lobby message."""
    view = discord.ui.View(timeout=None)
    for action in ("join", "leave", "start"):
        view.add_item(
            LobbyButton(game_id, action, t("werewolf-lobby-button", locale, action=action))
        )
    help_button = HelpButton(helptext.HELP.key)
    help_button.item.label = t("werewolf-help-button", locale)
    view.add_item(help_button)
    return view


def closed_view(label: str) -> discord.ui.View:
    """What replaces the buttons and menus of a message whose phase or game has ended: one
    disabled button saying so (``Night 1 is over``), so nothing stale can be pressed."""
    view = discord.ui.View(timeout=None)
    view.add_item(
        discord.ui.Button(
            label=label[:80],
            style=discord.ButtonStyle.secondary,
            disabled=True,
            custom_id="qw:closed",
        )
    )
    return view
