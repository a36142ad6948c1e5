"""Quantum Clocktower on simcord: a re-ask DM says what changed without naming anyone and
offers the entries still possible; a refused list names the one line to drop (issue 22 §4)."""

from __future__ import annotations

from tests.cogs.family_helpers import german_clients

from .helpers import (
    CtTable,
    join_all_and_start,
    ok,
    open_lobby,
    refused,
    seat_draws,
    seat_table,
    send_list,
)
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


async def _minion_reasked(table: CtTable) -> list[str]:
    """Five players of `mini_uncertainty`, evil @4 (the Demon) and @5: @5 sends a Lleech
    clause beside its setup line before @4 answers; once the setup names @4 the Demon, the
    clause runs out at resolution; @5's DMs."""
    await open_lobby(table, players=5, script="mini_uncertainty")
    await join_all_and_start(table, seat_draws([4, 5], 5, {1: [1, 2, 3, 4, 5]}))
    ok(await send_list(table, 5, "setup demon @4\nwake lleech choose @1"))
    ok(await send_list(table, 4, "setup demon @4\nwake pukka choose @1"))
    for seat in (1, 2, 3):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    return table.dms(5)


async def test_a_reask_names_the_entry_its_player_knows_is_impossible_and_why(simcord_env):
    """@5's re-ask DM says that, from what it knows, its Lleech clause is impossible because
    the Demon is @4 (it was told so); the thread says nothing of it. (The DM names every
    seat, in code marks too, as it does the offered entries.)"""
    table = await seat_table(simcord_env, 5)
    [reask] = [m for m in await _minion_reasked(table) if "None of your Night 1" in m]
    said = "From what you know, `wake lleech choose @1 Alice` is impossible: the Demon is @4 Dave"
    assert said in reask
    assert not any("From what you know" in text for text in table.public_versions())


async def test_a_reask_gives_its_reason_in_german(simcord_env, monkeypatch):
    """The same re-ask, for a player with a German client, gives the reason in German."""
    german_clients(monkeypatch)
    table = await seat_table(simcord_env, 5)
    [reask] = [m for m in await _minion_reasked(table) if "Keiner deiner Einträge" in m]
    said = (
        "Nach dem, was du weißt, ist `wake lleech choose @1 Alice` unmöglich: der Dämon ist @4 Dave"
    )
    assert said in reask
