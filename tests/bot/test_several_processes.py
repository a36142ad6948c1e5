"""What lets several bot processes share one database: versioned game writes (both backends),
and on PostgreSQL the game holds across processes, the outbox's leases and the refresh of a
family game's memory."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from bot import effects, outbox
from bot.db import StaleGameError, connect
from bot.outbox import Done, ElsewhereError, Outbox
from bot.outbox_store import OutboxStore, queue
from bot.shell.game_lock import GameLock
from bot.shell.sessions import FamilySessions
from bot.shell.store import FamilyStore, GameStatus
from cogs.werewolf.models import GameSettings
from tests.bot.shell.test_family_store import cloud_setup, lobby


async def test_a_stale_game_write_is_refused(storage):
    """A game row written from an older read is refused, and the newer write stays."""
    created = await storage.create_game(
        guild_id=1, channel_id=10, storyteller_id=2, settings=GameSettings()
    )
    mine, theirs = await storage.game(created.id), await storage.game(created.id)
    assert mine is not None and theirs is not None
    theirs.extra.phase = "day 1"
    await storage.save_game(theirs)
    mine.extra.phase = "night 9"
    with pytest.raises(StaleGameError):
        await storage.append_action(mine, 0, "advance", None)
    stored = await storage.game(created.id)
    assert stored is not None and stored.extra.phase == "day 1" and stored.version == 1
    assert await storage.actions(created.id) == []


async def test_a_stale_family_game_write_is_refused(database_url):
    """The family shell's rows are versioned the same way."""
    database = await connect(database_url)
    try:
        store = FamilyStore(database)
        row = await store.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={})
        mine, theirs = await store.game(row.family, row.id), await store.game(row.family, row.id)
        assert mine is not None and theirs is not None
        await store.save(theirs)
        with pytest.raises(StaleGameError):
            await store.save(mine)
        assert theirs.version == 1
    finally:
        await database.close()


async def test_an_unbound_game_lock_is_a_plain_lock():
    """Without a shared database the game lock only serialises this process's tasks."""
    lock, order = GameLock(), []

    async def hold(name: str) -> None:
        async with lock:
            order.append(f"{name} in")
            await asyncio.sleep(0.01)
            order.append(f"{name} out")

    await asyncio.gather(hold("a"), hold("b"))
    assert order == ["a in", "a out", "b in", "b out"]
    assert not lock.locked()


async def test_one_process_holds_a_game_at_a_time(two_databases):
    """While one process holds a game, another waits for it; other games are free."""
    first, second = two_databases
    async with first.hold("werewolf", 1):
        waiting = asyncio.create_task(_enter(second, "werewolf", 1))
        async with second.hold("werewolf", 2), second.hold("cloud", 1):
            pass
        await asyncio.sleep(0.2)
        assert not waiting.done()
    await asyncio.wait_for(waiting, 5)


async def _enter(database, family: str, game_id: int) -> None:
    async with database.hold(family, game_id):
        pass


async def test_a_game_s_outbox_lease_is_one_process_s(two_databases):
    """One process holds a game's lease; the other gets it once it is given up."""
    first, second = (OutboxStore(db) for db in two_databases)
    game = ("werewolf", 3)
    claimed = await first.claim(game, "first", 60)
    assert claimed is not None and not claimed.taken_over
    assert await second.claim(game, "second", 60) is None
    assert await first.claim(game, "first", 60) is not None  # renewed
    await first.release(game, "first")
    assert await second.claim(game, "second", 60) is not None


async def test_a_lapsed_lease_is_taken_over(two_databases):
    """A lease its process let run out (it died) is taken over, and says so."""
    first, second = (OutboxStore(db) for db in two_databases)
    game = ("cloud", 4)
    assert await first.claim(game, "first", -1) is not None
    taken = await second.claim(game, "second", 60)
    assert taken is not None and taken.taken_over
    assert await first.claim(game, "first", 60) is None


async def test_a_keys_message_another_process_left_is_read_after_a_lease(two_databases):
    """A key's post sent by another process while this one held no lease is read, not the
    message this process remembers from before."""
    first, second = (OutboxStore(db) for db in two_databases)
    game = ("lab", 5)

    async def sent_under_lease(store: OutboxStore, owner: str, message_id: int) -> int:
        async with two_databases[0].transaction() as tx:
            await queue(tx, *game, [effects.post(10, key="board", content=owner)])
        assert await store.claim(game, owner, 60) is not None
        [row] = await store.pending(game)
        assert await store.done(row, sent=True, message_id=message_id)
        await store.release(game, owner)
        return row.id

    await sent_under_lease(first, "first", 1)
    later = await sent_under_lease(second, "second", 2)
    assert await first.claim(game, "first", 60) is not None
    assert await first.keyed_message(*game, "board", later + 1) == 2


async def test_family_game_memory_is_brought_up_to_date_under_its_lock(two_databases):
    """A process whose memory lags sees the other's action once it holds the game."""
    first = FamilySessions(FamilyStore(two_databases[0]))
    second = FamilySessions(FamilyStore(two_databases[1]))
    session = await lobby(first)
    game = await first.start(session, cloud_setup())
    theirs = await second.find((session.row.family, session.row.id))
    assert theirs is not None and theirs.game is not None
    seat = game.setup_placer()
    async with session.lock:
        await first.push(session, f"avatar {game.avatar_spaces(seat)[1][0]}", seat, 5)
    assert len(theirs.game.actions) == 0
    taken = theirs.game  # as a command takes the game before its lock
    async with theirs.lock:
        assert theirs.game is taken and len(taken.actions) == 1
        assert taken.snapshot() == game.snapshot()
        assert theirs.row.version == session.row.version


