"""Small value types of a game in progress: choices, vision history, nights, the tally."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class VisionRecord:
    """A vision a player received: what they saw, on which night."""

    night: int
    target: int
    result: str


@dataclass(frozen=True, slots=True)
class NightLog:
    """The attacks that counted on a night (after missing ones were drawn)."""

    night: int
    dominant_rank: int
    attacks: dict[int, int]


@dataclass
class Choices:
    """What players chose in the current phase; the last choice counts."""

    visions: dict[int, int | None] = field(default_factory=dict)
    attacks: dict[int, int | None] = field(default_factory=dict)
    votes: dict[int, int | None] = field(default_factory=dict)
    decision: tuple[int | None] | None = None


@dataclass(frozen=True)
class Tally:
    """The day's vote count."""

    votes: dict[int, list[int]]
    """Target seat -> voters (seats), targets with at least one vote."""
    voters: int
    """Players who may vote (appear alive)."""
    majority: int
    """Votes needed for a majority of the living."""

    @property
    def leaders(self) -> list[int]:
        """Seats with the most votes (empty when nobody has a vote)."""
        if not self.votes:
            return []
        top = max(len(v) for v in self.votes.values())
        return sorted(t for t, v in self.votes.items() if len(v) == top)

    @property
    def majority_target(self) -> int | None:
        """The seat a majority voted for, if any."""
        for target, voters in self.votes.items():
            if len(voters) >= self.majority:
                return target
        return None
