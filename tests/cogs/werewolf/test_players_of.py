"""Which running werewolf games a user plays in (``Games.of_user``), asked by every DM command."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from bot.shell.store import GameStatus
from cogs.werewolf.games import Games, Session
from cogs.werewolf.models import Member, WerewolfRow
from cogs.werewolf.storage import Storage
from tests.cogs.werewolf.rows import werewolf_row


def _row(game_id: int, *user_ids: int) -> WerewolfRow:
    members = [Member(user_id=user, name=f"P{user}") for user in user_ids]
    return werewolf_row(game_id, status=GameStatus.RUNNING, members=members, channel_id=game_id)


async def test_a_seat_changing_hands_moves_the_game_to_the_newcomer(tmp_path: Path) -> None:
    """After a seat changes hands (a new members list), the newcomer's DMs find the game and
    the replaced player's no longer do."""
    storage = await Storage.open(tmp_path / "games.sqlite3")
    try:
        games = Games(storage)
        session = Session(_row(1, 10, 11))
        games.shared.track(session)
        games.shared.track(Session(_row(2, 12)))
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
        games.shared.track(first)
        assert games.of_user(10) == [first]
        later = Session(_row(2, 10, 13))
        games.shared.track(later)
        assert games.of_user(10) == [first, later]
        games.close(first)
        assert games.of_user(10) == [later]
    finally:
        await storage.close()
