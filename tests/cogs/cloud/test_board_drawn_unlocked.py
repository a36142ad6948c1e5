"""`/cloud board`'s image is drawn after the game's lock is let go: only its picture (the public
facts it shows) is read under it."""

from __future__ import annotations

from tests.cogs.family_helpers import lock_while

from .helpers import seat_cloud_table, start_cloud_game


async def test_the_board_image_is_drawn_with_the_lock_free(simcord_env, monkeypatch):
    """`/cloud board`: the image drawn while no one holds the game's lock."""
    table = await seat_cloud_table(simcord_env)
    await start_cloud_game(table, setup_mode="auto")
    held = lock_while(monkeypatch, "cogs.cloud.cog", "draw_board", table.session.lock)
    result = await table.players[0].slash(table.thread, "cloud board")
    response = result.followups[-1] if result.followups else result.response
    assert [a.filename for a in response.attachments] == ["board.png"]
    assert held == [False]
