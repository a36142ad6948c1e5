"""Quantum Clocktower: the quantum rules variant of a social deduction game, exact.

Unofficial fan tool, not affiliated with or endorsed by The Pandemonium Institute. Blood on the
Clocktower is a trademark of Steven Medway and The Pandemonium Institute. Quantum Clocktower is a
community rules variant.

Pure and deterministic: a game is a function of its setup, its seed and its ordered actions.
"""

from __future__ import annotations

from engine.clocktower.actions import Action, parse_record_line
from engine.clocktower.adjudication import Adjudication
from engine.clocktower.characters import DAY_ACTIONS, PRIVATE_ACTIONS
from engine.clocktower.game import ClocktowerGame, adjudicate_with
from engine.clocktower.reports import Report
from engine.clocktower.script import SCRIPTS, TROUBLE_BREWING, Kind, Script
from engine.clocktower.search import Solver
from engine.clocktower.setup import ClocktowerRecord, ClocktowerSetup
from engine.core.errors import RecordError
from engine.core.record import GameRecordBase

# The game holds an adjudicated game's storyteller side by a protocol; the side itself drives
# the game's internals, so it is installed here, above both.
adjudicate_with(Adjudication)

NOTICE = (
    "Unofficial fan tool, not affiliated with or endorsed by The Pandemonium Institute. Blood on"
    " the Clocktower is a trademark of Steven Medway and The Pandemonium Institute. Quantum"
    " Clocktower is a community rules variant."
)


class ClocktowerFamily:
    """The Quantum Clocktower family (satisfies :class:`engine.core.family.GameFamily`)."""

    name = "clocktower"
    title = "Quantum Clocktower"
    setup_model = ClocktowerSetup

    def new_game(self, setup: ClocktowerSetup) -> ClocktowerGame:
        """A fresh game."""
        return ClocktowerGame(setup)

    def replay(self, record: GameRecordBase, solver: Solver | None = None) -> ClocktowerGame:
        """Rebuild a game from its record."""
        if not isinstance(record, ClocktowerRecord):
            try:
                record = ClocktowerRecord.model_validate(record.model_dump())
            except ValueError as error:
                raise RecordError(f"not a clocktower record: {error}") from None
        game = ClocktowerGame(record.setup, draws=record.draws, solver=solver)
        n = len(record.setup.players)
        for number, line in enumerate(record.actions, start=1):
            try:
                actor, _ = parse_record_line(line, n, game.clauses)
                game.push(game.parse_stored(_body(line), actor))
            except ValueError as error:
                raise RecordError(
                    f"action {number} ({line!r}) cannot be replayed: {error}"
                ) from None
        return game


def _body(line: str) -> str:
    parts = line.split(" ", 2)
    if parts[0].startswith("@") and len(parts) >= 2 and parts[1] == "submit":
        return parts[2] if len(parts) > 2 else ""
    verbs = (*DAY_ACTIONS, "claim", *PRIVATE_ACTIONS)
    if parts[0].startswith("@") and len(parts) >= 2 and parts[1] in verbs:
        return " ".join(parts[1:])
    return line


FAMILY = ClocktowerFamily()

__all__ = [
    "FAMILY",
    "NOTICE",
    "SCRIPTS",
    "TROUBLE_BREWING",
    "Action",
    "ClocktowerFamily",
    "ClocktowerGame",
    "ClocktowerRecord",
    "ClocktowerSetup",
    "Kind",
    "Report",
    "Script",
    "Solver",
]
