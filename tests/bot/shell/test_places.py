"""The shell's index of open games by place answers as a look through every game does, while
rows change in place."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random

from bot.shell.places import PlacedSessions
from bot.shell.registry import register_family
from bot.shell.sessions import FamilySession, FamilySessions
from bot.shell.store import FamilyStore, GameStatus
from engine.cloud import FAMILY as CLOUD
from tests.bot.shell.test_family_store import lobby

register_family(CLOUD)


async def test_a_thread_set_after_the_lobby_is_found(database):
    """A thread id given to a tracked row in place, unsaved, finds the game there at once."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    assert sessions.in_thread(55) is None
    session.row.thread_id = 55
    assert sessions.in_thread(55) is session
    assert sessions.here("cloud", 55) is session


async def test_a_lobby_post_set_after_the_lobby_is_found(database):
    """A lobby post's id given to a tracked row in place finds the game by that post."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    assert sessions.by_lobby_message(77) is None
    session.row.lobby_message_id = 77
    assert sessions.by_lobby_message(77) is session


async def test_a_game_is_no_longer_found_where_it_was(database):
    """A row whose thread changes is found at the new thread only."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    session.row.thread_id = 55
    assert sessions.in_thread(55) is session
    session.row.thread_id = 56
    assert sessions.in_thread(55) is None
    assert sessions.in_thread(56) is session


async def test_a_closed_game_is_not_found(database):
    """A game closed is found neither in its thread nor by its lobby post."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    session.row.thread_id, session.row.lobby_message_id = 55, 77
    assert sessions.in_thread(55) is session
    sessions.close(session)
    assert sessions.in_thread(55) is None
    assert sessions.here("cloud", 55) is None
    assert sessions.by_lobby_message(77) is None


async def test_a_session_given_another_row_is_found_where_the_saved_row_says(database):
    """A session whose row is replaced by a changed copy (as werewolf's lobby does) is found
    at the copy's place once it is saved."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    session.row.thread_id = 55
    assert sessions.in_thread(55) is session
    session.row = dataclasses.replace(session.row, thread_id=66)
    await sessions.save(session)
    assert sessions.in_thread(66) is session
    assert sessions.in_thread(55) is None
    # The copy is watched in turn.
    session.row.thread_id = 67
    assert sessions.in_thread(67) is session


def scan(sessions: FamilySessions, channel_id: int) -> tuple[object, object, object]:
    """The three look-ups made by walking every open game (what the index replaces)."""
    shell = [s for s in sessions.held("cloud") if isinstance(s, FamilySession)]
    thread = next((s for s in shell if s.row.thread_id == channel_id), None)
    lobby_post = next((s for s in shell if s.row.lobby_message_id == channel_id), None)
    return thread, thread, lobby_post


async def test_the_index_agrees_with_a_scan_through_random_changes(database):
    """Through random openings, thread and post changes, endings and closings, every look-up
    answers as a walk through every open game does."""
    sessions = FamilySessions(FamilyStore(database))
    rng = random.Random(24)
    open_games: list[FamilySession] = []
    for _ in range(150):
        move = rng.randrange(5)
        if move == 0 or not open_games:
            open_games.append(await lobby(sessions, channel_id=rng.randrange(1, 9)))
            continue
        session = rng.choice(open_games)
        if move == 1:
            session.row.thread_id = rng.choice([None, *range(1, 9)])
        elif move == 2:
            session.row.lobby_message_id = rng.choice([None, *range(1, 9)])
        elif move == 3:
            session.row.status = GameStatus.OVER
        else:
            sessions.close(session)
            open_games.remove(session)
        for place in range(1, 9):
            found = (
                sessions.in_thread(place),
                sessions.here("cloud", place),
                sessions.by_lobby_message(place),
            )
            assert found == scan(sessions, place)


def test_a_stale_entry_is_never_an_answer():
    """A session whose row changed without a word is not given for its old place."""

    @dataclasses.dataclass
    class Held:
        place: int

    placed: PlacedSessions[int, Held] = PlacedSessions(lambda s: [s.place], lambda row: 0)
    placed[1] = held = Held(place=5)
    assert placed.first(5) is held
    held.place = 6  # no watcher: the index is not told
    assert placed.first(5) is None


async def test_a_tracked_row_copies_and_pickles_as_a_plain_row(database):
    """A tracked row pickles and deep-copies as its columns alone (not the map that watches it),
    and the copy, changed, leaves the game where its own row says."""
    sessions = FamilySessions(FamilyStore(database))
    session = await lobby(sessions)
    session.row.thread_id = 55
    assert sessions.in_thread(55) is session  # placed, so watched
    plain = dataclasses.replace(session.row)  # the same columns, untracked
    assert pickle.dumps(session.row) == pickle.dumps(plain)
    assert pickle.loads(pickle.dumps(session.row)) == session.row
    other = copy.deepcopy(session.row)
    other.thread_id = 66
    assert sessions.in_thread(55) is session
    assert sessions.in_thread(66) is None
