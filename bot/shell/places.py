"""Where each open game is played, by place: the look-ups every command in a channel makes.

A command in a thread asks which game is played there, a press of a lobby button which game
posted it. Looking through every open game for each cost O(games) a command and O(games²) for
opening them all (the benchmark's 1000-game setup). The map of sessions keeps, beside each
game, the *places* it answers to (its thread, its lobby post, an adopted family's channel), and
a dictionary from each place to its games.

The places are read from a game's row, and rows are changed in place (a thread's id is set
after the lobby's row is written; a game ends by its status). So a row tells the map when one
of the fields places are made of changes (:meth:`~bot.shell.store.FamilyGameRow.watch`), and
the games a row marked are placed again at the next look-up. A session that is given another
row (read again after a failed change) is placed again when the map is told
(:meth:`PlacedSessions.moved`), and any place found is checked against the game's row before
it is given, so a stale entry is never an answer.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import Any, Generic, TypeVar

from bot.shell.seated import seats_moved

K = TypeVar("K", bound=Hashable)
S = TypeVar("S")

Place = Hashable
"""A place a game answers to, as the map's owner names it (a tuple, e.g. ``("thread", id)``)."""


class PlacedSessions(dict[K, S], Generic[K, S]):
    """Open sessions by key (a plain dictionary to read), indexed by the places each answers
    to. ``places(session)`` gives a session's places from its row, as they are now;
    ``key_of(row)`` the key of a row's session (a row that changes calls :meth:`row_moved`)."""

    def __init__(
        self,
        places: Callable[[S], Iterable[Place]],
        key_of: Callable[[Any], K],
    ) -> None:
        super().__init__()
        self._places_of = places
        self._key_of = key_of
        self._placed: dict[K, tuple[Place, ...]] = {}
        """Each indexed game's places when it was last placed."""
        self._rows: dict[K, object] = {}
        """The row each indexed game was placed from (a session given another row is placed
        again)."""
        self._games: dict[Place, dict[K, None]] = {}
        """The games at each place."""
        self._moved: set[K] = set()
        """Games to place again before the next look-up."""
        self._order: dict[K, int] = {}
        """When each key came into the map (its place in the dictionary's own order)."""
        self._count = 0

    # -- the dictionary: every way in or out places the game again ----------------------------

    def __setitem__(self, key: K, session: S) -> None:
        if key not in self:
            self._count += 1
            self._order[key] = self._count
        super().__setitem__(key, session)
        self._moved.add(key)
        seats_moved()

    def __delitem__(self, key: K) -> None:
        super().__delitem__(key)
        self._moved.add(key)
        seats_moved()

    def pop(self, key: K, *default: Any) -> Any:
        self._moved.add(key)
        seats_moved()
        return super().pop(key, *default)

    def popitem(self) -> tuple[K, S]:
        key, session = super().popitem()
        self._moved.add(key)
        seats_moved()
        return key, session

    def setdefault(self, key: K, default: S) -> S:
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, *others: Any, **more: Any) -> None:
        for key, session in dict(*others, **more).items():
            self[key] = session

    def clear(self) -> None:
        super().clear()
        self._moved.update(self._placed)
        seats_moved()

    # -- told of changes ---------------------------------------------------------------------

    def row_moved(self, row: Any) -> None:
        """A row changed a field its places are made of (called by the row itself)."""
        self._moved.add(self._key_of(row))

    def moved(self, key: K) -> None:
        """The game of ``key`` may be somewhere else now (its session was given another row)."""
        self._moved.add(key)
        seats_moved()

    def moved_all(self) -> None:
        """Every game may be somewhere else (how places are named changed)."""
        self._moved.update(self)
        self._moved.update(self._placed)

    # -- looking up ----------------------------------------------------------------------------

    def at(self, place: Place) -> Iterator[S]:
        """The open games answering to ``place`` now, in the dictionary's order."""
        self._settle()
        keys = list(self._games.get(place, ()))
        if len(keys) > 1:
            keys.sort(key=self._order.__getitem__)
        for key in keys:
            session = self.get(key)
            if session is None or place not in self._places_of(session):
                # Changed without a word (a row replaced and changed): never an answer.
                self._place(key)
                continue
            if self._rows.get(key) is not getattr(session, "row", None):
                self._place(key)
            yield session

    def first(self, place: Place) -> S | None:
        """The first open game answering to ``place``, or ``None``."""
        return next(self.at(place), None)

    def _settle(self) -> None:
        while self._moved:
            self._place(self._moved.pop())

    def _place(self, key: K) -> None:
        """Put the game of ``key`` at its places as they are now (nowhere when it is gone)."""
        self._moved.discard(key)
        for place in self._placed.pop(key, ()):
            games = self._games.get(place)
            if games is not None:
                games.pop(key, None)
                if not games:
                    del self._games[place]
        self._rows.pop(key, None)
        session = self.get(key)
        if session is None:
            self._order.pop(key, None)
            return
        row = getattr(session, "row", None)
        watch = getattr(row, "watch", None)
        if watch is not None:
            watch(self.row_moved)
        self._rows[key] = row
        places = tuple(dict.fromkeys(self._places_of(session)))
        self._placed[key] = places
        for place in places:
            self._games.setdefault(place, {})[key] = None
