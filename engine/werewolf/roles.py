"""Roles and teams, and the registry of what each kind of role is.

Each kind's facts (team, names, whether it is ranked, its night power) are a :class:`RoleSpec`
registered by the kind's own module in :mod:`engine.werewolf.cast`.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

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


class RoleKind:
    """The kind of a role, without its rank: an open set of names, one per module of
    :mod:`engine.werewolf.cast`.

    A new role makes its kind in its own module (``DOCTOR = RoleKind("doctor")``) and
    registers its :class:`RoleSpec` there; nothing else lists the kinds. There is one object
    per name (``RoleKind("seer") is RoleKind.SEER``), so kinds compare by identity, as enum
    members do, and keep it through pickling (a worker process gets the same objects).
    The kinds of the three original roles are also class attributes: :attr:`SEER`,
    :attr:`VILLAGER` and :attr:`WOLF`.
    """

    __slots__ = ("value",)

    value: str
    """The kind's text form: lower-case letters (``seer``, ``wolf``)."""

    SEER: ClassVar[RoleKind]
    """Receives one vision a night (team in ``cisra``, exact role in ``classic``)."""
    VILLAGER: ClassVar[RoleKind]
    """No night power."""
    WOLF: ClassVar[RoleKind]
    """A werewolf; ranked (alpha, beta...) in ``cisra``, unranked in ``classic``."""

    _made: ClassVar[dict[str, RoleKind]] = {}

    def __new__(cls, value: str) -> RoleKind:
        made = cls._made.get(value)
        if made is not None:
            return made
        if not re.fullmatch(r"[a-z]+", value):
            raise ParseError(f"a role kind is lower-case letters only: {value!r}")
        made = super().__new__(cls)
        object.__setattr__(made, "value", value)
        cls._made[value] = made
        return made

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a role kind cannot change ({name!r})")

    def __hash__(self) -> int:
        return hash(self.value)

    def __reduce__(self) -> tuple[type[RoleKind], tuple[str]]:
        return (RoleKind, (self.value,))

    def __repr__(self) -> str:
        return f"RoleKind({self.value!r})"

    def __str__(self) -> str:
        return self.value


RoleKind.SEER = RoleKind("seer")
RoleKind.VILLAGER = RoleKind("villager")
RoleKind.WOLF = RoleKind("wolf")


@dataclass(frozen=True, order=True)
class Role:
    """An exact role: a kind and, for ranked wolves, a rank from 1 (alpha).

    The canonical text form is ``seer``, ``villager``, ``wolf`` (unranked) or ``wolf<rank>``.
    """

    kind: RoleKind
    rank: int = 0

    def __post_init__(self) -> None:
        if self.rank < 0 or (self.rank and not _ranked(self.kind)):
            raise ParseError(f"only wolves have a rank: {self.kind.value!r} rank {self.rank!r}")

    @property
    def team(self) -> Team:
        """The team of this role."""
        return role_spec(self.kind).team

    @property
    def is_wolf(self) -> bool:
        """Whether this role is a wolf."""
        return self.kind is RoleKind.WOLF

    def __str__(self) -> str:
        if self.rank:
            return f"{self.kind.value}{self.rank}"
        return self.kind.value

    def title(self) -> str:
        """A name for people: ``the Seer``, ``a Villager``, ``the beta wolf``."""
        spec = role_spec(self.kind)
        if self.rank and spec.ranked_title:
            return spec.ranked_title.format(rank=rank_name(self.rank))
        return spec.title


@dataclass(frozen=True)
class RoleSpec:
    """What a kind of role is, registered by the kind's module with :func:`register_role`."""

    kind: RoleKind
    team: Team
    title: str
    """The name people read: ``the Seer``, ``a Werewolf``."""
    ranked_title: str | None = None
    """For a ranked kind, the title with ``{rank}`` for the rank's name: ``the {rank} wolf``."""
    summary: str = ""
    """One line for the help text."""


_SPECS: dict[RoleKind, RoleSpec] = {}


def register_role(spec: RoleSpec) -> RoleSpec:
    """Make a kind of role known (its text form is the kind's value, ranked or not)."""
    if spec.kind in _SPECS:
        raise ValueError(f"the role {spec.kind.value!r} is already registered")
    _SPECS[spec.kind] = spec
    return spec


def role_spec(kind: RoleKind) -> RoleSpec:
    """The registered facts of a kind of role."""
    return _SPECS[kind]


def _ranked(kind: RoleKind) -> bool:
    """Whether the kind's roles carry a rank (the wolves of ``cisra``)."""
    spec = _SPECS.get(kind)
    return kind is RoleKind.WOLF if spec is None else spec.ranked_title is not None


def role_specs() -> list[RoleSpec]:
    """Every registered kind of role, in the order they were registered."""
    return list(_SPECS.values())


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


_ROLE_RE = re.compile(r"^([a-z]+)(\d*)$")


@lru_cache(maxsize=256)
def parse_role(text: str) -> Role:
    """Parse the canonical text form of a role (``seer``, ``villager``, ``wolf``, ``wolf2``)."""
    match = _ROLE_RE.match(text.strip().lower())
    kinds = {spec.kind.value: spec for spec in _SPECS.values()}
    if not match or match.group(1) not in kinds:
        forms = [spec.kind.value for spec in _SPECS.values()]
        forms += [f"{spec.kind.value}<rank>" for spec in _SPECS.values() if spec.ranked_title]
        expected = ", ".join(forms[:-1]) + f" or {forms[-1]}"
        raise ParseError(f"not a role: {text!r} (expected {expected})")
    name, rank = match.groups()
    spec = kinds[name]
    if rank and not spec.ranked_title:
        raise ParseError(f"only wolves have a rank: {text!r}")
    if rank:
        return wolf(int(rank)) if spec.kind is RoleKind.WOLF else Role(spec.kind, int(rank))
    return Role(spec.kind)
