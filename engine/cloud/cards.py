"""Cards, Avatars and the cost template (spec §9): the template is the only price."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.cloud.terrain import Keyword, Terrain

POINTS_PER_QUBIT = 6
MAX_COST = 10
AVATAR_BUDGET = 30


def cost_of(points: int) -> int:
    """C1: one qubit per 6 points, rounded up, at least 1 (callers check the maximum of 10)."""
    return max(1, -(-points // POINTS_PER_QUBIT))


class Effect(enum.Enum):
    """What an Algorithm does (C5's ``do``)."""

    DAMAGE = "damage"
    """Deals ``n`` damage to the target, with no return strike."""
    BUFF = "buff"
    """Adds ``attack`` and ``life`` until end of turn."""
    DOUBLE = "double"
    """Doubles current Attack and maximum Life until end of turn."""
    MOVE = "move"
    """Moves the target up to ``n`` steps by F1's path rules (not a battle move)."""
    FREEZE = "freeze"
    """The target cannot move or attack until end of turn; its pending attack fizzles."""
    DRAW = "draw"
    """The player draws ``n`` cards (T4's empty-deck rule per card)."""
    QUBITS = "qubits"
    """The player gains ``n`` qubits, gone at T8."""
    HEAL = "heal"
    """An own Avatar copy regains ``n`` Life, not above its printed Life."""


class Target(enum.Enum):
    """Which units an effect may target; a card's targeted effects share one target."""

    ENEMY_ALTER = "enemy_alter"
    """An Alter of another player."""
    ENEMY_UNIT = "enemy_unit"
    """An Alter or Avatar copy of another player."""
    OWN_ALTER = "own_alter"
    """One of the player's own Alters."""
    OWN_UNIT = "own_unit"
    """One of the player's own Alters or Avatar copies."""
    OWN_AVATAR = "own_avatar"
    """One copy of the player's own Avatar."""

    @property
    def classes(self) -> frozenset[tuple[bool, bool]]:
        """The (own, is_avatar) classes of unit this target admits."""
        return _TARGET_CLASSES[self]


_TARGET_CLASSES = {
    Target.ENEMY_ALTER: frozenset({(False, False)}),
    Target.ENEMY_UNIT: frozenset({(False, False), (False, True)}),
    Target.OWN_ALTER: frozenset({(True, False)}),
    Target.OWN_UNIT: frozenset({(True, False), (True, True)}),
    Target.OWN_AVATAR: frozenset({(True, True)}),
}


@dataclass(frozen=True, slots=True)
class EffectSpec:
    """One effect of an Algorithm with its parameters."""

    do: Effect
    target: Target | None = None
    n: int = 0
    attack: int = 0
    life: int = 0

    @property
    def points(self) -> int:
        """The effect's price in template points (C5's table)."""
        match self.do:
            case Effect.DAMAGE:
                return (4 if self.target is Target.ENEMY_UNIT else 3) * self.n
            case Effect.BUFF:
                return 3 * self.attack + self.life
            case Effect.DOUBLE:
                return 18
            case Effect.MOVE:
                return 3 * self.n
            case Effect.FREEZE:
                return 12
            case Effect.DRAW:
                return 8 * self.n
            case Effect.QUBITS:
                return 4 * self.n
            case Effect.HEAL:
                return 3 * self.n

    def text(self) -> str:
        """Words for the effect, as the bot shows them."""
        match self.do:
            case Effect.DAMAGE:
                return f"{self.n} damage to an {_TARGET_WORDS[self.target]}"
            case Effect.BUFF:
                return f"+{self.attack} Attack/+{self.life} Life until end of turn"
            case Effect.DOUBLE:
                return "Attack and Life double until end of turn"
            case Effect.MOVE:
                return f"moves up to {self.n} steps"
            case Effect.FREEZE:
                return "cannot move or attack until end of turn"
            case Effect.DRAW:
                return f"draw {self.n}"
            case Effect.QUBITS:
                return f"+{self.n} qubits this turn"
            case Effect.HEAL:
                return f"regains {self.n} Life"

    def document(self) -> dict[str, object]:
        """The effect as a deck-file table, canonical keys only."""
        doc: dict[str, object] = {"do": self.do.value}
        if self.target is not None:
            doc["target"] = self.target.value
        if self.do is Effect.BUFF:
            doc["attack"] = self.attack
            doc["life"] = self.life
        elif self.do not in (Effect.DOUBLE, Effect.FREEZE):
            doc["n"] = self.n
        return doc


_TARGET_WORDS = {
    Target.ENEMY_ALTER: "enemy Alter",
    Target.ENEMY_UNIT: "enemy unit",
    Target.OWN_ALTER: "own Alter",
    Target.OWN_UNIT: "own unit",
    Target.OWN_AVATAR: "own Avatar copy",
    None: "",
}


@dataclass(frozen=True, slots=True)
class AlterCard:
    """A unit card summoned onto a tile of one of its terrains."""

    name: str
    copies: int
    terrains: tuple[Terrain, ...]
    attack: int
    life: int
    move: int
    keywords: tuple[Keyword, ...] = ()

    @property
    def points(self) -> int:
        """C2's price in points."""
        return (
            4 * self.attack
            + 2 * self.life
            + 4 * (self.move - 1)
            + 2 * (len(self.terrains) - 1)
            + 4 * len(self.keywords)
        )

    @property
    def cost(self) -> int:
        """The price in qubits."""
        return cost_of(self.points)

    def has(self, keyword: Keyword) -> bool:
        """Whether the Alter has ``keyword``."""
        return keyword in self.keywords

    def text(self) -> str:
        """One line for the card."""
        kw = "".join(f", {k.value}" for k in self.keywords)
        terr = " ".join(t.letter for t in self.terrains)
        return f"{self.name} ({self.cost}) {self.attack}/{self.life}/{self.move} {terr}{kw}"

    def document(self) -> dict[str, object]:
        """The card as a deck-file table."""
        doc: dict[str, object] = {
            "name": self.name,
            "kind": "alter",
            "copies": self.copies,
            "cost": self.cost,
            "terrains": [t.value for t in self.terrains],
            "attack": self.attack,
            "life": self.life,
            "move": self.move,
        }
        if self.keywords:
            doc["keywords"] = [k.value for k in self.keywords]
        return doc


@dataclass(frozen=True, slots=True)
class AlgorithmCard:
    """A card played for its effects at any time (§7)."""

    name: str
    copies: int
    effects: tuple[EffectSpec, ...]

    @property
    def points(self) -> int:
        """The sum of the effects' prices."""
        return sum(effect.points for effect in self.effects)

    @property
    def cost(self) -> int:
        """The price in qubits."""
        return cost_of(self.points)

    @property
    def target(self) -> Target | None:
        """The shared target of the targeted effects (the narrowest of them), if any."""
        targets = [e.target for e in self.effects if e.target is not None]
        if not targets:
            return None
        return min(targets, key=lambda t: len(t.classes))

    @property
    def target_classes(self) -> frozenset[tuple[bool, bool]] | None:
        """The (own, is_avatar) classes every targeted effect admits, or ``None``."""
        sets = [e.target.classes for e in self.effects if e.target is not None]
        if not sets:
            return None
        return frozenset.intersection(*sets)

    @property
    def moves(self) -> EffectSpec | None:
        """The card's move effect, which needs a destination."""
        return next((e for e in self.effects if e.do is Effect.MOVE), None)

    def text(self) -> str:
        """One line for the card."""
        return f"{self.name} ({self.cost}): " + "; ".join(e.text() for e in self.effects)

    def document(self) -> dict[str, object]:
        """The card as a deck-file table."""
        return {
            "name": self.name,
            "kind": "algorithm",
            "copies": self.copies,
            "cost": self.cost,
            "effects": [e.document() for e in self.effects],
        }


Card = AlterCard | AlgorithmCard


@dataclass(frozen=True, slots=True)
class Avatar:
    """A player's Avatar: two names, one terrain, one stat line, a Superposition cost (Z1, C4)."""

    coherent: str
    superposition: str
    terrain: Terrain
    attack: int
    move: int
    life: int

    @property
    def budget(self) -> int:
        """C4's sum, which must be exactly 30."""
        return 4 * self.attack + 4 * (self.move - 1) + self.life

    @property
    def superpose_cost(self) -> int:
        """S = Attack + Move + 3."""
        return self.attack + self.move + 3

    def document(self) -> dict[str, object]:
        """The Avatar as a deck-file table."""
        return {
            "coherent": self.coherent,
            "superposition": self.superposition,
            "terrain": self.terrain.value,
            "attack": self.attack,
            "move": self.move,
            "life": self.life,
            "superpose_cost": self.superpose_cost,
        }
