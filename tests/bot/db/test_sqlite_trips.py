"""SQLite transactions in few trips: BEGIN with the first statement, a change in one call."""

from __future__ import annotations

import pytest

from bot.db import UniqueViolationError, connect


@pytest.fixture
async def db(tmp_path):
    database = await connect(str(tmp_path / "games.sqlite3"))
    async with database.transaction() as tx:
        await tx.execute("CREATE TABLE t (a INTEGER PRIMARY KEY, b INTEGER)")
        await tx.execute_many("INSERT INTO t (a, b) VALUES (?, ?)", [(1, 10), (2, 20)])
    yield database
    await database.close()


async def test_fetch_between_runs_before_the_statement_and_after_in_order(db):
    """``before`` runs first, the statement sees it, ``after`` sees the statement's change."""
    async with db.transaction() as tx:
        found = await tx.fetch_between(
            [("INSERT INTO t (a, b) VALUES (?, ?)", (3, 30))],
            ("UPDATE t SET b = b + 1 WHERE a = ? RETURNING b", (3,)),
            [("INSERT INTO t (a, b) VALUES (?, (SELECT b FROM t WHERE a = 3))", (4,))],
        )
    assert found is not None and found["b"] == 31
    rows = await db.fetch_all("SELECT a, b FROM t ORDER BY a")
    assert [(row["a"], row["b"]) for row in rows] == [(1, 10), (2, 20), (3, 31), (4, 31)]


async def test_fetch_between_gives_none_when_the_statement_finds_no_row(db):
    """A statement that matches nothing returns ``None`` (a stale version, for the store)."""
    async with db.transaction() as tx:
        found = await tx.fetch_between([], ("UPDATE t SET b = 0 WHERE a = ? RETURNING b", (9,)), [])
    assert found is None


async def test_a_taken_key_in_fetch_between_writes_nothing(db):
    """A unique violation in ``after`` rolls back ``before`` and the statement as well."""
    with pytest.raises(UniqueViolationError):
        async with db.transaction() as tx:
            await tx.fetch_between(
                [("INSERT INTO t (a, b) VALUES (?, ?)", (5, 50))],
                ("UPDATE t SET b = 0 WHERE a = ? RETURNING b", (1,)),
                [("INSERT INTO t (a, b) VALUES (?, ?)", (2, 0))],
            )
    rows = await db.fetch_all("SELECT a, b FROM t ORDER BY a")
    assert [(row["a"], row["b"]) for row in rows] == [(1, 10), (2, 20)]


async def test_a_first_statement_that_fails_leaves_no_transaction_open(db):
    """The next transaction begins after one whose first statement (with its BEGIN) failed."""
    with pytest.raises(UniqueViolationError):
        async with db.transaction() as tx:
            await tx.execute("INSERT INTO t (a, b) VALUES (?, ?)", (1, 0))
    async with db.transaction() as tx:
        await tx.execute("INSERT INTO t (a, b) VALUES (?, ?)", (6, 60))
    assert await db.fetch_one("SELECT b FROM t WHERE a = ?", (6,)) == {"b": 60}


async def test_a_transaction_that_runs_nothing_leaves_no_transaction_open(db):
    """An empty transaction neither begins nor commits: the next one runs as usual."""
    async with db.transaction():
        pass
    async with db.transaction() as tx:
        await tx.execute("INSERT INTO t (a, b) VALUES (?, ?)", (7, 70))
    assert await db.fetch_one("SELECT b FROM t WHERE a = ?", (7,)) == {"b": 70}
