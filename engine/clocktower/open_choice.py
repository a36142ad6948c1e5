"""A free seat's kept choice: a value type below the lazy worlds and the character modules.

:mod:`engine.clocktower.lazy` keeps such a choice open in a world's state and a character
module (the Pukka) reads it back, so it sits below both; :mod:`engine.clocktower.lazy`
re-exports it.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.clocktower.text import Seat


@dataclass(frozen=True, slots=True)
class OpenChoice:
    """A free seat's choice of one seat that no question has asked about yet: one world
    state stands for each of ``seats`` (sorted, two or more) until one does."""

    seats: tuple[Seat, ...]
