"""The board after a turn is drawn when its post is sent, with the game's lock free (a turn's
timeout, a deadline tick, held the lock for the drawing)."""

from __future__ import annotations

from tests.cogs.family_helpers import lock_while

from .helpers import images, join_all_and_start, open_lobby, seat_lab_table

HOUR = 3600


async def test_the_board_of_a_timed_out_turn_is_drawn_with_the_lock_free(simcord_env, monkeypatch):
    """At a turn's deadline the board is drawn while no one holds the game's lock."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    await open_lobby(table, turn_hours=1.0)
    await join_all_and_start(table)
    held = lock_while(monkeypatch, "cogs.lab.render", "render_board", table.session.lock)
    boards = len(await images(table))
    await simcord_env.advance_time(HOUR + 1)
    assert table.game.turn == 2
    assert len(await images(table)) == boards + 1
    assert held == [False]
