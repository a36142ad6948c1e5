"""A Clocktower command that finds its game busy is acknowledged at once and answered once it is
free."""

from __future__ import annotations

from tests.cogs.harness import fire_slash, turns

from .helpers import join_all_and_start, open_lobby, seat_table, text_of


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
