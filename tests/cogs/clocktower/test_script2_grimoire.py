"""The storyteller's grimoire of script 2 shows the Barber swaps no player has been told yet
(O4 b), like the other pending prompts: a swap whose new character differs between worlds
waits, named with the characters it may have given (seven players of ``mini_uncertainty``)."""

from __future__ import annotations

from typing import Any

from cogs.clocktower.grimoire_image import footer_lines, grimoire_png
from engine.clocktower.views import storyteller_view

from .helpers import (
    CtTable,
    join_all_and_start,
    latest,
    ok,
    open_lobby,
    refused,
    seat_draws,
    seat_table,
    send_list,
    text_of,
)

WAITING = "pending swaps: @7 swapped on Night 2, not told until the worlds agree: "
GOT = "Damsel or Fool or Mayor"
"""What the Baron's seat may have got from Alice: her character is one of these in Ψ."""


async def _day_two(env: Any) -> CtTable:
    """Evil @6 (the Demon) and @7 (the Baron); Day 1 executes @2 (the Barber where the swap
    needs it); Night 2 the Pukka kills @1 and swaps the Baron @7 with @1."""
    env.settle_timeout = 60.0  # the explicit worlds answer in the worker, slower when loaded
    table = await seat_table(env, 7)
    await open_lobby(table, players=7, script="mini_uncertainty")
    pis = {1: [1, 2, 3, 4, 5, 6, 7], 2: [1, 2, 3, 4, 5, 6, 7]}
    await join_all_and_start(table, seat_draws([6, 7], 7, pis))
    demon = "setup demon @6 bluffs clockmaker empath drunk\nwake demon choose @3"
    ok(await send_list(table, 6, demon))
    ok(await send_list(table, 7, "setup demon @6\nsetup damsel\ndont_wake"))
    for seat in range(1, 6):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    ok(await table.seat(1).slash(table.thread, "ct nominate", player=table.seat(2)))
    vote = latest(table.thread, "🗳️ Day 1, nomination 1")
    for seat in (1, 3, 4, 5):
        ok(await table.seat(seat).click(vote, label="Yes"))
    for seat in (2, 6, 7):
        ok(await table.seat(seat).click(vote, label="No"))
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    ok(await send_list(table, 6, "wake pukka choose @1 & wake barber choose @7 @1"))
    ok(await send_list(table, 3, "wake monk choose @4"))
    for seat in (1, 4, 5, 7):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    assert table.game.phase == "day" and table.game.number == 2
    return table


async def test_the_grimoire_names_a_swap_its_seat_was_not_told(simcord_env):
    """Day 2: Grace (@7) got a character that differs between worlds and was told nothing;
    the grimoire says so with what she may be, and leaves out Alice, told she is the Baron."""
    table = await _day_two(simcord_env)
    grimoire = text_of(await table.storyteller.slash(table.thread, "ct-st grimoire", image=False))
    assert f"{WAITING}{GOT}" in grimoire.splitlines(), grimoire
    assert "@1 swapped" not in grimoire and "@1 now the" not in grimoire
    assert any("You are now the Baron." in m for m in table.dms(1))
    assert not any("You are now" in m for m in table.dms(7))


async def test_the_waiting_swap_stays_in_the_grimoire_with_the_next_night_open(simcord_env):
    """With Night 3 open the grimoire is Ψ at dusk, and the untold swap is still pending."""
    table = await _day_two(simcord_env)
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    assert table.game.phase == "night" and table.game.number == 3
    grimoire = text_of(await table.storyteller.slash(table.thread, "ct-st grimoire", image=False))
    assert f"{WAITING}{GOT}" in grimoire.splitlines(), grimoire


async def test_the_grimoire_names_the_characters_a_swap_gave(simcord_env):
    """§11's possible current characters: Alice (@1) is now the Baron in every world, Grace
    (@7) one of the characters Alice may have had; their seat lines keep the setup tokens."""
    table = await _day_two(simcord_env)
    grimoire = text_of(await table.storyteller.slash(table.thread, "ct-st grimoire", image=False))
    lines = grimoire.splitlines()
    assert "@1 now: baron" in lines, grimoire
    assert "@7 now: fool mayor damsel" in lines, grimoire
    assert any(line.startswith("@7 [") and "baron" in line for line in lines), grimoire


async def test_the_grimoire_image_draws_the_now_lines_for_the_storyteller_alone(simcord_env):
    """§11: `image:true` draws the seats' current characters under the grid, in the
    storyteller's private answer; a player asking is refused, and no player's DM nor any
    public post carries the picture."""
    table = await _day_two(simcord_env)
    result = await table.storyteller.slash(table.thread, "ct-st grimoire", image=True)
    response = result.followups[-1] if result.followups else result.response
    assert result.ephemeral
    (picture,) = response.attachments
    game = table.game
    view = storyteller_view(game)
    assert "@1 now: Baron" in footer_lines(view, 2000.0)
    assert await picture.read() == grimoire_png(view, game.script, game.setup.players)
    refused(await table.seat(1).slash(table.thread, "ct-st grimoire", image=True), "storyteller")
    for seat in range(1, 8):
        dms = table.seat(seat).user.dm_channel.history()
        assert not any(m.attachments for m in dms), seat
    assert not any("grimoire.png" in version for version in table.public_versions())
