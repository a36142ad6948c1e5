"""A Cloud lobby seats as many players as the engine's setup takes, and no more."""

from __future__ import annotations

from engine.cloud.setup import MAX_PLAYERS

from .helpers import ok, open_cloud_lobby, refused, seat_cloud_table


async def test_a_lobby_takes_four_players_and_refuses_a_fifth(simcord_env):
    """Four may join; the fifth is told the table is full, and the seats stay four."""
    table = await seat_cloud_table(simcord_env)
    extra = [
        table.guild.add_member(simcord_env.create_user(name.lower(), global_name=name))
        for name in ("Cat", "Dan", "Eve")
    ]
    await simcord_env.settle()
    lobby = await open_cloud_lobby(table)
    for member in [*table.players, *extra[:2]]:
        ok(await member.select(lobby, ["anon"], custom_id="cloud:lobby:deck"))
    fifth = await extra[2].select(lobby, ["anon"], custom_id="cloud:lobby:deck")
    refused(fifth, "The table is full (4 players)")
    assert len(table.session.row.seats) == MAX_PLAYERS == 4
