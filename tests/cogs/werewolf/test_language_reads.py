"""What a werewolf game reads of its languages before a deadline renders (both backends)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.db import Database
from bot.i18n import Languages
from cogs.werewolf import language
from cogs.werewolf.models import Member
from tests.conftest import new_game


async def until_listening(database: Database) -> None:
    """Wait until the change notes are heard (at once on SQLite): only then is a read kept."""
    async with asyncio.timeout(5):
        while database.watch_epoch() is None:
            await asyncio.sleep(0.01)


def count_waits(database: Database, monkeypatch: pytest.MonkeyPatch) -> list[None]:
    """One entry for each wait for a reading connection from now on."""
    reading = database.reading
    waits: list[None] = []

    def counted() -> Any:
        waits.append(None)
        return reading()

    monkeypatch.setattr(database, "reading", counted)
    return waits


async def test_a_games_and_its_players_languages_are_read_in_one_wait(storage, monkeypatch):
    """``settle`` reads the game's language and every player's with one wait for the
    connection (a tick's reads queue behind every other tick's at a thousand games)."""
    row = await new_game(storage)
    row.seats = [Member(user_id=7, name="Ada"), Member(user_id=8, name="Bo")]
    database = storage.database
    languages = Languages(database)
    await languages.set_game("werewolf", row.id, "de")
    await languages.set_player(7, "de")
    await languages.note(8, "de")
    waits = count_waits(database, monkeypatch)
    await language.settle(database, row)
    assert (language.of_game(row.id), language.of_reader(7), language.of_reader(8)) == (
        "de",
        "de",
        "de",
    )
    assert len(waits) == 1


async def test_a_second_settle_reads_no_language_when_nothing_changed(storage, monkeypatch):
    """A deadline's tick settles its languages again: with nothing changed since, the game's and
    its players' come from memory, with no wait for the connection."""
    row = await new_game(storage)
    row.seats = [Member(user_id=17, name="Ada"), Member(user_id=18, name="Bo")]
    database = storage.database
    languages = Languages(database)
    await languages.set_game("werewolf", row.id, "de")
    await languages.set_player(17, "de")
    await language.settle(database, row)
    await until_listening(database)
    await language.settle(database, row)  # kept once the change notes are heard
    waits = count_waits(database, monkeypatch)
    await language.settle(database, row)
    assert (language.of_game(row.id), language.of_reader(17), language.of_reader(18)) == (
        "de",
        "de",
        "en",
    )
    assert waits == []


async def test_a_games_language_changed_here_is_read_again(storage):
    """The game's language kept in memory gives way to a change this process commits (on
    SQLite no note tells it)."""
    row = await new_game(storage)
    database = storage.database
    languages = Languages(database)
    await languages.set_game("werewolf", row.id, "de")
    await language.settle(database, row)
    await until_listening(database)
    await language.settle(database, row)
    await languages.set_game("werewolf", row.id, "en")
    await language.settle(database, row)
    assert language.of_game(row.id) == "en"
