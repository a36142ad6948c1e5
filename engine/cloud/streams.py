"""D2's random streams: one CPython generator per purpose, seeded from the game seed.

The spec fixes the generator so anyone can check a revealed seed with a stock Python; the core's
``Randomness`` keys a fresh generator per draw instead, which cannot reproduce D2's sequences.
Pins (the record's ``draws``) override single outcomes by ``purpose/index`` without shifting the
stream: the pinned draw still consumes its value.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping, Sequence
from typing import TypeVar

from engine.core.errors import DrawError
from engine.core.seed import commitment, seed_bytes

T = TypeVar("T")


class Streams:
    """The game's random streams (``tiles``, ``deck/<seat>``, ``dice``, ``auto``)."""

    def __init__(self, seed: str, pins: Mapping[str, str] | None = None) -> None:
        self._text = seed
        self._seed = seed_bytes(seed)
        self._pins = dict(pins or {})
        self._streams: dict[str, random.Random] = {}
        self.counts: dict[str, int] = {}
        self.rolls: list[int] = []

    def commitment(self) -> str:
        """D1: the SHA-256 of the seed, posted at Start and checked when the seed is revealed."""
        return commitment(self._text)

    def pin_next(self, name: str, *values: str) -> dict[str, str]:
        """Pin the next outcomes of stream ``name`` (tests and imports); returns the new pins."""
        start = self.counts.get(name, 0)
        pins = {f"{name}/{start + i}": value for i, value in enumerate(values)}
        self._pins.update(pins)
        return pins

    def _stream(self, name: str) -> random.Random:
        stream = self._streams.get(name)
        if stream is None:
            digest = hashlib.sha256(self._seed + b"|" + name.encode()).digest()
            stream = self._streams[name] = random.Random(int.from_bytes(digest, "big"))
        return stream

    def _index(self, name: str) -> int:
        index = self.counts.get(name, 0)
        self.counts[name] = index + 1
        return index

    def shuffle(self, name: str, items: Sequence[T]) -> list[T]:
        """A shuffled copy of ``items`` (given in canonical order)."""
        self._index(name)
        order = list(items)
        self._stream(name).shuffle(order)
        return order

    def d6(self) -> int:
        """One die roll on the ``dice`` stream (pin ``dice/<n>`` to fix the n-th roll)."""
        index = self._index("dice")
        value = self._stream("dice").randint(1, 6)
        pinned = self._pins.get(f"dice/{index}")
        if pinned is not None:
            if pinned not in {"1", "2", "3", "4", "5", "6"}:
                raise DrawError(f"pinned roll dice/{index}={pinned!r} is not 1–6")
            value = int(pinned)
        self.rolls.append(value)
        return value

    def choice(self, options: Sequence[T]) -> T:
        """P6: a uniform pick on the ``auto`` stream (pin ``auto/<n>`` to an option's index)."""
        index = self._index("auto")
        picked = self._stream("auto").choice(options)
        pinned = self._pins.get(f"auto/{index}")
        if pinned is not None:
            if not pinned.isdigit() or int(pinned) >= len(options):
                raise DrawError(f"pinned choice auto/{index}={pinned!r} is not an option index")
            picked = options[int(pinned)]
        return picked
