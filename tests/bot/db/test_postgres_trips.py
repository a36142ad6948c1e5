"""A change's write on PostgreSQL in one round trip (``commit_between``): its action, its row
and its outbox rows as one statement, with what running them in order would leave; a lone
write (``commit_one``) with no ``BEGIN`` nor ``COMMIT``."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot import effects
from bot.db import UniqueViolationError, postgres
from bot.db.postgres import PostgresDatabase
from bot.i18n.choice import Languages
from bot.outbox_store import OutboxStore, queue

ACTION = "INSERT INTO acts (game, seq, body) VALUES (?, ?, ?)"
QUEUE = "INSERT INTO queue (game, body, state) VALUES (?, ?, 'pending')"
UPDATE = "UPDATE games SET turn = ?, version = version + 1 WHERE id = ? AND version = ? RETURNING version"


@pytest.fixture
async def db(postgres_url: str) -> AsyncIterator[PostgresDatabase]:
    database = await PostgresDatabase.open(postgres_url, max_size=1)
    async with database.transaction() as tx:
        await tx.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, turn TEXT, version INTEGER)")
        await tx.execute(
            "CREATE TABLE acts (game INTEGER REFERENCES games (id), seq INTEGER, body TEXT,"
            " PRIMARY KEY (game, seq))"
        )
        await tx.execute(
            "CREATE TABLE queue (id SERIAL PRIMARY KEY, game INTEGER, body TEXT, state TEXT)"
        )
        await tx.execute("INSERT INTO games (id, turn, version) VALUES (?, ?, ?)", (1, "a", 1))
    yield database
    await database.close()


async def _queries(database: PostgresDatabase) -> list[str]:
    """Every query the pool's one connection sends from now on."""
    sent: list[str] = []
    async with database._pool.acquire() as conn:
        conn.add_query_logger(lambda record: sent.append(record.query))
    return sent


async def _table(database: PostgresDatabase, sql: str) -> list[tuple[Any, ...]]:
    return [tuple(row.values()) for row in await database.fetch_all(sql)]


async def test_a_change_is_one_query(db):
    """The action, the versioned update and three outbox rows go as one query, nothing else."""
    # The connection's first change of several outbox rows learns their types (asyncpg
    # introspects the array types once per connection).
    await db.commit_between([], (UPDATE, ("a", 1, 1)), [(QUEUE, (1, "warm"))] * 2)
    sent = await _queries(db)
    found = await db.commit_between(
        [(ACTION, (1, 1, "move"))],
        (UPDATE, ("b", 1, 2)),
        [(QUEUE, (1, f"post {n}")) for n in range(3)],
    )
    await asyncio.sleep(0)  # asyncpg calls its query loggers soon, not at once
    assert found == {"version": 3} and len(sent) == 1


async def test_a_change_s_text_is_the_same_for_any_number_of_outbox_rows(db):
    """Two and five outbox rows go as the same query text (prepared once per connection)."""
    sent = await _queries(db)
    for version, rows in enumerate((2, 5), start=1):
        await db.commit_between(
            [], (UPDATE, ("b", 1, version)), [(QUEUE, (1, f"post {n}")) for n in range(rows)]
        )
    await asyncio.sleep(0)  # asyncpg calls its query loggers soon, not at once
    assert sent[-1] == sent[-2]
    assert await _table(db, "SELECT body FROM queue ORDER BY id") == [
        ("post 0",),
        ("post 1",),
        ("post 0",),
        ("post 1",),
        ("post 2",),
        ("post 3",),
        ("post 4",),
    ]


async def test_a_one_query_change_writes_what_the_statements_in_order_write(db):
    """Action, row and outbox rows (in their order) are all written."""
    await db.commit_between(
        [(ACTION, (1, 1, "move"))],
        (UPDATE, ("b", 1, 1)),
        [(QUEUE, (1, f"post {n}")) for n in range(3)],
    )
    assert await _table(db, "SELECT turn, version FROM games") == [("b", 2)]
    assert await _table(db, "SELECT game, seq, body FROM acts") == [(1, 1, "move")]
    assert await _table(db, "SELECT body, state FROM queue ORDER BY id") == [
        ("post 0", "pending"),
        ("post 1", "pending"),
        ("post 2", "pending"),
    ]


