"""Quantum Clocktower's DMs and posts across a crash and while Discord fails, beyond what every
family shares (``tests/cogs/test_exactly_once.py``)."""

from __future__ import annotations

import pytest

from bot.outbox import RETRY_SECONDS, Outbox
from tests.cogs.family_helpers import (
    assert_posted_once,
    crash_before_mark,
    outbox_rows,
    restart,
)

from .helpers import (
    CtTable,
    join_all_and_start,
    latest,
    ok,
    open_lobby,
    seat_draws,
    seat_table,
    send_list,
)

REASK = "None of your Night 1 entries is possible any more"
RESOLVING = "📣 Night 1 is resolving."


async def t4_night(env) -> CtTable:  # type: ignore[no-untyped-def]
    """Spec T4: the Poisoner's pick makes @1's Empath reading fail at resolution, so resolving
    posts in the thread and DMs @1 alone."""
    table = await seat_table(env, 7)
    await open_lobby(table, players=7)
    await join_all_and_start(table, seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]}))
    ok(await send_list(table, 6, "setup demon @6 bluffs washerwoman librarian investigator"))
    ok(await send_list(table, 7, "setup demon @6; wake poisoner choose @3"))
    ok(await send_list(table, 1, "wake empath learn 2"))
    await env.settle()
    return table


def resolving_posts(table: CtTable) -> int:
    return sum(m.content == RESOLVING for m in table.thread.history())


async def crash_mid_resolve(env, db_path) -> CtTable:  # type: ignore[no-untyped-def]
    """The resolve's first row is sent and the bot dies before marking it; then it restarts."""
    table = await t4_night(env)
    lost = crash_before_mark(env)
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    await env.settle()
    (row_id,) = lost
    (row,) = [r for r in await outbox_rows(env, "clocktower", table.game_id) if r["id"] == row_id]
    assert row["kind"] == "post" and row["payload"]["content"] == RESOLVING
    assert resolving_posts(table) == 1 and not any(REASK in m for m in table.dms(1))
    await restart(env, db_path)
    return table


async def test_without_the_outbox_look_up_the_same_crash_posts_twice(
    simcord_env, db_path, monkeypatch: pytest.MonkeyPatch
):
    """The exactly-once tests can fail: with the outbox's check of uncertain rows switched
    off, the post that went out before the crash is sent again after the restart."""

    async def never_sent(*args: object, **kwargs: object) -> None:
        return None

    monkeypatch.setattr(Outbox, "_already_sent", never_sent)
    table = await crash_mid_resolve(simcord_env, db_path)
    assert resolving_posts(table) == 2


async def test_the_game_goes_on_while_its_posts_wait_for_discord(simcord_env):
    """While Discord fails the thread's posts, the night still takes lists and resolves (no
    game lock waits on a send); once it recovers the posts follow, in order, each once."""
    table = await t4_night(simcord_env)
    game = table.game
    simcord_env.inject_error("POST", f"/channels/{table.thread.id}/messages", status=500, times=1)
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    ok(await send_list(table, 1, "wake empath learn 1"))
    assert game.phase == "day"
    await simcord_env.advance_time(RETRY_SECONDS + 1)
    await simcord_env.settle()
    heads = [m.content for m in table.thread.history() if m.content.startswith(("📣", "☀️"))]
    assert heads.index(RESOLVING) < heads.index(latest(table.thread, "☀️").content)
    assert resolving_posts(table) == 1
    await assert_posted_once(simcord_env, "clocktower", table.game_id, table.thread)
