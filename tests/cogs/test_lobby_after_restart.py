"""A family lobby after a restart, before the client has its channel in the cache."""

from __future__ import annotations

import discord

from bot.client import SuperpostBot
from tests.cogs.family_helpers import ok, restart
from tests.cogs.lab.helpers import message, open_lobby, seat_lab_table


async def test_the_lobby_post_lists_a_join_made_before_the_channel_is_cached(
    simcord_env, db_path, monkeypatch
):
    """Join after a restart, with the channel not yet cached, still updates the lobby post."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    await open_lobby(table)
    monkeypatch.setattr(SuperpostBot, "get_channel", lambda self, channel_id: None)
    await restart(simcord_env, db_path)
    bob = table.players[1]
    ok(await bob.click(message(table.town, table.lobby.id), label="Join"))
    assert f"<@{bob.id}>" in message(table.town, table.lobby.id).content


async def store_unposted_lab_lobby(table) -> int:
    """A Lab lobby as a crash leaves it between storing its row and posting it."""
    cog = next(c for c in table.env.bot.cogs.values() if getattr(c, "family", "") == "lab")
    session = await cog.sessions.create(
        family="lab",
        guild_id=table.guild.id,
        channel_id=table.town.id,
        host_id=table.players[0].id,
        options={
            "experiments": 3,
            "cats": False,
            "scenario": None,
            "turn": 24 * 3600,
            "first_game": False,
            "language": "en",
        },
    )
    return session.row.id


async def test_a_lobby_stored_but_never_posted_is_posted_at_start_up(simcord_env, db_path):
    """A lobby a crash left unposted is posted at start-up, with its thread, and takes Join."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    game_id = await store_unposted_lab_lobby(table)
    await restart(simcord_env, db_path)
    [lobby] = [
        m
        for m in table.town.history()
        if m.type is discord.MessageType.default and f"#{game_id}" in (m.content or "")
    ]
    assert [t.id for t in table.town.threads] == [lobby.id]
    ok(await table.players[1].click(message(table.town, lobby.id), label="Join"))


async def test_a_lobby_its_channel_refuses_at_start_up_is_closed(simcord_env, db_path):
    """A lobby the channel will not take at start-up is closed: the channel takes a new one."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    await store_unposted_lab_lobby(table)
    simcord_env.inject_error(
        "POST", f"/channels/{table.town.id}/messages", status=403, code=50013, times=1
    )
    await restart(simcord_env, db_path)
    rows = await table.env.bot.family_sessions.store.open_games("lab")
    assert rows == []
