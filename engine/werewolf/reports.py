"""What resolving a phase tells the world (and, privately, each player)."""

from __future__ import annotations

import enum
from typing import Literal

from pydantic import BaseModel, ConfigDict


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class DeathCause(enum.Enum):
    """Why a player died in public."""

    LYNCH = "lynch"
    """Voted off by day (or picked by the storyteller on a tie)."""
    NIGHT = "night"
    """Dead in every world at dawn."""
    COLLAPSE = "collapse"
    """Became dead in every world when a lynch collapsed the worlds."""
    KICK = "kick"
    """Removed by the storyteller (a modkill), collapsed like a lynch."""


class Death(_Model):
    """A public death. ``role`` is set only when the game reveals exact roles."""

    seat: int
    name: str
    cause: DeathCause
    team: Literal["good", "evil"]
    role: str | None = None
    role_title: str | None = None


class TableRow(_Model):
    """One row of the public table: the chances of one secret number, 0..1 per column."""

    number: int
    cells: dict[str, float]


class PublicTable(_Model):
    """The public probability table, keyed by secret number."""

    columns: list[str]
    rows: list[TableRow]
    worlds: int
    worlds_label: str = "worlds"


class Message(_Model):
    """A private message to one player."""

    seat: int
    kind: Literal["vision", "certain"]
    text: str
    target: int | None = None
    result: str | None = None


class VoteCount(_Model):
    """Votes cast for one player."""

    target: int
    voters: list[int]


class Lynch(_Model):
    """How the day vote ended."""

    target: int | None
    votes: list[VoteCount]
    reason: str


class Outcome(_Model):
    """The end of the game."""

    winner: Literal["village", "wolves", "tie"]
    reason: str
    winners: list[int]
    """Seats of the winning team, alive or dead."""


class RevealEntry(_Model):
    """One player in the post-game reveal."""

    seat: int
    name: str
    number: int
    role: str
    role_title: str


class KillEntry(_Model):
    """One night kill in the drawn final world."""

    night: int
    attacker: int
    target: int | None
    result: Literal["killed", "already dead", "no attack"]


class VisionEntry(_Model):
    """One vision of the Seer of the drawn final world."""

    night: int
    target: int
    result: str
    counted: bool
    """False when the Seer was already dead in that world: the vision constrained nothing."""


class Reveal(_Model):
    """The post-game reveal: one world drawn from the survivors."""

    roles: list[RevealEntry]
    kills: list[KillEntry]
    visions: list[VisionEntry]


class DrawEntry(_Model):
    """A random draw made while resolving (secret: never shown in public)."""

    key: str
    outcome: str
    probability: float
    explicit: bool


class Report(_Model):
    """Everything resolving one phase produced."""

    phase: str
    kind: Literal["phase", "kick"] = "phase"
    """``phase``: the phase resolved; ``kick``: a player removed, the phase goes on."""
    next_phase: str | None
    deaths: list[Death]
    lynch: Lynch | None = None
    messages: list[Message]
    table: PublicTable
    outcome: Outcome | None = None
    reveal: Reveal | None = None
    draws: list[DrawEntry]
    correction: bool = False
    """True when this report replaces an undone one."""

    def public(self) -> PublicReport:
        """The part anyone may see: no private messages, no draws."""
        return PublicReport(
            phase=self.phase,
            kind=self.kind,
            next_phase=self.next_phase,
            deaths=self.deaths,
            lynch=self.lynch,
            table=self.table,
            outcome=self.outcome,
            reveal=self.reveal,
            correction=self.correction,
        )


class PublicReport(_Model):
    """A report without its secrets (the reveal is public: it only exists once the game ended)."""

    phase: str
    kind: Literal["phase", "kick"]
    next_phase: str | None
    deaths: list[Death]
    lynch: Lynch | None
    table: PublicTable
    outcome: Outcome | None
    reveal: Reveal | None
    correction: bool
