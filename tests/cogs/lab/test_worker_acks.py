"""A Lab command whose board waits for the shared worker threads is acknowledged in time."""

from __future__ import annotations

from bot import waiting
from engine.lab import PromptKind
from tests.cogs.harness import fire_slash
from tests.cogs.worker_helpers import hold_worker
from tests.engine.lab.builder import Board

from .helpers import join_all_and_start, open_lobby, seat_lab_table
from .test_actions import wormhole_board


async def test_the_board_waiting_for_the_worker_is_deferred_then_sent(simcord_env, monkeypatch):
    """``/lab board`` is deferred once the budget passes with the worker busy, then sent once."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False)
    await join_all_and_start(table)
    worker_free = hold_worker(simcord_env, monkeypatch)
    result = fire_slash(table.players[0], table.thread, "lab board")
    await simcord_env.advance_time(waiting.ACK_BUDGET * 1.5)
    assert result.deferred and result.ephemeral
    worker_free.set()
    await simcord_env.settle()
    answer = result.response
    assert answer is not None and answer.ephemeral and answer.attachments
    assert result.followups == []


async def test_a_see_with_no_orientation_open_is_answered_while_the_worker_is_busy(
    simcord_env, monkeypatch
):
    """A See that ends no turn and opens no orientation is answered without waiting for the
    worker threads other games hold (its turn post needs no thumbnail)."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False)
    table.cog.rehearsal = (wormhole_board().text(1), {"seats": "0,1,2"})
    game = await join_all_and_start(table)
    worker_free = hold_worker(simcord_env, monkeypatch)
    result = fire_slash(table.players[0], table.thread, "lab see", direction="up")
    await simcord_env.advance_time(waiting.ACK_BUDGET * 1.5)
    try:
        assert game.turn == 1 and game.prompt.kind is not PromptKind.ORIENT
        answer = result.response
        assert answer is not None and (answer.content or "").startswith("✅")
    finally:
        worker_free.set()
        await simcord_env.settle()


async def test_a_see_that_opens_an_orientation_is_answered_while_the_worker_is_busy(
    simcord_env, monkeypatch
):
    """A See that draws a tile opens an orientation, whose thumbnail the turn post shows: drawn
    at once (about a millisecond), so the See is answered while other games hold the worker
    threads."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False)
    board = Board()
    board.stack("room-corner")
    table.cog.rehearsal = (board.text(1), {"seats": "0,1,2"})
    game = await join_all_and_start(table)
    worker_free = hold_worker(simcord_env, monkeypatch)
    result = fire_slash(table.players[0], table.thread, "lab see", direction="right")
    await simcord_env.advance_time(waiting.ACK_BUDGET * 1.5)
    try:
        assert game.prompt.kind is PromptKind.ORIENT
        answer = result.response
        assert answer is not None and (answer.content or "").startswith("✅")
    finally:
        worker_free.set()
        await simcord_env.settle()
