"""Stopping the bot closes its database, even when the shutdown is cut short."""

from __future__ import annotations

import pytest


class Dead(BaseException):
    """The process dies here (as the kill-point harness's crash: no ``except Exception``
    stops it)."""


async def test_a_shutdown_cut_short_by_a_cog_still_closes_the_database(simcord_env, monkeypatch):
    """A cog whose unload dies leaves the bot's database closed, not its connection running."""
    bot = simcord_env.bot

    async def dies() -> None:
        raise Dead

    monkeypatch.setattr(bot.get_cog("CloudCog"), "cog_unload", dies)
    with pytest.raises(Dead):
        await bot.close()
    with pytest.raises(ValueError, match="the database is closed"):
        await bot.storage.database.fetch_one("SELECT 1")
