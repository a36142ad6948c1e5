"""`/lab board`'s image is drawn after the game's lock is let go: only its picture (what everyone
may see) is read under it."""

from __future__ import annotations

from tests.cogs.family_helpers import lock_while

from .helpers import join_all_and_start, open_lobby, seat_lab_table


async def test_the_board_image_is_drawn_with_the_lock_free(simcord_env, monkeypatch):
    """`/lab board`: the image drawn while no one holds the game's lock."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False)
    await join_all_and_start(table)
    held = lock_while(monkeypatch, "cogs.lab.cog", "draw_board", table.session.lock)
    result = await table.players[0].slash(table.thread, "lab board")
    response = result.followups[-1] if result.followups else result.response
    assert [a.filename for a in response.attachments] == ["lab.png"]
    assert held == [False]
