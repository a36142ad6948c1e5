"""Rows read often and written rarely, kept in this process's memory (a player's language,
read by nearly every command).

A :class:`Mirror` keeps what it read while the database tells it of every change to its table
(:meth:`bot.db.Database.watch`: on PostgreSQL, a trigger's notification from whichever
process wrote; on SQLite, only this process writes, and the writer calls :meth:`Mirror.forget`).
While the notifications may be missed (the listening connection lost), it reads through.
"""

from __future__ import annotations

import collections
import weakref
from collections.abc import Awaitable, Callable, Collection, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from bot.db.base import Database

_V = TypeVar("_V")

LIMIT = 50_000
"""The most rows one mirror keeps (the least recently read go first): a few MB."""


@dataclass(frozen=True)
class Reading:
    """A read of some of a mirror's keys under way (:meth:`Mirror.start`)."""

    epoch: int | None
    """The notifications' epoch when it began (``None``: they might be missed, keep nothing)."""
    keys: tuple[str, ...]


class Mirror(Generic[_V]):
    """Values of one table's rows by key, kept while every change is told (see the module)."""

    def __init__(self, database: Database, table: str, limit: int = LIMIT) -> None:
        self._database = database
        self._limit = limit
        self._values: collections.OrderedDict[str, _V] = collections.OrderedDict()
        self._epoch: int | None = None
        self._reading: collections.Counter[str] = collections.Counter()
        """Reads under way, by key."""
        self._moved: set[str] = set()
        """Keys told of a change while a read of them was under way: that read must not be
        kept. Only the key's own change counts: under load a read waits seconds for the
        connection, and another player's change (a first interaction notes their client's
        locale) would otherwise undo every read under way, so nothing was kept while it was
        busy and each tick read its players' languages again, one wait each."""
        database.watch(table, self.forget)

    async def get(self, key: str, read: Callable[[], Awaitable[_V]]) -> _V:
        """The value of ``key``: kept, else ``read``'s (kept unless ``key`` changed
        meanwhile)."""
        found = self.kept(key)
        if found is not None:
            return found[0]
        reading = self.start([key])
        values: dict[str, _V] = {}
        try:
            values[key] = await read()
        finally:
            self.end(reading, values)
        return values[key]

    def kept(self, key: str) -> tuple[_V] | None:
        """``key``'s value in a 1-tuple when it is kept and may be trusted now, else ``None``."""
        epoch = self._database.watch_epoch()
        if epoch is not None and epoch == self._epoch and key in self._values:
            self._values.move_to_end(key)
            return (self._values[key],)
        return None

    def start(self, keys: Collection[str]) -> Reading:
        """A read of ``keys`` begins (several mirrors' reads may share one wait for the
        connection): :meth:`end` must follow, whatever the read did."""
        for key in keys:
            self._reading[key] += 1
        return Reading(self._database.watch_epoch(), tuple(keys))

    def end(self, reading: Reading, values: Mapping[str, _V]) -> None:
        """A read begun by :meth:`start` is over: keep what it found of each key (``values``,
        empty when it failed) unless that key changed meanwhile."""
        kept = reading.epoch is not None and reading.epoch == self._database.watch_epoch()
        if kept and reading.epoch != self._epoch:  # told nothing since: what was kept may be old
            self._values.clear()
            self._epoch = reading.epoch
        for key in reading.keys:
            moved = key in self._moved
            self._reading[key] -= 1
            if not self._reading[key]:
                del self._reading[key]
                self._moved.discard(key)
            if kept and not moved and key in values:
                self._values[key] = values[key]
                self._values.move_to_end(key)
        while len(self._values) > self._limit:
            self._values.popitem(last=False)

    def forget(self, key: str) -> None:
        """``key``'s row changed (or may have): read it again next time."""
        if key in self._reading:
            self._moved.add(key)
        self._values.pop(key, None)


_MIRRORS: weakref.WeakKeyDictionary[Database, dict[str, Mirror[Any]]] = weakref.WeakKeyDictionary()


def mirror_of(database: Database, table: str) -> Mirror[Any]:
    """The one mirror of ``table`` on ``database`` (every reader of the table shares it)."""
    mirrors = _MIRRORS.setdefault(database, {})
    if table not in mirrors:
        mirrors[table] = Mirror(database, table)
    return mirrors[table]
