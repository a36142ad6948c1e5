"""A command whose work waits for the shared worker threads is still acknowledged in time."""

from __future__ import annotations

from bot import waiting
from tests.cogs.harness import fire_slash, seat_table, start_game, turns
from tests.cogs.worker_helpers import hold_worker, slow_deferrals


async def test_me_waiting_for_the_worker_is_deferred_within_the_budget(simcord_env, monkeypatch):
    """``/me``, whose card is drawn in the worker under the lock, is deferred while it waits."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    worker_free = hold_worker(simcord_env, monkeypatch)
    result = fire_slash(table.player(0), table.town, "me")
    await simcord_env.advance_time(waiting.ACK_BUDGET / 2)
    assert not result.acknowledged
    await simcord_env.advance_time(waiting.ACK_BUDGET)
    assert result.acknowledged and result.deferred and result.ephemeral
    worker_free.set()
    await simcord_env.settle()
    answer = result.response
    assert answer is not None and answer.ephemeral and answer.embeds


async def test_table_waiting_for_the_worker_after_the_lock_is_deferred(simcord_env, monkeypatch):
    """``/table`` draws its image in the worker after releasing the lock: still deferred."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    worker_free = hold_worker(simcord_env, monkeypatch)
    result = fire_slash(table.player(0), table.town, "table")
    await simcord_env.advance_time(waiting.ACK_BUDGET * 1.5)
    assert result.deferred and not table.session.lock.locked()
    worker_free.set()
    await simcord_env.settle()
    answer = result.response
    assert answer is not None and answer.ephemeral and answer.embeds


async def test_me_answered_within_the_budget_is_a_direct_response(simcord_env):
    """With the worker free, ``/me`` is answered by the response itself, not deferred."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    result = await table.player(0).slash(table.town, "me")
    assert result.acknowledged and not result.deferred
    assert result.response is not None and result.response.embeds


async def test_an_answer_ready_while_the_deferral_is_in_flight_follows_it(
    simcord_env, monkeypatch, caplog
):
    """The answer waits for a deferral under way, then completes it: one response only."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    worker_free = hold_worker(simcord_env, monkeypatch)
    deferral_arrived = slow_deferrals(simcord_env, monkeypatch)
    result = fire_slash(table.player(0), table.town, "me")
    await simcord_env.advance_time(waiting.ACK_BUDGET * 1.5)
    worker_free.set()  # the card is drawn and the answer ready while the deferral travels
    await simcord_env.advance_time(waiting.ACK_BUDGET)
    assert not result.acknowledged  # the answer did not overtake the deferral
    deferral_arrived.set()
    await simcord_env.settle()
    answer = result.response
    assert answer is not None and answer.ephemeral and answer.embeds
    assert result.followups == [] and "could not defer" not in caplog.text


async def test_a_public_answer_after_a_private_deferral_is_public(simcord_env):
    """``/game extend``, deferred while the game is busy, still tells the whole channel."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    async with table.session.lock:
        result = fire_slash(table.storyteller, table.town, "game extend", hours=1)
        await turns()
        assert result.deferred and result.ephemeral
    await simcord_env.settle()
    sent = [m for m in [result.response, *result.followups] if m is not None]
    told = [m for m in sent if "Night 0" in m.content]
    assert len(told) == 1 and not told[0].ephemeral
