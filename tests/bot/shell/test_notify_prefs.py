"""Turn-notification preferences on both backends (SQLite and a real PostgreSQL)."""

from __future__ import annotations

from bot.shell.notify import NotifyPrefs


async def test_a_player_gets_turn_dms_until_they_turn_them_off(database):
    """No row means DMs on; off, then on again, is kept per player."""
    prefs = NotifyPrefs(database)
    assert await prefs.wants_dms(7)
    await prefs.set_dms(7, False)
    assert not await prefs.wants_dms(7) and await prefs.wants_dms(8)
    await prefs.set_dms(7, True)
    assert await prefs.wants_dms(7)