async def test_a_game_another_process_opened_is_discovered(two_databases):
    """A process finds the open games another process opened after it loaded."""
    first = FamilySessions(FamilyStore(two_databases[0]))
    second = FamilySessions(FamilyStore(two_databases[1]))
    await second.load()
    session = await lobby(first)
    await first.start(session, cloud_setup())
    assert second.get(session.row.family, session.row.id) is None
    await second.discover()
    found = second.get(session.row.family, session.row.id)
    assert found is not None and found.game is not None


def _counting_looks(sessions: FamilySessions) -> list[int]:
    """One entry per read of the open games' ids by ``sessions`` from now on."""
    looks: list[int] = []
    read = sessions._open_ids

    async def counted() -> Any:
        looks.append(1)
        return await read()

    sessions._open_ids = counted  # type: ignore[method-assign]
    return looks


async def _listened(sessions: FamilySessions) -> None:
    """Discover once the database's change notes are heard (the look that counts on them)."""
    await sessions.discover()  # asks for the notes
    async with asyncio.timeout(5):
        while sessions.database.watch_epoch() is None:
            await asyncio.sleep(0.01)
    await sessions.discover()


async def _discovered_until(sessions: FamilySessions, found: Callable[[], bool]) -> None:
    """Discover until ``found`` holds (a note travels through the server)."""
    async with asyncio.timeout(5):
        await sessions.discover()
        while not found():
            await asyncio.sleep(0.01)
            await sessions.discover()


async def test_direct_messages_read_no_open_games_while_none_was_opened_or_ended(two_databases):
    """Once a look was taken while the database tells of games opened and ended, direct
    messages look again only after such a note."""
    first = FamilySessions(FamilyStore(two_databases[0]))
    second = FamilySessions(FamilyStore(two_databases[1]))
    await second.load()
    await first.start(await lobby(first), cloud_setup())  # before the look: no note to come
    await _listened(second)
    looks = _counting_looks(second)
    for _ in range(3):
        await second.discover()
    assert looks == []


async def test_a_game_another_process_opened_after_a_look_is_discovered(two_databases):
    """The note of a game another process opened makes the next direct message look again."""
    first = FamilySessions(FamilyStore(two_databases[0]))
    second = FamilySessions(FamilyStore(two_databases[1]))
    await second.load()
    await _listened(second)
    session = await lobby(first)
    await _discovered_until(second, lambda: second.get("cloud", session.row.id) is not None)


async def test_a_game_another_process_ended_after_a_look_is_forgotten(two_databases):
    """The note of a game another process ended makes the next direct message forget it."""
    first = FamilySessions(FamilyStore(two_databases[0]))
    second = FamilySessions(FamilyStore(two_databases[1]))
    session = await lobby(first)
    await second.load()
    await _listened(second)
    assert second.get("cloud", session.row.id) is not None
    session.row.status = GameStatus.OVER
    await first.save(session)
    await _discovered_until(second, lambda: second.get("cloud", session.row.id) is None)


async def test_a_call_for_another_process_waits_for_it(two_databases):
    """A call only another process can make leaves its row pending for that process."""
    first, second = (OutboxStore(db) for db in two_databases)
    async with two_databases[0].transaction() as tx:
        await queue(tx, "werewolf", 9, [effects.call("roles-sync")])
    made: list[str] = []

    async def elsewhere(row):
        raise ElsewhereError("not my shard")

    async def here(row):
        made.append("second")
        return Done()

    sender, other = Outbox(None, first), Outbox(None, second)
    sender.register("werewolf", calls={"roles-sync": elsewhere})
    other.register("werewolf", calls={"roles-sync": here})
    assert await sender.drain() is True
    assert await first.count_pending() == 1
    assert await other.drain() is False
    assert made == ["second"] and await first.count_pending() == 0


async def _counting_claims(store: OutboxStore, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    claims: list[str] = []
    real = store.claim

    async def claim(game, owner, seconds):
        claims.append(owner)
        return await real(game, owner, seconds)

    monkeypatch.setattr(store, "claim", claim)
    return claims


async def _three_calls(database, store: OutboxStore) -> list[int]:
    """Drain three rows of one game through an outbox; the ids of what it did."""
    async with database.transaction() as tx:
        await queue(tx, "cloud", 6, [effects.call("note") for _ in range(3)])
    sent: list[int] = []

    async def note(row):
        sent.append(row.id)
        return Done()

    sender = Outbox(None, store)
    sender.register("cloud", calls={"note": note})
    assert await sender.drain() is False
    return sent


async def test_a_games_rows_are_sent_under_one_claim_of_its_lease(two_databases, monkeypatch):
    """A game's rows sent well within the lease need no renewal before each."""
    store = OutboxStore(two_databases[0])
    claims = await _counting_claims(store, monkeypatch)
    assert len(await _three_calls(two_databases[0], store)) == 3
    assert len(claims) == 1


async def test_the_lease_is_renewed_once_its_time_is_partly_spent(two_databases, monkeypatch):
    """Past the renewal time, the lease is claimed again before the next row."""
    monkeypatch.setattr(outbox, "RENEW_SECONDS", 0.0)
    store = OutboxStore(two_databases[0])
    claims = await _counting_claims(store, monkeypatch)
    assert len(await _three_calls(two_databases[0], store)) == 3
    assert len(claims) == 4
