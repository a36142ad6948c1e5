"""A Quantum Clocktower game's setup and record."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator

from engine.clocktower.script import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SCRIPTS,
    TROUBLE_BREWING,
    compositions,
    no_setup_reason,
)
from engine.core.errors import SetupError
from engine.core.record import GameRecordBase


class ClocktowerSetup(BaseModel):
    """Players in seat order, the script and the seed."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: tuple[str, ...] = Field(description="Player names, seat @1 first.")
    script: str = Field(default=TROUBLE_BREWING.id, description="The script's id.")
    seed: int | str = Field(description="Seed of every draw of the game.")

    @field_validator("players")
    @classmethod
    def _check_players(cls, players: tuple[str, ...]) -> tuple[str, ...]:
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players")
        if len(set(players)) != len(players):
            raise ValueError("player names must differ")
        return players

    @field_validator("script")
    @classmethod
    def _check_script(cls, script: str) -> str:
        if script not in SCRIPTS:
            raise ValueError(f"unknown script {script!r}")
        return script


def check_setup(setup: ClocktowerSetup) -> None:
    """Refuse a setup no valid game exists for (spec Law 8)."""
    n = len(setup.players)
    if not compositions(SCRIPTS[setup.script], n):
        script = SCRIPTS[setup.script]
        raise SetupError(
            f"{script.title} has no valid setup for {n} players: {no_setup_reason(script, n)}"
        )


class ClocktowerRecord(GameRecordBase):
    """A game's record: the setup and every accepted action in order."""

    family: str = "clocktower"
    setup: ClocktowerSetup
