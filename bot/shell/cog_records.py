"""A finished or running game's log and record for whoever asks (:class:`RecordsPart` of
:class:`bot.shell.family_cog.FamilyCog`).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence

import discord

from bot.i18n import Msg, reader_language, t
from bot.shell.cog_base import CogBase, S
from bot.shell.history import show_history
from bot.shell.replies import Refusal


class RecordsPart(CogBase[S]):
    """A page of the game's log, and the finished game's record as a file."""

    async def _send_history(
        self,
        interaction: discord.Interaction,
        page: int | None,
        lines: Callable[[S, str], Sequence[str]],
    ) -> None:
        """One page of this thread's game's log to the asker alone (``lines``: the family's
        log of a game, said in a language)."""
        async with self._refusals(interaction):
            session = self._here(interaction)
            lang = await reader_language(interaction)
            title = t("shell-history-title", lang, game=self.title, id=str(session.row.id))
            await show_history(interaction, title, lines(session, lang), page)

    async def _send_record(self, interaction: discord.Interaction) -> None:
        """The record of the finished game of this thread, as a JSON file, to the asker."""
        async with self._refusals(interaction):
            if self.sessions.in_thread(interaction.channel_id) is not None:
                raise Refusal(Msg.of("shell-record-after-end"))
            row = await self.sessions.store.by_thread(interaction.channel_id or 0)
            if row is None or row.family != self.family or row.setup is None:
                raise Refusal(Msg.of("shell-record-where", game=self.title))
            game = await self.sessions.rebuild(row)
            data = game.record().to_json().encode()
            lang = await reader_language(interaction)
            await self._say(
                interaction,
                t("shell-record", lang, game=self.title, id=str(row.id)),
                file=discord.File(io.BytesIO(data), f"{self.record_name}-{row.id}.json"),
            )
