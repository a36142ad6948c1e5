"""What a cat's power or reaction did, as data (spec §7.3: one public line per resolved
effect). The engine records each effect where it happened in the log; the bot words it."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.core.family import Seat
from engine.lab.actions import Spin
from engine.lab.geometry import Cell, Colour, Direction
from engine.lab.options import Cat


class Effect(enum.Enum):
    """A kind of resolved cat effect."""

    TUNNEL = "tunnel"
    """Qubit's power: the owner went one step through a wall (``cells``: where to)."""
    SPRINT = "sprint"
    """Tachyon's power: the owner ran up to two steps (``cells``: each cell reached)."""
    EXTRA_ACTION = "extra-action"
    """Tachyon's reaction: one more action this turn."""
    SWAP = "swap"
    """Spooky's power: the owner and ``other`` traded places (``cells``: owner's, other's)."""
    CUBES_COME = "cubes-come"
    """Spooky's reaction: lying cubes in Sectors moved to the owner's coordinates in their
    own Sectors (``colours``, ``cells`` in the same order)."""
    CATNAP = "catnap"
    """Snooze's power: board elements ignore the owner for the rest of the turn."""
    POOL_ENDS = "pool-ends"
    """Snooze's reaction: the owner's actions end now."""
    ELBOWED = "elbowed"
    """Fermi's reaction: ``other`` (the next seat) elbowed the owner (``cells``: where to)."""
    NOT_ELBOWED = "not-elbowed"
    """Fermi's reaction found nobody to elbow the owner, or nowhere to go."""
    SPIN = "spin"
    """Gyro's power: the owner's tile turned a quarter (``spin``; ``cells``: the tiles)."""
    SPIN_AROUND = "spin-around"
    """Gyro's reaction: the neighbouring tiles turned clockwise (``cells``: the tiles)."""


@dataclass(frozen=True, slots=True)
class CatEffect:
    """One resolved effect of a cat."""

    cat: Cat
    seat: Seat
    """The cat's owner."""
    kind: Effect
    cells: tuple[Cell, ...] = ()
    other: Seat | None = None
    colours: tuple[Colour, ...] = ()
    direction: Direction | None = None
    spin: Spin | None = None
