"""One game's due work when the clock comes round: the family's own first (a vote's end), else
the running limit's end, else its reminder, all under the game's lock.

Every turn-based family has the same skeleton (:class:`~bot.shell.clock.GameClock` calls it);
what differs is what a limit's end pushes and what a reminder says, which the family gives.
"""

from __future__ import annotations

import datetime as dt
import inspect
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol, TypeVar

from bot.effects import Effect
from bot.shell.game_lock import GameLock
from bot.shell.sessions import Announce, FamilySession, FamilySessions
from bot.shell.store import FamilyGameRow, GameStatus
from engine.core.family import Actor, Seat

G = TypeVar("G")


class DeadlineClocks(Protocol):
    """A family's clock functions the tick reads (its ``clocks`` module; the row is the
    family's own row type)."""

    def expired(self, row: Any, now: dt.datetime) -> bool: ...

    def reminder_due(self, row: Any, now: dt.datetime) -> bool: ...


class Ticked(Protocol):
    """An open game as the tick sees it (a family's session type holds more)."""

    @property
    def lock(self) -> GameLock: ...

    @property
    def row(self) -> Any: ...

    @property
    def game(self) -> Any: ...


S = TypeVar("S", bound=Ticked)


class RetimingClocks(Protocol):
    """A turn-based family's clock functions that set the next limit after a change (Lab's
    and Cloud's ``clocks`` modules)."""

    def clock_key(self, game: Any) -> object: ...

    def retime(self, row: FamilyGameRow, game: Any, before: Any, now: dt.datetime) -> None: ...


async def push_timed(
    sessions: FamilySessions,
    session: FamilySession,
    text: str,
    actor: Seat | Actor,
    user_id: int | None,
    clocks: RetimingClocks,
    now: dt.datetime,
    announce: Announce,
) -> None:
    """Push one action of a turn-based game (under its lock), stored with its clocks set for
    what comes next (a new limit only when the action changed whose it is) and what it shows;
    a game it ended is forgotten (its record stays reachable in its thread)."""
    # Read under the lock: a failed write in between rebuilds the session's game.
    game = session.game
    before = clocks.clock_key(game)
    await sessions.push(
        session,
        text,
        actor,
        user_id,
        before_save=lambda: clocks.retime(session.row, game, before, now),
        announce=announce,
    )
    if session.row.status is GameStatus.OVER:
        sessions.close(session)


async def timeout(
    sessions: FamilySessions,
    session: FamilySession,
    clocks: RetimingClocks,
    now: dt.datetime,
    announce: Announce,
) -> None:
    """A turn's limit ran out (under the game's lock): the engine's ``timeout``, by the
    system."""
    await push_timed(sessions, session, "timeout", Actor.SYSTEM, None, clocks, now, announce)


async def _nothing_first(game: object) -> bool:
    return False


class Limited(Protocol):
    """A row with a running limit: its end, or while paused the seconds that were left."""

    deadline: dt.datetime | None
    paused_left: float | None


def freeze_limit(row: Limited, now: dt.datetime) -> None:
    """Stop the running limit, keeping the seconds left of it (none once it has passed)."""
    if row.deadline is not None:
        row.paused_left = max(0.0, (row.deadline - now).total_seconds())
        row.deadline = None


def thaw_limit(row: Limited, now: dt.datetime) -> None:
    """Run the stopped limit again from ``now`` with the seconds that were left of it."""
    if row.paused_left is not None:
        row.deadline = now + dt.timedelta(seconds=row.paused_left)
        row.paused_left = None


def reminded(row: FamilyGameRow) -> None:
    """Mark the running limit's one reminder sent."""
    row.reminded = True


async def tick(
    save: Callable[[S, Sequence[Effect]], Awaitable[None]],
    session: S,
    now: dt.datetime,
    clocks: DeadlineClocks,
    game_type: type[G],
    *,
    expire: Callable[[G], Awaitable[None]],
    remind: Callable[[G], Sequence[Effect] | Awaitable[Sequence[Effect]]],
    first: Callable[[G], Awaitable[bool]] = _nothing_first,
    mark: Callable[[Any], None] = reminded,
) -> None:
    """Run ``session``'s due work at ``now`` (nothing before its game of ``game_type`` starts,
    nothing once it stopped running).

    ``first(game)`` does the family's own due work and says whether it did any; else, when the
    limit has passed, ``expire(game)`` pushes what its end means; else, when a reminder is due,
    ``mark(row)`` notes it sent (one per limit by default) and ``remind(game)`` says what it
    shows, stored with the row by ``save(session, effects)``.
    """
    async with session.lock:
        # Read under the lock: a command that ran meanwhile may have replaced the row (a
        # failed write rebuilds the game) or ended the game.
        game, row = session.game, session.row
        if not isinstance(game, game_type) or row.status is not GameStatus.RUNNING:
            return
        if await first(game):
            return
        if clocks.expired(row, now):
            await expire(game)
        elif clocks.reminder_due(row, now):
            mark(row)
            effects = remind(game)
            if inspect.isawaitable(effects):  # a reminder worded per reader reads languages
                effects = await effects
            await save(session, effects)
