"""The end post's Rematch button: the same players and options in a new lobby (any family).

The button is a dynamic item (``rematch:<family>:<game>``), so it works across restarts; its
press is handled by the family's cog, found as every view finds its cog
(:mod:`bot.shell.view_cog`), which answers it (:class:`Rematches`: the shell's
:meth:`bot.shell.family_cog.FamilyCog.rematch`, Quantum Werewolf's lobby) and lets only the
finished game's players open the rematch (:func:`check_rematch`), and only once.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, ClassVar, Protocol, TypeGuard, runtime_checkable

import discord

from bot.i18n import SOURCE, Msg, reader_language, t
from bot.shell.dynamic import PersistentItem
from bot.shell.replies import Refusal
from bot.shell.store import GameStatus
from bot.shell.view_cog import family_presses


@runtime_checkable
class Rematches(Protocol):
    """A family's cog that answers its finished games' Rematch (the press and the game's id)."""

    family: ClassVar[str]

    async def rematch(self, interaction: discord.Interaction[Any], game_id: int) -> None: ...


def check_rematch(status: GameStatus | None, players: Iterable[int], user_id: int) -> None:
    """Refuse the Rematch of a game that is not over (``status``; ``None``: no such game of
    the family) or a press by anyone but its ``players``."""
    if status is not GameStatus.OVER:
        raise Refusal(Msg.of("shell-rematch-not-over"))
    if user_id not in players:
        raise Refusal(Msg.of("shell-rematch-players-only"))


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
        try:
            cog = family_presses(interaction, self.family, _answers_rematch)
        except LookupError:  # the family's cog is not loaded
            lang = await reader_language(interaction)
            said = t("shell-rematch-not-hosted", lang)
            await interaction.response.send_message(said, ephemeral=True)
            return
        await cog.rematch(interaction, self.game_id)


def _answers_rematch(cog: object) -> TypeGuard[Rematches]:
    return isinstance(cog, Rematches)


def rematch_view(family: str, game_id: int, lang: str = SOURCE) -> discord.ui.View:
    """The end post's one button, labelled in ``lang`` (the game's)."""
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(family, game_id, lang))
    return view
