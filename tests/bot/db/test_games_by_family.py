"""Every family's games are addressed by (family, id), on both backends."""

from __future__ import annotations

import pytest

from bot.db import UniqueViolationError
from bot.effects import Kind
from bot.outbox_store import OutboxRow
from bot.shell.posts import recorder
from bot.shell.sessions import FamilySessions
from bot.shell.store import FamilyStore
from tests.old_schema import old_database

NOW = "2026-11-28T19:00:00+00:00"


async def add_game(database, family: str, game_id: int, channel_id: int = 10) -> None:
    """A lobby of ``family`` with id ``game_id``, written as a migration moving games in does."""
    async with database.transaction() as tx:
        await tx.execute(
            "INSERT INTO family_games (family, id, guild_id, channel_id, host_id, status,"
            " created_at, updated_at) VALUES (?, ?, 1, ?, 2, 'lobby', ?, ?)",
            (family, game_id, channel_id, NOW, NOW),
        )


@pytest.fixture
async def database(database_url):
    db = await old_database(database_url)
    await db.migrate()
    yield db
    await db.close()


async def test_two_families_may_share_an_id(database):
    """A game of another family with the same id is a different game: its row and actions."""
    store = FamilyStore(database)
    mine = await store.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={})
    await add_game(database, "werewolf", mine.id)
    await store.append(mine, 0, 5, "A: end")
    theirs = await store.game("werewolf", mine.id)
    assert theirs is not None and theirs.family == "werewolf" and theirs.channel_id == 10
    assert await store.actions("werewolf", mine.id) == []
    assert await store.actions("cloud", mine.id) == ["A: end"]
    assert await store.open_ids() == {("cloud", mine.id), ("werewolf", mine.id)}
    assert await store.open_ids({"cloud"}) == {("cloud", mine.id)}


async def test_an_upgraded_database_keeps_ids_and_numbers_on_past_them(database_url):
    """The upgrade keeps every game's id and actions; a new game's id is past them all."""
    database = await old_database(database_url)
    try:
        async with database.transaction() as tx:
            await tx.execute(
                "INSERT INTO family_games (id, family, guild_id, channel_id, host_id, status,"
                " created_at, updated_at) VALUES (40, 'lab', 1, 2, 3, 'running', ?, ?)",
                (NOW, NOW),
            )
            await tx.execute(
                "INSERT INTO family_actions (game_id, seq, actor, action, created_at)"
                " VALUES (40, 0, 5, 'P1 see north', ?)",
                (NOW,),
            )
        await database.migrate()
        store = FamilyStore(database)
        assert await store.actions("lab", 40) == ["P1 see north"]
        row = await store.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={})
        assert row.id == 41
    finally:
        await database.close()


async def test_the_same_id_twice_in_one_family_is_refused(database):
    """(family, id) is the key: a second game of a family with a taken id is refused."""
    await add_game(database, "werewolf", 7)
    with pytest.raises(UniqueViolationError):
        await add_game(database, "werewolf", 7, channel_id=11)


async def test_sessions_load_only_hosted_families(database):
    """The shell's sessions leave alone the open games of a family it does not host."""
    await add_game(database, "werewolf", 3)
    sessions = FamilySessions(FamilyStore(database))
    assert await sessions.load() == 0
    assert sessions.get("werewolf", 3) is None


async def test_a_post_id_is_recorded_in_its_family_s_game_only(database):
    """The outbox's record of a keyed post writes the row of its own family's game."""
    store = FamilyStore(database)
    mine = await store.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={})
    await add_game(database, "lab", mine.id)
    row = OutboxRow(
        id=1,
        family="cloud",
        game_id=mine.id,
        batch="b",
        kind=Kind.POST,
        target=2,
        stored="{}",
        key="turn",
    )
    record = recorder("cloud", lambda game_id: None)(row, True, 99)
    async with database.transaction() as tx:
        for sql, params in record.statements:
            await tx.execute(sql, params)
    cloud, lab = await store.game("cloud", mine.id), await store.game("lab", mine.id)
    assert cloud is not None and cloud.post_message_id == 99
    assert lab is not None and lab.post_message_id is None
