"""What the shell's sessions give every family: a push in the worker, a start with pinned draws,
a failed change undone in memory, and the freshness of a command."""

from __future__ import annotations

import asyncio
import datetime as dt
import threading
from typing import Any

import pytest

from bot.db import connect
from bot.shell import freshness
from bot.shell.registry import register_family
from bot.shell.sessions import FamilySessions
from bot.shell.store import FamilyStore
from engine.cloud import FAMILY as CLOUD
from engine.lab import FAMILY as LAB
from engine.lab import LabSetup
from tests.bot.shell.test_family_store import cloud_setup, lobby

register_family(CLOUD)
register_family(LAB)


async def test_a_push_in_the_worker_leaves_the_loop_free(database, monkeypatch):
    """With ``in_worker`` the event loop runs while the family's push works."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    game = await sessions.start(session, cloud_setup())
    seat = game.setup_placer()
    text = f"avatar {game.avatar_spaces(seat)[1][0]}"
    loop = asyncio.get_running_loop()
    real_push = game.push
    loop_answered: list[bool] = []

    def slow_push(action: Any) -> Any:
        # The loop can run this callback during the push only if the push is not on it.
        answered = threading.Event()
        loop.call_soon_threadsafe(answered.set)
        loop_answered.append(answered.wait(timeout=2))
        return real_push(action)

    monkeypatch.setattr(game, "push", slow_push)
    async with session.lock:
        await sessions.push(session, text, seat, 5, in_worker=True)
    assert loop_answered == [True]
    assert await sessions.store.actions(session.row.family, session.row.id) == [
        game.record().actions[-1]
    ]


async def test_a_start_with_pinned_draws_deals_them_and_keeps_them(database):
    """Draws pinned at the start decide the first draw and survive a reload from disk."""
    sessions = FamilySessions(FamilyStore(database))
    session = await sessions.create(family="lab", guild_id=1, channel_id=10, host_id=2, options={})
    setup = LabSetup(players=["Ann", "Bob", "Cy"], seed="1" * 64).model_dump(mode="json")
    game = await sessions.start(session, setup, draws={"seats": "2,0,1"})
    assert game.names == ("Cy", "Ann", "Bob")
    assert session.row.draws["seats"] == "2,0,1"
    again = FamilySessions(FamilyStore(database))
    assert await again.load() == 1
    loaded = again.get(session.row.family, session.row.id)
    assert loaded is not None and loaded.game is not None
    assert loaded.game.names == ("Cy", "Ann", "Bob")


async def test_a_failed_save_puts_memory_back_to_the_disk(database, monkeypatch):
    """A row change the database refused is not kept in memory either."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)

    async def refused(row: Any, effects: Any = ()) -> None:
        raise RuntimeError("disk full")

    monkeypatch.setattr(sessions.store, "save", refused)
    session.row.options = {"turn": 1.0}
    with pytest.raises(RuntimeError, match="disk full"):
        await sessions.save(session)
    assert session.row.options == {"turn": 3600.0}


async def test_a_command_noted_before_a_phase_change_is_late(database):
    """An epoch moved on since the command was received makes it late; an unmoved one not."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    now = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)

    async def handled() -> tuple[bool, bool]:
        freshness.note(now, sessions.epochs([session]))
        before = sessions.is_late(session)
        session.epoch += 1
        return before, sessions.is_late(session)

    assert await asyncio.create_task(handled()) == (False, True)


async def test_a_command_sent_before_the_phase_began_is_late(database):
    """A command sent before the current phase's start is late, one sent after it is not."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    began = dt.datetime(2026, 1, 1, 12, tzinfo=dt.UTC)

    async def late(sent: dt.datetime) -> bool:
        freshness.note(sent, sessions.epochs([session]))
        return sessions.is_late(session, began)

    assert await asyncio.create_task(late(began - dt.timedelta(seconds=1))) is True
    assert await asyncio.create_task(late(began + dt.timedelta(seconds=1))) is False


