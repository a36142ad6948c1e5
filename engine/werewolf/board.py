"""The game as its actions see it.

An action (:mod:`engine.werewolf.actions`, and each role's night power in
:mod:`engine.werewolf.cast`) checks itself against a running game and applies itself to it,
python-chess style: moves act on a board. They are typed by this protocol rather than by
:class:`~engine.werewolf.game.Game`, so the game imports its actions and nothing imports the game
back: the family's modules form no cycle. ``Game`` (and each ruleset) satisfies it; mypy checks
that wherever the game hands itself to an action.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from engine.werewolf.choices import Choices, Tally
from engine.werewolf.phases import Phase
from engine.werewolf.reports import Report
from engine.werewolf.setup import GameSetup
from engine.werewolf.worlds.base import Bools, Marginals


class Board(Protocol):
    """What an action may read of a game, and the steps it may drive."""

    setup: GameSetup

    @property
    def phase(self) -> Phase:
        """The current phase."""
        ...

    @property
    def alive(self) -> list[bool]:
        """``alive[seat]``: whether the seat appears alive."""
        ...

    @property
    def names(self) -> list[str]:
        """Current names by seat (a rename changes it in place)."""
        ...

    @property
    def choices(self) -> Choices:
        """What players chose in the current phase."""
        ...

    def name(self, seat: int) -> str:
        """The name of a seat."""
        ...

    def name_list(self, seats: Iterable[int]) -> str:
        """``Ann, Bob and Cy``: the seats' names for a message."""
        ...

    def check_seat(self, seat: int | None) -> None:
        """Raise unless ``seat`` is ``None`` or a seat."""
        ...

    def tally(self) -> Tally:
        """The current day's votes."""
        ...

    def can_undo(self) -> bool:
        """Whether the last action is a resolution that may still be undone."""
        ...

    def attacks_tonight(self) -> bool:
        """Whether attacks are sent in the current phase (the ruleset's hook)."""
        ...

    def may_attack(self, chances: Marginals) -> Bools:
        """Which seats owe an attack tonight (the ruleset's hook)."""
        ...

    def check_attack(self, attacker: int, target: int) -> None:
        """Refuse an attack the ruleset forbids (the ruleset's hook)."""
        ...

    def _resolve(self, kick: int | None = None) -> Report:
        """Resolve the phase (or remove the ``kick`` seat at once) and report."""
        ...

    def _undo(self) -> None:
        """Restore the state before the last resolution."""
        ...
