"""What a werewolf game reads of its languages before a deadline renders (both backends)."""

from __future__ import annotations

from typing import Any

from bot.i18n import Languages
from cogs.werewolf import language
from cogs.werewolf.models import Member
from tests.conftest import new_game


async def test_a_games_and_its_players_languages_are_read_in_one_wait(storage, monkeypatch):
    """``settle`` reads the game's language and every player's with one wait for the
    connection (a tick's reads queue behind every other tick's at a thousand games)."""
    row = await new_game(storage)
    row.seats = [Member(user_id=7, name="Ada"), Member(user_id=8, name="Bo")]
    languages = Languages(storage.database)
    await languages.set_game("werewolf", row.id, "de")
    await languages.set_player(7, "de")
    await languages.note(8, "de")
    database = storage.database
    reading = database.reading
    waits: list[Any] = []

    def counted() -> Any:
        waits.append(None)
        return reading()

    monkeypatch.setattr(database, "reading", counted)
    await language.settle(database, row)
    assert (language.of_game(row.id), language.of_reader(7), language.of_reader(8)) == (
        "de",
        "de",
        "de",
    )
    assert len(waits) == 1
