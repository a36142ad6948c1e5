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


async def test_the_host_of_a_lobby_its_channel_refuses_is_told_by_dm(simcord_env, db_path):
    """The host learns by DM that their lobby was closed at start-up, and how to open it again."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    await store_unposted_lab_lobby(table)
    simcord_env.inject_error(
        "POST", f"/channels/{table.town.id}/messages", status=403, code=50013, times=1
    )
    await restart(simcord_env, db_path)
    told = [m.content for m in table.players[0].user.dm_channel.history()]
    assert told == [
        f"⚠️ Your Schrödinger's Lab lobby in <#{table.town.id}> was not opened: I stopped while "
        "posting it, and the channel did not take it afterwards. Nothing was lost; open it "
        "again with `/lab new`."
    ]


async def test_the_host_is_told_of_the_closed_lobby_in_their_language(simcord_env, db_path):
    """A host who chose German reads the DM about their closed lobby in German."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    await table.env.bot.languages.set_player(table.players[0].id, "de")
    await store_unposted_lab_lobby(table)
    simcord_env.inject_error(
        "POST", f"/channels/{table.town.id}/messages", status=403, code=50013, times=1
    )
    await restart(simcord_env, db_path)
    [told] = [m.content for m in table.players[0].user.dm_channel.history()]
    assert told.startswith("⚠️ Deine Lobby für Schrödinger's Lab in "), told
