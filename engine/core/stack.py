"""The move stack is the truth (python-chess's rule): a push either applies its action or
raises with the game exactly as it was."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

A = TypeVar("A")
R = TypeVar("R")


def undone_on_failure(
    moves: Sequence[A], run: Callable[[], R], replay: Callable[[list[A]], None]
) -> R:
    """What ``run()`` returns; when it raises instead, ``replay`` rebuilds the game from the
    moves ``moves`` held before, and the error goes on. ``moves`` is the game's move stack as
    the push found it: the moves it held then are read from it even when ``run`` rebuilt the
    game on a new list (a take-back) rather than appending to this one."""
    count = len(moves)
    try:
        return run()
    except Exception:
        replay(list(moves[:count]))
        raise
