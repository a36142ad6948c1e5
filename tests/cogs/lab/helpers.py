"""Playing Schrödinger's Lab through the real cog: a table, the lobby, the turn post."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import simcord

from engine.lab import LabGame
from tests.cogs.family_helpers import (
    FamilyTable,
    button_labels,
    message,
    ok,
    open_family_lobby,
    refused,
)

__all__ = ["button_labels", "message", "ok", "refused"]


@dataclass
class LabTable(FamilyTable):
    """A guild, its channel, the players (the first hosts) and, once opened, the thread."""

    started: LabGame | None = None

    @property
    def host(self) -> Any:
        return self.players[0]

    @property
    def cog(self) -> Any:
        return self.env.bot.get_cog("LabCog")

    @property
    def game(self) -> LabGame:
        """The game (kept after the end, when the session closes)."""
        if self.started is None:
            game = self.session.game
            assert isinstance(game, LabGame)
            self.started = game
        return self.started

    def post(self) -> Any:
        """The current turn post."""
        return message(self.thread, self.session.row.post_message_id)


async def seat_lab_table(
    env: simcord.Env, names: tuple[str, ...], preferred_locale: str | None = None
) -> LabTable:
    """A guild with these members; the first will host (the server's preferred locale is
    Discord's default unless given)."""
    guild = env.create_guild("Lab", preferred_locale=preferred_locale)
    town = guild.create_text_channel("lab-games")
    players = [guild.add_member(env.create_user(n.lower(), global_name=n)) for n in names]
    await env.settle()
    return LabTable(env, guild, town, players)


async def open_lobby(table: LabTable, **options: Any) -> Any:
    """``/lab new`` by the host; remembers the lobby and its thread."""
    return await open_family_lobby(table, table.host, "lab new", **options)


async def join_all_and_start(table: LabTable) -> LabGame:
    """Everyone presses Join (in seat order), the host presses Start."""
    for member in table.players:
        ok(await member.click(table.lobby, label="Join"))
    ok(await table.host.click(table.lobby, label="Start"))
    return table.game


async def images(table: LabTable) -> list[tuple[str, bytes]]:
    """Every PNG posted in the thread, oldest first, with its message's text."""
    found = []
    for msg in table.thread.history():
        for attachment in msg.attachments:
            if attachment.filename.endswith(".png"):
                found.append((msg.content, await attachment.read()))
    return found
