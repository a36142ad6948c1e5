"""A Quantum Clocktower game of script 2 stored before setups carried the rules' revision is
marked as played under the first, on both backends, so it replays as it was played."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.db import Database
from engine.clocktower import ClocktowerSetup
from tests.old_schema import BEFORE_RULES_REVISION, migrate_to, open_unmigrated

NOW = "2026-11-30T12:00:00+00:00"
PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve"]


@pytest.fixture
async def old(database_url):
    """The database at the last migration before the revision."""
    database = await open_unmigrated(database_url)
    await migrate_to(database, BEFORE_RULES_REVISION[database.dialect])
    yield database
    await database.close()


async def add_game(database: Database, game_id: int, family: str, setup: dict[str, Any]) -> None:
    """A running game as the schema before the revision wrote it."""
    async with database.transaction() as tx:
        await tx.execute(
            "INSERT INTO family_games (family, id, guild_id, channel_id, host_id, status, setup,"
            " created_at, updated_at) VALUES (?, ?, 1, 2, 3, 'running', ?, ?, ?)",
            (family, game_id, json.dumps(setup), NOW, NOW),
        )


async def stored_setup(database: Database, family: str, game_id: int) -> dict[str, Any]:
    """The game's setup as the database holds it."""
    row = await database.fetch_one(
        "SELECT setup FROM family_games WHERE family = ? AND id = ?", (family, game_id)
    )
    assert row is not None
    setup: dict[str, Any] = json.loads(row["setup"])
    return setup


async def test_a_script_2_game_is_marked_as_of_the_first_revision(old):
    """A script 2 setup without a revision reads as revision 1 after the upgrade."""
    await add_game(
        old,
        1,
        "clocktower",
        {
            "players": PLAYERS,
            "script": "uncertainty_principle",
            "seed": "ab",
            "adjudicated_percent": 10,
        },
    )
    await old.migrate()
    setup = await stored_setup(old, "clocktower", 1)
    assert setup["revision"] == 1 and setup["adjudicated_percent"] == 10
    assert ClocktowerSetup.model_validate(setup).revision == 1


async def test_script_1_and_other_families_are_left_as_they_were(old):
    """Script 1's setups (the same draws in every revision) and other families' are unchanged."""
    script1 = {"players": PLAYERS, "script": "quantum_trouble_brewing", "seed": 4}
    lab = {"players": PLAYERS, "script": "uncertainty_principle", "seed": 4}
    await add_game(old, 1, "clocktower", script1)
    await add_game(old, 2, "lab", lab)
    await old.migrate()
    assert await stored_setup(old, "clocktower", 1) == script1
    assert await stored_setup(old, "lab", 2) == lab


async def test_a_new_game_s_setup_keeps_its_revision(old):
    """A setup that already carries a revision (a newer bot's) keeps it."""
    setup = {"players": PLAYERS, "script": "mini_uncertainty", "seed": 4, "revision": 2}
    await add_game(old, 1, "clocktower", setup)
    await old.migrate()
    assert await stored_setup(old, "clocktower", 1) == setup
