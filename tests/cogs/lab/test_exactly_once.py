"""The Lab's posts across a crash, beyond what every family shares
(``tests/cogs/test_exactly_once.py``): the live turn post and the turn DM."""

from __future__ import annotations

from tests.cogs.family_helpers import (
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


async def test_the_turn_post_sent_after_a_restart_is_the_live_one(simcord_env, db_path):
    """The bot dies after the host's skip is stored and before anything is sent: the turn post
    the restarted bot sends is the one whose buttons count."""
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
    session = simcord_env.bot.family_sessions.get("lab", game_id)
    assert session.row.post_message_id == post.id


async def test_a_turn_dm_sent_but_not_marked_before_a_crash_is_not_sent_again(simcord_env, db_path):
    """The bot dies after DMing the next player and before marking the DM sent: the restarted
    bot finds the DM and does not send it twice."""
    table = await start_duel(simcord_env)
    game = table.game
    lost = crash_before_mark(simcord_env, after=3)  # the edit, the board and the turn post
    ok(await table.host.slash(table.thread, "lab host skip"))
    nxt = next(p for p in table.players if p.id == table.session.row.extra.users[game.active])
    assert lost and len(dms(nxt)) == 1
    await restart(simcord_env, db_path)
    assert len(dms(nxt)) == 1 and "your turn" in dms(nxt)[0]
    rows = await outbox_rows(simcord_env, "lab", table.session.row.id)
    assert all(r["state"] == "sent" for r in rows)
