"""A game's row as the shell stores it, for unit tests of the shell that need no database."""

from __future__ import annotations

from typing import Any

from bot.shell.store import FamilyGameRow, GameStatus


def family_row(family: str = "lab", **fields: Any) -> FamilyGameRow:
    """A running game's row of ``family`` (game 7 in channel 2, hosted by user 3)."""
    values: dict[str, Any] = {
        "id": 7,
        "family": family,
        "guild_id": 1,
        "channel_id": 2,
        "host_id": 3,
        "status": GameStatus.RUNNING,
        "created_at": "2026-01-01",
        "updated_at": "2026-01-01",
        **fields,
    }
    return FamilyGameRow(**values)
