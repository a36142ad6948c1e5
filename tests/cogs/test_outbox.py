"""The outbox sender: order, retries after a passing failure, final failures."""

from __future__ import annotations

import pytest

from bot.outbox import RETRY_SECONDS
from tests.cogs.harness import seat_table, start_game


def titles(table):
    return [m.embeds[0].title for m in table.town.history() if m.embeds]


@pytest.mark.simcord(settle_timeout=20)
async def test_a_passing_failure_holds_the_game_and_is_retried_in_order(simcord_env):
    """A 500 on the dawn post holds the rest of the game's rows; a minute later all go, in order."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    simcord_env.inject_error("POST", f"/channels/{table.town.id}/messages", status=500, times=1)
    await table.storyteller.slash(table.town, "game advance")
    assert "🌅 Dawn after Night 0" not in titles(table)
    assert len(await table.bot.storage.pending()) > 1
    simcord_env.errors  # noqa: B018  (the logged 500)
    await simcord_env.advance_time(RETRY_SECONDS + 1)
    shown = titles(table)
    assert shown.count("🌅 Dawn after Night 0") == 1
    assert shown.index("🌅 Dawn after Night 0") < shown.index("🗳️ Day 1: votes")
    assert await table.bot.storage.pending() == []


@pytest.mark.simcord(settle_timeout=20)
async def test_a_final_failure_is_skipped_and_the_rest_goes_on(simcord_env):
    """A post the bot may not make (403) is marked failed; the rows after it are still sent."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    simcord_env.inject_error(
        "POST", f"/channels/{table.town.id}/messages", status=403, code=50013, times=1
    )
    await table.storyteller.slash(table.town, "game advance")
    assert "🌅 Dawn after Night 0" not in titles(table)
    assert "🗳️ Day 1: votes" in titles(table)
    assert await table.bot.storage.pending() == []
