"""Playing Schrödinger's Lab through the real cog: a table, the lobby, the turn post."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import simcord

from bot.shell import FamilySession
from engine.lab import LabGame


@dataclass
class LabTable:
    """A guild, its channel, the players (the first hosts) and, once opened, the thread."""

    env: simcord.Env
    guild: Any
    town: Any
    players: list[Any]
    lobby: Any = None
    thread: Any = None
    started: LabGame | None = None

    @property
    def host(self) -> Any:
        return self.players[0]

    @property
    def cog(self) -> Any:
        return self.env.bot.get_cog("LabCog")

    @property
    def session(self) -> FamilySession:
        session = self.env.bot.family_sessions.in_thread(self.thread.id)
        assert session is not None
        return session  # type: ignore[no-any-return]

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

    async def stored(self) -> list[str]:
        """The game's events on disk."""
        store = self.env.bot.family_sessions.store
        return await store.actions(self.session.row.id)  # type: ignore[no-any-return]


async def seat_lab_table(env: simcord.Env, names: tuple[str, ...]) -> LabTable:
    """A guild with these members; the first will host."""
    guild = env.create_guild("Lab")
    town = guild.create_text_channel("lab-games")
    players = [guild.add_member(env.create_user(n.lower(), global_name=n)) for n in names]
    await env.settle()
    return LabTable(env, guild, town, players)


async def open_lobby(table: LabTable, **options: Any) -> Any:
    """``/lab new`` by the host; remembers the lobby and its thread."""
    result = await table.host.slash(table.town, "lab new", **options)
    assert result.acknowledged and not result.ephemeral, result
    table.lobby = result.response.message
    (table.thread,) = table.town.threads
    return table.lobby


async def join_all_and_start(table: LabTable) -> LabGame:
    """Everyone presses Join (in seat order), the host presses Start."""
    for member in table.players:
        ok(await member.click(table.lobby, label="Join"))
    ok(await table.host.click(table.lobby, label="Start"))
    return table.game


def ok(result: Any) -> str:
    """The interaction was answered ephemerally with a confirmation; returns its text."""
    assert result.acknowledged, result
    assert result.ephemeral, result.response.content
    content: str = result.response.content
    assert content.startswith("✅"), content
    return content


def refused(result: Any, contains: str) -> str:
    """The interaction got an ephemeral refusal containing ``contains``."""
    assert result.acknowledged, result
    assert result.ephemeral, result.response.content
    content: str = result.response.content
    assert content.startswith("❌"), content
    assert contains.lower() in content.lower(), content
    return content


def message(channel: Any, message_id: int | None) -> Any:
    """The message ``message_id`` of a channel."""
    for found in channel.history():
        if found.id == message_id:
            return found
    raise AssertionError(f"no message {message_id}")


def button_labels(msg: Any) -> list[str]:
    """The labels of a message's buttons, in order."""
    return [
        child.label
        for row in msg.components
        for child in getattr(row, "children", [row])
        if getattr(child, "label", None)
    ]


async def images(table: LabTable) -> list[tuple[str, bytes]]:
    """Every PNG posted in the thread, oldest first, with its message's text."""
    found = []
    for msg in table.thread.history():
        for attachment in msg.attachments:
            if attachment.filename.endswith(".png"):
                found.append((msg.content, await attachment.read()))
    return found
