"""A werewolf game's row made in memory, for tests of what reads one (no database)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.shell.store import GameStatus
from cogs.werewolf.models import GameSettings, MadeIds, Member, WerewolfExtra, WerewolfRow
from cogs.werewolf.storage import FAMILY


def werewolf_row(
    game_id: int = 1,
    *,
    status: GameStatus = GameStatus.LOBBY,
    members: Sequence[Member] = (),
    phase: str | None = None,
    channel_id: int = 3,
) -> WerewolfRow:
    """A game in ``channel_id`` (storyteller 4, guild 2) with default settings."""
    return WerewolfRow(
        id=game_id,
        family=FAMILY,
        guild_id=2,
        channel_id=channel_id,
        host_id=4,
        status=status,
        created_at="",
        updated_at="",
        options=GameSettings(),
        seats=list(members),
        extra=WerewolfExtra(phase=phase),
        made=MadeIds(),
    )
