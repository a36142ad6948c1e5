"""The bot runs sharded: a game is played through a two-shard bot, its night by DM."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from bot.client import SuperpostBot
from bot.settings import Settings
from tests.cogs.harness import play_night, seat_table, start_game


@pytest.fixture
def simcord_bot(db_path: Path) -> SuperpostBot:
    seeds = itertools.count(1)
    settings = Settings(db_path=db_path, shard_count=2, draw_in="thread")
    return SuperpostBot(settings, seeds=lambda: next(seeds))


async def test_a_two_shard_bot_plays_a_night_by_direct_message(simcord_env):
    """With the game's guild on shard 1, its lobby and start (shard 1) and a night sent from
    direct messages (shard 0) all reach the game."""
    bot = simcord_env.bot
    assert bot.shard_count == 2
    guild = simcord_env.create_guild("QW", shard_id=1)
    table = await seat_table(simcord_env, 5, guild=guild)
    assert (table.guild.id >> 22) % 2 == 1 and bot.runs_guild(table.guild.id)
    await start_game(table)
    await play_night(table)
    assert str(table.game.phase) == "D1"


def test_a_process_runs_the_guilds_of_its_shards_only(tmp_path):
    """With SHARD_IDS, a process runs the guilds whose shard it runs, and no other."""
    bot = SuperpostBot(Settings(db_path=tmp_path / "x.sqlite3", shard_count=4, shard_ids=(1, 3)))
    assert bot.shard_ids == [1, 3]
    on_shard = {shard: (1000 << 22) * 4 + (shard << 22) for shard in range(4)}
    assert [bot.runs_guild(on_shard[s]) for s in range(4)] == [False, True, False, True]
