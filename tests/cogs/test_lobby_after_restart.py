"""A family lobby after a restart, before the client has its channel in the cache."""

from __future__ import annotations

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
