"""The storyteller's answer to Start: how many play, and what the bot runs the game without."""

from __future__ import annotations

import pytest

from tests.cogs.harness import seat_table


@pytest.mark.simcord(settle_timeout=10)
async def test_start_answer_names_the_permission_the_game_runs_without(simcord_env):
    """A lobby with a dead channel but no Manage Channels: Start's answer says so too."""
    table = await seat_table(simcord_env, 3)
    bot_role = table.guild.me.top_role
    perms = bot_role.permissions
    perms.update(manage_channels=False)
    simcord_env.backend.edit_role(table.guild.id, bot_role.id, {"permissions": perms.value})
    await simcord_env.settle()
    created = await table.storyteller.slash(table.town, "game create", dead_channel=True)
    lobby = created.response.message
    for member in table.players:
        await member.click(lobby, label="Join")
    started = await table.storyteller.click(lobby, label="Start")
    first, note = started.response.content.split("\n")
    assert first == "🎬 Started with 3 players."
    assert note.startswith("ℹ️ I am missing these optional permissions")
    assert "**Manage Channels** (the channel for the dead)" in note
