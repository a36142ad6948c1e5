"""The game an image is drawn from when its outbox row is sent (:class:`bot.effects.Drawing`).

A board drawn under the game's lock held the lock for the drawing, and, at a deadline, for the
wait for the worker behind other games' ticks. Its row now keeps the game's record at that
change instead, and the family's drawer replays it in the worker when the row is sent: the same
game, so the same bytes, after a crash too.

A game's boards are sent in order, each a few actions after the last, so the drawer keeps the
game it replayed last for each of the latest :data:`KEPT` games and pushes only the actions
since; a record that does not continue the kept game's (an undone action, another process's
game) is replayed whole. Only worker threads use it: a kept game is taken out while it is
pushed and drawn, so two threads never share one.
"""

from __future__ import annotations

import collections
import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from engine.core.record import GameRecordBase

G = TypeVar("G")
R = TypeVar("R", bound=GameRecordBase)

KEPT = 64
"""Games kept for their next drawing (a few hundred KB each)."""


def record_data(record: GameRecordBase) -> dict[str, Any]:
    """A record as a drawing's data keeps it (JSON-ready)."""
    return record.model_dump(mode="json")


class Replays(Generic[R, G]):
    """Each game's record replayed (see the module), for a family's drawers."""

    def __init__(
        self,
        model: type[R],
        replay: Callable[[R], G],
        push_line: Callable[[G, str], object],
        limit: int = KEPT,
    ) -> None:
        self._model = model
        self._replay = replay
        self._push_line = push_line
        self._limit = limit
        self._kept: collections.OrderedDict[int, tuple[R, G]] = collections.OrderedDict()
        self._lock = threading.Lock()
        self.replayed = 0
        """Records replayed whole (the others continued a kept game)."""

    def draw(self, game_id: int, data: dict[str, Any], drawing: Callable[[G], bytes]) -> bytes:
        """``drawing`` of the game ``data`` (:func:`record_data`) is the record of."""
        record = self._model.model_validate(data)
        with self._lock:
            kept = self._kept.pop(game_id, None)
        game = self._continued(kept, record) if kept is not None else None
        if game is None:
            game = self._replay(record)
            self.replayed += 1
        png = drawing(game)
        with self._lock:
            self._kept[game_id] = (record, game)
            while len(self._kept) > self._limit:
                self._kept.popitem(last=False)
        return png

    def _continued(self, kept: tuple[R, G], record: R) -> G | None:
        """The kept game pushed on to ``record``, ``None`` when ``record`` is not its sequel."""
        before, game = kept
        done = len(before.actions)
        if record.actions[:done] != before.actions or record.model_dump(
            exclude={"actions"}
        ) != before.model_dump(exclude={"actions"}):
            return None
        try:
            for line in record.actions[done:]:
                self._push_line(game, line)
        except ValueError:
            return None  # half pushed (the engine's errors are ValueErrors): replay it whole
        return game
