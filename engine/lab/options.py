"""Optional rules: the eight cats and the six scenarios."""

from __future__ import annotations

import enum

from engine.core.errors import ParseError


class Cat(enum.Enum):
    """A public cat card: a power (one action, once a turn) and a reaction to picking up data."""

    BOSON = "boson"
    """Shove a neighbouring tile one cell away; on data, every neighbouring tile moves away."""
    HEISENPURR = "heisenpurr"
    """Randomize yourself (multi-colour); on data, See once now."""
    QUBIT = "qubit"
    """Tunnel one step through a wall; on data, every other holder drops its cube."""
    SPOOKY = "spooky"
    """Swap with a scientist on your coordinates elsewhere; on data, lying cubes come to you."""
    TACHYON = "tachyon"
    """Sprint two steps for one action; on data, one more action."""
    SNOOZE = "snooze"
    """Catnap: elements ignore you this turn; on data, your action pool ends."""
    FERMI = "fermi"
    """Hiss (once a game): bloop a scientist on your cell; on data, the next seat elbows you."""
    GYRO = "gyro"
    """Spin your own tile a quarter turn; on data, neighbouring tiles turn clockwise."""

    @property
    def text(self) -> str:
        """Canonical text: the lower-case name."""
        return self.value


def parse_cat(text: str) -> Cat:
    """A cat from its name."""
    try:
        return Cat(text.strip().lower())
    except ValueError:
        names = ", ".join(cat.value for cat in Cat)
        raise ParseError(f"{text!r} is not a cat (cats: {names})") from None


class Scenario(enum.Enum):
    """An optional scenario changing one rule."""

    DECAF = "decaf"
    """Break rooms give one action fewer."""
    OPENPLAN = "openplan"
    """At setup and after each reset a tile goes under every cube lying on a blank."""
    TUNNEL = "tunnel"
    """Sightlines reach at most 3 cells past the viewer."""
    BREACH = "breach"
    """After each round, everyone on rolled coordinates (any Sector) is blooped."""
    GRANT = "grant"
    """After round 12 the game ends: most logged colours wins, ties share."""
    WALLS = "walls"
    """After each round, the tile on rolled coordinates and Sector turns clockwise."""


def parse_scenario(text: str) -> Scenario:
    """A scenario from its id."""
    try:
        return Scenario(text.strip().lower())
    except ValueError:
        names = ", ".join(s.value for s in Scenario)
        raise ParseError(f"{text!r} is not a scenario (scenarios: {names})") from None
