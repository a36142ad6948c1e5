"""The setup of a game (players, decks, settings, seed) and its record (D3)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.core.record import GameRecordBase

RECORD_FORMAT = "quantum-cloud-record/1"
RULES_VERSION = "quantum-cloud-spec/1"
MIN_PLAYERS = 2
MAX_PLAYERS = 4
"""How many players a battle takes (one seat letter each)."""


class CloudSettings(BaseModel):
    """The settings the engine needs (the bot keeps the clock lengths)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    setup_mode: Literal["players", "auto"] = Field(
        default="players", description="S3: players place the 19 setup tiles, or P6 does."
    )
    windows: bool = Field(default=True, description="A2: False when `window` is 0.")
    absent_turns: int = Field(default=2, ge=1, le=10, description="P5: timed-out turns in a row.")


class CloudPlayer(BaseModel):
    """A seat: who sits there and the full deck they brought (records embed it)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, max_length=64)
    user_id: int | None = None
    deck: dict[str, Any] = Field(description="A deck document (C7), validated at start.")


class CloudSetup(BaseModel):
    """Everything a game is a function of, besides its actions."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: list[CloudPlayer] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    seed: str = Field(min_length=1, description="Hex of the 32 bytes drawn at Start (D1).")
    settings: CloudSettings = Field(default_factory=CloudSettings)


class CloudRecord(GameRecordBase):
    """D3's record: the core envelope plus the setup with both (all) decks in full."""

    family: str = "cloud"
    format: Literal["quantum-cloud-record/1"] = "quantum-cloud-record/1"
    rules: str = RULES_VERSION
    setup: CloudSetup
