"""Persistent buttons and selects of Quantum Cloud posts (they work across restarts).

Every item has a fixed custom id; the game is found from the message it sits on, and each
press is checked under the game lock against the current state, so a stale post is refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import discord

from bot.i18n import SOURCE, t
from bot.shell import FamilyFile
from bot.shell.lobby_view import FamilyLobbyView
from engine.cloud.decks import STARTERS, starter_deck

if TYPE_CHECKING:
    from bot.shell.family_cog import FamilyCog


@runtime_checkable
class CloudPresses(Protocol):
    """What Quantum Cloud's buttons and selects ask of the Cloud cog (the views never import
    it: it imports them)."""

    async def lobby_join(self, interaction: discord.Interaction, deck_id: str) -> None: ...

    async def show_hand(self, interaction: discord.Interaction) -> None: ...

    async def show_board(self, interaction: discord.Interaction, *, text: bool) -> None: ...

    async def button_action(
        self, interaction: discord.Interaction, text: str, *, post: str
    ) -> None: ...

    async def hand_pick(self, interaction: discord.Interaction, command: str) -> None: ...


def _starter_option(deck_id: str, lang: str) -> discord.SelectOption:
    deck = starter_deck(deck_id)
    return discord.SelectOption(
        label=t("cloud-lobby-join-with", lang, deck=deck.name),
        value=deck_id,
        description=f"Avatar {deck.avatar.coherent} / {deck.avatar.superposition}",
    )


class LobbyView(FamilyLobbyView):
    """P1: join with a starter deck, leave, or start (host)."""

    def __init__(
        self, cog: FamilyCog, saved: Sequence[FamilyFile] = (), lang: str = SOURCE
    ) -> None:
        super().__init__(cog, lang)
        options = [_starter_option(deck_id, lang) for deck_id in STARTERS]
        options += [
            discord.SelectOption(
                label=t("cloud-lobby-join-with", lang, deck=file.title)[:100],
                value=f"saved:{file.key}",
                description=t("cloud-lobby-saved-deck", lang),
            )
            for file in saved[: 25 - len(options)]
        ]
        self.deck_select: discord.ui.Select[LobbyView] = discord.ui.Select(
            custom_id="cloud:lobby:deck",
            placeholder=t("cloud-lobby-deck-menu", lang),
            options=options,
        )
        self.deck_select.callback = self._join  # type: ignore[method-assign]
        self.add_item(self.deck_select)
        self.add_leave_and_start()

    async def _join(self, interaction: discord.Interaction) -> None:
        cog = self.cog
        if not isinstance(cog, CloudPresses):
            raise LookupError("not the Cloud cog")
        await cog.lobby_join(interaction, self.deck_select.values[0])


class TurnView(discord.ui.View):
    """P4: the turn post's Hand, Board, Undo (while the engine allows one) and End turn."""

    def __init__(self, cog: CloudPresses, *, undo: bool = True, lang: str = SOURCE) -> None:
        super().__init__(timeout=None)
        self.cog = cog
        self.hand.label = t("cloud-button-hand", lang)
        self.board.label = t("cloud-button-board", lang)
        self.undo.label = t("cloud-button-undo", lang)
        self.end.label = t("cloud-button-end", lang)
        if not undo:
            self.remove_item(self.undo)

    @discord.ui.button(
        label="Hand", style=discord.ButtonStyle.secondary, custom_id="cloud:turn:hand"
    )
    async def hand(self, interaction: discord.Interaction, _: discord.ui.Button[TurnView]) -> None:
        """Show your hand (only to you)."""
        await self.cog.show_hand(interaction)

    @discord.ui.button(
        label="Board", style=discord.ButtonStyle.secondary, custom_id="cloud:turn:board"
    )
    async def board(self, interaction: discord.Interaction, _: discord.ui.Button[TurnView]) -> None:
        """Show the board image (only to you)."""
        await self.cog.show_board(interaction, text=False)

    @discord.ui.button(
        label="↩️ Undo", style=discord.ButtonStyle.secondary, custom_id="cloud:turn:undo"
    )
    async def undo(self, interaction: discord.Interaction, _: discord.ui.Button[TurnView]) -> None:
        """Take back your last action of this turn."""
        await self.cog.button_action(interaction, "undo", post="turn")

    @discord.ui.button(
        label="End turn", style=discord.ButtonStyle.primary, custom_id="cloud:turn:end"
    )
    async def end(self, interaction: discord.Interaction, _: discord.ui.Button[TurnView]) -> None:
        """End your turn (T8)."""
        await self.cog.button_action(interaction, "end", post="turn")


