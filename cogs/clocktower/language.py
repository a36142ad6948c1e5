"""Which language a Quantum Clocktower text is said in, and refusals said in it.

A game's public posts (its lobby, its thread) are in the game's language, chosen when the lobby
opens (``/ct new language:``, else the server's preferred locale, else English) and kept in the
game's options, so a deadline's post with no interaction to take a locale from is in it too.
DMs go in each player's language (:meth:`bot.i18n.Languages.for_dm`), private answers in the
sender's (:func:`bot.i18n.reader_language`).
"""

from __future__ import annotations

from bot.i18n import SOURCE
from cogs.clocktower.base import ClocktowerBase
from cogs.clocktower.words import engine_refusal
from engine.core.errors import EngineError


class Localised(ClocktowerBase):
    """Refusals answered in the sender's language."""

    def _refusal_text(self, error: EngineError, lang: str) -> str:
        return engine_refusal(error, lang)

    async def _dm_lang(self, user_id: int | None) -> str:
        """The language of a DM to ``user_id`` sent now (the player's, see the module)."""
        if user_id is None:
            return SOURCE
        return await self.bot.languages.for_dm(user_id)
