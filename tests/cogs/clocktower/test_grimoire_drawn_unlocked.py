"""`/ct-st grimoire`'s image is drawn after the game's lock is let go: only the solver's part
(the view and its text) reads the game."""

from __future__ import annotations

from tests.cogs.family_helpers import lock_while

from .helpers import join_all_and_start, open_lobby, seat_draws, seat_table


async def test_the_grimoire_image_is_drawn_with_the_lock_free(simcord_env, monkeypatch):
    """The storyteller's grimoire image: drawn while no one holds the game's lock."""
    table = await seat_table(simcord_env, 7)
    await open_lobby(table, players=7)
    await join_all_and_start(table, seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]}))
    held = lock_while(monkeypatch, "cogs.clocktower.grimoire", "grimoire_png", table.session.lock)
    result = await table.storyteller.slash(table.thread, "ct-st grimoire", image=True)
    response = result.followups[-1] if result.followups else result.response
    assert [a.filename for a in response.attachments] == ["grimoire.png"]
    assert held == [False]
