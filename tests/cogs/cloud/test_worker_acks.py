"""A Cloud command whose board waits for the shared worker threads is acknowledged in time."""

from __future__ import annotations

from bot import waiting
from tests.cogs.harness import fire_slash
from tests.cogs.worker_helpers import hold_worker

from .helpers import seat_cloud_table, start_cloud_game


async def test_the_board_waiting_for_the_worker_is_deferred_then_sent(simcord_env, monkeypatch):
    """``/cloud board`` is deferred once the budget passes with the worker busy, then sent once."""
    table = await seat_cloud_table(simcord_env)
    await start_cloud_game(table, setup_mode="auto")
    worker_free = hold_worker(simcord_env, monkeypatch)
    result = fire_slash(table.players[0], table.thread, "cloud board")
    await simcord_env.advance_time(waiting.ACK_BUDGET * 1.5)
    assert result.deferred and result.ephemeral
    worker_free.set()
    await simcord_env.settle()
    answer = result.response
    assert answer is not None and answer.ephemeral and answer.attachments
    assert result.followups == []
