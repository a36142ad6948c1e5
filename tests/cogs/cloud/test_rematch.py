"""Rematch on the end post: same players with the same decks, same options; players only."""

from __future__ import annotations

from engine.cloud import CloudGame

from .helpers import (
    message,
    ok,
    open_cloud_lobby,
    place_avatars,
    refused,
    seat_cloud_table,
    start_cloud_game,
)


async def test_a_player_opens_the_rematch_with_the_same_decks_and_the_host_starts_it(simcord_env):
    """The host (not a player) cannot press Rematch; Alice can, once; the new lobby keeps the
    options and both decks, and Start deals a new game with them."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    old = table.session.row
    await place_avatars(table)
    ok(await table.host.slash(table.thread, "cloud host kick", player=table.players[1]))
    end = table.thread.last_message
    refused(await table.host.click(end, label="🔁 Rematch"), "Only the players")
    ok(await table.players[0].click(end, label="🔁 Rematch"))
    refused(await table.players[1].click(end, label="🔁 Rematch"), "open already")
    new = next(s for s in simcord_env.bot.family_sessions.sessions("cloud") if s.row.id != old.id)
    assert new.row.options == old.options
    assert [s["deck"]["id"] for s in new.row.seats] == ["anon", "pizza"]
    lobby = message(table.town, new.row.lobby_message_id)
    ok(await table.host.click(lobby, label="Start"))
    assert isinstance(new.game, CloudGame)
    assert [p.deck.id for p in new.game.players] == [p.deck.id for p in game.players]


async def test_a_german_games_rematch_speaks_german(simcord_env):
    """A German game's end post offers 🔁 Revanche, and the rematch's thread is greeted in
    German."""
    table = await seat_cloud_table(simcord_env)
    lobby = await open_cloud_lobby(table, setup_mode="auto", language="de")
    for member, deck in zip(table.players, ("anon", "pizza"), strict=True):
        ok(await member.select(lobby, [deck], custom_id="cloud:lobby:deck"))
    ok(await table.host.click(lobby, custom_id="cloud:lobby:start"))
    await place_avatars(table)
    ok(await table.host.slash(table.thread, "cloud host kick", player=table.players[1]))
    end = table.thread.last_message
    ok(await table.players[0].click(end, label="🔁 Revanche"))
    rematch = table.town.threads[-1]
    assert rematch.history()[0].content.startswith("🌩️ Revanche von Quantum Cloud #")
