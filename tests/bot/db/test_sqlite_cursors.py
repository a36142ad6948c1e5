"""SQLite calls leave no cursor behind: nothing freed later can break a statement in use.

Python's sqlite3 shares one prepared statement per SQL text between cursors. A cursor left open
(a batch's, or one a cancelled call made) keeps that statement; when it is freed, on whatever
thread and at whatever moment its last reference goes (the event loop, the garbage collector),
it resets the statement and marks it free, even while another call is running it. That call's
own reset is then skipped, and the next use of the statement fails with SQLITE_MISUSE ("bad
parameter or other API misuse"). The hook below frees what is left at exactly that moment.
"""

from __future__ import annotations

import gc
import sqlite3

from bot.db import connect

INSERT = "INSERT INTO t (a, b) VALUES (?, ?)"


class _FreeingOnBind:
    """A parameter whose adaptation, in the connection's thread while it binds a statement,
    drops the last references to cursors some earlier call left alive."""

    def __init__(self, value: int, left: list[sqlite3.Cursor]) -> None:
        self.value = value
        self.left = left

    def __conform__(self, protocol: object) -> int:
        self.left.clear()
        return self.value


def _live_cursors() -> list[sqlite3.Cursor]:
    return [item for item in gc.get_objects() if isinstance(item, sqlite3.Cursor)]


async def test_a_cursor_left_by_a_batch_cannot_break_later_writes_of_its_statement(tmp_path):
    """Freeing whatever cursors a batch left, while its statement runs again, breaks nothing."""
    db = await connect(str(tmp_path / "games.sqlite3"))
    try:
        async with db.transaction() as tx:
            await tx.execute("CREATE TABLE t (a INTEGER, b INTEGER)")
        async with db.transaction() as tx:
            await tx.execute_many(INSERT, [(1, 1), (2, 2)])
            left = _live_cursors()
            await tx.execute("SELECT 1")
            await tx.execute(INSERT, (_FreeingOnBind(3, left), 3))
            await tx.execute(INSERT, (4, 4))
        rows = await db.fetch_all("SELECT a, b FROM t ORDER BY a")
        assert [(row["a"], row["b"]) for row in rows] == [(1, 1), (2, 2), (3, 3), (4, 4)]
    finally:
        await db.close()
