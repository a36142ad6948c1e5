"""Game setup: players, preset and every setting of the rules."""

from __future__ import annotations

import enum
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from engine.core.errors import SetupError

MIN_PLAYERS = 3
MAX_NAME_LENGTH = 64


class Preset(enum.Enum):
    """Which rules the game follows."""

    CISRA = "cisra"
    """The CISRA 2008 rules: one Seer seeing teams, ranked wolves, one dominant kill a night."""
    CLASSIC = "classic"
    """The permutation rules of seed 002: exact-role visions, fractional attacks, unranked wolves."""


class MissingAttack(enum.Enum):
    """What happens when a player who could be tonight's dominant wolf sent no attack."""

    RANDOM = "random"
    """A target is drawn at random among the legal targets (the CISRA rule)."""
    NO_KILL = "no-kill"
    """No attack: in worlds where that player is the dominant wolf nobody dies tonight."""


class TieRule(enum.Enum):
    """How a tied day vote ends."""

    NO_LYNCH = "no-lynch"
    """Nobody is lynched."""
    RANDOM = "random"
    """One of the tied players is drawn at random."""
    STORYTELLER = "storyteller"
    """The storyteller picks one of the tied players (or nobody) before the day resolves."""


class Reveal(enum.Enum):
    """What a death announcement shows."""

    TEAM = "team"
    """Good or evil only."""
    ROLE = "role"
    """The exact role (Seer, Villager, or the wolf and its rank)."""


def default_wolves(players: int, preset: Preset) -> int:
    """The default wolf count: ``max(1, N // 4)`` in ``cisra``; 2 in ``classic`` (seed 002's deck)
    up to 7 players, then ``N // 4``."""
    if preset is Preset.CLASSIC and players < 8:
        return max(1, min(2, players - 2))
    return max(1, players // 4)


class GameSetup(BaseModel):
    """Everything fixed before Night 0. Players are seats 0..N-1 in the order given here."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: list[Annotated[str, Field(min_length=1, max_length=MAX_NAME_LENGTH)]]
    preset: Preset = Preset.CISRA
    wolves: int | None = None
    """Wolf count; ``None`` takes the preset's default."""
    missing_attack: MissingAttack = MissingAttack.RANDOM
    tie_rule: TieRule = TieRule.NO_LYNCH
    reveal: Reveal = Reveal.TEAM
    seer_column: bool = False
    """Add a Seer % column to the public table (``cisra``; ``classic`` always shows it)."""
    hide_dead: bool = False
    """Hide the Dead % column of the public table."""
    seed: int | str = 0
    """Every random draw of the game derives from this seed."""

    @model_validator(mode="after")
    def _check(self) -> GameSetup:
        names = [name.strip() for name in self.players]
        if any(name != raw for name, raw in zip(names, self.players, strict=True)):
            raise ValueError("player names must not start or end with spaces")
        if any(not name or "\n" in name for name in names):
            raise ValueError("player names must be non-empty single lines")
        seen: dict[str, str] = {}
        for name in names:
            if name.casefold() in seen:
                raise ValueError(f"duplicate player name: {name!r}")
            seen[name.casefold()] = name
        n = len(names)
        if n < MIN_PLAYERS:
            raise ValueError(f"too few players: {n} (at least {MIN_PLAYERS} are needed)")
        if self.wolves is not None and not 1 <= self.wolves <= n - 2:
            raise ValueError(
                f"impossible wolf count: {self.wolves} for {n} players "
                f"(choose 1 to {n - 2}: there must be a Seer and at least one Villager)"
            )
        return self

    @property
    def size(self) -> int:
        """Number of players."""
        return len(self.players)

    @property
    def wolf_count(self) -> int:
        """The wolf count in force (explicit or the preset's default)."""
        if self.wolves is not None:
            return self.wolves
        return default_wolves(self.size, self.preset)


def make_setup(**fields: object) -> GameSetup:
    """Build a :class:`GameSetup`, turning pydantic's errors into one :class:`SetupError`."""
    try:
        return GameSetup.model_validate(fields)
    except ValidationError as error:
        raise SetupError(_explain(error)) from None


def _explain(error: ValidationError) -> str:
    messages = []
    for item in error.errors():
        where = ".".join(str(part) for part in item["loc"])
        message = item["msg"].removeprefix("Value error, ")
        if item["type"] == "enum":
            message = f"unknown {where}: {item['input']!r} ({item['ctx']['expected']})"
        elif where:
            message = f"{where}: {message}"
        messages.append(message)
    return "; ".join(messages)
