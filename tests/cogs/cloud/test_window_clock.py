"""An attack window's own deadline (A2) stops the turn clock (P4) and passes for the silent."""

from __future__ import annotations

import datetime as dt
import random
import sys

from engine.cloud import Verb
from engine.cloud.policy import random_action

from .helpers import message, ok, place_avatars, seat_cloud_table, send, start_cloud_game


async def test_a_window_deadline_passes_for_the_silent_and_the_turn_clock_resumes(simcord_env):
    """The window post names who is waited for; at its limit the attack resolves and the turn
    goes on with the time it had left."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto", window_minutes=1)
    session = table.session
    sessions = simcord_env.bot.family_sessions
    # The clocks module of the running bot's cog (an extension may be loaded afresh, with its
    # own row model class).
    package = type(simcord_env.bot.get_cog("CloudCog")).__module__.rsplit(".", 1)[0]
    clocks = sys.modules[f"{package}.clocks"]
    rng = random.Random(0)
    while True:
        action = random_action(game, rng, timeout_rate=0.0)
        if action.verb is Verb.ATTACK:
            ok(await send(table, action))
            if game.window is not None:
                break
            continue
        # Fast-forward the rest straight through the shell (same flow, no posts).
        before, now = clocks.clock_key(game), simcord_env.now()
        async with session.lock:
            await sessions.push(
                session,
                str(action),
                action.actor,
                None,
                before_save=lambda b=before, n=now: clocks.retime(session.row, game, b, n),
            )
    row = session.row
    opened = simcord_env.now()
    assert row.deadline_kind == "window" and row.deadline == opened + dt.timedelta(minutes=1)
    left = row.extra.turn_left
    waiting = game.waiting()
    post = message(table.thread, row.extra.posted["window"]).content
    assert all(f"<@{table.players[s].user.id}>" in post for s in waiting)
    await simcord_env.advance_time(61)
    assert game.window is None
    assert any(line.startswith("A2: the window's deadline passes") for line in game.lines)
    assert row.deadline_kind == "turn"
    assert row.deadline == opened + dt.timedelta(seconds=60 + left)


async def test_absent_players_time_out_until_one_is_out(simcord_env):
    """P5/K14: nobody acts; turns time out, and the second absence in a row eliminates."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto", turn_hours=0.25)
    await place_avatars(table)
    first = game.active
    await simcord_env.advance_time(2 * 900 + 5)
    assert game.outcome is None and game.turn == 3
    await simcord_env.advance_time(900)
    assert game.outcome is not None and game.outcome.reason == "absence"
    assert game.outcome.winners == (1 - first,)
    assert table.thread.last_message.content.startswith("🏁")
    reminders = [m.content for m in table.players[first].user.dm_channel.history()]
    assert sum("quarter of your time" in text for text in reminders) == 2
