"""The battlefield after a turn is drawn when its post is sent, with the game's lock free (a
turn's timeout, a deadline tick, held the lock for the drawing)."""

from __future__ import annotations

from tests.cogs.family_helpers import lock_while

from .helpers import place_avatars, seat_cloud_table, start_cloud_game

QUARTER = 900


async def test_the_board_of_a_timed_out_turn_is_drawn_with_the_lock_free(simcord_env, monkeypatch):
    """At a turn's deadline the battlefield is drawn while no one holds the game's lock."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto", turn_hours=0.25)
    await place_avatars(table)
    turn = game.turn
    held = lock_while(monkeypatch, "cogs.cloud.render", "render_board", table.session.lock)
    await simcord_env.advance_time(QUARTER + 5)
    assert game.turn == turn + 1
    assert held == [False]
