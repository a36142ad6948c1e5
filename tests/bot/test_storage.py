"""Storage: migrations, games, atomic action appends."""

from __future__ import annotations

import io
import sqlite3

import discord
import pytest

from bot import effects
from bot.effects import Kind
from bot.models import GameSettings, Member, Status
from bot.storage import MIGRATIONS, ChannelBusyError, Storage
from engine import make_setup


@pytest.fixture
async def storage(tmp_path):
    store = await Storage.open(tmp_path / "nested" / "bot.sqlite3")
    yield store
    await store.close()


async def new_game(storage, channel_id=10):
    return await storage.create_game(
        guild_id=1, channel_id=channel_id, storyteller_id=2, settings=GameSettings()
    )


async def test_a_new_database_is_migrated_to_the_last_version(storage):
    """Opening creates the folders and applies every migration."""
    assert await storage.schema_version() == MIGRATIONS[-1][0]


async def test_migrating_again_changes_nothing(storage):
    """Migrations are applied once."""
    assert await storage.migrate() == MIGRATIONS[-1][0]


async def test_one_open_game_per_channel(storage):
    """A second open game in the same channel is refused by the database."""
    await new_game(storage)
    with pytest.raises(ChannelBusyError):
        await new_game(storage)
    await new_game(storage, channel_id=11)


async def test_a_finished_game_frees_its_channel(storage):
    """Once a game is over its channel can host another."""
    row = await new_game(storage)
    row.status = Status.OVER
    await storage.save_game(row)
    await new_game(storage)


async def test_game_row_round_trips(storage):
    """Members, setup, settings and the lobby message id are stored and read back."""
    row = await new_game(storage)
    row.members = [Member(user_id=5, name="Alice"), Member(user_id=6, name="Bob")]
    row.setup = make_setup(players=["Alice", "Bob", "Carol"], seed=7)
    row.status, row.phase, row.lobby_message_id = Status.RUNNING, "N0", 99
    await storage.save_game(row)
    again = await storage.game(row.id)
    assert again is not None
    assert again.members == row.members and again.setup == row.setup
    assert (again.status, again.phase, again.lobby_message_id) == (Status.RUNNING, "N0", 99)
    assert [g.id for g in await storage.open_games()] == [row.id]


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
    row.phase = "D1"
    with pytest.raises(sqlite3.IntegrityError):
        await storage.append_action(row, 0, "advance", None)  # seq 0 is taken
    again = await storage.game(row.id)
    assert again is not None and again.phase is None
    assert await storage.actions(row.id) == ["vision @0 @1"]


async def test_data_survives_reopening(tmp_path):
    """A reopened database holds what was committed."""
    path = tmp_path / "bot.sqlite3"
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
        conn.executescript(MIGRATIONS[0][1])
        conn.execute("INSERT INTO schema_version VALUES (1)")
        conn.execute(
            "INSERT INTO games (guild_id, channel_id, storyteller_id, status, settings,"
            " created_at, updated_at) VALUES (1, 2, 3, 'lobby', '{}', 'x', 'x')"
        )
    store = await Storage.open(path)
    assert await store.schema_version() == MIGRATIONS[-1][0]
    [row] = await store.open_games()
    assert row.channel_id == 2 and not row.pending_announce
    await store.close()


async def test_effects_are_queued_in_the_same_transaction_as_the_action(storage):
    """An action and the effects it asks for are committed together, in order."""
    row = await new_game(storage)
    await storage.append_action(
        row, 0, "advance", None, [effects.post(10, content="dawn"), effects.dm(5, content="news")]
    )
    assert await storage.actions(row.id) == ["advance"]
    pending = await storage.pending()
    assert [(r.kind, r.target, r.payload["content"]) for r in pending] == [
        (Kind.POST, 10, "dawn"),
        (Kind.DM, 5, "news"),
    ]


async def test_a_failed_commit_queues_no_effect(storage):
    """When the action cannot be stored, none of its effects is queued."""
    row = await new_game(storage)
    await storage.append_action(row, 0, "vision @0 @1", 5)
    with pytest.raises(sqlite3.IntegrityError):  # the same seq again
        await storage.append_action(row, 0, "advance", None, [effects.post(10, content="x")])
    assert await storage.pending() == []


async def test_a_sent_row_records_its_message_and_drops_its_files(storage):
    """Marking a row sent keeps its message id (a tally) and forgets the attached files."""
    row = await new_game(storage)
    file = discord.File(io.BytesIO(b"png"), filename="table.png")
    await storage.save_game(row, [effects.post(10, key="tally", content="t", files=[file])])
    [queued] = await storage.pending()
    assert queued.payload["files"][0]["name"] == "table.png"
    await storage.outbox_done(queued, sent=True, message_id=77, columns={"tally_message_id": 77})
    assert await storage.pending() == []
    assert await storage.keyed_message(row.id, "tally", before=queued.id + 1) == 77
    assert (await storage.game(row.id)).tally_message_id == 77


async def test_failed_reported_dms_are_found_for_the_unreachable_note(storage):
    """The note after a batch of DMs names only the reported DMs that failed in that batch."""
    row = await new_game(storage)
    batch = effects.unreachable(
        10,
        [
            effects.dm(5, report=True, content="a"),
            effects.dm(6, report=True, content="b"),
            effects.dm(7, content="c"),
        ],
        "your number",
    )
    await storage.save_game(row, batch)
    first, _second, third, note = await storage.pending()
    for queued in (first, third):
        await storage.outbox_done(queued, sent=False)
    assert note.payload["back"] == 3
    assert await storage.failed_dms(row.id, note.id - 3, note.id) == [5]


async def test_an_edit_never_finds_an_older_message_when_the_latest_post_failed(storage):
    """If the latest tally post failed, its edits find no message (not yesterday's tally)."""
    row = await new_game(storage)
    await storage.save_game(row, [effects.post(10, key="tally", content="D1")])
    [day1] = await storage.pending()
    await storage.outbox_done(day1, sent=True, message_id=1)
    await storage.save_game(row, [effects.post(10, key="tally", content="D2")])
    [day2] = await storage.pending()
    await storage.outbox_done(day2, sent=False)
    assert await storage.keyed_message(row.id, "tally", before=day2.id + 1) is None
