"""Schrödinger's Lab on simcord: a DM closed DMs refuse is kept for its player and told to the
host, like every family's (issue 22 §4). The lab sends no DM of its own yet, so the test queues
one through the shell the way a family's announcement does (bot.shell.posts.dm)."""

from __future__ import annotations

import asyncio

from bot.shell.posts import dm

from .helpers import join_all_and_start, open_lobby, seat_lab_table

SECRET = "Lab #1: a private note for Bob"


async def bob_misses_a_dm(env):  # type: ignore[no-untyped-def]
    table = await seat_lab_table(env, ("Alice", "Bob", "Carol"))
    await open_lobby(table)
    await join_all_and_start(table)
    bob = table.players[1]
    env.inject_error(
        "POST",
        f"/channels/{bob.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    session = table.session
    cog = table.cog
    async with session.lock:
        note = dm(bob.id, SECRET, channel_id=table.thread.id, fallback="see `/lab status`.")
        await cog.sessions.save(session, note)
    # Queued from the test, not by a command: wait for the sender's task it woke.
    async with asyncio.timeout(10):
        while await env.bot.storage.outbox.pending():
            await asyncio.sleep(0.01)
    await env.settle()
    return table


async def test_the_host_is_told_the_seat_but_not_what_the_dm_held(simcord_env):
    """Alice (hosting, and playing) is told Bob's seat (P1) missed a DM, not what it held."""
    table = await bob_misses_a_dm(simcord_env)
    notes = [m.content for m in table.host.user.dm_channel.history() if "📭" in m.content]
    assert len(notes) == 1 and "seat P1" in notes[0]
    assert "private note" not in notes[0]


async def test_bob_reads_the_kept_dm_with_his_next_lab_command(simcord_env):
    """Bob's next `/lab status` brings the DM privately, once."""
    table = await bob_misses_a_dm(simcord_env)
    bob = table.players[1]
    result = await bob.slash(table.thread, "lab status")
    assert any(SECRET in (f.content or "") for f in result.followups)
    assert all(f.ephemeral for f in result.followups)
    assert (await bob.slash(table.thread, "lab status")).followups == []
