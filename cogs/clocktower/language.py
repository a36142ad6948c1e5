"""Which language a Quantum Clocktower text is said in, and refusals said in it.

A game's public posts (its lobby, its thread) are in the game's language, chosen when the lobby
opens (``/ct new language:``, else the server's preferred locale, else English) and kept in the
game's options, so a deadline's post with no interaction to take a locale from is in it too.
DMs go in each player's language (:meth:`bot.i18n.Languages.for_dm`), private answers in the
sender's (:func:`bot.i18n.reader_language`).
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator

import discord

from bot.i18n import SOURCE, match, reader_language, t
from bot.shell.replies import Refusal, refusal_words, short_lines
from bot.shell.store import FamilyGameRow
from cogs.clocktower.base import ClocktowerBase
from cogs.clocktower.words import engine_refusal
from engine.core.errors import EngineError


def game_lang(row: FamilyGameRow) -> str:
    """The language of a game's public posts (English for a game opened before the choice)."""
    return match(row.options.get("language")) or SOURCE


class Localised(ClocktowerBase):
    """Refusals answered in the sender's language."""

    @contextlib.asynccontextmanager
    async def _refusals(self, interaction: discord.Interaction) -> AsyncIterator[None]:
        try:
            yield
        except Refusal as refusal:
            lang = await reader_language(interaction)
            await self._say(interaction, short_lines(f"❌ {refusal_words(refusal, lang)}"))
        except EngineError as error:
            lang = await reader_language(interaction)
            await self._say(interaction, short_lines(engine_refusal(error, lang)))

    def _greeting(self, row: FamilyGameRow) -> str:
        """The first post in the game's thread, in the game's language."""
        return t("clocktower-greeting", game_lang(row), id=str(row.id), host=f"<@{row.host_id}>")

    async def _dm_lang(self, user_id: int | None) -> str:
        """The language of a DM to ``user_id`` sent now (the player's, see the module)."""
        if user_id is None:
            return SOURCE
        return await self.bot.languages.for_dm(user_id)
