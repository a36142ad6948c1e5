"""What every game family shares: errors, seeded draws, the record envelope, the family protocol."""

from engine.core.draws import DrawLog, Randomness
from engine.core.errors import (
    DrawError,
    EngineError,
    IllegalActionError,
    ParseError,
    RecordError,
    SetupError,
)
from engine.core.family import Actor, Game, GameFamily, Outcome, Seat
from engine.core.record import GameRecordBase, parse_record_json

__all__ = [
    "Actor",
    "DrawError",
    "DrawLog",
    "EngineError",
    "Game",
    "GameFamily",
    "GameRecordBase",
    "IllegalActionError",
    "Outcome",
    "ParseError",
    "Randomness",
    "RecordError",
    "Seat",
    "SetupError",
    "parse_record_json",
]
