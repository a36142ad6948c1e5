"""Where this process alone writes (SQLite), the marks that wait for the connection together are
committed together, and a game's next row still waits for its last row's mark."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager
from pathlib import Path

import pytest

from bot import effects
from bot.db import Transaction
from bot.outbox import Outbox
from bot.outbox_marks import GroupedMarks
from cogs.werewolf.storage import Storage
from tests.bot.test_outbox_lanes import Waiting, enqueue
from tests.bot.test_outbox_refusals import Client, states

FIRST, SECOND = ("test", 1), ("test", 2)


@pytest.fixture
async def sqlite(tmp_path: Path) -> AsyncIterator[Storage]:
    store = await Storage.open(str(tmp_path / "bot.sqlite3"))
    yield store
    await store.close()


def count_transactions(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> list[Callable[[], AbstractAsyncContextManager[Transaction]]]:
    """From now on, each transaction begun on the store's database is noted in the list."""
    begun: list[Callable[[], AbstractAsyncContextManager[Transaction]]] = []
    original = store.database.transaction

    def counted() -> AbstractAsyncContextManager[Transaction]:
        begun.append(original)
        return original()

    monkeypatch.setattr(store.database, "transaction", counted)
    return begun


async def until(check: Callable[[], bool]) -> None:
    for _ in range(200):
        if check():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("it never happened")


async def ready_outbox(store: Storage, client: Client) -> Outbox:
    """An outbox past its first pass (whose first rows of each game are looked for)."""
    outbox = Outbox(client, store.outbox)  # type: ignore[arg-type]
    outbox.register("test")
    await outbox.drain()
    return outbox


async def test_the_marks_of_rows_sent_while_the_connection_was_busy_share_one_commit(
    sqlite: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two games' posts sent while a command held the connection are marked in one commit."""
    client = Client()
    first, second = client.places[10], client.places[20] = Waiting(), Waiting()
    outbox = await ready_outbox(sqlite, client)
    await enqueue(sqlite, FIRST, [effects.post(10, content="a")])
    await enqueue(sqlite, SECOND, [effects.post(20, content="b")])
    # The sends wait until the pending rows were read and the connection is taken.
    draining = asyncio.create_task(outbox.drain())
    await asyncio.sleep(0.05)
    async with sqlite.database.transaction() as held:
        await held.execute("SELECT 1")
        begun = count_transactions(sqlite, monkeypatch)
        first.go.set()
        second.go.set()
        await until(lambda: first.sent == ["a"] and second.sent == ["b"])
        await asyncio.sleep(0.05)
    assert await draining is False
    assert (len(begun), [state for _, state, _ in await states(sqlite)]) == (1, ["sent", "sent"])


async def test_a_game_s_next_row_waits_for_its_last_row_s_mark(sqlite: Storage) -> None:
    """While a sent row's mark waits for the connection, its game's next row is not sent."""
    client = Client()
    place = client.places[10] = Waiting()
    outbox = await ready_outbox(sqlite, client)
    await enqueue(sqlite, FIRST, [effects.post(10, content="a1"), effects.post(10, content="a2")])
    draining = asyncio.create_task(outbox.drain())
    await asyncio.sleep(0.05)
    async with sqlite.database.transaction() as held:
        await held.execute("SELECT 1")
        place.go.set()
        await until(lambda: place.sent == ["a1"])
        await asyncio.sleep(0.05)
        assert place.sent == ["a1"]
    assert await draining is False
    assert place.sent == ["a1", "a2"]


async def test_a_mark_that_fails_leaves_the_others_of_its_commit_landed(sqlite: Storage) -> None:
    """A mark whose family statement fails fails alone: the mark committed with it lands."""
    marks = GroupedMarks(sqlite.database)
    await enqueue(sqlite, FIRST, [effects.post(10, content="a"), effects.post(10, content="b")])
    good, bad = await sqlite.outbox.pending()

    def mark(row_id: int) -> tuple[str, tuple[int]]:
        return "UPDATE outbox SET state = 'sent' WHERE id = ? RETURNING id", (row_id,)

    async with sqlite.database.transaction() as held:
        await held.execute("SELECT 1")
        landing = asyncio.create_task(marks.commit((mark(good.id), [])))
        failing = asyncio.create_task(
            marks.commit((mark(bad.id), [("INSERT INTO no_such_table VALUES (?)", (1,))]))
        )
        await asyncio.sleep(0.05)
    assert await landing is True
    with pytest.raises(Exception, match="no_such_table"):
        await failing
    assert [state for _, state, _ in await states(sqlite)] == ["sent", "pending"]