async def test_a_stale_version_writes_nothing(db):
    """An update that finds its version moved on returns ``None`` and leaves no action nor row."""
    found = await db.commit_between(
        [(ACTION, (1, 1, "move"))], (UPDATE, ("b", 1, 7)), [(QUEUE, (1, "post"))]
    )
    assert found is None
    assert await _table(db, "SELECT turn, version FROM games") == [("a", 1)]
    assert await _table(db, "SELECT COUNT(*) FROM acts") == [(0,)]
    assert await _table(db, "SELECT COUNT(*) FROM queue") == [(0,)]


async def test_a_taken_sequence_writes_nothing(db):
    """A second action with a taken ``seq`` raises and leaves the first change alone."""
    await db.commit_between([(ACTION, (1, 1, "move"))], (UPDATE, ("b", 1, 1)), [])
    with pytest.raises(UniqueViolationError):
        await db.commit_between(
            [(ACTION, (1, 1, "again"))], (UPDATE, ("c", 1, 2)), [(QUEUE, (1, "post"))]
        )
    assert await _table(db, "SELECT turn, version FROM games") == [("b", 2)]
    assert await _table(db, "SELECT COUNT(*) FROM queue") == [(0,)]


async def test_statements_that_read_what_is_written_run_in_order(db):
    """An ``after`` that reads the update's row sees it: such a change is not put in one query."""
    found = await db.commit_between(
        [],
        (UPDATE, ("b", 1, 1)),
        [
            (
                "INSERT INTO queue (game, body) VALUES (?, (SELECT turn FROM games WHERE id = 1))",
                (1,),
            )
        ],
    )
    assert found == {"version": 2}
    assert await _table(db, "SELECT body FROM queue") == [("b",)]


async def test_a_change_under_a_hold_is_one_query_on_its_connection(db):
    """Under a hold, the change is one query on the hold's connection (no BEGIN, no COMMIT)."""
    on_pool = await _queries(db)
    async with db.hold("cloud", 1):
        held = postgres._held.get()
        assert held is not None
        on_hold: list[str] = []
        held.conn.add_query_logger(lambda record: on_hold.append(record.query))
        found = await db.commit_between([(ACTION, (1, 1, "move"))], (UPDATE, ("b", 1, 1)), [])
        await asyncio.sleep(0)  # asyncpg calls its query loggers soon, not at once
        queries = len(on_hold)
    assert (found, queries, on_pool) == ({"version": 2}, 1, [])


async def test_an_outbox_row_is_marked_sent_in_one_query(postgres_url):
    """Marking a sent row (no family record) is one query: no BEGIN, no COMMIT."""
    database = await PostgresDatabase.open(postgres_url, max_size=1)
    try:
        await database.migrate()
        async with database.transaction() as tx:
            await queue(tx, "cloud", 7, [effects.post(3, content="news")])
        outbox = OutboxStore(database)
        [row] = await outbox.pending()
        sent = await _queries(database)
        assert await outbox.done(row, sent=True, message_id=99)
        await asyncio.sleep(0)  # asyncpg calls its query loggers soon, not at once
        assert (len(sent), await outbox.pending()) == (1, [])
        assert not await outbox.done(row, sent=True, message_id=99)
    finally:
        await database.close()


async def test_an_update_that_reads_what_is_inserted_before_it_runs_in_order(db):
    """An update whose values read a table ``before`` writes sees that write, as in order."""
    found = await db.commit_between(
        [(ACTION, (1, 1, "move"))],
        (
            "UPDATE games SET turn = (SELECT COUNT(*) FROM acts)::text, version = version + 1"
            " WHERE id = ? AND version = ? RETURNING version",
            (1, 1),
        ),
        [],
    )
    assert found == {"version": 2}
    assert await _table(db, "SELECT turn FROM games") == [("1",)]


