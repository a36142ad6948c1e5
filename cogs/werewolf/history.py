"""``/game log``: the game record (JSON) and a readable Markdown account of the game."""

from __future__ import annotations

import io
from functools import partial

import discord
from discord import app_commands

from bot import worker
from bot.i18n import Msg, reader_language, t
from bot.shell.answering import reply
from bot.shell.game_lock import GameLock
from bot.shell.replies import Refusal
from bot.shell.store import GameStatus
from cogs.werewolf import render, words
from cogs.werewolf.base import WerewolfBase
from cogs.werewolf.games import games_of
from cogs.werewolf.history_text import markdown
from cogs.werewolf.interact import NO_GAME_HERE, may_tell
from cogs.werewolf.models import WerewolfRow, seat_of
from engine.werewolf import GameRecord


class History(WerewolfBase):
    """Export a game's history."""

    @app_commands.command(name="log")
    async def log(self, interaction: discord.Interaction) -> None:
        """The record (JSON) and a readable account (Markdown) of this channel's game: for the
        storyteller at any time, for everyone once the game is over (only you see the reply)."""
        async with self._refusals(interaction):
            session = games_of(self.bot).in_channel(interaction.channel_id)
            if session is not None:
                row: WerewolfRow | None = session.row
                if seat_of(session.row, interaction.user.id) is not None:
                    raise Refusal(Msg.of("werewolf-refusal-log-player"))
                if not may_tell(interaction, session):
                    raise Refusal(Msg.of("werewolf-refusal-log-running"))
                lock = session.lock
            else:
                row = await games_of(self.bot).storage.last_game_in_channel(
                    interaction.channel_id or 0
                )
                lock = GameLock()  # a game that is over: nothing else changes it
            if row is None:
                raise Refusal(NO_GAME_HERE)
            if row.setup is None:
                raise Refusal(Msg.of("werewolf-refusal-log-never-started"))
            await interaction.response.defer(ephemeral=True, thinking=True)
            async with lock:
                actions = await games_of(self.bot).storage.actions(row.id)
                setup, draws, game_id = row.setup, dict(row.draws), row.id
                over = row.status is GameStatus.OVER
            said = await reader_language(interaction)
            if over:
                status = t("werewolf-log-over", said)
            else:
                phase = words.phase(row.extra.phase or "N0", said)
                status = t("werewolf-log-running", said, phase=phase)
            text = await worker.run(
                partial(
                    markdown,
                    game_id=game_id,
                    channel=render.channel_label(session.row)
                    if session
                    else t("werewolf-log-here", said),
                    setup=setup,
                    actions=actions,
                    draws=draws,
                    secrets=True,
                    status=status,
                    locale=said,
                )
            )
            record = GameRecord(setup=setup, actions=actions, draws=draws).to_json()
            await reply(
                interaction,
                t("werewolf-log-reply", said, id=str(game_id), over="yes" if over else "no"),
                files=[
                    discord.File(
                        io.BytesIO(record.encode()),
                        filename=f"quantum-werewolf-game-{game_id}.json",
                    ),
                    discord.File(
                        io.BytesIO(text.encode()), filename=f"quantum-werewolf-game-{game_id}.md"
                    ),
                ],
            )
