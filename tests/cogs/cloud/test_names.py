"""Quantum Cloud takes names through the shell's one cleaner (issue 22 §1)."""

from __future__ import annotations

from .helpers import CloudTable, start_cloud_game

RAW = "~~Al~~ice\u200b <@&5>"


async def test_a_raw_display_name_is_kept_cleaned(simcord_env):
    """The player's name in the game is the cleaned one (no strike-through, no role mention)."""
    guild = simcord_env.create_guild("Cloud")
    town = guild.create_text_channel("cloud-games")
    host = guild.add_member(simcord_env.create_user("host"))
    players = [
        guild.add_member(simcord_env.create_user("alice", global_name=RAW)),
        guild.add_member(simcord_env.create_user("bob", global_name="Bob")),
    ]
    await simcord_env.settle()
    table = CloudTable(simcord_env, guild, town, players, host=host)
    await start_cloud_game(table, setup_mode="auto")
    names = [p["name"] for p in table.session.row.setup["players"]]
    assert names == ["Al ice @&5", "Bob"]
