"""A Cloud command that finds its game busy is acknowledged at once and answered once it is free."""

from __future__ import annotations

from engine.cloud import Phase
from tests.cogs.harness import fire_slash, turns

from .helpers import place_avatars, seat_cloud_table, start_cloud_game


async def test_an_avatar_sent_while_the_game_is_busy_is_deferred_then_placed(simcord_env):
    """While another change holds the game, `/cloud avatar` is deferred, then placed and
    confirmed privately."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    assert game.phase is Phase.SETUP_AVATARS
    seat = game.setup_placer()
    assert seat is not None
    at = str(game.avatar_spaces(seat)[1][0])
    stored = len(await table.stored())
    async with table.session.lock:  # as a change being stored would
        result = fire_slash(table.players[seat], table.thread, "cloud avatar", at=at)
        await turns()
        assert result.deferred and result.ephemeral
    await simcord_env.settle()
    assert len(await table.stored()) == stored + 1
    answer = result.response
    assert answer is not None and answer.ephemeral and answer.content.startswith("✅")


async def test_a_tile_is_acknowledged_before_it_waits_for_the_database(simcord_env):
    """A turn's tile, which ends no turn, is answered once stored: with the database's
    connection busy and the game free, it is deferred at once, then placed and confirmed
    privately."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    active = table.players[game.active or 0]
    at = str(game.tile_spaces()[0])
    stored = len(await table.stored())
    async with simcord_env.bot.storage.database.transaction():  # as other games' writes would
        result = fire_slash(active, table.thread, "cloud tile", at=at)
        await turns()
        assert result.deferred and result.ephemeral
    await simcord_env.settle()
    assert len(await table.stored()) == stored + 1
    answer = result.response
    assert answer is not None and answer.ephemeral and answer.content.startswith("✅")
