"""Roles and teams."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from functools import lru_cache

from engine.core.errors import ParseError

GREEK = [
    "alpha",
    "beta",
    "gamma",
    "delta",
    "epsilon",
    "zeta",
    "eta",
    "theta",
    "iota",
    "kappa",
    "lambda",
    "mu",
    "nu",
    "xi",
    "omicron",
    "pi",
    "rho",
    "sigma",
    "tau",
    "upsilon",
    "phi",
    "chi",
    "psi",
    "omega",
]


class Team(enum.Enum):
    """Which side a role plays for."""

    GOOD = "good"
    """The village: the Seer and the Villagers."""
    EVIL = "evil"
    """The wolves."""


class RoleKind(enum.Enum):
    """The kind of a role, without its rank."""

    SEER = "seer"
    """Receives one vision a night (team in ``cisra``, exact role in ``classic``)."""
    VILLAGER = "villager"
    """No night power."""
    WOLF = "wolf"
    """A werewolf; ranked (alpha, beta...) in ``cisra``, unranked in ``classic``."""


@dataclass(frozen=True, order=True)
class Role:
    """An exact role: a kind and, for ranked wolves, a rank from 1 (alpha).

    The canonical text form is ``seer``, ``villager``, ``wolf`` (unranked) or ``wolf<rank>``.
    """

    kind: RoleKind
    rank: int = 0

    def __post_init__(self) -> None:
        if self.rank < 0 or (self.rank and self.kind is not RoleKind.WOLF):
            raise ParseError(f"only wolves have a rank: {self.kind.value!r} rank {self.rank!r}")

    @property
    def team(self) -> Team:
        """The team of this role."""
        return Team.EVIL if self.kind is RoleKind.WOLF else Team.GOOD

    @property
    def is_wolf(self) -> bool:
        """Whether this role is a wolf."""
        return self.kind is RoleKind.WOLF

    def __str__(self) -> str:
        if self.kind is RoleKind.WOLF and self.rank:
            return f"wolf{self.rank}"
        return self.kind.value

    def title(self) -> str:
        """A name for people: ``the Seer``, ``a Villager``, ``the beta wolf``."""
        if self.kind is RoleKind.SEER:
            return "the Seer"
        if self.kind is RoleKind.VILLAGER:
            return "a Villager"
        if not self.rank:
            return "a Werewolf"
        return f"the {rank_name(self.rank)} wolf"


def rank_name(rank: int) -> str:
    """``alpha`` for 1, ``beta`` for 2, ... and ``#25`` past the Greek alphabet."""
    return GREEK[rank - 1] if 1 <= rank <= len(GREEK) else f"#{rank}"


SEER = Role(RoleKind.SEER)
VILLAGER = Role(RoleKind.VILLAGER)
WEREWOLF = Role(RoleKind.WOLF)
"""The unranked werewolf of the ``classic`` preset."""


@lru_cache(maxsize=4096)
def wolf(rank: int) -> Role:
    """The wolf of the given rank (1 = alpha)."""
    if rank < 1:
        raise ParseError(f"wolf ranks start at 1: {rank!r}")
    return Role(RoleKind.WOLF, rank)


_ROLE_RE = re.compile(r"^(seer|villager|wolf)(\d*)$")


def parse_role(text: str) -> Role:
    """Parse the canonical text form of a role (``seer``, ``villager``, ``wolf``, ``wolf2``)."""
    match = _ROLE_RE.match(text.strip().lower())
    if not match:
        raise ParseError(f"not a role: {text!r} (expected seer, villager, wolf or wolf<rank>)")
    kind, rank = match.groups()
    if rank and kind != "wolf":
        raise ParseError(f"only wolves have a rank: {text!r}")
    if kind == "wolf":
        return wolf(int(rank)) if rank else WEREWOLF
    return SEER if kind == "seer" else VILLAGER
