"""Restarts: running games are rebuilt from the database and old components keep working."""

from __future__ import annotations

import pytest

from engine.werewolf import Advance
from tests.cogs.harness import (
    choose,
    make_bot,
    menu_id,
    night_prompt,
    open_lobby,
    play_night,
    seat_table,
    start_game,
    stored_actions,
)


async def restart(env, db_path):
    await env.bot.close()
    await env.restart_bot(make_bot(db_path, first_seed=1000))


@pytest.mark.simcord(settle_timeout=20)
async def test_restart_mid_night_loses_no_submitted_action(simcord_env, db_path):
    """Visions sent before a restart count when the night resolves after it."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    for seat in (0, 1, 2):
        await choose(table, seat, "vision", (seat + 1) % 5)
    prompts = {seat: night_prompt(table, seat) for seat in (3, 4)}
    custom_id = menu_id(table, "vision")
    await restart(simcord_env, db_path)
    assert table.game.choices.visions == {0: 1, 1: 2, 2: 3}
    for seat in (3, 4):
        result = await table.player(seat).user.select(
            prompts[seat], [str((seat + 1) % 5)], custom_id=custom_id
        )
        assert "Vision" in result.response.content
    assert str(table.game.phase) == "D1"
    assert (await stored_actions(table))[:3] == ["vision @0 @1", "vision @1 @2", "vision @2 @3"]
    for seat in range(5):
        news = table.player(seat).user.dm_channel.history()[-1]
        assert f"Your vision of {table.game.name((seat + 1) % 5)}" in news.embeds[0].description


@pytest.mark.simcord(settle_timeout=20)
async def test_restart_rebuilds_the_same_game(simcord_env, db_path):
    """After a restart the rebuilt game has the same numbers, phase and table."""
    table = await seat_table(simcord_env, 6)
    await start_game(table)
    await play_night(table)
    await table.player(0).slash(table.town, "vote", player="Bob")
    before = table.game
    await restart(simcord_env, db_path)
    after = table.game
    assert after is not before
    assert after.numbers == before.numbers and str(after.phase) == str(before.phase)
    assert after.table() == before.table()
    assert after.choices.votes == {0: 1}


@pytest.mark.simcord(settle_timeout=20)
async def test_lobby_buttons_work_after_a_restart(simcord_env, db_path):
    """A lobby opened before a restart still takes Join and Start."""
    table = await seat_table(simcord_env, 3)
    lobby = await open_lobby(table)
    await table.player(0).click(lobby, label="Join")
    await restart(simcord_env, db_path)
    for seat in (1, 2):
        result = await table.player(seat).click(lobby, label="Join")
        assert "joined" in result.response.content
    result = await table.storyteller.click(lobby, label="Start")
    assert "Started with 3 players" in result.response.content


@pytest.mark.simcord(settle_timeout=20)
async def test_tally_keeps_updating_after_a_restart(simcord_env, db_path):
    """The day's tally message found again after a restart is edited by the next vote."""
    table = await seat_table(simcord_env, 6)
    await start_game(table)
    await play_night(table)
    tally_id = table.session.row.tally_message_id
    await restart(simcord_env, db_path)
    await table.player(0).slash(table.town, "vote", player="Bob")
    tally = next(m for m in table.town.history() if m.id == tally_id)
    assert "**Bob**: 1 (Alice)" in tally.embeds[0].description


@pytest.mark.simcord(settle_timeout=20)
async def test_a_resolution_cut_short_is_announced_after_a_restart(simcord_env, db_path):
    """A night committed but never announced (a crash) is announced when the bot is back."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    session = table.session
    report = await table.bot.games.push(session, Advance(), None)  # committed, not announced
    assert report is not None and session.row.pending_announce
    assert not any(
        "Dawn after" in (m.embeds[0].title or "") for m in table.town.history() if m.embeds
    )
    await restart(simcord_env, db_path)
    titles = [m.embeds[0].title for m in table.town.history() if m.embeds]
    assert "🌅 Dawn after Night 0" in titles and "🗳️ Day 1: votes" in titles
    assert not table.session.row.pending_announce
    assert not (await table.bot.storage.game(session.row.id)).pending_announce
