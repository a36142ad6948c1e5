"""The three dice: die 1 (numbers), die A (letters) and die S (Sector colours)."""

from __future__ import annotations

import enum

CHOOSE = "CHOOSE"


class Die(enum.Enum):
    """A die and its faces, in the order the seeded draw indexes them."""

    NUMBER = "1"
    """Die 1: 1 2 3 4 5 CHOOSE."""
    LETTER = "A"
    """Die A: A B C D E CHOOSE."""
    SECTOR = "S"
    """Die S: Green Yellow Red Blue (a d4 showing only colours)."""

    @property
    def faces(self) -> tuple[str, ...]:
        """The faces, in draw order."""
        return _FACES[self]

    @property
    def choices(self) -> tuple[str, ...]:
        """What a player may pick when the die shows CHOOSE."""
        return tuple(face for face in self.faces if face != CHOOSE)


_FACES = {
    Die.NUMBER: ("1", "2", "3", "4", "5", CHOOSE),
    Die.LETTER: ("A", "B", "C", "D", "E", CHOOSE),
    Die.SECTOR: ("Green", "Yellow", "Red", "Blue"),
}
