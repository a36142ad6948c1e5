"""The shared clock loop of turn-based families."""

from __future__ import annotations

import asyncio
import datetime as dt
from types import SimpleNamespace
from typing import Any

from bot.db import urgency
from bot.shell.clock import RETRY_AFTER, GameClock
from bot.shell.store import GameStatus

NOW = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)


def session(game_id: int, due: dt.datetime, status: GameStatus = GameStatus.RUNNING) -> Any:
    return SimpleNamespace(row=SimpleNamespace(id=game_id, status=status, due=due, version=0))


async def ready() -> None:
    return None


def make(
    sessions: list[Any], ticked: list[int], failing: set[int], idle: bool = False
) -> GameClock:
    """A clock whose tick notes the game; it fails for ``failing`` games, and otherwise moves
    the game's due time an hour on (as a tick that did its work does) unless ``idle``."""

    async def tick(found: Any, now: dt.datetime) -> None:
        ticked.append(found.row.id)
        if found.row.id in failing:
            raise RuntimeError("broken game")
        if not idle:
            found.row.due = now + dt.timedelta(hours=1)

    return GameClock(
        "Test",
        sessions=lambda: sessions,
        due=lambda row: row.due,
        tick=tick,
        clock=lambda: NOW,
        ready=ready,
    )


def three_due(tick: Any) -> GameClock:
    """A clock over games 1, 2 and 3, all due now, ticked by ``tick``."""
    return GameClock(
        "Test",
        sessions=lambda: [session(1, NOW), session(2, NOW), session(3, NOW)],
        due=lambda row: row.due,
        tick=tick,
        clock=lambda: NOW,
        ready=ready,
    )


def test_next_due_is_the_earliest_running_game() -> None:
    """Games that are not running are ignored; the earliest running deadline wins."""
    games = [
        session(1, NOW + dt.timedelta(hours=2)),
        session(2, NOW + dt.timedelta(hours=1)),
        session(3, NOW, GameStatus.LOBBY),
    ]
    assert make(games, [], set()).next_due() == NOW + dt.timedelta(hours=1)


async def test_a_failing_game_is_held_back_and_the_others_still_tick() -> None:
    """A tick that raises holds its game back for RETRY_AFTER; the other games run."""
    ticked: list[int] = []
    games = [session(1, NOW), session(2, NOW)]
    clock = make(games, ticked, failing={1})
    await clock.run_due()
    assert ticked == [1, 2]
    games.pop(1)
    assert clock.next_due() == NOW + RETRY_AFTER
    await clock.run_due()
    assert ticked == [1, 2]


async def test_a_game_with_nothing_due_is_not_ticked() -> None:
    """A pass ticks only games whose deadline or reminder has come (a tick takes the lock)."""
    ticked: list[int] = []
    games = [session(1, NOW + dt.timedelta(minutes=1)), session(2, NOW), session(3, None)]
    await make(games, ticked, set()).run_due()
    assert ticked == [2]


async def test_a_due_game_whose_tick_does_nothing_is_held_back() -> None:
    """A tick that leaves its game due as before (nothing to do) holds it back, so the timer
    does not tick it again at once, and again (a busy loop)."""
    ticked: list[int] = []
    games = [session(1, NOW - dt.timedelta(minutes=5))]
    clock = make(games, ticked, set(), idle=True)
    await clock.run_due()
    assert ticked == [1]
    assert clock.next_due() == NOW + RETRY_AFTER
    await clock.run_due()
    assert ticked == [1]


async def test_a_tick_that_wrote_its_game_is_ticked_again_while_still_due() -> None:
    """A tick that wrote its game but left it due at the same time (two re-asks ending
    together fall back one by one) is not held back: the next pass ticks it again."""
    ticked: list[int] = []
    games = [session(1, NOW - dt.timedelta(minutes=1))]

    async def tick(found: Any, now: dt.datetime) -> None:
        ticked.append(found.row.id)
        found.row.version += 1  # stored one fallback; the other is still due

    clock = GameClock(
        "Test",
        sessions=lambda: games,
        due=lambda row: row.due,
        tick=tick,
        clock=lambda: NOW,
        ready=ready,
    )
    await clock.run_due()
    assert clock.next_due() == NOW - dt.timedelta(minutes=1)
    await clock.run_due()
    assert ticked == [1, 1]


