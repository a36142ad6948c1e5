"""One game's lock, in this process and, on a shared database, across every process.

Every change of a game happens under its lock: look at the game, ask the engine, commit, and
only then acknowledge. In one process an :class:`asyncio.Lock` is enough. When several
processes share a PostgreSQL database (shards split over processes), the lock also holds the
game in the database (:meth:`bot.db.Database.hold`) and, once held, brings this process's
memory of the game up to date (``refresh``: the row, and the actions another process added),
so whatever is decided under the lock is decided on the latest game. A deadline is then
resolved once: the second process to get the lock sees the phase already moved on.

The database also refuses a write of a game whose version moved on since it was read
(:class:`bot.db.StaleGameError`), as a second guard.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from collections.abc import Awaitable, Callable, Sized
from types import TracebackType
from typing import Any, ClassVar, Protocol, TypeVar

Across = Callable[[], contextlib.AbstractAsyncContextManager[bool | None]]
"""Holds the game across processes for as long as the block lasts; gives ``True`` when it
found, once held, that the database's game is still the one this process's memory has (then
no refresh is needed: see :meth:`bot.db.Database.hold`'s ``check``)."""


class GameLock:
    """``async with session.lock:``. Unbound, it is an asyncio lock; :meth:`bind` adds the
    hold across processes and the refresh, for a database other processes write too."""

    def __init__(self) -> None:
        self._local = asyncio.Lock()
        self._across: Across | None = None
        self._refresh: Callable[[], Awaitable[None]] | None = None
        self._stack: contextlib.AsyncExitStack | None = None

    def bind(self, across: Across, refresh: Callable[[], Awaitable[None]]) -> None:
        """Also hold the game with ``across`` and then run ``refresh`` on every entry (unless
        the hold found the game unchanged)."""
        self._across = across
        self._refresh = refresh

    def locked(self) -> bool:
        """Whether this process holds the lock."""
        return self._local.locked()

    async def __aenter__(self) -> None:
        await self._local.acquire()
        if self._across is None:
            return
        stack = contextlib.AsyncExitStack()
        try:
            unchanged = await stack.enter_async_context(self._across())
            if self._refresh is not None and unchanged is not True:
                await self._refresh()
        except BaseException:
            # A second cancel while the hold lets go (its unlock is a round trip) must not
            # leave this process's lock taken: the game would wait for ever here.
            try:
                await stack.aclose()
            finally:
                self._local.release()
            raise
        self._stack = stack

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        stack, self._stack = self._stack, None
        try:
            if stack is not None:
                await stack.aclose()
        finally:
            self._local.release()


def adopt(old: object, new: object) -> bool:
    """Give the game ``old`` the state of ``new`` (replayed from the database), in place, so
    that code which took the session's game before its lock (a check, then the lock) works on
    the latest game; ``False`` when the objects do not allow it (the session then gets ``new``)."""
    if type(old) is not type(new) or any(vars(k).get("__slots__") for k in type(old).__mro__):
        return False
    state = vars(old)
    state.clear()
    state.update(vars(new))
    return True


class StoredRow(Protocol):
    """What :func:`catch_up` reads of a family's row (a dataclass of its own type)."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def id(self) -> int: ...


class Replayed(Protocol):
    """What :func:`catch_up` reads of a family's engine game."""

    @property
    def actions(self) -> Sized: ...


R = TypeVar("R", bound=StoredRow)
G = TypeVar("G", bound=Replayed)


async def catch_up(
    row: R,
    game: G | None,
    fresh: R,
    *,
    started: bool,
    count_actions: Callable[[int], Awaitable[int]],
    rebuild: Callable[[R], Awaitable[G]],
) -> G | None:
    """A game's memory brought up to ``fresh`` (its row as another process left it; ``started``:
    whether that row has a game yet): ``row`` takes every value of ``fresh`` in place, and the
    game returned is ``game`` itself when it has as many actions as the database, else the game
    replayed by ``rebuild`` (given to ``game`` in place, :func:`adopt`, when it allows it)."""
    if not started:
        caught: G | None = None
    elif game is None or await count_actions(fresh.id) != len(game.actions):
        rebuilt = await rebuild(fresh)
        caught = game if game is not None and adopt(game, rebuilt) else rebuilt
    else:
        caught = game
    for column in dataclasses.fields(fresh):
        setattr(row, column.name, getattr(fresh, column.name))
    return caught
