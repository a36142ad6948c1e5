"""SQLite's one connection goes to a waiting command before the outbox's bookkeeping."""

from __future__ import annotations

import asyncio

import pytest

from bot.db import connect, urgency
from bot.db.urgency import URGENT_RUN, UrgencyLock


@pytest.fixture
async def db(tmp_path):
    database = await connect(str(tmp_path / "games.sqlite3"))
    async with database.transaction() as tx:
        await tx.execute("CREATE TABLE t (n INTEGER PRIMARY KEY AUTOINCREMENT, who TEXT)")
    yield database
    await database.close()


async def _write(db, who: str, *, behind: bool) -> None:
    if behind:
        with urgency.background():
            async with db.transaction() as tx:
                await tx.execute("INSERT INTO t (who) VALUES (?)", (who,))
    else:
        async with db.transaction() as tx:
            await tx.execute("INSERT INTO t (who) VALUES (?)", (who,))


async def _queued(lock: UrgencyLock, names: list[tuple[str, bool]]) -> list[str]:
    """Queue ``(name, background)`` waiters behind a held lock, release it, and return the
    order in which they got it."""
    order: list[str] = []

    async def one(name: str, behind: bool) -> None:
        if behind:
            with urgency.background():
                async with lock:
                    order.append(name)
        else:
            async with lock:
                order.append(name)

    await lock.acquire()
    tasks = []
    for name, behind in names:
        tasks.append(asyncio.create_task(one(name, behind)))
        await asyncio.sleep(0)  # queued in this order
    lock.release()
    await asyncio.gather(*tasks)
    return order


async def test_a_command_commits_before_the_outbox_writes_queued_ahead_of_it(db):
    """A transaction outside the outbox waiting behind background ones is run before them."""
    async with db.transaction() as tx:
        await tx.execute("INSERT INTO t (who) VALUES (?)", ("first",))
        tasks = [asyncio.create_task(_write(db, f"outbox {i}", behind=True)) for i in range(3)]
        await asyncio.sleep(0)
        tasks.append(asyncio.create_task(_write(db, "command", behind=False)))
        await asyncio.sleep(0)
    await asyncio.gather(*tasks)
    rows = await db.fetch_all("SELECT who FROM t ORDER BY n")
    assert [row["who"] for row in rows] == ["first", "command", "outbox 0", "outbox 1", "outbox 2"]


async def test_each_kind_waits_in_arrival_order():
    """Urgent waiters go first, in the order they came; then background ones, in theirs."""
    order = await _queued(UrgencyLock(), [("b1", True), ("u1", False), ("b2", True), ("u2", False)])
    assert order == ["u1", "u2", "b1", "b2"]


async def test_the_background_is_slowed_never_starved():
    """A background waiter goes after at most ``URGENT_RUN`` urgent ones passed it."""
    names = [("b", True)] + [(f"u{i}", False) for i in range(URGENT_RUN + 2)]
    order = await _queued(UrgencyLock(), names)
    assert order.index("b") == URGENT_RUN


async def test_a_cancelled_waiter_never_keeps_the_lock():
    """A waiter cancelled while queued, or just as it was handed the lock, passes it on."""
    lock = UrgencyLock()
    await lock.acquire()
    gone = asyncio.create_task(lock.acquire())
    handed = asyncio.create_task(lock.acquire())
    last = asyncio.create_task(lock.acquire())
    await asyncio.sleep(0)
    gone.cancel()
    await asyncio.sleep(0)
    lock.release()  # to ``handed`` (``gone`` left its queue)
    handed.cancel()  # before it resumed: it was handed the lock and must give it on
    await asyncio.gather(gone, handed, return_exceptions=True)
    await asyncio.wait_for(last, 1)
    assert lock.locked()
    lock.release()
    assert not lock.locked()


async def _ticks(lock: UrgencyLock, names: str, transactions: int) -> list[str]:
    """Ticks named by ``names`` (begun in that order), each taking ``lock`` for
    ``transactions`` transactions in a row, queued behind the held lock: the order in which
    they got it."""
    order: list[str] = []

    async def tick(name: str) -> None:
        for _ in range(transactions):
            async with lock:
                order.append(name)
                await asyncio.sleep(0)

    await lock.acquire()
    tasks = []
    with urgency.background():
        for name in names:
            with urgency.begun():
                tasks.append(asyncio.create_task(tick(name)))
    await asyncio.sleep(0)
    lock.release()
    await asyncio.gather(*tasks)
    return order


async def test_the_tick_that_began_first_gets_the_connection_first():
    """Ticks of two transactions each go A, B, A, B, C, C (not A, B, C, A, B, C)."""
    assert await _ticks(UrgencyLock(), "ABC", 2) == ["A", "B", "A", "B", "C", "C"]


async def test_the_outbox_and_the_ticks_take_turns():
    """Background work outside any tick (the outbox's) and the ticks' transactions alternate,
    neither waiting for all of the other's; the ticks' in the order the ticks began."""
    lock = UrgencyLock()
    order: list[str] = []
    go = asyncio.Event()

    async def one(name: str, after: asyncio.Event | None = None) -> None:
        if after is not None:
            await after.wait()
        async with lock:
            order.append(name)

    await lock.acquire()
    with urgency.background():
        with urgency.begun():
            tasks = [asyncio.create_task(one("tick A", after=go))]
        with urgency.begun():
            tasks.append(asyncio.create_task(one("tick B")))
        await asyncio.sleep(0)
        go.set()
        await asyncio.sleep(0)  # tick A queues behind tick B
        for name in ("outbox 1", "outbox 2"):
            tasks.append(asyncio.create_task(one(name)))
            await asyncio.sleep(0)
    lock.release()
    await asyncio.gather(*tasks)
    assert order == ["outbox 1", "tick A", "outbox 2", "tick B"]
