"""Quantum Clocktower on simcord: a re-ask DM says what changed without naming anyone and
offers the entries still possible; a refused list names the one line to drop (issue 22 §4)."""

from __future__ import annotations

from .helpers import join_all_and_start, ok, open_lobby, refused, seat_draws, seat_table, send_list
from .test_nights_and_storyteller import t4_night


async def test_the_reask_dm_says_why_and_offers_what_is_still_possible(simcord_env):
    """@1's re-ask DM blames other players' choices tonight and lists its possible entries;
    the thread says nothing of it."""
    table = await t4_night(simcord_env)
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    [reask] = [m for m in table.dms(1) if "None of your Night 1 entries" in m]
    assert "other players' choices tonight made them impossible" in reask
    assert "Still possible for you" in reask and "`wake empath learn 1`" in reask
    assert not any("Still possible" in text for text in table.public_versions())


async def test_a_list_with_one_impossible_backup_names_the_line_to_drop(simcord_env):
    """A good player's backup line as the Poisoner is refused by name, with the hint."""
    table = await t4_night(simcord_env)
    refused(
        await send_list(table, 2, "wake chef learn 0\nwake poisoner choose @3"),
        "Only line 2 (`wake poisoner choose @3`) is impossible: drop it",
    )


async def test_players_ruled_out_by_the_setup_are_asked_together_and_answer_in_any_order(
    simcord_env,
):
    """@1 and @2, whose claims the Demon's bluffs rule out, are both asked at once by DM; each
    answers when they like; the night reaches dawn; the public never learns who was asked."""
    table = await seat_table(simcord_env, 7)
    await open_lobby(table, players=7)
    await join_all_and_start(table, seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]}))
    ok(await send_list(table, 1, "wake empath learn 0"))
    ok(await send_list(table, 2, "wake chef learn 0"))
    ok(await send_list(table, 6, "setup demon @6 bluffs empath chef saint"))
    ok(await send_list(table, 7, "setup demon @6"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    asked = {s for s in (1, 2) if any("None of your Night 1" in m for m in table.dms(s))}
    assert asked == {1, 2}
    ok(await send_list(table, 2, "dont_wake"))
    assert table.game.phase == "night"
    ok(await send_list(table, 1, "dont_wake"))
    assert table.game.phase == "day"
    public = table.public_versions()
    assert not any("None of your" in text or "asked" in text for text in public)


async def test_players_asked_together_share_the_deadline_and_its_reminder(simcord_env):
    """Half-way through the re-ask limit both players asked together are reminded; at its
    end the fallback answers for both and the day begins."""
    table = await seat_table(simcord_env, 7)
    await open_lobby(table, players=7, reask_hours=1.0)
    await join_all_and_start(table, seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]}))
    ok(await send_list(table, 1, "wake empath learn 0"))
    ok(await send_list(table, 2, "wake chef learn 0"))
    ok(await send_list(table, 6, "setup demon @6 bluffs empath chef saint"))
    ok(await send_list(table, 7, "setup demon @6"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    await simcord_env.advance_time(1800 + 1)
    reminded = {s for s in range(1, 8) if any("asked for a new list" in m for m in table.dms(s))}
    assert reminded == {1, 2}
    await simcord_env.advance_time(1800)
    assert table.game.phase == "day"
