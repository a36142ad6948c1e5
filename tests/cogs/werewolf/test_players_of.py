"""Which running werewolf games a user plays in (``Games.of_user``), asked by every DM command."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from bot.shell.store import GameStatus
from cogs.werewolf.games import Games, Session
from cogs.werewolf.models import GameSettings, MadeIds, Member, WerewolfExtra, WerewolfRow
from cogs.werewolf.storage import Storage


def _row(game_id: int, *user_ids: int) -> WerewolfRow:
    members = [Member(user_id=user, name=f"P{user}") for user in user_ids]
    return WerewolfRow(
        id=game_id,
        family="werewolf",
        guild_id=1,
        channel_id=game_id,
        host_id=99,
        status=GameStatus.RUNNING,
        created_at="",
        updated_at="",
        options=GameSettings(),
        seats=members,
        extra=WerewolfExtra(),
        made=MadeIds(),
    )


async def test_a_seat_changing_hands_moves_the_game_to_the_newcomer(tmp_path: Path) -> None:
    """After a seat changes hands (a new members list), the newcomer's DMs find the game and
    the replaced player's no longer do."""
    storage = await Storage.open(tmp_path / "games.sqlite3")
    try:
        games = Games(storage)
        session = Session(_row(1, 10, 11))
        games.sessions[1] = session
        games.sessions[2] = Session(_row(2, 12))
        assert games.of_user(10) == [session]
        session.row = dataclasses.replace(
            session.row, seats=[Member(user_id=20, name="P20"), *session.row.seats[1:]]
        )
        assert games.of_user(10) == []
        assert games.of_user(20) == [session]
        assert games.of_user(11) == [session]
    finally:
        await storage.close()


async def test_a_game_opened_later_is_found(tmp_path: Path) -> None:
    """A game added after the user was first looked up is among their games."""
    storage = await Storage.open(tmp_path / "games.sqlite3")
    try:
        games = Games(storage)
        first = Session(_row(1, 10))
        games.sessions[1] = first
        assert games.of_user(10) == [first]
        later = Session(_row(2, 10, 13))
        games.sessions[2] = later
        assert games.of_user(10) == [first, later]
        games.close(first)
        assert games.of_user(10) == [later]
    finally:
        await storage.close()
