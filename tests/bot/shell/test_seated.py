"""The shell's index of open games by seated user answers as a look through every game does."""

from __future__ import annotations

import pytest

from bot.db import connect
from bot.shell.registry import register_family
from bot.shell.sessions import FamilySession, FamilySessions
from bot.shell.store import FamilyStore
from engine.cloud import FAMILY as CLOUD
from tests.bot.shell.test_family_store import lobby

register_family(CLOUD)


@pytest.fixture
async def database(database_url):
    db = await connect(database_url)
    yield db
    await db.close()


def scanned(sessions: FamilySessions, user_id: int) -> list[int]:
    """The ids of the games seating ``user_id``, found seat by seat (what the index replaces)."""
    return [s.row.id for s in sessions.sessions() if user_id in (s.row.extra.users or ())]


def indexed(sessions: FamilySessions, user_id: int) -> list[int]:
    return [s.row.id for s in sessions.of_user(user_id)]


async def test_the_index_follows_games_and_seats_as_they_change(database):
    """Games opened and closed and seats handed over are found as a full scan finds them."""
    sessions = FamilySessions(FamilyStore(database))
    games: list[FamilySession] = [await lobby(sessions, channel_id=10 + i) for i in range(3)]
    users = range(1, 8)
    games[0].row.extra.users = [1, 2, 3]
    games[1].row.extra.users = [3, 4]
    assert {u: indexed(sessions, u) for u in users} == {u: scanned(sessions, u) for u in users}
    # A seat changes hands (a new list, as every family writes it); a game gets its seats.
    games[0].row.extra.users = [1, None, 5]
    games[2].row.extra.users = [2, 6]
    assert {u: indexed(sessions, u) for u in users} == {u: scanned(sessions, u) for u in users}
    sessions.close(games[1])
    games.append(await lobby(sessions, channel_id=20))
    games[3].row.extra.users = [3, 7]
    assert {u: indexed(sessions, u) for u in users} == {u: scanned(sessions, u) for u in users}
    assert indexed(sessions, 3) == [games[3].row.id]


async def test_the_index_keeps_to_the_family_asked(database):
    """Asked for one family, the index leaves out another family's games of the same user."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    session.row.extra.users = [9]
    assert sessions.of_user(9, "cloud") == [session]
    assert sessions.of_user(9, "lab") == []
