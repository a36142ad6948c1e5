"""Finding the games other processes opened: one way for every kind of open games in memory.

Quantum Werewolf keeps its own games in memory (:class:`cogs.werewolf.games.Games`, by id)
and the family shell the others' (:class:`bot.shell.sessions.FamilySessions`, by family and
id); both are rows of the shell's tables. On a database other processes share (PostgreSQL),
both read a game this process never loaded when an interaction names it, or all the open ones
when a direct message may mean any of them. They differ only in their keys, rows and sessions,
which each supplies through the hooks below.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Generic, TypeVar

S = TypeVar("S")
K = TypeVar("K")


class OpenGames(ABC, Generic[K, S]):
    """Open games by key (an id, or the shell's family and id), mirrored from the database;
    :meth:`find` and :meth:`discover` read what other processes opened."""

    @property
    @abstractmethod
    def _open(self) -> dict[K, S]:
        """The open games this process knows, by key (changed in place)."""

    @property
    @abstractmethod
    def _shared(self) -> bool:
        """Whether other processes write the database too."""

    @abstractmethod
    async def _open_ids(self) -> set[K]:
        """The keys of every open game in the database."""

    @abstractmethod
    async def _found(self, game_id: K) -> S | None:
        """A session of the open game ``game_id`` read from the database, its game replayed
        (not tracked yet); ``None`` when there is no such open game."""

    @abstractmethod
    def _track(self, session: S) -> S:
        """Keep a session among the open games (and bind its lock to the database)."""

    async def find(self, game_id: K) -> S | None:
        """An open game by id; on a shared database, read from it when another process opened
        the game (a component in a direct message names its game)."""
        session = self._open.get(game_id)
        if session is not None or not self._shared:
            return session
        found = await self._found(game_id)
        if found is None:
            return None
        if game_id in self._open:  # found meanwhile by another task
            return self._open[game_id]
        return self._track(found)

    async def discover(self) -> None:
        """On a shared database: read the open games other processes opened, and forget the
        ones they ended (nothing to do on a database of this process alone)."""
        if not self._shared:
            return
        open_ids = await self._open_ids()
        for game_id in [known for known in self._open if known not in open_ids]:
            self._open.pop(game_id, None)
        for game_id in open_ids:
            if game_id not in self._open:
                await self.find(game_id)
