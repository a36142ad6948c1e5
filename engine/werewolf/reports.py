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


class LynchReason(enum.Enum):
    """Why the day vote ended as it did (the tied players, if any, are in :attr:`Lynch.tied`)."""

    NOBODY_VOTED = "nobody-voted"
    """No vote stood at the end of the day: nobody is lynched."""
    MOST_VOTES = "most-votes"
    """One player had the most votes and is lynched."""
    TIE_RANDOM = "tie-random"
    """A tie, broken by a draw among the tied (tie rule ``random``)."""
    TIE_STORYTELLER = "tie-storyteller"
    """A tie, decided by the storyteller (tie rule ``storyteller``); maybe for nobody."""
    TIE_NO_LYNCH = "tie-no-lynch"
    """A tie: nobody is lynched (tie rule ``no-lynch``)."""


class EndReason(enum.Enum):
    """Which end condition ended the game."""

    ALL_DEAD = "all-dead"
    """Everyone is dead: a tie (``classic``)."""
    NO_WEREWOLF = "no-werewolf"
    """No living werewolf remains in any world: the village wins (``classic``)."""
    ONLY_WEREWOLVES = "only-werewolves"
    """In every world only werewolves are alive: the wolves win (``classic``)."""
    WOLVES_LYNCHED = "wolves-lynched"
    """Every wolf has been lynched: the village wins (``cisra``)."""
    WOLVES_MATCH = "wolves-match"
    """The wolves are known and as many as the rest of the living: the wolves win (``cisra``)."""
    DRAWN_WOLVES = "drawn-wolves"
    """Every world was over and the world drawn from them is the wolves' (``cisra``)."""


class Death(_Model):
    """A public death. ``role`` (a role's text form, ``seer`` or ``wolf2``) is set only when the
    game reveals exact roles."""

    seat: int
    name: str
    cause: DeathCause
    team: Literal["good", "evil"]
    role: str | None = None


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
    """Private news for one player: a vision (``target`` and what it showed, ``result``: a team
    or a role's text form), or a certainty (``role``: the role's text form, or ``None`` when
    the player is surely a wolf whose rank is still open)."""

    seat: int
    kind: Literal["vision", "certain"]
    target: int | None = None
    result: str | None = None
    role: str | None = None


class VoteCount(_Model):
    """Votes cast for one player."""

    target: int
    voters: list[int]


class Lynch(_Model):
    """How the day vote ended."""

    target: int | None
    votes: list[VoteCount]
    reason: LynchReason
    tied: list[int] = []
    """The seats tied for the most votes, in seat order (empty unless the reason is a tie)."""


class Outcome(_Model):
    """The end of the game."""

    winner: Literal["village", "wolves", "tie"]
    reason: EndReason
    winners: list[int]
    """Seats of the winning team, alive or dead."""


class RevealEntry(_Model):
    """One player in the post-game reveal."""

    seat: int
    name: str
    number: int
    role: str
    """The role's text form (``seer``, ``villager``, ``wolf``, ``wolf2``)."""


class KillEntry(_Model):
    """One night kill in the drawn final world."""

    night: int
    attacker: int
    target: int | None
    result: Literal["killed", "already-dead", "no-attack"]
    """``no-attack``: the leading wolf sent none (``target`` is ``None``)."""


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
