"""A game's setup (lobby options) and its record."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from engine.core.record import GameRecordBase
from engine.lab.options import Scenario

RULES_VERSION = 1
MIN_PLAYERS = 2
MAX_PLAYERS = 8
"""How many scientists a lab takes."""


def default_experiments(players: int) -> int:
    """The first "medium" length of the rulebook's table for this many players."""
    if players == 2:
        return 4
    if players <= 4:
        return 3
    return 2


class LabSetup(BaseModel):
    """Everything fixed before the first turn."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: list[str] = Field(description="Player names (or ids) in join order.")
    seed: int | str = Field(description="The seed every draw derives from.")
    experiments: int | None = Field(
        default=None, description="Colours to log to win (2–4); default by table size."
    )
    cats: bool = Field(default=True, description="Deal the cat cards.")
    scenario: str | None = Field(default=None, description="A scenario id, ``random``, or none.")
    first_game: bool = Field(
        default=False, description="No cats, no scenario; the first logged cube wins."
    )
    position: str | None = Field(
        default=None,
        description="A starting position's canonical text (rehearsals and tests).",
    )

    @field_validator("players")
    @classmethod
    def _table_size(cls, players: list[str]) -> list[str]:
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            most = f"{MIN_PLAYERS}–{MAX_PLAYERS}"
            raise ValueError(f"a lab needs {most} players, not {len(players)}")
        if len(set(players)) != len(players):
            raise ValueError("two players share a name")
        return players

    @field_validator("experiments")
    @classmethod
    def _length(cls, experiments: int | None) -> int | None:
        if experiments is not None and not 2 <= experiments <= 4:
            raise ValueError("experiments to win must be 2, 3 or 4")
        return experiments

    @field_validator("scenario")
    @classmethod
    def _scenario(cls, scenario: str | None) -> str | None:
        if scenario in (None, "none"):
            return None
        if scenario != "random":
            Scenario(scenario)
        return scenario

    @model_validator(mode="after")
    def _first_game(self) -> LabSetup:
        if self.first_game and (self.scenario is not None):
            raise ValueError("a first game has no scenario")
        return self

    @property
    def target(self) -> int:
        """Colours to log to win."""
        if self.first_game:
            return 1
        return self.experiments or default_experiments(len(self.players))


class LabRecord(GameRecordBase):
    """A Lab game's record: the setup, the seed and every event in order."""

    family: str = "lab"
    version: int = RULES_VERSION
    setup: LabSetup
