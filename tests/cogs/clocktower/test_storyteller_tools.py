"""The storyteller is never left blind: tonight's lists, a grimoire at night, the vote history,
a cancel with a reveal, and `/ct-st` hidden from ordinary members (issue 22 §4)."""

from __future__ import annotations

import pytest
import simcord

from .helpers import latest, ok, refused, send_list, text_of
from .test_nights_and_storyteller import t4_night
from .test_table_posts import day_one, vote


async def test_lists_shows_every_players_list_to_the_storyteller_alone(simcord_env):
    """`/ct-st lists` answers privately with each seat's list and setup lines."""
    table = await t4_night(simcord_env)
    result = await table.storyteller.slash(table.thread, "ct-st lists")
    answer = text_of(result)
    assert result.ephemeral
    assert "@1 Alice: wake empath learn 2" in answer
    assert "@7 Grace: setup demon @6 (accepted); wake poisoner choose @3" in answer
    assert "@2 Bob: no list (dont_wake)" in answer
    refused(await table.seat(1).slash(table.thread, "ct-st lists"), "only the storyteller")


async def test_storyteller_commands_are_hidden_from_ordinary_members(simcord_env):
    """A member without Manage Threads does not see `/ct-st` and cannot run it."""
    table = await t4_night(simcord_env)
    assert not any(c.startswith("ct-st") for c in table.seat(2).available_commands(table.thread))
    assert any(c.startswith("ct-st") for c in table.storyteller.available_commands(table.thread))
    with pytest.raises(simcord.SetupError, match="default-member-permissions"):
        await table.seat(2).slash(table.thread, "ct-st grimoire")


async def test_the_grimoire_with_a_night_open_is_the_state_at_dusk(simcord_env):
    """On Night 2, before anyone sends a list, every living seat shows alive, not "either"
    for a kill tonight that nothing has committed yet."""
    table = await day_one(simcord_env)
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    assert table.game.phase == "night" and table.game.number == 2
    grimoire = text_of(await table.storyteller.slash(table.thread, "ct-st grimoire"))
    seats = [line for line in grimoire.splitlines() if line.startswith("@")]
    assert len(seats) == 7 and all(line.split()[1].startswith("[alive") for line in seats), grimoire


async def test_votes_lists_each_days_nominations_and_execution(simcord_env):
    """`/ct votes` gives Day 1's nominations with yes voters and the execution."""
    table = await day_one(simcord_env)
    await vote(table, 1, 3, {1, 2, 4, 5})
    await vote(table, 2, 4, {1})
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    answer = text_of(await table.seat(5).slash(table.thread, "ct votes"))
    assert "**Day 1**" in answer
    assert "1. @1 Alice nominated @3 Carol: 4 yes (@1, @2, @4, @5)" in answer
    assert "2. @2 Bob nominated @4 Dave: 1 yes (@1)" in answer
    assert "executed: @3 Carol" in answer


async def test_cancel_ends_the_game_with_a_reveal(simcord_env):
    """A confirmed cancel posts that no one wins, one consistent world and the record; an
    unconfirmed one changes nothing."""
    table = await day_one(simcord_env)
    game = table.game
    refused(await table.storyteller.slash(table.thread, "ct-st cancel", confirm=False), "confirm")
    assert table.env.bot.family_sessions.in_thread(table.thread.id) is not None
    ok(await table.storyteller.slash(table.thread, "ct-st cancel", confirm=True))
    assert "no one wins" in latest(table.thread, "🛑").content
    reveal = latest(table.thread, "🔍").content
    assert "@6 Frank: Imp" in reveal and "@7 Grace: Poisoner" in reveal
    assert latest(table.thread, "📖").attachments
    assert table.env.bot.family_sessions.in_thread(table.thread.id) is None
    refused(await send_list(table, 1, "dont_wake"), "")
    assert game.outcome is None
