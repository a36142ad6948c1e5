"""The Lab's posts across a crash: queued with the event, sent once after a restart."""

from __future__ import annotations

from tests.cogs.family_helpers import (
    assert_posted_once,
    crash_before_mark,
    hold_the_outbox,
    outbox_rows,
    restart,
)
from tests.cogs.notify_helpers import dms

from .helpers import join_all_and_start, ok, open_lobby, seat_lab_table


async def start_duel(env):
    table = await seat_lab_table(env, ("Alice", "Bob"))
    await open_lobby(table)
    await join_all_and_start(table)
    return table


def turn_posts(table, turn):
    return [m for m in table.thread.history() if f"**Turn {turn}** (round" in m.content]


def board_posts(table, turn):
    return [m for m in table.thread.history() if m.content == f"🗺️ The lab after turn {turn}."]


async def test_posts_committed_before_a_crash_are_sent_once_after_the_restart(simcord_env, db_path):
    """The bot dies after the host's skip is stored and before anything is sent: the host was
    answered, and the restarted bot posts the board and the next turn post, once each."""
    table = await start_duel(simcord_env)
    game = table.game
    turn, game_id = game.turn, table.session.row.id
    hold_the_outbox(simcord_env)
    ok(await table.host.slash(table.thread, "lab host skip"))
    assert game.turn == turn + 1 and turn_posts(table, turn + 1) == []
    assert await simcord_env.bot.storage.outbox.count_pending("lab") > 0
    await restart(simcord_env, db_path)
    (post,) = turn_posts(table, turn + 1)
    assert len(board_posts(table, turn)) == 1
    await assert_posted_once(simcord_env, "lab", game_id, table.thread)
    session = simcord_env.bot.family_sessions.get("lab", game_id)
    assert session.row.post_message_id == post.id


async def test_a_post_sent_but_not_marked_before_a_crash_is_not_sent_again(simcord_env, db_path):
    """The bot dies after sending the board image and before marking it sent: the restarted
    bot finds it in the thread and sends only what was still to go."""
    table = await start_duel(simcord_env)
    game = table.game
    turn, game_id = game.turn, table.session.row.id
    lost = crash_before_mark(simcord_env, after=1)  # the old turn post's edit is marked
    ok(await table.host.slash(table.thread, "lab host skip"))
    assert lost and len(board_posts(table, turn)) == 1 and turn_posts(table, turn + 1) == []
    await restart(simcord_env, db_path)
    assert len(board_posts(table, turn)) == 1
    assert len(turn_posts(table, turn + 1)) == 1
    await assert_posted_once(simcord_env, "lab", game_id, table.thread)


async def test_a_turn_dm_sent_but_not_marked_before_a_crash_is_not_sent_again(simcord_env, db_path):
    """The bot dies after DMing the next player and before marking the DM sent: the restarted
    bot finds the DM and does not send it twice."""
    table = await start_duel(simcord_env)
    game = table.game
    lost = crash_before_mark(simcord_env, after=3)  # the edit, the board and the turn post
    ok(await table.host.slash(table.thread, "lab host skip"))
    nxt = next(p for p in table.players if p.id == table.session.row.extra["users"][game.active])
    assert lost and len(dms(nxt)) == 1
    await restart(simcord_env, db_path)
    assert len(dms(nxt)) == 1 and "your turn" in dms(nxt)[0]
    rows = await outbox_rows(simcord_env, "lab", table.session.row.id)
    assert all(r["state"] == "sent" for r in rows)
