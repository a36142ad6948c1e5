"""Quantum Cloud's posts while Discord fails or a crash comes, beyond what every family shares
(``tests/cogs/test_exactly_once.py``): the live turn post, order, stale buttons."""

from __future__ import annotations

import random
from typing import Any

from bot.outbox import RETRY_SECONDS
from engine.cloud import Phase, Verb
from engine.cloud.policy import random_action
from tests.cogs.family_helpers import (
    Crash,
    assert_posted_once,
    button_labels,
    hold_the_outbox,
    restart,
)

from .helpers import (
    message,
    ok,
    place_avatars,
    refused,
    seat_cloud_table,
    send,
    start_cloud_game,
)


async def play_to_the_first_turn_end(table):
    """Setup by the bot and the Avatars placed; the active player places the drawn tile."""
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    assert game.phase is Phase.PLAY
    active = table.players[game.active]
    if game.drawn is not None:
        ok(await active.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    return game, active


def turn_posts(table, turn):
    return [m for m in table.thread.history() if m.content.startswith(f"**Turn {turn}**")]


def board_posts(table, turn):
    return [m for m in table.thread.history() if f"battlefield after turn {turn}." in m.content]


async def test_the_turn_post_sent_after_a_restart_is_the_live_one(simcord_env, db_path):
    """The bot dies after an End turn is stored and before anything is sent: the restarted bot
    posts the next turn and DMs its player once, and that post's buttons are the ones that
    count."""
    table = await seat_cloud_table(simcord_env)
    game, active = await play_to_the_first_turn_end(table)
    turn, game_id = game.turn, table.session.row.id
    hold_the_outbox(simcord_env)
    ok(await active.slash(table.thread, "cloud end"))
    assert game.turn == turn + 1 and turn_posts(table, turn + 1) == []
    assert await simcord_env.bot.storage.outbox.count_pending("cloud") > 0
    nxt = table.players[game.active]
    await restart(simcord_env, db_path)
    (post,) = turn_posts(table, turn + 1)
    assert len(board_posts(table, turn)) == 1
    dms = [m.content for m in nxt.user.dm_channel.history()]
    assert sum(f"your turn {turn + 1}" in text for text in dms) == 1
    session = simcord_env.bot.family_sessions.get("cloud", game_id)
    assert session.row.post_message_id == post.id  # its End turn button is the current one


async def test_the_game_goes_on_while_its_posts_wait_for_discord(simcord_env):
    """While Discord fails the thread's posts, commands are still taken (no game lock waits on
    a send); once it recovers the posts follow, in order, each once."""
    table = await seat_cloud_table(simcord_env)
    game, active = await play_to_the_first_turn_end(table)
    turn, game_id = game.turn, table.session.row.id
    simcord_env.inject_error("POST", f"/channels/{table.thread.id}/messages", status=500, times=1)
    ok(await active.slash(table.thread, "cloud end"))
    nxt = table.players[game.active]
    if game.drawn is not None:
        ok(await nxt.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    ok(await nxt.slash(table.thread, "cloud end"))
    assert game.turn == turn + 2
    # The failed post is tried again at the next wake of the outbox (the next command) or after
    # RETRY_SECONDS, whichever is first; either way every post follows once, in order.
    await simcord_env.advance_time(RETRY_SECONDS + 1)
    await simcord_env.settle()
    heads = [m.content.split("\n")[0] for m in table.thread.history()]
    firsts = [i for i, h in enumerate(heads) if h.startswith(("**Turn", "🗺️"))]
    order = [heads[i].split(" —")[0] for i in firsts]
    assert order[-4:] == [
        f"🗺️ The battlefield after turn {turn}.",
        f"**Turn {turn + 1}**",
        f"🗺️ The battlefield after turn {turn + 1}.",
        f"**Turn {turn + 2}**",
    ]
    await assert_posted_once(simcord_env, "cloud", game_id, table.thread)


async def test_an_old_turn_posts_button_is_refused_while_the_new_post_waits(simcord_env):
    """Once a turn has ended, its post's End turn is refused even before the next turn's post
    (and the old post's edit) has gone out."""
    table = await seat_cloud_table(simcord_env)
    game, active = await play_to_the_first_turn_end(table)
    (old,) = turn_posts(table, game.turn)
    hold_the_outbox(simcord_env)
    ok(await active.slash(table.thread, "cloud end"))
    nxt = table.players[game.active]
    before = game.snapshot()
    assert button_labels(message(table.thread, old.id))  # its buttons are still shown
    refused(await nxt.click(message(table.thread, old.id), label="End turn"), "earlier post")
    assert game.snapshot() == before


async def open_a_window(env, table):
    """A game played (straight through the shell, no posts) up to an attack, declared through
    the cog: its answer window opens. Returns the game."""
    game = await start_cloud_game(table, setup_mode="auto")
    session, sessions = table.session, env.bot.family_sessions
    rng = random.Random(0)
    while game.window is None:
        action = random_action(game, rng, timeout_rate=0.0)
        if action.verb is Verb.ATTACK:
            ok(await send(table, action))
            continue
        async with session.lock:
            await sessions.push(session, str(action), action.actor, None)
    return game


def window_posts(table):
    return [m for m in table.thread.history() if button_labels(m) == ["Pass"]]


async def test_the_window_post_s_pass_is_taken_after_a_restart(simcord_env, db_path):
    """The bot stops once the window post is sent (nothing saved the game since): the restarted
    bot takes a press of that post's Pass."""
    table = await seat_cloud_table(simcord_env)
    game = await open_a_window(simcord_env, table)
    await simcord_env.settle()
    (window,) = window_posts(table)
    seat, game_id = game.waiting()[0], table.session.row.id
    await restart(simcord_env, db_path)
    session = simcord_env.bot.family_sessions.get("cloud", game_id)
    assert session.row.extra.posted["window"] == window.id
    ok(await table.players[seat].click(message(table.thread, window.id), label="Pass"))


async def test_a_window_post_sent_but_not_marked_is_the_live_one_after_a_restart(
    simcord_env, db_path
):
    """The bot dies after sending the window post and before marking it: the restarted bot
    finds it and does not post it again, and that post's Pass is taken."""
    table = await seat_cloud_table(simcord_env)
    store = simcord_env.bot.outbox.store
    done, sent_all = store.done, store.sent_all
    lost: list[int] = []

    async def dying(row: Any, **kwargs: Any) -> None:
        if lost or row.key == "window":
            lost.append(row.id)
            raise Crash(f"the bot died before marking row {row.id}")
        await done(row, **kwargs)

    async def dying_batch(batch: Any) -> None:
        if lost and batch:
            raise Crash("the bot is dead (a batch of marks)")
        await sent_all(batch)

    store.done, store.sent_all = dying, dying_batch
    game = await open_a_window(simcord_env, table)
    await simcord_env.settle()
    assert lost
    (window,) = window_posts(table)
    seat, game_id = game.waiting()[0], table.session.row.id
    await restart(simcord_env, db_path)
    assert window_posts(table) == [window]
    await assert_posted_once(simcord_env, "cloud", game_id, table.thread)
    ok(await table.players[seat].click(message(table.thread, window.id), label="Pass"))
