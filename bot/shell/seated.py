"""Who plays where, by user: the open games each seated user plays in, for commands sent in
direct messages (no thread names the game there, the sender does).

Looking through every open game seat by seat for each such command cost a millisecond or more
at 1000 games (Clocktower's night commands, werewolf's before it). The index is made again only
when a game came or went or a game's seats were given a new list: families replace
``extra.users`` (:mod:`bot.shell.seats`) with a new list when a seat changes hands, never
change it in place, so the identity of each game's list says whether its seats changed.

Even that comparison walked every open game on each such command (twice a command, at the
top of the loop's late samples at 1000 games). So whatever may change the seats of an open
game says so (:func:`seats_moved`): a row's ``seats`` or ``extra`` set (a new row included), a
list of ``extra.users`` given, a session given another row, a game coming into or leaving the
map of sessions. An index looks again only after such a word.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Collection, Iterable
from typing import Any, Generic, TypeVar

S = TypeVar("S")


class _Moves:
    """How many times some open game's seats may have changed, in this process."""

    count = 0


_MOVES = _Moves()


def seats_moved() -> None:
    """Some open game's seats may have changed: every index looks through the games again at
    its next question."""
    _MOVES.count += 1


class SeatIndex(Generic[S]):
    """Open games by the user id of each of their seats (empty seats left out). ``seats``
    gives a game's list of seats (compared by identity: a family replaces it when its seats
    change), ``users`` the user ids that list seats (``None`` for an empty seat)."""

    def __init__(
        self, seats: Callable[[S], Any], users: Callable[[Any], Iterable[int | None]]
    ) -> None:
        self._seats, self._users = seats, users
        self._lists: list[object] = []
        """Each game's list of seats when the index was made (kept, so compared by identity)."""
        self._by_user: dict[int, list[S]] = {}
        self._seen = -1
        """The count of :func:`seats_moved` when the games were last looked through."""

    def of_user(self, sessions: Callable[[], Collection[S]], user_id: int) -> list[S]:
        """The games of ``sessions()`` (every open game, in a stable order) that seat
        ``user_id``; ``sessions`` is called only when some game's seats may have moved."""
        if self._seen == _MOVES.count:
            return list(self._by_user.get(user_id, ()))
        self._seen = _MOVES.count
        everyone = sessions()
        lists = [self._seats(s) for s in everyone]
        if len(lists) != len(self._lists) or not all(map(operator.is_, lists, self._lists)):
            index: dict[int, list[S]] = {}
            for session, seats in zip(everyone, lists, strict=True):
                for user in dict.fromkeys(self._users(seats)):
                    if user is not None:
                        index.setdefault(int(user), []).append(session)
            self._lists, self._by_user = lists, index
        return list(self._by_user.get(user_id, ()))
