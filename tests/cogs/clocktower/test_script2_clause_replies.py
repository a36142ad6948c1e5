"""Which clause of an entry of several clauses fails, through `/ct night` (issue 26): the
refusal of the Demon's kill joined with an impossible Barber swap names the swap, the reply
the player would get by sending the kill alone (seven players of ``mini_uncertainty``)."""

from __future__ import annotations

from .helpers import join_all_and_start, ok, open_lobby, refused, seat_draws, seat_table, send_list


async def test_the_refusal_of_a_kill_and_swap_names_the_swap(simcord_env):
    """Night 2 after a Day 1 without an execution: no Barber died, so the swap clause fails
    while the kill alone is possible; the private reply says so, and nothing is stored."""
    env = simcord_env
    env.settle_timeout = 60.0  # the explicit worlds answer in the worker, slower when loaded
    table = await seat_table(env, 7)
    await open_lobby(table, players=7, script="mini_uncertainty")
    game = await join_all_and_start(table, seat_draws([6, 7], 7))
    demon = "setup demon @6 bluffs clockmaker empath drunk\nwake demon choose @7"
    ok(await send_list(table, 6, demon))
    ok(await send_list(table, 7, "setup demon @6\nsetup damsel\ndont_wake"))
    for seat in range(1, 6):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    assert game.phase == "night" and game.number == 2
    stored = list(game.record().actions)
    said = refused(
        await send_list(table, 6, "wake pukka choose @1 & wake barber choose @2 @1"),
        "(without `wake barber choose @2 @1` the rest of it is possible now)",
    )
    assert "`wake pukka choose @1 & wake barber choose @2 @1` — impossible now" in said, said
    assert list(game.record().actions) == stored
