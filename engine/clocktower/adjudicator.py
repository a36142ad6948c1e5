"""The storyteller's side of an adjudicated game as the game and its readers see it.

:mod:`engine.clocktower.adjudication` drives an adjudicated game through its internals, so it
sits above :mod:`engine.clocktower.game`; the game holds it by this protocol and gets it from
the factory the package installs (:func:`engine.clocktower.game.adjudicate_with`), so the game
never imports it back. mypy checks that :class:`~engine.clocktower.adjudication.Adjudication`
satisfies the protocol where the package installs it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from engine.clocktower.actions import Action, PrivateSend
from engine.clocktower.clauses import ClauseSubmission
from engine.clocktower.rulings import Ruling
from engine.clocktower.table import Table
from engine.clocktower.text import Submission
from engine.core.family import Seat


@dataclass(frozen=True, slots=True)
class ListVerdict:
    """A player's list tonight beside the shadow's verdict, for the storyteller's view."""

    seat: Seat
    entries: tuple[str, ...]
    """The list's lines (``dont_wake`` for a player who sent none)."""
    shadow: int | None
    """The entry (1-based) the shadow accepted, None when it asked the player again; before
    the night resolves, None."""
    ruling: Ruling | None
    """The storyteller's judgement so far, if any."""


class PhantomDraft(Protocol):
    """Tonight's phantom lists of one shadow, drawn on a copy of it
    (:class:`engine.clocktower.phantom.Draft`)."""

    def run(self) -> int:
        """Draw every list still missing, on the copy alone; how many."""
        ...


class Adjudicator(Protocol):
    """What the game and the bot ask of the storyteller's side of an adjudicated game."""

    @property
    def shadow(self) -> Table:
        """The shadow on the game's own alignment roll (its deaths are the default ones)."""
        ...

    def arrival(self, seat: Seat, sub: Submission | ClauseSubmission) -> list[tuple[str, bool]]:
        """Each line's verdict on arrival."""
        ...

    def check_private(self, action: PrivateSend) -> None:
        """Raise as the quantum game would on a private day entry the shadow refuses."""
        ...

    def check(self, ruling: Ruling) -> None:
        """Raise :class:`~engine.clocktower.rulings.RulingError` unless ``ruling`` may be
        given now."""
        ...

    def check_verdict(self, ruling: Ruling) -> None:
        """Raise if ``ruling``, legal now, tells what no quantum game could tell yet: a verdict
        given when the ruling is sent, not asked again when a stored record replays."""
        ...

    def push(self, action: Action) -> None:
        """Apply an accepted action of the adjudicated game."""
        ...

    def walk(self) -> None:
        """The night's resolution by the storyteller's rulings and the shadows' defaults."""
        ...

    def unprepared(self) -> int:
        """How many phantom evil players still lack tonight's list in a shadow."""
        ...

    def prepare(self, limit: int | None = None) -> int:
        """Give up to ``limit`` phantom evil players their lists for tonight; how many."""
        ...

    def queued(self) -> int:
        """How many lists the shadows still have to take (queued, not yet played there)."""
        ...

    def draft(self) -> Sequence[PhantomDraft]:
        """Copies of the shadows still missing phantom lists tonight, to draw them on."""
        ...

    def take(self, drafts: Sequence[PhantomDraft]) -> int:
        """Put each drawn copy in its shadow's place when it still fits; how many lists."""
        ...

    def preview(self) -> list[ListVerdict]:
        """The verdicts with the shadows' were the night resolved now."""
        ...

    def verdicts(self) -> list[ListVerdict]:
        """Every living player's list tonight with the shadow's verdict and the ruling."""
        ...
