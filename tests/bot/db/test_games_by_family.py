"""Every family's games are addressed by (family, id), on both backends."""

from __future__ import annotations

import datetime as dt

import pytest

from bot.db import UniqueViolationError
from bot.effects import Kind
from bot.outbox_store import OutboxRow
from bot.shell.posts import recorder
from bot.shell.sessions import FamilySessions
from bot.shell.store import FamilyStore, GameStatus
from cogs.werewolf.models import GameSettings, MadeIds, Member, WerewolfExtra, WerewolfRow
from cogs.werewolf.storage import (
    FAMILY,
    ChannelBusyError,
    Storage,
    made_statements,
    tally_statement,
)
from tests.old_schema import _werewolf_insert, old_database

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


async def test_sessions_load_only_their_families(database):
    """The shell's sessions leave alone the open games of a family with sessions of its own."""
    store = FamilyStore(database)
    cloud = await store.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={})
    await add_game(database, "werewolf", cloud.id)
    sessions = FamilySessions(store, families={"cloud"})
    assert await sessions.load() == 1
    assert sessions.get("cloud", cloud.id) is not None
    assert sessions.get("werewolf", cloud.id) is None
    assert await sessions.find(("werewolf", cloud.id)) is None


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
    record = recorder("cloud", lambda game_id: None, database.dialect)(row, True, 99)
    async with database.transaction() as tx:
        for sql, params in record.statements:
            await tx.execute(sql, params)
    cloud, lab = await store.game("cloud", mine.id), await store.game("lab", mine.id)
    assert cloud is not None and cloud.post_message_id == 99
    assert lab is not None and lab.post_message_id is None


def werewolf_row(game_id: int, ended: bool = False) -> WerewolfRow:
    """A running werewolf game with every field werewolf's own table kept set (``ended``: over,
    its end not announced, which its own table kept as ``over`` with ``pending_announce``)."""
    return WerewolfRow(
        id=game_id,
        family=FAMILY,
        guild_id=1,
        channel_id=10 + game_id,
        host_id=2,
        status=GameStatus.RUNNING,
        options=GameSettings(night_hours=2.0, reminder_hours=(1.0,)),
        seats=[Member(user_id=5, name="Alice"), Member(user_id=2**62, name="Bob")],
        draws={"pick/0": "1"},
        lobby_message_id=2**61,
        post_message_id=77,
        deadline=dt.datetime(2026, 11, 28, 20, 0, 0, 123456, tzinfo=dt.UTC),
        deadline_kind="D1",
        paused_left=None,
        extra=WerewolfExtra(
            phase="D1",
            pending_announce=ended,
            ended=ended,
            phase_started=dt.datetime(2026, 11, 28, 19, 0, tzinfo=dt.UTC),
            reminders_sent=[1.0],
            co_hosts=[8],
            removed=[9],
            channel_name="town-square",
        ),
        made=MadeIds(alive_role_id=2**60, dead_role_id=31, dead_channel_id=32),
        created_at=NOW,
        updated_at=NOW,
        version=4,
    )


async def test_werewolf_s_games_move_in_keeping_their_ids_and_fields(database_url):
    """Werewolf's games and actions move into the shared tables with their ids and every field,
    beside another family's game of the same id; new games number on past both."""
    database = await old_database(database_url)
    running = werewolf_row(1)
    unannounced = werewolf_row(2, ended=True)
    try:
        async with database.transaction() as tx:
            for row in (running, unannounced):
                await tx.execute(*_werewolf_insert(row))
            await tx.execute(
                "INSERT INTO actions (game_id, seq, action, user_id, created_at)"
                " VALUES (1, 0, 'vision @0 @1', 5, ?), (1, 1, 'advance', NULL, ?)",
                (NOW, NOW),
            )
            await tx.execute(
                "INSERT INTO family_games (family, guild_id, channel_id, host_id, status,"
                " created_at, updated_at) VALUES ('lab', 1, 2, 3, 'running', ?, ?)",
                (NOW, NOW),
            )
            await tx.execute(
                "INSERT INTO family_actions (game_id, seq, actor, action, created_at)"
                " VALUES (1, 0, 5, 'P1 see north', ?)",
                (NOW,),
            )
        await database.migrate()
    finally:
        await database.close()
    storage = await Storage.open(database_url)
    try:
        assert await storage.game(1) == running
        assert await storage.game(2) == unannounced
        assert [row.id for row in await storage.open_games()] == [1, 2]
        assert await storage.actions(1) == ["vision @0 @1", "advance"]
        shared = FamilyStore(storage.database)
        assert await shared.actions("lab", 1) == ["P1 see north"]
        lab = await shared.game("lab", 1)
        assert lab is not None and lab.host_id == 3
        with pytest.raises(ChannelBusyError):
            await storage.create_game(
                guild_id=1, channel_id=11, storyteller_id=2, settings=GameSettings()
            )
        new = await storage.create_game(
            guild_id=1, channel_id=99, storyteller_id=2, settings=GameSettings()
        )
        assert new.id == 3
    finally:
        await storage.close()


async def test_a_save_leaves_what_the_sender_wrote(database_url):
    """A werewolf save never writes the tally's message or the roles' ids the sender keeps."""
    storage = await Storage.open(database_url)
    try:
        row = await storage.create_game(
            guild_id=1, channel_id=10, storyteller_id=2, settings=GameSettings()
        )
        stale = await storage.game(row.id)
        assert stale is not None
        async with storage.database.transaction() as tx:
            await tx.execute(*tally_statement(row.id, 77))
            for statement in made_statements(stale, {"alive_role_id": 5, "dead_role_id": 6}):
                await tx.execute(*statement)
        stale.extra.phase = "N0"
        await storage.save_game(stale)
        again = await storage.game(row.id)
        assert again is not None and again.extra.phase == "N0"
        assert (again.post_message_id, again.made.alive_role_id, again.made.dead_role_id) == (
            77,
            5,
            6,
        )
    finally:
        await storage.close()


async def test_a_werewolf_setup_is_written_when_it_changes(database_url):
    """A werewolf save writes the setup when it is a new one (start, a seat handed over)."""
    storage = await Storage.open(database_url)
    try:
        row = await storage.create_game(
            guild_id=1, channel_id=10, storyteller_id=2, settings=GameSettings()
        )
        row.setup = GameSettings().setup(["Ann", "Bea", "Cy", "Di", "Ed"], seed=3)
        await storage.save_game(row)
        assert (await storage.game(row.id)).setup == row.setup
        row.setup = row.setup.model_copy(update={"players": ["Ann", "Bea", "Cy", "Di", "Flo"]})
        await storage.save_game(row)
        again = await storage.game(row.id)
        assert again is not None and again.setup == row.setup
        again.extra.phase = "N0"
        await storage.save_game(again)
        assert (await storage.game(row.id)).setup == row.setup
    finally:
        await storage.close()
