"""The spec's verifiable draws (§7.5): SHA-256 word streams under the core's Randomness.

``U(stream, n)`` reads successive 8-byte big-endian words of
``SHA-256(seed ‖ 0x00 ‖ stream ‖ 0x00 ‖ counter)`` (the counter as 8 bytes big-endian, from 0,
four words per digest), rejects a word ``v ≥ 2⁶⁴ − (2⁶⁴ mod n)`` and returns ``v mod n``. Four
streams: ``setup`` (seats, cats, scenario), ``stack``, ``dice`` and ``default``. Anyone holding
the revealed seed can recompute every roll and the whole stack from the spec alone.

Explicit draws (records of rehearsals, tests) still override a named draw, as in the core; an
overridden draw reads nothing from its stream.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.core.draws import DrawLog, Randomness
from engine.core.errors import DrawError
from engine.core.seed import seed_bytes

WORD = 2**64
_STREAMS = {"seats": "setup", "cats": "setup", "scenario": "setup"}


@dataclass
class _Stream:
    counter: int = 0
    words: list[int] = field(default_factory=list)


@dataclass
class SpecRandomness(Randomness):
    """:class:`Randomness` whose draws follow the Lab spec's ``U`` and Fisher–Yates."""

    streams: dict[str, _Stream] = field(default_factory=dict)

    def uniform(self, stream: str, n: int) -> int:
        """``U(stream, n)``: a uniform integer in ``0..n-1``."""
        if n < 1:
            raise DrawError(f"U({stream}, {n}) has no outcome")
        state = self.streams.setdefault(stream, _Stream())
        limit = WORD - (WORD % n)
        while True:
            if not state.words:
                digest = hashlib.sha256(
                    seed_bytes(self.seed)
                    + b"\x00"
                    + stream.encode()
                    + b"\x00"
                    + state.counter.to_bytes(8, "big")
                ).digest()
                state.counter += 1
                state.words = [int.from_bytes(digest[i : i + 8], "big") for i in range(0, 32, 8)]
            value = state.words.pop(0)
            if value < limit:
                return value % n

    @staticmethod
    def stream_of(key: str) -> str:
        """The spec's stream for a named draw: ``dice/7`` → ``dice``, ``cats`` → ``setup``."""
        head = key.split("/", 1)[0]
        return _STREAMS.get(head, head)

    def draw(self, key: str, weights: Sequence[tuple[str, int]]) -> str:
        """One outcome in proportion to its weight, by ``U`` over the total weight."""
        if key in self.explicit:
            return super().draw(key, weights)
        positive = [(outcome, weight) for outcome, weight in weights if weight > 0]
        if not positive:
            raise DrawError(f"draw {key!r} has no possible outcome")
        total = sum(weight for _, weight in positive)
        ticket = self.uniform(self.stream_of(key), total)
        for outcome, weight in positive:
            if ticket < weight:
                self.log.append(DrawLog(key, outcome, weight, total, False))
                return outcome
            ticket -= weight
        raise AssertionError("unreachable")  # pragma: no cover

    def shuffle(self, key: str, items: Sequence[int]) -> list[int]:
        """Fisher–Yates: for i = n−1 down to 1, swap item i with item ``U(stream, i + 1)``."""
        if key in self.explicit:
            return super().shuffle(key, items)
        order = list(items)
        stream = self.stream_of(key)
        for i in range(len(order) - 1, 0, -1):
            j = self.uniform(stream, i + 1)
            order[i], order[j] = order[j], order[i]
        self.log.append(
            DrawLog(key, ",".join(map(str, order)), 1, math.factorial(len(order)), False)
        )
        return order
