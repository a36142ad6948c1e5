"""Exceptions shared by every game family.

Every one subclasses :class:`ValueError` and carries the offending input, so a caller (the bot,
the console) can show ``str(error)`` to a player as it is.
"""

from __future__ import annotations


class EngineError(ValueError):
    """Base class of every error the engine raises on bad input."""


class SetupError(EngineError):
    """The game setup is invalid (too few players, impossible wolf count, bad name...)."""


class ParseError(EngineError):
    """A text form (action, phase, role, record) could not be parsed."""


class IllegalActionError(EngineError):
    """An action is not allowed now: wrong phase, wrong player, illegal target."""


class DrawError(EngineError):
    """An explicit draw in a record names an outcome that is impossible at that point."""


class RecordError(EngineError):
    """A game record cannot be replayed."""
