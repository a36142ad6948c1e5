"""Randomness as an input: every draw comes from the seed and a key naming the draw.

Each draw has its own generator, seeded from ``(seed, key)``, so one draw never shifts another
(an explicit draw in a record, or an undone phase, leaves every other draw as it was). Weights
are exact integers; they are reduced by their greatest common divisor before drawing, so two
implementations that count worlds in different units (one counting wolf ranks, one not) draw
the same outcome from the same seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from engine.core.errors import DrawError


@dataclass(frozen=True, slots=True)
class DrawLog:
    """One draw as it happened: its key, the outcome, and the outcome's exact probability."""

    key: str
    outcome: str
    numerator: int
    denominator: int
    explicit: bool

    @property
    def probability(self) -> float:
        """The probability the outcome had."""
        return self.numerator / self.denominator


@dataclass
class Randomness:
    """The source of every random choice of a game."""

    seed: int | str
    explicit: Mapping[str, str] = field(default_factory=dict)
    log: list[DrawLog] = field(default_factory=list)

    def generator(self, key: str) -> random.Random:
        """The generator for the draw named ``key``."""
        return random.Random(f"{self.seed}/{key}")

    def draw(self, key: str, weights: Sequence[tuple[str, int]]) -> str:
        """Draw one outcome in proportion to its integer weight (outcomes in a fixed order)."""
        positive = [(outcome, weight) for outcome, weight in weights if weight > 0]
        if not positive:
            raise DrawError(f"draw {key!r} has no possible outcome")
        divisor = math.gcd(*(weight for _, weight in positive))
        reduced = [(outcome, weight // divisor) for outcome, weight in positive]
        total = sum(weight for _, weight in reduced)
        if key in self.explicit:
            wanted = self.explicit[key]
            chosen = dict(reduced)
            if wanted not in chosen:
                possible = ", ".join(outcome for outcome, _ in reduced)
                raise DrawError(
                    f"explicit draw {key}={wanted!r} is impossible here (possible: {possible})"
                )
            self.log.append(DrawLog(key, wanted, chosen[wanted], total, True))
            return wanted
        ticket = self.generator(key).randrange(total)
        for outcome, weight in reduced:
            if ticket < weight:
                self.log.append(DrawLog(key, outcome, weight, total, False))
                return outcome
            ticket -= weight
        raise AssertionError("unreachable")  # pragma: no cover

    def draw_even(self, key: str, outcomes: Sequence[str]) -> str:
        """:meth:`draw` of ``outcomes`` each of weight one: the same outcome and log entry,
        without the weights built and reduced for it. A draw by elimination repeats its draw
        once per outcome dropped, so building them is quadratic in the outcomes (a silent
        Demon's 463 wakes: some 100,000 texts)."""
        if key in self.explicit or not outcomes:
            return self.draw(key, [(outcome, 1) for outcome in outcomes])
        ticket = self.generator(key).randrange(len(outcomes))
        self.log.append(DrawLog(key, outcomes[ticket], 1, len(outcomes), False))
        return outcomes[ticket]

    def shuffle(self, key: str, items: Sequence[int]) -> list[int]:
        """A random permutation of ``items`` (explicit form: comma-separated items in order)."""
        if key in self.explicit:
            try:
                order = [int(part) for part in self.explicit[key].split(",")]
            except ValueError:
                raise DrawError(
                    f"explicit draw {key}={self.explicit[key]!r} is not a list"
                ) from None
            if sorted(order) != sorted(items):
                raise DrawError(f"explicit draw {key}={self.explicit[key]!r} is not a permutation")
            self.log.append(DrawLog(key, self.explicit[key], 1, 1, True))
            return order
        order = list(items)
        self.generator(key).shuffle(order)
        self.log.append(
            DrawLog(key, ",".join(map(str, order)), 1, math.factorial(len(order)), False)
        )
        return order
