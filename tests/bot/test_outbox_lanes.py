"""The outbox sends several games' rows at the same time, each game's in order, and finds an
uncertain row's message after its own game's last message only."""

from __future__ import annotations

import asyncio
import dataclasses

from bot import effects
from bot.db import urgency
from bot.outbox import Outbox
from bot.outbox_store import queue
from tests.bot.test_outbox_refusals import Client, Place, states

SLOW, OTHER = ("test", 1), ("test", 2)


class Waiting(Place):
    """A channel whose sends wait until they are let through (a slow trip to Discord)."""

    def __init__(self) -> None:
        super().__init__()
        self.go = asyncio.Event()

    async def send(self, nonce: str | None = None, **kwargs):
        await self.go.wait()
        return await super().send(nonce=nonce, **kwargs)


async def enqueue(storage, game, rows) -> None:
    async with storage.database.transaction() as tx:
        await queue(tx, *game, rows)


async def test_a_game_waiting_on_discord_does_not_hold_another_game_s_rows(storage):
    """While one game's send waits, another game's rows queued after it are sent."""
    client = Client()
    slow = client.places[10] = Waiting()
    await enqueue(storage, SLOW, [effects.post(10, content="a1"), effects.post(10, content="a2")])
    await enqueue(storage, OTHER, [effects.post(20, content="b1"), effects.post(20, content="b2")])
    outbox = Outbox(client, storage.outbox)  # type: ignore[arg-type]
    outbox.register("test")
    draining = asyncio.create_task(outbox.drain())
    for _ in range(200):
        if client.places[20].sent == ["b1", "b2"]:
            break
        await asyncio.sleep(0.01)
    assert (client.places[20].sent, slow.sent) == (["b1", "b2"], [])
    slow.go.set()
    assert await draining is False
    assert slow.sent == ["a1", "a2"]
    assert [state for _kind, state, _payload in await states(storage)] == ["sent"] * 4


async def test_an_uncertain_row_is_looked_for_after_its_own_game_s_last_message(storage):
    """Another game's later message to the same place is not where an uncertain row's look
    begins (it may have been sent after the row's own message)."""
    await enqueue(storage, OTHER, [effects.dm(5, content="other game")])
    await enqueue(storage, SLOW, [effects.dm(5, content="mine")])
    theirs, mine = await storage.outbox.pending()
    await storage.outbox.done(theirs, sent=True, message_id=900)
    assert await storage.outbox.last_sent_to(5, mine) is None
    later = dataclasses.replace(mine, id=mine.id + 1, game_id=OTHER[1])
    assert await storage.outbox.last_sent_to(5, later) == 900


class Noting(Place):
    """A channel that notes whether each send was made as background database work."""

    def __init__(self) -> None:
        super().__init__()
        self.background: list[bool] = []

    async def send(self, nonce: str | None = None, **kwargs):
        self.background.append(urgency.in_background())
        return await super().send(nonce=nonce, **kwargs)


async def test_the_outbox_s_work_yields_the_database_to_commands(storage):
    """The outbox's running task does its work as background work (bot.db.urgency), while
    the code that queued the rows (a command) is not."""
    client = Client()
    noting = client.places[10] = Noting()
    await enqueue(storage, SLOW, [effects.post(10, content="a1"), effects.post(10, content="a2")])
    outbox = Outbox(client, storage.outbox)  # type: ignore[arg-type]
    outbox.register("test")
    outbox.start()
    for _ in range(200):
        if noting.sent == ["a1", "a2"] and await storage.outbox.count_pending() == 0:
            break
        await asyncio.sleep(0.01)
    outbox.stop()
    assert (noting.sent, noting.background, urgency.in_background()) == (
        ["a1", "a2"],
        [True, True],
        False,
    )
