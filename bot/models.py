"""What the bot keeps about a game besides the engine record: settings, members, message ids."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from pydantic import BaseModel, ConfigDict

from engine import GameSetup, MissingAttack, Preset, Reveal, TieRule, make_setup


class Status(enum.Enum):
    """Where a game is in its life."""

    LOBBY = "lobby"
    RUNNING = "running"
    OVER = "over"


class GameSettings(BaseModel):
    """The storyteller's choices at ``/game create``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    preset: Preset = Preset.CISRA
    wolves: int | None = None
    reveal: Reveal = Reveal.TEAM
    tie_rule: TieRule = TieRule.NO_LYNCH
    seer_column: bool = False
    hide_dead: bool = False
    missing_attack: MissingAttack = MissingAttack.RANDOM
    majority_ends_day: bool = True
    """A majority of votes ends the day at once (otherwise ``/game advance`` does)."""

    def setup(self, players: list[str], seed: int) -> GameSetup:
        """The engine setup for these players (raises ``SetupError``)."""
        return make_setup(
            players=players,
            preset=self.preset,
            wolves=self.wolves,
            reveal=self.reveal,
            tie_rule=self.tie_rule,
            seer_column=self.seer_column,
            hide_dead=self.hide_dead,
            missing_attack=self.missing_attack,
            seed=seed,
        )

    def describe(self) -> list[tuple[str, str]]:
        """Name and value of every setting, for people."""
        return [
            ("Rules", self.preset.value),
            ("Wolves", "default (players ÷ 4)" if self.wolves is None else str(self.wolves)),
            ("Deaths reveal", self.reveal.value),
            ("Tie", self.tie_rule.value),
            ("Seer % column", "yes" if self.seer_column else "no"),
            ("Dead % column", "hidden" if self.hide_dead else "shown"),
            ("Missing attack", self.missing_attack.value),
            ("Majority ends the day", "yes" if self.majority_ends_day else "no"),
        ]


class Member(BaseModel):
    """A Discord user seated in a game (seat = index in ``GameRow.members``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    user_id: int
    name: str


@dataclass
class GameRow:
    """One row of the ``games`` table."""

    id: int
    guild_id: int
    channel_id: int
    storyteller_id: int
    status: Status
    settings: GameSettings
    members: list[Member] = field(default_factory=list)
    setup: GameSetup | None = None
    draws: dict[str, str] = field(default_factory=dict)
    phase: str | None = None
    lobby_message_id: int | None = None
    tally_message_id: int | None = None
    pending_announce: bool = False
    """A phase was resolved and committed but its posts and DMs are not all out yet."""
    created_at: str = ""
    updated_at: str = ""

    def seat_of(self, user_id: int) -> int | None:
        """The seat of a user, or ``None`` when they do not play."""
        for seat, member in enumerate(self.members):
            if member.user_id == user_id:
                return seat
        return None
