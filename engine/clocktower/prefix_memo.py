"""A walk's first slots kept across the walks of one dusk world (``explicit.walk``).

A night's resolution asks many questions of one partial night, each walking every world at
dusk with the committed entries and one entry tried (fifteen players, seed 7, Night 2: eight
walks of each of twenty worlds at dusk, six of them growing the very same branches through
slots 0-9, where no clause of the tried entry is read). A walk whose prune drops nothing
that ran to its end keeps every step out of a slot in the order it met them (a copy of the
branch before the prune, and the step it grew from), with what its steps before each slot
``k`` read of its entries; a later walk of an alike dusk world that reads the same there
starts at slot ``k``: it asks its own prune of each kept step before ``k`` whose ancestors
the prune kept, in their order, and walks on from copies of those out of slot ``k - 1``.
A walk whose prune drops branches (a question no completion of them answers) so resumes
from a plain walk's steps; the prune must read only the branch it is asked of.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from engine.clocktower.text import Seat

LIMIT = 20_000
"""Kept branches past which the memo starts again."""

KEYS = 2
"""Kept walks per key (dusk world and walk settings): a walk whose entries read otherwise
than every kept one's keeps its own, up to this many."""

FIRST = 2
"""The walk of a key from which walks keep their prefixes: keeping copies every branch at
every slot, and most keys of a resolution are walked once (fifteen players, seed 2026,
Night 2: 320 keys kept on their first walk, 21 walks resumed), so a key's first walk only
counts."""

B = TypeVar("B")


@dataclass(frozen=True)
class Prefix(Generic[B]):
    """The steps of one walk, and what its steps before slot ``at`` read of its entries."""

    at: int
    view: object
    """What those steps read of the entries beside a seat's wake (``walk``'s
    ``prefix_view``)."""
    reads: tuple[tuple[tuple[Seat, int], object], ...]
    """Per (seat, slot) at which the seat woke in some branch before ``at``: what the wake
    read of its entry (``walk``'s ``entry_view``)."""
    items: tuple[tuple[int, int, B, object], ...]
    """Every step of the walk out of a slot before its last, in its order, before the
    prune: (slot, index of the step whose branch it grew from, -1 for none, a copy of the
    branch, clauses used). A resumed walk asks its own prune of those before ``at``."""


class Prefixes(Generic[B]):
    """The kept prefixes of one solver's walks, by dusk world and walk settings."""

    def __init__(self, plain: Callable[[B], bool]) -> None:
        self.plain = plain
        """The prune that drops nothing and reads nothing of a branch (it counts the
        solver's work): only a walk with it keeps its steps, since it grows every branch;
        a walk with another prune resumes by asking it of the kept steps."""
        self.kept: dict[object, list[list[Prefix[B]]]] = {}
        self.walks: dict[object, int] = {}
        """Per key, the walks that found nothing kept."""
        self.size = 0
        self.dusk: object = None
        """The history at dusk whose walks the kept prefixes are (:meth:`at_dusk`)."""

    def at_dusk(self, dusk: object) -> None:
        """Note that the next walks are of ``dusk``'s worlds (a history at dusk): the kept
        prefixes of another dusk are dropped. A key holds the world's night, so they would
        never be found again, and a game's solver lives as long as the game: kept, they
        would hold up to :data:`LIMIT` copies of worlds from nights long over."""
        if dusk is not self.dusk and dusk != self.dusk:
            self.kept.clear()
            self.walks.clear()
            self.size = 0
        self.dusk = dusk

    def find(self, key: object, fits: Callable[[Prefix[B]], bool]) -> Prefix[B] | None:
        """The prefix of the latest slot, among the walks kept under ``key``, that
        ``fits`` (the walk asking reads the same there)."""
        best: Prefix[B] | None = None
        for walked in self.kept.get(key, ()):
            for prefix in walked:  # latest slot first
                if best is not None and prefix.at <= best.at:
                    break
                if fits(prefix):
                    best = prefix
                    break
        return best

    def room(self, key: object) -> bool:
        """Whether a walk under ``key`` that found nothing kept keeps its prefixes: from the
        key's :data:`FIRST` such walk on, up to :data:`KEYS` kept."""
        if len(self.walks) > LIMIT:
            self.walks.clear()
        walks = self.walks[key] = self.walks.get(key, 0) + 1
        return walks >= FIRST and len(self.kept.get(key, ())) < KEYS

    def keep(self, key: object, walked: list[Prefix[B]], size: int) -> None:
        """Keep one finished walk's prefixes (latest slot first; ``size`` steps)."""
        if self.size + size > LIMIT:
            self.kept.clear()
            self.walks.clear()
            self.size = 0
        self.kept.setdefault(key, []).append(walked)
        self.size += size
