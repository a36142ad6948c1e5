"""Quantum Clocktower on simcord: a player whose DMs are closed is never left out silently
(issue 22 §4): the storyteller is told privately at once, the player reads what was kept with
their next command and can have it resent by DM."""

from __future__ import annotations

from .helpers import (
    CtTable,
    join_all_and_start,
    ok,
    open_lobby,
    seat_draws,
    seat_table,
    send_list,
    text_of,
)

REASK = "None of your Night 1 entries is possible"


def close_dms(table: CtTable, number: int) -> None:
    """Every DM to the player at seat ``@number`` fails like a closed inbox (403, 50007)."""
    table.env.inject_error(
        "POST",
        f"/channels/{table.seat(number).user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )


def open_dms(table: CtTable) -> None:
    """The player opens their DMs again (every injected fault is gone)."""
    table.env.backend.faults.clear()


def notices(table: CtTable) -> list[str]:
    """The storyteller's DMs about messages that could not be delivered."""
    return [m.content for m in table.storyteller.user.dm_channel.history() if "📭" in m.content]


async def started(env, closed: int) -> CtTable:  # type: ignore[no-untyped-def]
    table = await seat_table(env, 7)
    close_dms(table, closed)
    await open_lobby(table, players=7)
    await join_all_and_start(table, seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]}))
    await env.settle()
    return table


async def test_the_storyteller_is_told_privately_which_seat_missed_what(simcord_env):
    """The storyteller gets one DM naming the seat and what it missed; nothing public names
    the seat, and later failures to the same player are kept without a second notice."""
    table = await started(simcord_env, 3)
    [note] = notices(table)
    assert "seat @3" in note and table.seat(3).mention in note
    assert "Night 1" in note or "Quantum Clocktower" in note
    assert not any("@3" in text and "direct message" in text for text in table.public_versions())
    assert table.dms(3) == []


async def test_the_player_reads_what_was_kept_with_their_next_command(simcord_env):
    """`/ct status` brings the kept DMs privately, with a Resend button, once."""
    table = await started(simcord_env, 3)
    result = await table.seat(3).slash(table.thread, "ct status")
    texts = [f.content or "" for f in result.followups]
    assert result.followups and all(f.ephemeral for f in result.followups)
    assert texts[0].startswith("📬 What I could not send you")
    assert any("Night 1" in t for t in texts)
    assert "Resend" in texts[-1]
    again = await table.seat(3).slash(table.thread, "ct status")
    assert again.followups == []


async def test_resend_delivers_the_kept_dms_once_dms_are_open(simcord_env):
    """Resend fails clearly while DMs are closed, and sends the kept DMs once they are open."""
    table = await started(simcord_env, 3)
    result = await table.seat(3).slash(table.thread, "ct status")
    offer = result.followups[-1].message
    assert "still closed" in text_of(await table.seat(3).click(offer, label="Resend"))
    open_dms(table)
    assert text_of(await table.seat(3).click(offer, label="Resend")).startswith("✅ Sent")
    assert any("Night 1" in m for m in table.dms(3))


async def test_a_reask_to_a_closed_inbox_is_kept_and_comes_with_the_next_command(simcord_env):
    """A re-ask the closed inbox refused is told to the storyteller at once, with what it
    asks, and comes with the player's next command."""
    table = await started(simcord_env, 1)
    await table.seat(1).slash(table.thread, "ct status")  # reads what was kept so far
    ok(await send_list(table, 6, "setup demon @6 bluffs washerwoman librarian investigator"))
    ok(await send_list(table, 7, "setup demon @6; wake poisoner choose @3"))
    ok(await send_list(table, 1, "wake empath learn 2"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    await simcord_env.settle()
    result = await table.seat(1).user.slash("ct status")
    texts = [f.content or "" for f in result.followups]
    assert any(REASK in t for t in texts), texts
    _first, reask = notices(table)
    assert "seat @1" in reask and "Night 1" in reask
