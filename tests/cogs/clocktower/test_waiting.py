"""A Clocktower command that finds its game busy is acknowledged at once and answered once it is
free."""

from __future__ import annotations

from tests.cogs.harness import fire_slash, turns

from .helpers import join_all_and_start, latest, ok, open_lobby, seat_table, send_list, text_of
from .test_nights_and_storyteller import t4_night


async def test_a_command_waiting_for_a_busy_game_is_deferred_then_answered(simcord_env):
    """While another change holds the game, `/ct-st extend` is deferred, then applied and
    confirmed privately."""
    table = await seat_table(simcord_env, 5)
    await open_lobby(table, players=5)
    await join_all_and_start(table)
    session = table.session
    deadline = session.row.deadline
    assert deadline is not None
    async with session.lock:  # as a resolution being computed would
        result = fire_slash(table.storyteller, table.thread, "ct-st extend", hours=2.0)
        await turns()
        assert result.deferred and result.ephemeral
        assert session.row.deadline == deadline
    await simcord_env.settle()
    assert session.row.deadline is not None and session.row.deadline > deadline
    assert result.ephemeral and text_of(result) == "✅ Added 2 h."


async def test_a_nomination_is_acknowledged_before_it_waits_for_the_database(simcord_env):
    """A nomination's answer comes once its vote is stored: with the database's connection busy
    and the game free, it is deferred at once, then its vote is posted and it is confirmed
    privately."""
    table = await t4_night(simcord_env)
    game = table.game
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    ok(await send_list(table, 1, "wake empath learn 1"))
    assert game.phase == "day"
    async with simcord_env.bot.storage.database.transaction():  # as other games' writes would
        result = fire_slash(table.seat(2), table.thread, "ct nominate", player=table.seat(4))
        await turns()
        assert result.deferred and result.ephemeral
    await simcord_env.settle()
    assert latest(table.thread, "🗳️ Day 1, nomination 1") is not None
    assert result.ephemeral and "❌" not in text_of(result)
