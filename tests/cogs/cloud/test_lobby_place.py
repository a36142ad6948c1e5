"""Quantum Cloud opens lobbies where every family does (the shell's one channel check)."""

from __future__ import annotations

from typing import Any

import discord

from .helpers import CloudTable, refused, seat_cloud_table


async def side_thread(table: CloudTable, name: str) -> Any:
    """A thread of the table's channel opened by someone (the bot's HTTP stands in for them)."""
    channel = table.env.bot.get_channel(table.town.id)
    assert isinstance(channel, discord.TextChannel)
    await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
    await table.env.settle()
    (thread,) = [t for t in table.town.threads if t.name == name]
    return thread


async def test_a_lobby_opened_in_a_fresh_thread_is_played_there(simcord_env):
    """`/cloud new` in a thread with no game posts the lobby there and opens no other thread."""
    table = await seat_cloud_table(simcord_env)
    thread = await side_thread(table, "cloud corner")
    result = await table.host.slash(thread, "cloud new")
    assert result.acknowledged and not result.ephemeral
    assert result.response.message.channel.id == thread.id
    assert [t.id for t in table.town.threads] == [thread.id]


async def test_a_thread_with_a_game_takes_no_second_lobby(simcord_env):
    """A second `/cloud new` in a game's thread is refused by the shell's words, storing nothing."""
    table = await seat_cloud_table(simcord_env)
    thread = await side_thread(table, "cloud corner")
    await table.host.slash(thread, "cloud new")
    alice = table.players[0]
    refused(await alice.slash(thread, "cloud new"), "This thread already has a game")
    store = simcord_env.bot.family_sessions.store
    assert len(await store.open_games("cloud")) == 1
