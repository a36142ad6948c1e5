"""A game's move history, paged for an ephemeral reply (`/lab history`, `/cloud history`).

The family gives its public lines (what every member may read); this module numbers them, packs
them into pages that fit a message, and offers Older / Newer buttons that only the asker sees
(the reply is ephemeral) and only the asker may press.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.i18n import SOURCE, reader_language, t
from bot.shell.replies import say

PAGE_CHARS = 1800
"""Room for one page's lines; the title and Discord's markup take the rest of 2000."""
LINE_CHARS = 300
"""A longer line is cut, so one line never fills a page alone."""


def history_pages(lines: Sequence[str], lang: str = SOURCE) -> list[str]:
    """The numbered lines packed into pages, oldest first (for no lines, one page saying so
    in ``lang``)."""
    pages: list[str] = []
    page: list[str] = []
    size = 0
    for number, line in enumerate(lines, start=1):
        text = f"`{number:>4}` {line}"
        if len(text) > LINE_CHARS:
            text = text[: LINE_CHARS - 1] + "…"
        if page and size + len(text) + 1 > PAGE_CHARS:
            pages.append("\n".join(page))
            page, size = [], 0
        page.append(text)
        size += len(text) + 1
    pages.append("\n".join(page) if page else t("shell-history-empty", lang))
    return pages


class HistoryView(discord.ui.View):
    """Older and Newer on an ephemeral history page; only the asker may press them."""

    def __init__(
        self, owner_id: int, title: str, pages: Sequence[str], index: int, lang: str = SOURCE
    ) -> None:
        super().__init__(timeout=900)
        self.owner_id = owner_id
        self.title = title
        self.pages = list(pages)
        self.index = index
        self.lang = lang
        self.older.label = t("shell-history-older", lang)
        self.newer.label = t("shell-history-newer", lang)
        self._set_buttons()

    def text(self) -> str:
        """The page shown now, under its title."""
        head = t(
            "shell-history-page",
            self.lang,
            title=self.title,
            page=self.index + 1,
            pages=len(self.pages),
        )
        return f"{head}\n{self.pages[self.index]}"

    def _set_buttons(self) -> None:
        self.older.disabled = self.index == 0
        self.newer.disabled = self.index == len(self.pages) - 1

    async def interaction_check(self, interaction: discord.Interaction[Any]) -> bool:
        if interaction.user.id != self.owner_id:
            lang = await reader_language(interaction)
            await say(interaction, t("shell-history-not-yours", lang))
            return False
        return True

    async def _turn(self, interaction: discord.Interaction[Any], step: int) -> None:
        self.index = max(0, min(len(self.pages) - 1, self.index + step))
        self._set_buttons()
        await interaction.response.edit_message(content=self.text(), view=self)

    @discord.ui.button(label="◀ Older", style=discord.ButtonStyle.secondary)
    async def older(
        self, interaction: discord.Interaction, _: discord.ui.Button[HistoryView]
    ) -> None:
        """The page before."""
        await self._turn(interaction, -1)

    @discord.ui.button(label="Newer ▶", style=discord.ButtonStyle.secondary)
    async def newer(
        self, interaction: discord.Interaction, _: discord.ui.Button[HistoryView]
    ) -> None:
        """The page after."""
        await self._turn(interaction, 1)


async def show_history(
    interaction: discord.Interaction[Any], title: str, lines: Sequence[str], page: int | None
) -> None:
    """Answer the asker alone with one page of ``lines`` (the newest unless ``page`` is given)."""
    lang = await reader_language(interaction)
    pages = history_pages(lines, lang)
    index = len(pages) - 1 if page is None else max(0, min(len(pages), page) - 1)
    view = HistoryView(interaction.user.id, title, pages, index, lang)
    await say(interaction, view.text(), view=view)
