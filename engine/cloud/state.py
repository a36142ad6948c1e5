"""The pieces on Quantum Cloud's table: the phase, what the active player owes, the units, the
seats and an open attack window.

They sit below :mod:`engine.cloud.game`, which moves them, and :mod:`engine.cloud.views`, which
shows them: the game imports its views, and the views name these pieces without importing the
game back.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from engine.cloud.actions import SEAT_LETTERS
from engine.cloud.cards import Card
from engine.cloud.decks import Deck
from engine.cloud.hexes import Hex
from engine.core.family import Seat


class Phase(enum.Enum):
    """Where the game is."""

    SETUP_TILES = "setup-tiles"
    """S3: the 19 setup tiles are being placed."""
    SETUP_AVATARS = "setup-avatars"
    """S4/S5: the Avatars are being placed."""
    PLAY = "play"
    """Turns are being played."""
    OVER = "over"
    """One player is left (or the game ended otherwise)."""


class Pending(enum.Enum):
    """A choice the active player owes before the turn can go on (T9)."""

    NONE = "none"
    """Nothing is owed."""
    KEEP = "keep"
    """Z6: which copy to keep after a failed Zeno roll."""
    TILE = "tile"
    """T3: where the drawn tile goes, or which tile moves."""


@dataclass
class Unit:
    """An Alter or Avatar copy on the board."""

    label: str
    seat: Seat
    card: int | None
    hex: Hex
    damage: int = 0
    attack_bonus: int = 0
    life_bonus: int = 0
    frozen: bool = False
    moved: bool = False
    attacked: bool = False

    @property
    def is_avatar(self) -> bool:
        """Whether this is an Avatar copy."""
        return self.card is None


@dataclass
class Player:
    """A seat's cards, qubits and Avatar history."""

    seat: Seat
    name: str
    deck: Deck
    cards: tuple[Card, ...]
    library: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    out: list[int] = field(default_factory=list)
    q: int = 0
    m: int = 0
    alive: bool = True
    autopass: bool = False
    next_alter: int = 1
    turns: int = 0
    superposed_this_turn: bool = False
    superposed_last_turn: bool = False
    zeno_mark: bool = False
    absent: int = 0

    @property
    def letter(self) -> str:
        """The seat letter."""
        return SEAT_LETTERS[self.seat]


@dataclass
class Window:
    """A declared attack waiting for passes (A2)."""

    attacker: str
    target: str
    passed: set[Seat]
