"""Persistent components: they carry the game id in their custom_id (DynamicItem), so they keep
working after a restart without remembering any message.

- lobby buttons ``qw:lobby:<game>:<join|leave|start>``
- night menus ``qw:night:<game>:<phase>:<vision|attack>`` in each player's direct messages
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar, cast

import discord

from bot.interact import NO_VISION, may_tell, reply
from engine import Game

if TYPE_CHECKING:
    from bot.client import QWBot

MAX_OPTIONS = 25


def _bot(interaction: discord.Interaction) -> QWBot:
    return cast("QWBot", interaction.client)


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

    def __init__(self, game_id: int, action: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=self.LABELS[action],
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

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        session = _bot(interaction).games.get(self.game_id)
        if session is None:
            await reply(interaction, "❌ This game is over.")
            return False
        if self.action == "start" and not may_tell(interaction, session):
            await reply(
                interaction, "❌ Only the storyteller (or a member with Manage Server) can start."
            )
            return False
        return True

    async def callback(self, interaction: discord.Interaction) -> None:
        lobby = _bot(interaction).get_cog("Lobby")
        assert lobby is not None
        handler = getattr(lobby, f"do_{self.action}")
        await handler(interaction, self.game_id)


def lobby_view(game_id: int) -> discord.ui.View:
    """The buttons of a lobby message."""
    view = discord.ui.View(timeout=None)
    for action in ("join", "leave", "start"):
        view.add_item(LobbyButton(game_id, action))
    return view


class NightSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"qw:night:(?P<game>\d+):(?P<phase>N\d+):(?P<kind>vision|attack)",
):
    """A night menu: the vision target (or no vision), or the attack target."""

    def __init__(
        self,
        game_id: int,
        phase: str,
        kind: str,
        options: list[discord.SelectOption] | None = None,
    ) -> None:
        placeholder = "Vision: whom do you look at?" if kind == "vision" else "Attack: whom?"
        super().__init__(
            discord.ui.Select(
                custom_id=f"qw:night:{game_id}:{phase}:{kind}",
                placeholder=placeholder,
                options=options or [discord.SelectOption(label="…", value=NO_VISION)],
                min_values=1,
                max_values=1,
            )
        )
        self.game_id = game_id
        self.phase = phase
        self.kind = kind

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> NightSelect:
        options = list(item.options) if isinstance(item, discord.ui.Select) else None
        return cls(int(match["game"]), match["phase"], match["kind"], options)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        session = _bot(interaction).games.get(self.game_id)
        if session is None:
            await reply(interaction, "❌ This game is over.")
            return False
        if session.row.seat_of(interaction.user.id) is None:
            await reply(interaction, "❌ Only the players of this game can use these menus.")
            return False
        return True

    async def callback(self, interaction: discord.Interaction) -> None:
        night = _bot(interaction).get_cog("Night")
        assert night is not None
        value = self.item.values[0] if self.item.values else NO_VISION
        await night.choose(interaction, self.game_id, self.phase, self.kind, value)  # type: ignore[attr-defined]


def night_view(game_id: int, game: Game, seat: int) -> discord.ui.View:
    """Tonight's menus for one player: vision (with "no vision") and, from Night 1, attack."""
    phase = str(game.phase)
    choices = game.choices
    targets = [other for other in game.living() if other != seat]
    view = discord.ui.View(timeout=None)
    vision = [
        discord.SelectOption(
            label="No vision",
            value=NO_VISION,
            default=seat in choices.visions and choices.visions[seat] is None,
        )
    ]
    vision += [
        discord.SelectOption(
            label=game.name(t)[:100], value=str(t), default=choices.visions.get(seat) == t
        )
        for t in targets
    ]
    view.add_item(NightSelect(game_id, phase, "vision", vision[:MAX_OPTIONS]))
    if game.attacks_tonight() and targets:
        attack = [
            discord.SelectOption(
                label=game.name(t)[:100], value=str(t), default=choices.attacks.get(seat) == t
            )
            for t in targets
        ]
        view.add_item(NightSelect(game_id, phase, "attack", attack[:MAX_OPTIONS]))
    return view
