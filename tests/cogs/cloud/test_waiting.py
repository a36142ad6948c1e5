"""A Cloud command that finds its game busy is acknowledged at once and answered once it is free."""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from typing import Any

from engine.cloud import Phase
from tests.cogs.harness import fire_slash, turns

from .helpers import place_avatars, seat_cloud_table, start_cloud_game


async def _deferred_then_stored(
    env: Any,
    table: Any,
    held: AbstractAsyncContextManager[Any],
    member: Any,
    command: str,
    **options: Any,
) -> None:
    """Send ``command`` while ``held`` is held: it is deferred privately at once, then stored
    once and confirmed privately."""
    stored = len(await table.stored())
    async with held:
        result = fire_slash(member, table.thread, command, **options)
        await turns()
        assert result.deferred and result.ephemeral
    await env.settle()
    assert len(await table.stored()) == stored + 1
    answer = result.response
    assert answer is not None and answer.ephemeral and answer.content.startswith("✅")


async def test_an_avatar_sent_while_the_game_is_busy_is_deferred_then_placed(simcord_env):
    """While another change holds the game, `/cloud avatar` is deferred, then placed and
    confirmed privately."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    assert game.phase is Phase.SETUP_AVATARS
    seat = game.setup_placer()
    assert seat is not None
    at = str(game.avatar_spaces(seat)[1][0])
    # As a change being stored would hold it.
    held = table.session.lock
    await _deferred_then_stored(
        simcord_env, table, held, table.players[seat], "cloud avatar", at=at
    )


async def test_a_tile_is_acknowledged_before_it_waits_for_the_database(simcord_env):
    """A turn's tile, which ends no turn, is answered once stored: with the database's
    connection busy and the game free, it is deferred at once, then placed and confirmed
    privately."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    active = table.players[game.active or 0]
    at = str(game.tile_spaces()[0])
    # As other games' writes would hold it.
    held = simcord_env.bot.storage.database.transaction()
    await _deferred_then_stored(simcord_env, table, held, active, "cloud tile", at=at)
