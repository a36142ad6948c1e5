"""Quantum Cloud's window post's message id moves from the shared row's column into its game's
``extra`` (``posted``), on both backends."""

from __future__ import annotations

import json

import pytest

from bot.db import Database
from bot.outbox_store import OutboxStore
from bot.shell.posts import post, posted_id, recorder
from bot.shell.store import FamilyStore
from tests.old_schema import BEFORE_CLOUD_WINDOW_IN_EXTRA, migrate_to, open_unmigrated

NOW = "2026-11-29T17:00:00+00:00"
WINDOW = 2**62 + 5
"""A message id past 2**53 (a JSON number a float would round)."""


@pytest.fixture
async def old(database_url):
    """The database at the last migration with the ``window_message_id`` column."""
    database = await open_unmigrated(database_url)
    await migrate_to(database, BEFORE_CLOUD_WINDOW_IN_EXTRA[database.dialect])
    yield database
    await database.close()


async def add_cloud_game(
    database: Database, game_id: int, window: int | None, extra: dict[str, object]
) -> None:
    """A running Cloud game as the schema before the move wrote it."""
    async with database.transaction() as tx:
        await tx.execute(
            "INSERT INTO family_games (family, id, guild_id, channel_id, host_id, status, extra,"
            " window_message_id, created_at, updated_at)"
            " VALUES ('cloud', ?, 1, 2, 3, 'running', ?, ?, ?, ?)",
            (game_id, json.dumps(extra), window, NOW, NOW),
        )


async def test_the_window_post_s_id_moves_into_extra(old):
    """A game's window post id is in ``extra.posted`` after the upgrade, its other keys kept."""
    await add_cloud_game(old, 1, WINDOW, {"posted": {"setup": 7}, "lines_seen": 4})
    await old.migrate()
    row = await FamilyStore(old).game("cloud", 1)
    assert row is not None
    assert row.extra.posted == {"setup": 7, "window": WINDOW}
    assert row.extra.model_extra == {"lines_seen": 4}
    assert posted_id(row, "window") == WINDOW


async def test_a_game_with_no_window_post_keeps_its_extra(old):
    """A game with no window post open gets no ``posted`` key from the upgrade."""
    await add_cloud_game(old, 1, None, {"lines_seen": 4})
    await old.migrate()
    stored = await old.fetch_one("SELECT extra FROM family_games WHERE id = 1")
    assert stored is not None and json.loads(stored["extra"]) == {"lines_seen": 4}


async def test_the_column_is_dropped(old):
    """The shared row has no ``window_message_id`` column after the upgrade."""
    await add_cloud_game(old, 1, WINDOW, {})
    await old.migrate()
    [stored] = await old.fetch_all("SELECT * FROM family_games WHERE id = 1")
    assert "window_message_id" not in dict(stored)


async def test_a_sent_window_post_s_id_is_written_to_extra_on_disk(database):
    """The recorder writes a sent window post's id into ``extra.posted`` with the post's mark,
    keeping the row's other posted ids, and not once a newer window post is queued."""
    store = FamilyStore(database)
    row = await store.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={})
    row.extra.posted["setup"] = 7
    await store.save(row, [post(row, 44, "1", key="window"), post(row, 44, "2", key="window")])
    first, second = [r for r in await OutboxStore(database).pending() if r.game_id == row.id]
    done = recorder("cloud", lambda game_id: None, database.dialect)
    for sent, message_id in ((second, WINDOW), (first, 111)):
        async with database.transaction() as tx:
            for sql, params in done(sent, True, message_id).statements:
                await tx.execute(sql, params)
    stored = await store.game("cloud", row.id)
    assert stored is not None and stored.extra.posted == {"setup": 7, "window": WINDOW}
