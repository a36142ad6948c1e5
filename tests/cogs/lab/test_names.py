"""Schrödinger's Lab takes names through the shell's one cleaner (issue 22 §1)."""

from __future__ import annotations

from .helpers import join_all_and_start, open_lobby, seat_lab_table

RAW = "__Zo__\u200d||e||\u202e"


async def test_a_raw_display_name_reaches_the_thread_cleaned(simcord_env):
    """The game's name is the cleaned one; no post of the thread holds the raw markup."""
    table = await seat_lab_table(simcord_env, (RAW, "Bob", "Carol"))
    await open_lobby(table)
    game = await join_all_and_start(table)
    assert "Zo e" in game.names
    posts = [m.content for m in table.thread.history()] + [m.content for m in table.town.history()]
    assert any("Zo e" in p for p in posts)
    assert not any(bad in p for p in posts for bad in ("__Zo", "||e", "\u202e", "\u200d"))
