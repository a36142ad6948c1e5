"""The shell's index of open games by seated user answers as a look through every game does."""

from __future__ import annotations

import dataclasses

from bot.shell.registry import register_family
from bot.shell.seated import SeatIndex, seats_moved
from bot.shell.sessions import FamilySession, FamilySessions
from bot.shell.store import FamilyStore
from engine.cloud import FAMILY as CLOUD
from tests.bot.shell.test_family_store import lobby

register_family(CLOUD)


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


def test_an_index_does_not_look_through_the_games_until_seats_move():
    """Asked again with no seat moved, the index answers without walking every open game."""
    walks: list[int] = []
    games = [["a", 1], ["b", 2]]

    def every_game() -> list[list[object]]:
        walks.append(1)
        return games

    index: SeatIndex[list[object]] = SeatIndex(lambda g: g, lambda g: [g[1]])
    assert index.of_user(every_game, 2) == [games[1]]
    assert index.of_user(every_game, 1) == [games[0]]
    assert len(walks) == 1
    seats_moved()
    assert index.of_user(every_game, 1) == [games[0]]
    assert len(walks) == 2


async def test_a_session_given_another_row_is_found_by_its_new_seats(database):
    """A session read again (its row replaced, as after a failed change) seats whom the new row says."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    session.row.extra.users = [1]
    fresh = dataclasses.replace(session.row, extra=session.row.extra.model_copy())
    fresh.extra.__dict__["users"] = [2]  # set without a word: only the row's arrival tells
    assert indexed(sessions, 1) == [session.row.id]  # the index walks after the row was made
    session.row = fresh
    assert indexed(sessions, 2) == [session.row.id]
    assert indexed(sessions, 1) == []


async def test_a_row_whose_extra_is_replaced_is_found_by_its_new_seats(database):
    """A row given a whole new ``extra`` seats whom the new one lists."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    session.row.extra.users = [1]
    assert indexed(sessions, 1) == [session.row.id]
    other = session.row.extra.model_copy()
    other.__dict__["users"] = [3]  # set without a word: only the row's new extra tells
    session.row.extra = other
    assert indexed(sessions, 3) == [session.row.id]
    assert indexed(sessions, 1) == []
