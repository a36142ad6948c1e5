"""What a character module may read and change of the worlds that run it.

The character modules sit below the core: the core reads them through the registry, so they
must not import the simulations that call them. Their hooks are typed by these protocols
instead: :class:`WorldLike` is what a hook of the classical forward simulation
(``engine.clocktower.world.World``) may use, :class:`NightLike` what a hook of the
explicit-world walk of script 2 (``engine.clocktower.explicit.ExplicitNight``) may use. A hook
that returns the worlds it branches into is generic over the night type (:data:`NightT`), so
the core gets back the class it passed in.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, Self, TypeVar

from engine.clocktower.kinds import Kind
from engine.clocktower.text import Seat


class ScriptLike(Protocol):
    """What a hook may read of the script."""

    @property
    def characters(self) -> tuple[str, ...]: ...

    @property
    def in_play_townsfolk(self) -> tuple[str, ...]: ...

    def kind(self, character: str) -> Kind: ...


@dataclass(frozen=True, slots=True)
class GrimoireNote:
    """One thing a character's rule shows the storyteller in one world (addendum §11).

    ``code``: ``chosen`` (a choice the world keeps: a host, a mark, a protection), ``spent``
    (a once-only ability used), ``pending`` (a rule started and not settled yet), ``marked``
    (a setup mark's seat). ``seat`` is None for a note of the world's own (a team's spent
    guess). A class of worlds that leaves a seat open among several (a lazy world's open
    choice or undecided mark) gives the note on each: some world of the class has it."""

    code: str
    character: str
    seat: Seat | None = None

    @property
    def key(self) -> tuple[int, str, str]:
        """The storyteller's order: by seat (the world's own first), then what it says."""
        return (-1 if self.seat is None else self.seat, self.code, self.character)


class SetupMarks(Protocol):
    """What a hook may read of the setup an explicit world was dealt: its setup marks (S8)."""

    def mark(self, character: str) -> Seat | None: ...

    def marks_seat(self, character: str, seat: Seat) -> bool:
        """Whether ``character``'s mark is on ``seat`` (asked of one seat, a mark still open
        in a lazy world splits only into that seat and the rest)."""
        ...


class WorldLike(Protocol):
    """What a hook of the classical forward simulation may read and drive."""

    alive: list[bool]
    evil: frozenset[Seat]
    evil_wins_now: bool
    executed_today: Seat | None
    killed_tonight: set[Seat]
    new_demon: Seat | None
    protected: frozenset[Seat]
    used: frozenset[str]

    @property
    def n(self) -> int: ...

    def choose(self, options: Sequence[object]) -> object: ...

    def rule_out(self, seat: Seat, pred: Callable[[str], bool]) -> None: ...

    def is_char(self, seat: Seat, character: str) -> bool: ...

    def can_register_as(self, seat: Seat, character: str) -> bool: ...

    def can_register_demon(self, seat: Seat) -> bool: ...

    def must_register_demon(self, seat: Seat) -> bool: ...

    def must_register_kind(self, seat: Seat, kind: Kind) -> bool: ...

    def detect_demon(self, seat: Seat) -> bool: ...

    def evil_counts(self, groups: Sequence[tuple[Seat, ...]]) -> set[int]: ...

    def living_neighbours(self, seat: Seat) -> tuple[Seat | None, Seat | None]: ...

    def narrow_red_herring(self, seats: set[Seat], inside: bool) -> bool: ...

    def target_options(self, exclude: Seat | None) -> list[tuple[Seat, ...]]: ...

    def poison(self, targets: frozenset[Seat], source: Seat) -> None: ...

    def is_poisoned(self, seat: Seat) -> bool: ...

    def demon_attack(self, demon: Seat, target: Seat) -> None: ...

    def kill(self, seat: Seat, cause: str) -> None: ...


class NightLike(Protocol):
    """What a hook of the explicit-world walk (and the kill procedure) may read and drive."""

    evil: frozenset[Seat]
    number: int
    alive: list[bool]
    state: dict[str, object]
    marked: set[Seat]
    optional: set[Seat]
    daytime: bool
    gained: dict[Seat, str]
    nested: dict[Seat, str]
    pretends: dict[Seat, frozenset[str]]
    bluffs: tuple[str, ...]
    claims: dict[Seat, str]
    winner: str | None
    executed_died: Seat | None

    @property
    def script(self) -> ScriptLike: ...

    @property
    def world(self) -> SetupMarks: ...

    @property
    def n(self) -> int: ...

    def character(self, seat: Seat) -> str: ...

    def kind_at(self, seat: Seat, kind: Kind) -> bool:
        """Whether the seat's character is of ``kind`` (a lazy seat is split only in two)."""
        ...

    def kind_seats(self, kind: Kind) -> tuple[Seat, ...]:
        """The seats whose character is of ``kind`` (:meth:`kind_at` of each, in seat order)."""
        ...

    def is_drunk(self, seat: Seat) -> bool: ...

    def extras(self, seat: Seat) -> tuple[str, ...]: ...

    def give(self, seat: Seat, character: str) -> None: ...

    def drop(self, seat: Seat, character: str) -> None: ...

    def hooked_instances(self, seat: Seat, hook: str) -> tuple[str, ...]: ...

    def may_hold_hooked(self, hook: str) -> tuple[Seat, ...]:
        """The seats whose token is, or in some world may be, a character whose module has
        ``hook``, in seat order (extra instances aside; a lazy seat is not split)."""
        ...

    def holds(self, seat: Seat, character: str) -> bool: ...

    def may_hold(self, seat: Seat, character: str) -> bool:
        """Whether ``seat`` holds an instance of ``character`` in some world this one
        stands for (a lazy seat is not split)."""
        ...

    def may_be(self, seat: Seat, predicate: Callable[[str], bool]) -> bool:
        """Whether ``predicate`` holds of the seat's token in some world this one stands
        for (a lazy seat is not split)."""
        ...

    def real(self, character: str) -> list[Seat]: ...

    def chose(self, character: str, holder: Seat, target: Seat) -> bool: ...

    def keep_open(self, character: str, holder: Seat, seats: frozenset[Seat]) -> bool: ...

    def free_targets(self, seat: Seat, character: str) -> frozenset[Seat]: ...

    def droisoned_by_another(self, seat: Seat, own: bool = True) -> bool: ...

    def droisoned(self, seat: Seat) -> bool: ...

    def sober_healthy(self, seat: Seat) -> bool: ...

    def registers_evil(self, seat: Seat) -> bool: ...

    def cases(self, ask: Callable[[Self], bool]) -> list[tuple[Self, bool]]:
        """``ask``'s answer here, or in each part of a lazy world split on the setup mark
        ``ask`` reads (this world unchanged); ``ask`` must only read."""
        ...

    def living_neighbours(self, seat: Seat) -> tuple[Seat, Seat]: ...

    def die(self, seat: Seat, cause: str) -> None: ...

    def swap(self, a: Seat, b: Seat) -> None: ...

    def end_of_day(self, executed: bool) -> None: ...

    def mark(self, seat: Seat, by_drunk: bool = False) -> None: ...

    def mark_droisoned(self, seat: Seat) -> None: ...


NightT = TypeVar("NightT", bound=NightLike)
"""The night class a hook was given, for hooks that return the worlds they branch into."""
