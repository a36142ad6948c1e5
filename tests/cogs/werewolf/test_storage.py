"""Storage on both backends (SQLite and a real PostgreSQL): migrations, games, atomic appends."""

from __future__ import annotations

import json
import sqlite3

import pytest

from bot.db import DatabaseError, UniqueViolationError
from bot.db.base import migrations
from bot.i18n import Languages
from bot.shell import hosts
from bot.shell.store import GameStatus
from cogs.werewolf.models import GameSettings, Member
from cogs.werewolf.storage import ChannelBusyError, Storage
from engine.werewolf import make_setup
from tests.conftest import new_game


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request, tmp_path):
    """As the suite's, but the SQLite file in a folder not made yet (opening must make it)."""
    if request.param == "sqlite":
        return str(tmp_path / "nested" / "bot.sqlite3")
    return request.getfixturevalue("postgres_url")


def last_migration(storage):
    return migrations(storage.dialect)[-1][0]


async def test_a_new_database_is_migrated_to_the_last_version(storage):
    """Opening creates the folders (SQLite) and applies every migration of the backend."""
    assert await storage.schema_version() == last_migration(storage)


async def test_migrating_again_changes_nothing(storage):
    """Migrations are applied once."""
    assert await storage.migrate() == last_migration(storage)


async def test_one_open_game_per_channel(storage):
    """A second open game in the same channel is refused by the database."""
    await new_game(storage)
    with pytest.raises(ChannelBusyError):
        await new_game(storage)
    await new_game(storage, channel_id=11)


async def test_a_finished_game_frees_its_channel(storage):
    """Once a game is over its channel can host another."""
    row = await new_game(storage)
    row.status = GameStatus.OVER
    await storage.save_game(row)
    await new_game(storage)


async def test_game_row_round_trips(storage):
    """Members, setup, settings and the lobby message id are stored and read back."""
    row = await new_game(storage)
    row.seats = [Member(user_id=5, name="Alice"), Member(user_id=6, name="Bob")]
    row.setup = make_setup(players=["Alice", "Bob", "Carol"], seed=7)
    row.status, row.extra.phase, row.lobby_message_id = GameStatus.RUNNING, "N0", 99
    await storage.save_game(row)
    again = await storage.game(row.id)
    assert again is not None
    assert again.seats == row.seats and again.setup == row.setup
    assert (again.status, again.extra.phase, again.lobby_message_id) == (
        GameStatus.RUNNING,
        "N0",
        99,
    )
    assert [g.id for g in await storage.open_games()] == [row.id]


async def test_a_game_stored_under_the_old_host_keys_carries_on(storage):
    """A row whose ``extra`` names werewolf's co-storytellers and former players as it did
    before the shell's keys (``co_storytellers``, ``former_players``) reads them as the game's
    co-hosts and former players, and a save writes them under the shell's keys."""
    row = await new_game(storage)
    old = {"phase": "N0", "co_storytellers": [8], "former_players": [9]}
    async with storage.database.transaction() as tx:
        await tx.execute(
            "UPDATE family_games SET extra = ? WHERE id = ?", (json.dumps(old), row.id)
        )
    again = await storage.game(row.id)
    assert again is not None
    assert hosts.hosts(again) == [2, 8] and hosts.played(again, 9)
    await storage.save_game(again)
    stored = await storage.database.fetch_one(
        "SELECT extra FROM family_games WHERE id = ?", (row.id,)
    )
    assert stored is not None
    kept = json.loads(stored["extra"])
    assert (kept["co_hosts"], kept["removed"]) == ([8], [9]) and "co_storytellers" not in kept


async def test_actions_are_appended_in_order(storage):
    """Actions come back in the order they were appended."""
    row = await new_game(storage)
    await storage.append_action(row, 0, "vision @0 @1", 5)
    await storage.append_action(row, 1, "advance", None)
    assert await storage.actions(row.id) == ["vision @0 @1", "advance"]


