"""The one exception only Quantum Werewolf raises; the shared ones live in engine.core.errors."""

from __future__ import annotations

from engine.core.errors import IllegalActionError


class TieUndecidedError(IllegalActionError):
    """The day ends in a tie that the storyteller must break before it can resolve."""


__all__ = ["TieUndecidedError"]
