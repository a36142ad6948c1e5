"""Phases of a game: Night 0, Day 1, Night 1, Day 2, ..."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from engine.core.errors import ParseError


class PhaseKind(enum.Enum):
    """Night or day."""

    NIGHT = "N"
    """Players send visions (and, from Night 1 or always in ``classic``, attacks) privately."""
    DAY = "D"
    """Players vote in public; the most-voted player is lynched."""


@dataclass(frozen=True)
class Phase:
    """A phase; canonical text ``N0``, ``D1``, ``N1``, ... Nights start at 0, days at 1."""

    number: int
    kind: PhaseKind

    def __post_init__(self) -> None:
        if self.number < (0 if self.kind is PhaseKind.NIGHT else 1):
            raise ParseError(f"no such phase: {self.kind.value}{self.number}")

    @property
    def is_night(self) -> bool:
        """Whether this is a night."""
        return self.kind is PhaseKind.NIGHT

    def next(self) -> Phase:
        """The phase after this one."""
        if self.is_night:
            return Phase(self.number + 1, PhaseKind.DAY)
        return Phase(self.number, PhaseKind.NIGHT)

    def __str__(self) -> str:
        return f"{self.kind.value}{self.number}"

    def title(self) -> str:
        """``Night 0``, ``Day 1``..."""
        return f"{'Night' if self.is_night else 'Day'} {self.number}"

    @property
    def ordinal(self) -> int:
        """0 for N0, 1 for D1, 2 for N1, ..."""
        return 2 * self.number if self.is_night else 2 * self.number - 1


FIRST_PHASE = Phase(0, PhaseKind.NIGHT)

_PHASE_RE = re.compile(r"^([ND])(\d+)$")


def parse_phase(text: str) -> Phase:
    """Parse ``N0``, ``D1``... (case-insensitive)."""
    match = _PHASE_RE.match(text.strip().upper())
    if not match:
        raise ParseError(f"not a phase: {text!r} (expected N<number> or D<number>)")
    kind, number = match.groups()
    return Phase(int(number), PhaseKind(kind))
