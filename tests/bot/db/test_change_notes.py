"""The rows every command reads (a player's language, whether news was kept for them) kept in
each process's memory, and kept right when another process changes them (PostgreSQL's change
notes, :meth:`bot.db.Database.watch`)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from bot.db import Database
from bot.db.mirror import Mirror
from bot.i18n.choice import Languages
from bot.shell.kept import Inbox, KeptStore, keep
from bot.shell.notify import NotifyPrefs


async def _until(condition: Callable[[], bool], seconds: float = 5.0) -> None:
    """Wait until ``condition`` holds (a note travels through the server)."""
    async with asyncio.timeout(seconds):
        while not condition():
            await asyncio.sleep(0.01)


async def _listening(database: Database) -> None:
    await _until(lambda: database.watch_epoch() is not None)


def _count_reads(database: Database, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The SQL of every read of ``database`` from now on."""
    reads: list[str] = []
    real = database.fetch_one

    async def fetch_one(sql: str, params: Any = ()) -> Any:
        reads.append(sql)
        return await real(sql, params)

    monkeypatch.setattr(database, "fetch_one", fetch_one)
    return reads


async def test_a_players_language_is_read_once_per_process(database, monkeypatch):
    """A second command of the same player reads their language from memory."""
    languages = Languages(database)
    await languages.set_player(7, "de")
    await languages.of_player(7)
    await _listening(database)
    reads = _count_reads(database, monkeypatch)
    assert await languages.of_player(7) == "de"
    assert await languages.for_player(7, "en-US") == "de"
    assert len(reads) <= 1  # the one before the notes were heard, none after
    reads.clear()
    assert await languages.for_dm(7) == "de"
    assert reads == []


async def test_a_language_chosen_in_one_process_is_seen_by_the_other(two_databases):
    """A player's new choice made through one process is answered in by the other."""
    first, second = (Languages(db) for db in two_databases)
    assert await first.of_player(7) is None
    await _listening(two_databases[0])
    assert await first.of_player(7) is None  # now kept in the first process
    await second.set_player(7, "de")
    async with asyncio.timeout(5):
        while await first.of_player(7) != "de":
            await asyncio.sleep(0.01)


async def test_news_kept_by_one_process_is_known_to_the_other(two_databases):
    """A DM kept in one process marks its player waiting in the other's memory."""
    first, second = two_databases
    inbox = Inbox(KeptStore(first))
    first.watch("kept_news", inbox.kept)
    await _listening(first)
    assert await inbox.known() and 5 not in inbox.waiting
    async with second.transaction() as tx:
        await tx.execute(*keep("lab", 1, 5, 1, content="your turn"))
    await _until(lambda: 5 in inbox.waiting)


async def test_a_lost_listener_reads_through_until_it_listens_again(two_databases):
    """While the change notes may be missed, a process reads the database, not its memory."""
    first, second = two_databases
    languages = Languages(first)
    await languages.set_player(7, "de")
    await languages.of_player(7)
    await _listening(first)
    before = first.watch_epoch()
    assert await languages.of_player(7) == "de"
    async with second.transaction() as tx:  # the first process's listening connection is cut
        await tx.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE query LIKE 'LISTEN %' AND pid <> pg_backend_pid()"
        )
    await _until(lambda: first.watch_epoch() is None)
    async with second.transaction() as tx:  # a change no note tells the first process of
        await tx.execute("UPDATE player_languages SET chosen = 'en' WHERE user_id = 7")
    assert await languages.of_player(7) == "en"
    await _until(lambda: first.watch_epoch() not in (None, before))
    assert await languages.of_player(7) == "en"


async def test_a_change_told_during_a_read_is_not_kept(database):
    """A value read while its row changed is returned but read again next time."""
    mirror: Mirror[str] = Mirror(database, "things")
    reads: list[str] = []

    async def read() -> str:
        reads.append("read")
        if len(reads) == 1:
            mirror.forget("k")  # the note of a change arrives while the read is under way
            return "old"
        return "new"

    await _listening(database)
    assert await mirror.get("k", read) == "old"
    assert await mirror.get("k", read) == "new"
    assert await mirror.get("k", read) == "new"
    assert len(reads) == 2


async def test_another_keys_change_told_during_a_read_keeps_it(database):
    """A value read while another row changed is kept: under load the reads under way always
    overlap some player's change, and none was kept."""
    mirror: Mirror[str] = Mirror(database, "things")
    reads: list[str] = []

    async def read() -> str:
        reads.append("read")
        mirror.forget("other")  # another row's note arrives while the read is under way
        return "value"

    await _listening(database)
    assert await mirror.get("k", read) == "value"
    assert await mirror.get("k", read) == "value"
    assert len(reads) == 1


async def test_a_turn_dm_choice_made_in_one_process_is_heeded_by_the_other(two_databases):
    """A player who turns turn DMs off through one process gets none from the other."""
    first, second = (NotifyPrefs(db) for db in two_databases)
    assert await first.wants_dms(7)
    await _listening(two_databases[0])
    assert await first.wants_dms(7)  # now kept in the first process
    await second.set_dms(7, False)
    async with asyncio.timeout(5):
        while await first.wants_dms(7):
            await asyncio.sleep(0.01)


async def test_a_games_language_changed_by_one_process_is_seen_by_the_other(two_databases):
    """A game's language kept in one process's memory gives way to the other's change."""
    first, second = (Languages(db) for db in two_databases)
    await second.set_game("werewolf", 4, "de")
    assert (await first.of_game_and_players("werewolf", 4, []))[0] == "de"
    await _listening(two_databases[0])
    assert (await first.of_game_and_players("werewolf", 4, []))[0] == "de"  # now kept
    await second.set_game("werewolf", 4, "fr")
    async with asyncio.timeout(5):
        while (await first.of_game_and_players("werewolf", 4, []))[0] != "fr":
            await asyncio.sleep(0.01)


async def test_a_games_language_is_read_once_for_every_reader(database, monkeypatch):
    """A reopen's or a rematch's read of a game's language and a tick's share one copy in
    memory: after the first, neither reads the database."""
    languages = Languages(database)
    await languages.set_game("werewolf", 4, "de")
    await _listening(database)
    assert await languages.of_game("werewolf", 4) == "de"
    reads = _count_reads(database, monkeypatch)
    assert await languages.of_game("werewolf", 4) == "de"
    assert await languages.for_game("werewolf", 4, "en-US") == "de"
    assert (await languages.of_game_and_players("werewolf", 4, []))[0] == "de"
    assert reads == []


async def test_a_lobby_opened_by_one_process_speaks_its_language_in_the_other(two_databases):
    """An id the other process read before its lobby opened (kept as no choice) takes the
    language the lobby was opened with."""
    first, second = (Languages(db) for db in two_databases)
    assert await first.of_game("werewolf", 5) is None
    await _listening(two_databases[0])
    assert await first.of_game("werewolf", 5) is None  # now kept in the first process
    await second.set_game("werewolf", 5, "de")
    async with asyncio.timeout(5):
        while await first.of_game("werewolf", 5) != "de":
            await asyncio.sleep(0.01)