async def test_a_failed_append_leaves_the_game_row_unchanged(storage):
    """The action insert and the row update commit together or not at all."""
    row = await new_game(storage)
    await storage.append_action(row, 0, "vision @0 @1", 5)
    row.extra.phase = "D1"
    with pytest.raises(UniqueViolationError):
        await storage.append_action(row, 0, "advance", None)  # seq 0 is taken
    again = await storage.game(row.id)
    assert again is not None and again.extra.phase is None
    assert await storage.actions(row.id) == ["vision @0 @1"]


async def test_data_survives_reopening(database_url):
    """A reopened database holds what was committed."""
    path = database_url
    first = await Storage.open(path)
    row = await new_game(first)
    await first.append_action(row, 0, "advance", None)
    await first.close()
    second = await Storage.open(path)
    assert await second.actions(row.id) == ["advance"]
    await second.close()


async def test_an_old_database_is_migrated_forward(tmp_path):
    """A database at version 1 gets the later migrations and keeps its games."""
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE schema_version (version INTEGER)")
        conn.executescript(migrations("sqlite")[0][1])
        conn.execute("INSERT INTO schema_version VALUES (1)")
        conn.execute(
            "INSERT INTO games (guild_id, channel_id, storyteller_id, status, settings,"
            " created_at, updated_at) VALUES (1, 2, 3, 'lobby', '{}', 'x', 'x')"
        )
    store = await Storage.open(path)
    assert await store.schema_version() == last_migration(store)
    [row] = await store.open_games()
    assert row.channel_id == 2 and not row.extra.pending_announce
    await store.close()


async def test_large_discord_ids_round_trip(storage):
    """Snowflakes beyond 32 bits are stored and read back exactly on both backends."""
    snowflake = 1_234_567_890_123_456_789
    row = await storage.create_game(
        guild_id=snowflake,
        channel_id=snowflake + 1,
        storyteller_id=snowflake + 2,
        settings=GameSettings(),
    )
    again = await storage.game(row.id)
    assert again is not None
    assert (again.guild_id, again.channel_id, again.host_id) == (
        snowflake,
        snowflake + 1,
        snowflake + 2,
    )


async def test_a_file_that_is_not_a_database_is_refused_clearly(tmp_path):
    """Opening a corrupt SQLite file raises DatabaseError naming the file."""
    path = tmp_path / "corrupt.sqlite3"
    path.write_bytes(b"this is not a database file at all" * 100)
    with pytest.raises(DatabaseError, match="corrupt.sqlite3"):
        await Storage.open(path)


async def test_an_unreachable_postgres_server_is_refused_clearly():
    """A PostgreSQL URL nobody answers raises DatabaseError, not a raw driver error."""
    with pytest.raises(DatabaseError, match="cannot connect to PostgreSQL"):
        await Storage.open("postgresql://nobody@127.0.0.1:9/none")


async def test_a_lobby_is_stored_with_its_language_or_not_at_all(storage):
    """``create_game(language=…)`` keeps the language with the lobby; a lobby refused for a
    busy channel keeps no language for the id it would have had."""
    row = await storage.create_game(
        guild_id=1, channel_id=10, storyteller_id=2, settings=GameSettings(), language="de"
    )
    assert await Languages(storage.database).of_game("werewolf", row.id) == "de"
    with pytest.raises(ChannelBusyError):
        await storage.create_game(
            guild_id=1, channel_id=10, storyteller_id=2, settings=GameSettings(), language="en"
        )
    found = await storage.database.fetch_all("SELECT game_id FROM game_languages")
    assert [int(r["game_id"]) for r in found] == [row.id]


async def test_a_new_lobby_forgets_a_kept_language_of_its_id(storage):
    """A language read for an id before its lobby opened (kept as no choice) gives way to the
    new lobby's: a new game must not speak a stale language."""
    languages = Languages(storage.database)
    first = await storage.create_game(
        guild_id=1, channel_id=10, storyteller_id=2, settings=GameSettings()
    )
    ahead = range(first.id + 1, first.id + 4)
    assert [await languages.of_game("werewolf", game_id) for game_id in ahead] == [None] * 3
    row = await storage.create_game(
        guild_id=1, channel_id=11, storyteller_id=2, settings=GameSettings(), language="de"
    )
    assert row.id in ahead
    assert await languages.of_game("werewolf", row.id) == "de"
