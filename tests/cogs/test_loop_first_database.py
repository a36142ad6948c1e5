"""The bot tells bot.loop_first which database it opened: jobs give way to the loop only where
the database's calls run on it (PostgreSQL), not beside SQLite's own thread."""

from __future__ import annotations

from bot import loop_first


async def test_a_bot_on_sqlite_leaves_its_jobs_running_on(simcord_env):
    """The bot opening its SQLite database tells the jobs not to give way."""
    assert simcord_env.bot.storage is not None
    assert not loop_first.giving_way()
