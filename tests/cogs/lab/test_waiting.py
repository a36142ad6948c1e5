"""A Lab command that finds its game busy is acknowledged at once and answered once it is free."""

from __future__ import annotations

import asyncio
from typing import Any

from bot import waiting
from bot.client import Hooks
from tests.cogs.harness import fire_slash, turns

from .helpers import join_all_and_start, open_lobby, seat_lab_table
from .test_actions import wormhole_board


async def test_an_event_sent_while_the_game_is_busy_is_deferred_then_stored(simcord_env):
    """While another change holds the game, `/lab see` is deferred, then stored and confirmed
    privately."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False)
    table.cog.rehearsal = (wormhole_board().text(1), {"seats": "0,1,2"})
    game = await join_all_and_start(table)
    before = game.prompt
    async with table.session.lock:  # as a change being stored would
        result = fire_slash(table.players[0], table.thread, "lab see", direction="up")
        await turns()
        assert result.deferred and result.ephemeral
        assert game.prompt == before
    await simcord_env.settle()
    assert game.prompt.remaining == 4
    answer = result.response
    assert answer is not None and answer.ephemeral and answer.content.startswith("✅")


async def test_an_event_deferred_on_arrival_is_still_stored(simcord_env, monkeypatch):
    """A `/lab see` deferred before the Lab saw it (its arrival outlasted the budget) is
    stored and confirmed, not dropped as if it had been refused."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False)
    table.cog.rehearsal = (wormhole_board().text(1), {"seats": "0,1,2"})
    game = await join_all_and_start(table)
    monkeypatch.setattr(waiting, "ACK_BUDGET", 0.0)

    async def slow(_: Any) -> None:  # as reading games another process opened would be
        await asyncio.sleep(0.05)

    table.env.bot.hooks.append(Hooks(arriving=slow))
    result = await table.players[0].slash(table.thread, "lab see", direction="up")
    assert game.prompt.remaining == 4
    answer = result.response
    assert answer is not None and answer.ephemeral and answer.content.startswith("✅")


async def test_an_event_is_acknowledged_before_it_waits_for_the_database(simcord_env):
    """A See that ends no turn is answered once stored: with the database's connection busy and
    the game free, it is deferred at once, then stored and confirmed privately."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False)
    table.cog.rehearsal = (wormhole_board().text(1), {"seats": "0,1,2"})
    game = await join_all_and_start(table)
    async with simcord_env.bot.storage.database.transaction():  # as other games' writes would
        result = fire_slash(table.players[0], table.thread, "lab see", direction="up")
        await turns()
        assert result.deferred and result.ephemeral
    await simcord_env.settle()
    assert game.prompt.remaining == 4
    answer = result.response
    assert answer is not None and answer.ephemeral and answer.content.startswith("✅")
