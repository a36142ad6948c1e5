"""What the game waits for: the turn's states and its suspensions (orient, choose, react)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.core.family import Seat
from engine.lab.dice import Die
from engine.lab.geometry import Cell, cell_text
from engine.lab.tiles import glyph


class PromptKind(enum.Enum):
    """A state of the turn machine in which the game waits for one player."""

    SEE = "see"
    """The turn's first See (self-bloop is allowed instead)."""
    ACTIONS = "actions"
    """The action pool: up to ``remaining`` actions, or ``done``."""
    BONUS_SEE = "bonus-see"
    """A break room's See."""
    SEE_AGAIN = "see-again"
    """The turn's last See."""
    ORIENT = "orient"
    """A drawn tile waits for its rotation."""
    CHOOSE = "choose"
    """A die showed CHOOSE: its value waits for a pick."""
    REACT_SEE = "react-see"
    """Heisenpurr's reaction: its owner Sees once, now."""
    REACT_ELBOW = "react-elbow"
    """Fermi's reaction: the next seat elbows the owner."""
    OVER = "over"
    """The game has ended."""


TURN_PROMPTS = frozenset(
    {PromptKind.SEE, PromptKind.ACTIONS, PromptKind.BONUS_SEE, PromptKind.SEE_AGAIN}
)
VALUE_PROMPTS = frozenset(
    {PromptKind.ORIENT, PromptKind.CHOOSE, PromptKind.REACT_SEE, PromptKind.REACT_ELBOW}
)


@dataclass(frozen=True, slots=True)
class Prompt:
    """The open question: its kind, who answers, and the legal answers where they are few."""

    kind: PromptKind
    seat: Seat | None
    options: tuple[str, ...] = ()
    """Legal answers of a value prompt, in canonical order (rotations, values, directions)."""
    remaining: int = 0
    """Actions left in the pool (ACTIONS)."""
    tile: int | None = None
    """The drawn tile (ORIENT)."""
    cell: Cell | None = None
    """Where the drawn tile goes (ORIENT)."""
    die: Die | None = None
    """The die that showed CHOOSE."""
    about: Seat | None = None
    """Whom the answer moves (REACT_ELBOW)."""

    @property
    def labels(self) -> tuple[str, ...]:
        """Button labels for the options: an orientation's glyph with its arrow (``┳ ↓``),
        otherwise the option itself."""
        if self.kind is PromptKind.ORIENT and self.tile is not None:
            return tuple(glyph(self.tile, int(option) // 90) for option in self.options)
        return self.options

    @property
    def text(self) -> str:
        """Canonical text: ``P2 actions 3``, ``P1 orient (7,3) 180|270``, ``over``."""
        if self.seat is None:
            return self.kind.value
        parts = [f"P{self.seat + 1}", self.kind.value]
        if self.kind is PromptKind.ACTIONS:
            parts.append(str(self.remaining))
        if self.cell is not None:
            parts.append(cell_text(self.cell))
        if self.die is not None:
            parts.append(f"die-{self.die.value}")
        if self.about is not None:
            parts.append(f"P{self.about + 1}")
        if self.options:
            parts.append("|".join(self.options))
        return " ".join(parts)
