"""A world's per-character state that notes which kept open choices a question read.

A free seat's choice kept open (:class:`~engine.clocktower.open_choice.OpenChoice`) is split
by a question that its seats answer differently (``ChoiceSplit``): the world goes on as two
copies, each with the choice narrowed, and nothing else changed. A question asked of the
world before the split that never read that choice's state value makes the same readings on
either copy, so it gives the same answer there: the walk's refutations
(``explicit.walk``'s ``unrefuted``) need not be asked again of the parts. Modules read their
own state directly (the Pukka's mark, the Lleech's host), not only through
``ExplicitNight.chose``, so the reading is watched on the state itself: every way of reading
a value by its key, or all of them at once, notes the keys it may have read.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


class StateReads(dict[str, object]):
    """A copy of a state for one question, noting in :attr:`read` which of ``watched`` it
    may have read (a whole-state reading notes them all) and in :attr:`written` whether it
    was changed. ``key in state`` and ``len`` are not noted: the parts of a choice split
    keep every key. ``dict.get(state, key)`` (the unbound method) is not noted either: it
    is left to a reader whose answers are argued alike on the parts (``chose``)."""

    def __init__(self, state: dict[str, object], watched: frozenset[str]) -> None:
        super().__init__(state)
        self.watched = watched
        self.read: set[str] = set()
        self.written = False

    def _every(self) -> None:
        self.read |= self.watched

    def _key(self, key: object) -> None:
        if key in self.watched:
            assert isinstance(key, str)
            self.read.add(key)

    def _change(self) -> None:
        self._every()
        self.written = True

    # --- readings of one value ---------------------------------------------------------

    def get(self, key: str, default: Any = None) -> Any:
        self._key(key)
        return super().get(key, default)

    def __getitem__(self, key: str) -> object:
        self._key(key)
        return super().__getitem__(key)

    # --- readings of every value (noted as reading every watched one) --------------------

    def __iter__(self) -> Iterator[str]:
        self._every()
        return super().__iter__()

    def __reversed__(self) -> Iterator[str]:
        self._every()
        return super().__reversed__()

    def keys(self) -> Any:
        self._every()
        return super().keys()

    def values(self) -> Any:
        self._every()
        return super().values()

    def items(self) -> Any:
        self._every()
        return super().items()

    def copy(self) -> dict[str, object]:
        self._every()
        return dict(super().items())

    def __eq__(self, other: object) -> bool:
        self._every()
        return super().__eq__(other)

    def __ne__(self, other: object) -> bool:
        self._every()
        return super().__ne__(other)

    __hash__ = None

    def __repr__(self) -> str:
        self._every()
        return super().__repr__()

    def __or__(self, other: Any) -> Any:
        self._every()
        return dict(super().items()) | other

    def __ror__(self, other: Any) -> Any:
        self._every()
        return other | dict(super().items())

    def __reduce_ex__(self, protocol: Any) -> Any:
        self._every()
        return super().__reduce_ex__(protocol)

    # --- changes (a question should make none: noted as reading everything) --------------

    def __setitem__(self, key: str, value: object) -> None:
        self._change()
        super().__setitem__(key, value)

    def __delitem__(self, key: str) -> None:
        self._change()
        super().__delitem__(key)

    def setdefault(self, key: str, default: Any = None) -> Any:
        self._change()
        return super().setdefault(key, default)

    def pop(self, key: str, *default: Any) -> Any:
        self._change()
        return super().pop(key, *default)

    def popitem(self) -> tuple[str, object]:
        self._change()
        return super().popitem()

    def update(self, *args: Any, **kwargs: Any) -> None:
        self._change()
        super().update(*args, **kwargs)

    def clear(self) -> None:
        self._change()
        super().clear()

    def __ior__(self, other: Any) -> Any:
        self._change()
        return super().__ior__(other)


def open_keys(state: dict[str, object], is_open: type) -> frozenset[str]:
    """The keys of ``state`` whose value is a kept choice ``(holder, choice)`` still open
    (``is_open``: the open choice's class)."""
    return frozenset(
        key
        for key, value in state.items()
        if isinstance(value, tuple) and len(value) == 2 and isinstance(value[1], is_open)
    )
