"""The Lab's entry point for the bot shell: start a game or replay a record."""

from __future__ import annotations

from engine.core.errors import EngineError, RecordError
from engine.core.family import GameFamily
from engine.core.record import GameRecordBase
from engine.lab.actions import Command, parse_record_line
from engine.lab.game import LabGame
from engine.lab.setup import LabRecord, LabSetup


class LabFamily:
    """Schrödinger's Lab as a :class:`~engine.core.family.GameFamily`."""

    name = "lab"
    title = "Schrödinger's Lab"
    setup_model = LabSetup

    def new_game(self, setup: LabSetup) -> LabGame:
        """A fresh game from a validated setup."""
        return LabGame(setup)

    def replay(self, record: GameRecordBase) -> LabGame:
        """Rebuild a game from its record; raises RecordError naming the first bad event."""
        if not isinstance(record, LabRecord):
            try:
                record = LabRecord.model_validate(record.model_dump())
            except ValueError as error:
                raise RecordError(f"not a Lab record: {error}") from None
        if record.family != self.name:
            raise RecordError(f"a {record.family!r} record is not a Lab game")
        game = LabGame(record.setup, record.draws)
        for number, line in enumerate(record.actions, start=1):
            try:
                game.push(parse_record_line(line))
            except EngineError as error:
                raise RecordError(
                    f"event {number} ({line!r}) cannot be replayed: {error}"
                ) from None
        return game


FAMILY = LabFamily()
"""The one family object the bot registers."""

_FITS_THE_PROTOCOL: GameFamily[LabSetup, Command] = FAMILY  # mypy checks the fit here
