"""Exceptions raised by the Quantum Werewolf engine: the shared ones plus the werewolf-only tie."""

from __future__ import annotations

from engine.core.errors import (
    DrawError,
    EngineError,
    IllegalActionError,
    ParseError,
    RecordError,
    SetupError,
)


class TieUndecidedError(IllegalActionError):
    """The day ends in a tie that the storyteller must break before it can resolve."""


__all__ = [
    "DrawError",
    "EngineError",
    "IllegalActionError",
    "ParseError",
    "RecordError",
    "SetupError",
    "TieUndecidedError",
]
