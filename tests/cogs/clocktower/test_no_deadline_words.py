"""A Clocktower post whose deadline is stopped says so in the game's language."""

from __future__ import annotations

import pytest

from .helpers import latest, ok, open_lobby, seat_table


@pytest.mark.simcord(settle_timeout=10)
async def test_extending_a_paused_german_game_posts_no_deadline_in_german(simcord_env):
    """Time added to a paused German game says its stopped deadline in German."""
    table = await seat_table(simcord_env, 5)
    await open_lobby(table, players=5, language="de")
    for member in table.players:
        ok(await member.click(table.lobby, label="Beitreten"))
    ok(await table.storyteller.click(table.lobby, label="Starten"))
    ok(await table.storyteller.slash(table.thread, "ct-st pause"))
    ok(await table.storyteller.slash(table.thread, "ct-st extend", hours=1.0))
    told = latest(table.thread, "⏱️ Der Erzähler hat").content
    assert told.endswith("Frist angehalten."), told
