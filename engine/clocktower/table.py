"""The game as its helper modules read it.

:mod:`~engine.clocktower.views` (what a member may see), :mod:`~engine.clocktower.explain`,
:mod:`~engine.clocktower.fallback`, :mod:`~engine.clocktower.reasons` and
:mod:`~engine.clocktower.reask` each answer one question about a running
:class:`~engine.clocktower.game.ClocktowerGame`, which imports them. They type the game by this
protocol, so none of them imports the game back. mypy checks that the game satisfies it wherever
it hands itself to one of them.
"""

from __future__ import annotations

from typing import Protocol

from engine.clocktower.clauses import ClauseSubmission
from engine.clocktower.reports import Report
from engine.clocktower.script import Script
from engine.clocktower.search import Solver
from engine.clocktower.text import Seat, SetupLine, Submission
from engine.clocktower.world import History
from engine.core.family import Outcome


class Table(Protocol):
    """What the helpers read of a game, and the one check they run on it."""

    @property
    def script(self) -> Script:
        """The script being played."""
        ...

    @property
    def n(self) -> int:
        """Players."""
        ...

    @property
    def clauses(self) -> bool:
        """Whether entries are clause entries over explicit worlds (script 2)."""
        ...

    @property
    def revision(self) -> int:
        """The revision of the rules the game is played under (see ``ClocktowerSetup``)."""
        ...

    @property
    def solver(self) -> Solver:
        """The solver answering questions about histories."""
        ...

    @property
    def evil(self) -> frozenset[Seat]:
        """The seats dealt evil."""
        ...

    @property
    def phase(self) -> str:
        """``night`` or ``day``."""
        ...

    @property
    def number(self) -> int:
        """The night's or the day's number."""
        ...

    @property
    def history(self) -> History:
        """Ψ: the commitments so far."""
        ...

    @property
    def setup_accepted(self) -> dict[Seat, SetupLine]:
        """Night 1 setup lines accepted so far."""
        ...

    @property
    def prompted_token(self) -> dict[Seat, str]:
        """The token each seat was told it holds."""
        ...

    @property
    def appears_dead(self) -> set[Seat]:
        """Seats that appear dead."""
        ...

    @property
    def reports(self) -> list[Report]:
        """Every report so far."""
        ...

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None``."""
        ...

    def due_prompts(self) -> list[tuple[Seat, str, bool]]:
        """The prompts every world gives now that no one has been told yet."""
        ...

    def untold_changes(
        self, history: History | None = None
    ) -> list[tuple[Seat, int, frozenset[str]]]:
        """Every (seat, night) a swap changed in some world and that was not told yet."""
        ...

    def _arrival(self, seat: Seat, sub: Submission | ClauseSubmission) -> list[tuple[str, bool]]:
        """Each line alone against the commitments so far."""
        ...
