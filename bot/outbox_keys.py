"""The message each key of a game last left, as this process marked it (the answer of
:meth:`bot.outbox_store.OutboxStore.keyed_message` without a read, asked by nearly every edit).

Memory answers only what the table would: a game's rows are done in the order they were
queued, so when row ``before`` is sent every earlier row of its game is done, and the latest
of a key among them is the latest this process marked, provided no other process marked any
of them. Where only this process sends, none does. On a shared database another process may
send a game's rows whenever this one holds no lease on it: what is kept of a game is trusted
only while the lease taken before it was marked is held (:meth:`KeyedMessages.leased`,
:meth:`KeyedMessages.let_go`).
"""

from __future__ import annotations

import collections

Game = tuple[str, int]

LIMIT = 20_000
"""The most games kept (the least recently used go first): a few keys each."""


class KeyedMessages:
    """Of each game, each key's latest row marked here: its id and the message it left
    (``None``: failed, or no message)."""

    def __init__(self, shared: bool, limit: int = LIMIT) -> None:
        self._shared = shared
        self._limit = limit
        self._games: collections.OrderedDict[Game, dict[str, tuple[int, int | None]]] = (
            collections.OrderedDict()
        )
        self._leased: set[Game] = set()

    def leased(self, game: Game) -> None:
        """This process took (or renewed) the lease on ``game``'s rows."""
        self._leased.add(game)

    def let_go(self, game: Game) -> None:
        """The lease on ``game``'s rows was given up, or lost: others may mark them now."""
        self._leased.discard(game)
        self._games.pop(game, None)

    def _trusted(self, game: Game) -> bool:
        return not self._shared or game in self._leased

    def marked(self, game: Game, key: str | None, row_id: int, message_id: int | None) -> None:
        """Row ``row_id`` of ``game`` with ``key`` was marked done (its mark committed),
        leaving ``message_id``."""
        if key is None or not self._trusted(game):
            return
        keys = self._games.setdefault(game, {})
        self._games.move_to_end(game)
        known = keys.get(key)
        if known is None or known[0] < row_id:
            keys[key] = (row_id, message_id)
        if len(self._games) > self._limit:
            self._games.popitem(last=False)

    def latest(self, game: Game, key: str, before: int) -> tuple[bool, int | None]:
        """``(True, message id)`` when memory knows the message of ``key``'s latest row before
        row ``before``; ``(False, None)`` when the table must be read."""
        keys = self._games.get(game) if self._trusted(game) else None
        known = None if keys is None else keys.get(key)
        if known is None or known[0] >= before:
            return False, None
        self._games.move_to_end(game)
        return True, known[1]