async def test_a_game_whose_lock_is_busy_does_not_hold_up_the_others() -> None:
    """A due game waiting for its lock (a long resolution) leaves every other due game's tick
    to run meanwhile."""
    busy = asyncio.Event()
    ticked: list[int] = []

    async def tick(found: Any, now: dt.datetime) -> None:
        if found.row.id == 1:
            await busy.wait()  # its lock is held elsewhere
        ticked.append(found.row.id)

    clock = three_due(tick)
    passing = asyncio.create_task(clock.run_due())
    for _ in range(10):
        await asyncio.sleep(0)
    assert ticked == [2, 3]
    busy.set()
    await passing
    assert ticked == [2, 3, 1]


async def test_a_tick_is_background_work() -> None:
    """A deadline's tick yields the database to waiting commands (bot.db.urgency)."""
    seen: list[bool] = []

    async def tick(found: Any, now: dt.datetime) -> None:
        seen.append(urgency.in_background())
        found.row.due = now + dt.timedelta(hours=1)

    clock = GameClock(
        "Test",
        sessions=lambda: [session(1, NOW)],
        due=lambda row: row.due,
        tick=tick,
        clock=lambda: NOW,
        ready=ready,
    )
    await clock.run_due()
    assert (seen, urgency.in_background()) == ([True], False)


async def test_the_tick_that_began_first_gets_the_database_first() -> None:
    """Three ticks of two transactions each, queued behind a held connection, go 1, 2, 1, 2,
    3, 3: a tick under way before ticks that have not begun (bot.db.urgency)."""
    connection = urgency.UrgencyLock()
    order: list[int] = []

    async def tick(found: Any, now: dt.datetime) -> None:
        for _ in range(2):
            async with connection:
                order.append(found.row.id)
                await asyncio.sleep(0)
        found.row.due = now + dt.timedelta(hours=1)

    clock = three_due(tick)
    await connection.acquire()
    await clock.start_due()
    await asyncio.sleep(0)
    connection.release()
    await asyncio.wait(clock.under_way())
    assert order == [1, 2, 1, 2, 3, 3]


def _slow_first(
    games: list[Any], ticked: list[int], busy: asyncio.Event, now: list[dt.datetime]
) -> GameClock:
    """A clock over ``games`` read at ``now[0]`` whose game 1's tick waits for ``busy``."""

    async def tick(found: Any, at: dt.datetime) -> None:
        if found.row.id == 1:
            await busy.wait()  # its lock is held elsewhere
        ticked.append(found.row.id)
        found.row.due = at + dt.timedelta(days=1)

    return GameClock(
        "Test",
        sessions=lambda: games,
        due=lambda row: row.due,
        tick=tick,
        clock=lambda: now[0],
        ready=ready,
    )


async def _turns(count: int = 10) -> None:
    for _ in range(count):
        await asyncio.sleep(0)


async def test_a_slow_tick_holds_up_no_game_that_falls_due_meanwhile() -> None:
    """While one game's tick waits, the timer ticks another game that falls due meanwhile."""
    busy, now, ticked = asyncio.Event(), [NOW], []
    games = [session(1, NOW), session(2, NOW + dt.timedelta(hours=1))]
    timer = _slow_first(games, ticked, busy, now).timer("test-clock")
    timer.start()
    try:
        await _turns()
        now[0] = NOW + dt.timedelta(hours=1)
        timer.wake()
        await _turns()
        assert ticked == [2]
    finally:
        busy.set()
        timer.stop()
        await _turns()


async def test_stopping_the_timer_stops_the_ticks_under_way() -> None:
    """A tick the timer started ends with the timer (the cog unloads): it finishes nothing."""
    busy, ticked = asyncio.Event(), []
    timer = _slow_first([session(1, NOW)], ticked, busy, [NOW]).timer("test-clock")
    timer.start()
    await _turns()
    timer.stop()
    busy.set()
    await _turns()
    assert ticked == []


async def test_the_ticks_under_way_are_listed_until_they_end() -> None:
    """A tick started and not yet ended is under way; once it ends it is not."""
    busy, ticked = asyncio.Event(), []
    clock = _slow_first([session(1, NOW)], ticked, busy, [NOW])
    await clock.start_due()
    (tick,) = clock.under_way()
    busy.set()
    await tick
    assert (clock.under_way(), ticked) == ([], [1])
