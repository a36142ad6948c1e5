"""Quantum Cloud's guided setup and turn notifications (issue 23 §1–§2): each placement gets
its own post with the board, a ping for the placer only and a menu of the legal places; turn
posts ping the active player; DMs link to the post; lines carry no rule ids."""

from __future__ import annotations

import random
import re

from engine.cloud import Phase, Verb
from engine.cloud.policy import legal_actions, random_action
from tests.cogs.family_helpers import button_labels
from tests.cogs.notify_helpers import allowed_users, dms, pinged

from .helpers import message, ok, place_avatars, seat_cloud_table, send, start_cloud_game


def menu_values(msg) -> list[str]:
    """The values of a message's select menu."""
    return [
        option.value
        for row in msg.components
        for child in getattr(row, "children", [row])
        for option in getattr(child, "options", [])
    ]


async def test_a_setup_placement_post_pings_only_the_placer(simcord_env):
    """The setup post pings the placer alone, and a DM links the placer to it."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table)
    placer = table.players[game.setup_placer()]
    post_id = table.session.row.post_message_id
    assert pinged(simcord_env, table.thread, post_id) == [placer.user.id]
    assert allowed_users(simcord_env, table.thread, post_id) == frozenset({placer.user.id})
    (dm,) = dms(placer)
    assert f"/channels/{table.guild.id}/{table.thread.id}/{post_id}" in dm


async def test_each_placement_gets_a_new_post_with_the_board(simcord_env):
    """After a placement the next placer gets a new post, with the board image and a ping."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table)
    first = table.session.row.post_message_id
    placer = table.players[game.setup_placer()]
    ok(await placer.slash(table.thread, "cloud tile", at="0,0"))
    row = table.session.row
    assert row.post_message_id != first
    post = message(table.thread, row.post_message_id)
    assert [a.filename for a in post.attachments] == ["board.png"]
    nxt = table.players[game.setup_placer()]
    assert pinged(simcord_env, table.thread, row.post_message_id) == [nxt.user.id]
    assert message(table.thread, first).components == []


async def test_the_setup_menu_offers_the_legal_places_and_places_the_tile(simcord_env):
    """The setup post's menu lists exactly the placer's legal places; picking one places it."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table)
    ok(await table.players[game.setup_placer()].slash(table.thread, "cloud tile", at="0,0"))
    seat = game.setup_placer()
    post = message(table.thread, table.session.row.post_message_id)
    legal = [str(a) for a in legal_actions(game, seat) if a.verb is Verb.TILE]
    assert menu_values(post) == legal[:25]
    pick = legal[0]
    result = await table.players[seat].select(post, [pick], custom_id="cloud:setup:place")
    ok(result)
    assert len(game.board) == 2


async def test_setup_posts_have_no_end_turn_button(simcord_env):
    """A setup post offers no End turn (it could only refuse); turn posts do."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    assert game.phase is Phase.SETUP_AVATARS
    setup_post = message(table.thread, table.session.row.post_message_id)
    assert "End turn" not in button_labels(setup_post)
    assert "/cloud avatar" in setup_post.content
    await place_avatars(table)
    turn_post = message(table.thread, table.session.row.post_message_id)
    assert "End turn" in button_labels(turn_post)


async def test_a_turn_post_pings_the_active_player_only(simcord_env):
    """Turn 1's post pings its player alone, who also gets a DM linking to it."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    active = table.players[game.active]
    post_id = table.session.row.post_message_id
    assert pinged(simcord_env, table.thread, post_id) == [active.user.id]
    assert f"/{post_id}" in dms(active)[-1] and "your turn 1" in dms(active)[-1]


async def test_dms_off_means_no_turn_dm(simcord_env):
    """A player with `/notifications dms:off` gets no turn DM but is still pinged."""
    table = await seat_cloud_table(simcord_env)
    for member in table.players:
        ok(await member.slash(table.town, "notifications", dms="off"))
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    active = table.players[game.active]
    assert pinged(simcord_env, table.thread, table.session.row.post_message_id) == [active.user.id]
    assert all(dms(member) == [] for member in table.players)


async def test_a_reminder_pings_the_waiting_player_in_the_thread(simcord_env):
    """A quarter before the limit, the thread's reminder pings the placer alone."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_hours=0.1)
    placer = table.players[game.setup_placer()]
    await simcord_env.advance_time(310)
    reminder = next(m for m in table.thread.history() if m.content.startswith("⏰"))
    assert pinged(simcord_env, table.thread, reminder.id) == [placer.user.id]


async def test_posts_show_no_rule_ids(simcord_env):
    """No line of the thread opens with a rule id like `T3:` or `E1:`."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    active = table.players[game.active]
    if game.drawn is not None:
        ok(await active.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    ok(await active.slash(table.thread, "cloud end"))
    assert any(line.startswith("T8:") for line in game.lines)  # the record keeps them
    shown = [line for m in table.thread.history() for line in m.content.splitlines()]
    assert any("turn ends" in line for line in shown)
    assert not [line for line in shown if re.match(r"[A-Z]\d+[a-z-]*: ", line)]


async def test_a_window_post_pings_only_who_it_waits_for(simcord_env):
    """An attack window's post pings the players it waits for, no one else, and DMs them a
    link to it."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto", window_minutes=30)
    session = table.session
    sessions = simcord_env.bot.family_sessions
    rng = random.Random(0)
    while True:
        action = random_action(game, rng, timeout_rate=0.0)
        if action.verb is Verb.ATTACK:
            ok(await send(table, action))
            if game.window is not None:
                break
            continue
        async with session.lock:  # the rest straight through the shell: no posts
            await sessions.push(session, str(action), action.actor, None)
    waiting = [table.players[s].user.id for s in game.waiting()]
    window = session.row.extra.posted["window"]
    assert waiting and sorted(pinged(simcord_env, table.thread, window)) == sorted(waiting)
    member = table.players[game.waiting()[0]]
    assert "attack waits" in dms(member)[-1] and f"/{window}" in dms(member)[-1]