async def test_an_update_without_returning_writes_nothing_and_returns_none(db):
    """An update that returns no row counts as stale, as in a transaction: nothing written."""
    found = await db.commit_between(
        [(ACTION, (1, 1, "move"))],
        ("UPDATE games SET turn = ?, version = version + 1 WHERE id = ?", ("b", 1)),
        [],
    )
    assert found is None
    assert await _table(db, "SELECT turn, version FROM games") == [("a", 1)]
    assert await _table(db, "SELECT COUNT(*) FROM acts") == [(0,)]


async def test_a_write_that_waited_for_another_process_s_update_writes_nothing(db):
    """An update blocked by another transaction that moves the version on finds no row once
    it commits: the action and outbox rows of the same statement are not written either."""
    async with db._holds.acquire() as other, other.transaction():
        await other.execute("UPDATE games SET turn = 'z', version = version + 1 WHERE id = 1")
        waiting = asyncio.create_task(
            db.commit_between(
                [(ACTION, (1, 1, "move"))], (UPDATE, ("b", 1, 1)), [(QUEUE, (1, "post"))]
            )
        )
        await asyncio.sleep(0.3)
        assert not waiting.done()  # blocked on the row
    assert await asyncio.wait_for(waiting, 5) is None
    assert await _table(db, "SELECT turn, version FROM games") == [("z", 2)]
    assert await _table(db, "SELECT COUNT(*) FROM acts") == [(0,)]
    assert await _table(db, "SELECT COUNT(*) FROM queue") == [(0,)]


async def test_a_statement_stays_prepared_however_long_it_goes_unused(db, monkeypatch):
    """A statement asked again after the loop's clock moved on 10 minutes is not prepared
    again (asyncpg forgets it after 5 idle minutes by default)."""
    sql = "SELECT turn FROM games WHERE id = ?"
    await db.fetch_all(sql, (1,))
    loop = asyncio.get_running_loop()
    later = loop.time() + 600
    monkeypatch.setattr(loop, "time", lambda: later)
    await asyncio.sleep(0)  # the timers now due run
    await asyncio.sleep(0)
    async with db._pool.acquire() as conn:
        cached = [key[0] for key in conn._con._stmt_cache._entries]
    assert postgres.to_dollar_placeholders(sql) in cached


async def test_a_lone_write_is_one_query(db):
    """A write committed on its own goes without BEGIN nor COMMIT, and is committed."""
    sent = await _queries(db)
    await db.commit_one("UPDATE games SET turn = ? WHERE id = ?", ("c", 1))
    await asyncio.sleep(0)  # asyncpg calls its query loggers soon, not at once
    assert len(sent) == 1
    assert await _table(db, "SELECT turn FROM games") == [("c",)]


async def test_a_lease_is_given_up_in_one_query(db):
    """The outbox's release of a game's lease is one round trip."""
    async with db.transaction() as tx:
        await tx.execute("CREATE TABLE outbox_leases (family TEXT, game_id INTEGER, owner TEXT)")
        await tx.execute("INSERT INTO outbox_leases VALUES ('lab', 1, 'me')")
    sent = await _queries(db)
    await OutboxStore(db).release(("lab", 1), "me")
    await asyncio.sleep(0)
    assert len(sent) == 1
    assert await _table(db, "SELECT owner FROM outbox_leases") == []


async def test_a_players_client_locale_is_kept_in_one_query(postgres_url):
    """Keeping the locale of a player's first interaction is one round trip."""
    database = await PostgresDatabase.open(postgres_url, max_size=1)
    try:
        await database.migrate()
        languages = Languages(database)
        sent = await _queries(database)
        await languages.note(7, "de")
        await asyncio.sleep(0)
        assert len(sent) == 1
        assert await languages.for_dm(7) == "de"
    finally:
        await database.close()
