"""A player's command in a direct message finds their game through the shell
(:meth:`bot.shell.family_cog.FamilyCog._player_session`), the same for werewolf and Clocktower:
someone in no started game is refused privately, in the family's words."""

from __future__ import annotations

import pytest

from tests.cogs import harness
from tests.cogs.clocktower import helpers as ct


@pytest.mark.simcord(settle_timeout=10)
async def test_werewolf_night_in_a_dm_from_someone_in_no_game_is_refused(simcord_env):
    """`/night` in a DM from a member in no running game is refused privately."""
    table = await harness.seat_table(simcord_env, 4)
    await harness.start_game(table)
    result = await table.bystander.user.slash("night", vision="Bob")
    assert result.ephemeral
    assert result.response.content == "❌ You are not playing in any running game."


@pytest.mark.simcord(settle_timeout=10)
async def test_clocktower_night_in_a_dm_from_someone_in_no_game_is_refused(simcord_env):
    """`/ct night` in a DM from a member in no started Clocktower game is refused privately."""
    table = await ct.seat_table(simcord_env, 5)
    await ct.open_lobby(table, players=5)
    await ct.join_all_and_start(table)
    result = await table.bystander.user.slash("ct night", entries="dont_wake")
    ct.refused(result, "You are not playing in a running Quantum Clocktower game")
