"""The small value types of a game in progress: the phase's choices, the day's tally, the
visions a player received and the attacks that counted on a night.

They sit below the actions (which read and change them through
:class:`~engine.werewolf.board.Board`) and the game state (which holds them).
"""

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

    picks: dict[str, dict[int, int | None]] = field(default_factory=dict)
    """Action type (``vision``, ``attack``, ``vote``...) -> seat -> target (``None``: none)."""
    decision: tuple[int | None] | None = None
    """The storyteller's tie decision, once made."""

    def of(self, kind: str) -> dict[int, int | None]:
        """The picks of one action type (an empty table until someone picks)."""
        return self.picks.setdefault(kind, {})

    @property
    def visions(self) -> dict[int, int | None]:
        """Seat -> the target of their vision."""
        return self.of("vision")

    @property
    def attacks(self) -> dict[int, int | None]:
        """Seat -> the target of their attack."""
        return self.of("attack")

    @property
    def votes(self) -> dict[int, int | None]:
        """Seat -> the target of their vote (``None``: withdrawn)."""
        return self.of("vote")


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