async def test_a_command_nothing_was_noted_for_is_never_late(database):
    """Work the bot starts itself (a deadline, a recovery) is never refused as late."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    session.epoch += 3
    assert await asyncio.create_task(asyncio.sleep(0, sessions.is_late(session))) is False


async def started_cloud_games(database, count: int) -> list[Any]:
    """``count`` running Cloud games with one action each, in a process now gone."""
    before = FamilySessions(FamilyStore(database))
    records = []
    for i in range(count):
        session = await lobby(before, channel_id=10 + i)
        game = await before.start(session, cloud_setup())
        seat = game.setup_placer()
        async with session.lock:
            await before.push(session, f"avatar {game.avatar_spaces(seat)[1][0]}", seat, 5)
        records.append(game.record())
    return records


async def test_start_up_reads_running_games_without_replaying_them(database):
    """``load`` returns with every running game read but cold; each is replayed afterwards
    in the background, as it was stored."""
    records = await started_cloud_games(database, 3)
    sessions = FamilySessions(FamilyStore(database))
    assert await sessions.load() == 3
    assert [s.cold for s in sessions.sessions()] == [True, True, True]
    assert sessions._warming is not None
    await sessions._warming
    assert [s.cold for s in sessions.sessions()] == [False, False, False]
    assert [s.game.record() for s in sessions.sessions() if s.game] == records


async def test_a_cold_game_read_early_is_replayed_at_once_and_kept(database):
    """A game read before its background replay is replayed on the spot; its next action
    is not undone by the background replay finishing later."""
    await started_cloud_games(database, 1)
    sessions = FamilySessions(FamilyStore(database))
    await sessions.load()
    await asyncio.sleep(0)  # the background replay has begun
    (session,) = sessions.sessions()
    game = session.game
    assert game is not None and not session.cold and len(game.actions) == 1
    seat = game.setup_placer()
    async with session.lock:
        await sessions.push(session, f"avatar {game.avatar_spaces(seat)[1][0]}", seat, 5)
    assert sessions._warming is not None
    await sessions._warming
    assert session.game is game and len(game.actions) == 2


async def test_a_command_s_games_are_replayed_in_the_worker_before_it_reads_them(database):
    """``warm_up`` replays the thread's cold game (or, in a DM, the sender's) in the worker and
    leaves the other games cold."""
    await started_cloud_games(database, 3)
    sessions = FamilySessions(FamilyStore(database))
    await sessions.load()
    assert sessions._warming is not None
    sessions._warming.cancel()  # not the background replays: only what the command asks for
    first, second, third = sessions.sessions()
    first.row.thread_id, third.row.extra.users = 77, [5]
    loop_thread = threading.get_ident()
    replayed_in: list[int] = []
    for session in (first, third):
        cold = session._cold
        assert cold is not None

        def replay(cold: Any = cold) -> Any:
            replayed_in.append(threading.get_ident())
            return cold()

        session.replay_later(replay)
    await sessions.warm_up(77, 9)
    await sessions.warm_up(None, 5)
    assert [s.cold for s in (first, second, third)] == [False, True, False]
    assert len(replayed_in) == 2 and loop_thread not in replayed_in


async def test_callers_warming_one_game_at_once_share_one_replay(database):
    """The background replay, a command's arrival and a family's catching up asking for one
    cold game at the same time wait for one replay, not one each."""
    await started_cloud_games(database, 1)
    sessions = FamilySessions(FamilyStore(database))
    await sessions.load()
    assert sessions._warming is not None
    sessions._warming.cancel()
    (session,) = sessions.sessions()
    session.row.extra.users = [5]
    cold = session._cold
    assert cold is not None
    replays: list[int] = []

    def replay() -> Any:
        replays.append(1)
        return cold()

    session.replay_later(replay)
    await asyncio.gather(session.warm(), session.warm(), sessions.warm_up(None, 5))
    assert replays == [1] and not session.cold


async def test_a_cold_game_changed_elsewhere_is_replayed_from_the_fresh_row(database):
    """A refresh of a cold game another process moved on replays the fresh row, never the
    stale record read at start-up (which would run on the event loop)."""
    before = FamilySessions(FamilyStore(database))
    session = await lobby(before)
    game = await before.start(session, cloud_setup())
    seat = game.setup_placer()
    sessions = FamilySessions(FamilyStore(database))
    await sessions.load()
    assert sessions._warming is not None
    sessions._warming.cancel()
    (cold,) = sessions.sessions()
    stale_replays: list[int] = []
    stale = cold._cold
    assert stale is not None

    def replay() -> Any:
        stale_replays.append(1)
        return stale()

    cold.replay_later(replay)
    async with session.lock:
        await before.push(session, f"avatar {game.avatar_spaces(seat)[1][0]}", seat, 5)
    await sessions.refresh(cold)
    assert stale_replays == [] and not cold.cold
    assert cold.game is not None and cold.game.record() == game.record()


async def test_direct_messages_at_once_share_one_look_for_other_processes_games(postgres_url):
    """On a shared database, many direct messages arriving at once read the open games' ids
    once between them (each after it arrived), not once each."""
    database = await connect(postgres_url)
    try:
        sessions = FamilySessions(FamilyStore(database))
        looks: list[int] = []
        read = sessions._open_ids

        async def counted() -> set[Any]:
            looks.append(1)
            await asyncio.sleep(0.01)
            return await read()

        sessions._open_ids = counted  # type: ignore[method-assign]
        first = asyncio.create_task(sessions.discover())
        await asyncio.sleep(0)  # the first look has begun
        await asyncio.gather(*(sessions.discover() for _ in range(20)))
        await first
        assert looks == [1, 1]
    finally:
        await database.close()


async def test_start_up_reads_several_games_at_once(database):
    """``load`` reads the open games' records several at a time (on PostgreSQL each is a few
    round trips), and tracks them oldest first."""
    await started_cloud_games(database, 4)
    sessions = FamilySessions(FamilyStore(database))
    record = sessions._record
    reading: list[int] = []
    most: list[int] = [0]

    async def slow(row: Any) -> Any:
        reading.append(row.id)
        most[0] = max(most[0], len(reading))
        await asyncio.sleep(0.01)
        reading.remove(row.id)
        return await record(row)

    sessions._record = slow  # type: ignore[method-assign]
    assert await sessions.load() == 4
    assert most[0] > 1
    assert list(sessions._sessions) == sorted(sessions._sessions)


async def test_warmed_waits_for_the_replays_of_every_load(database, monkeypatch):
    """Two loads (an adopted family's, then the shell's) leave two background replays:
    ``warmed`` returns only once both are done, not the last one alone."""
    await started_cloud_games(database, 2)
    sessions = FamilySessions(FamilyStore(database))
    first, second = await sessions.store.open_games()
    gate = threading.Event()
    replayer = sessions._replayer

    async def slow_first(row: Any) -> Any:
        replay = await replayer(row)
        if row.id != first.id:
            return replay
        return lambda: gate.wait(timeout=10) and replay()

    monkeypatch.setattr(sessions, "_replayer", slow_first)
    await sessions._load_rows([first])
    await sessions._load_rows([second])
    late, early = sessions.sessions()
    waiting = asyncio.ensure_future(sessions.warmed())
    await early.warm()
    for _ in range(10):
        await asyncio.sleep(0)
    assert late.cold and not waiting.done()
    gate.set()
    await waiting
    assert not late.cold and not early.cold