class SetupView(discord.ui.View):
    """Setup's post: the placer's legal placements as a menu, and the Hand and Board buttons
    (no End turn: setup has no turns to end)."""

    def __init__(
        self, cog: CloudPresses, places: Sequence[tuple[str, str]] = (), lang: str = SOURCE
    ) -> None:
        super().__init__(timeout=None)
        self.cog = cog
        options = [
            discord.SelectOption(label=label[:100], value=value[:100])
            for label, value in places[:25]
        ] or [discord.SelectOption(label=t("cloud-place-nowhere", lang), value="none")]
        placeholder = t("cloud-place-menu", lang)
        if len(places) > len(options):
            placeholder = t("cloud-place-menu-some", lang, shown=len(options), all=len(places))
        self.hand.label = t("cloud-button-hand", lang)
        self.board.label = t("cloud-button-board", lang)
        self.menu: discord.ui.Select[SetupView] = discord.ui.Select(
            custom_id="cloud:setup:place", placeholder=placeholder, options=options, row=0
        )
        self.menu.callback = self._pick  # type: ignore[method-assign]
        self.add_item(self.menu)

    async def _pick(self, interaction: discord.Interaction) -> None:
        await self.cog.button_action(interaction, self.menu.values[0], post="turn")

    @discord.ui.button(
        label="Hand", style=discord.ButtonStyle.secondary, custom_id="cloud:setup:hand", row=1
    )
    async def hand(self, interaction: discord.Interaction, _: discord.ui.Button[SetupView]) -> None:
        """Show your hand (only to you)."""
        await self.cog.show_hand(interaction)

    @discord.ui.button(
        label="Board", style=discord.ButtonStyle.secondary, custom_id="cloud:setup:board", row=1
    )
    async def board(
        self, interaction: discord.Interaction, _: discord.ui.Button[SetupView]
    ) -> None:
        """Show the board image (only to you)."""
        await self.cog.show_board(interaction, text=False)


class WindowView(discord.ui.View):
    """A2: the attack window's Pass button."""

    def __init__(self, cog: CloudPresses, lang: str = SOURCE) -> None:
        super().__init__(timeout=None)
        self.cog = cog
        self.pass_.label = t("cloud-button-pass", lang)

    @discord.ui.button(
        label="Pass", style=discord.ButtonStyle.secondary, custom_id="cloud:window:pass"
    )
    async def pass_(
        self, interaction: discord.Interaction, _: discord.ui.Button[WindowView]
    ) -> None:
        """Let the attack resolve as far as you are concerned."""
        await self.cog.button_action(interaction, "pass", post="window")


class HandView(discord.ui.View):
    """P2: the hand's Play/Summon menu: your legal plays and summons now, one pick each."""

    def __init__(
        self, cog: CloudPresses, commands: Sequence[tuple[str, str]] = (), lang: str = SOURCE
    ) -> None:
        super().__init__(timeout=None)
        self.cog = cog
        options = [
            discord.SelectOption(label=label[:100], value=value[:100])
            for label, value in commands[:25]
        ] or [discord.SelectOption(label=t("cloud-hand-nothing", lang), value="none")]
        self.menu: discord.ui.Select[HandView] = discord.ui.Select(
            custom_id="cloud:hand:act", placeholder=t("cloud-hand-menu", lang), options=options
        )
        self.menu.callback = self._pick  # type: ignore[method-assign]
        self.add_item(self.menu)

    async def _pick(self, interaction: discord.Interaction) -> None:
        await self.cog.hand_pick(interaction, self.menu.values[0])
