"""The host's note on a refused message is a DM sent with no interaction: it speaks the host's
language (their choice, else the locale their client last sent)."""

from __future__ import annotations

from bot import effects
from bot.db import connect
from bot.i18n import Languages
from bot.shell.posts import host_teller
from bot.shell.store import FamilyStore
from tests.bot.shell.test_refusal_note import REFUSAL, row_of


async def note_for(database_url: str, effect: effects.Effect, language: str | None) -> str:
    """The note's text for a host (user 3) whose client last sent ``language``."""
    database = await connect(database_url)
    try:
        if language is not None:
            await Languages(database).note(3, language)
        store = FamilyStore(database)
        game = await store.create(family="cloud", guild_id=1, channel_id=2, host_id=3, options={})
        [note] = await host_teller("Quantum Cloud", "cloud", store)(
            row_of(effect, game.id), REFUSAL
        )
        return str(note.payload["content"])
    finally:
        await database.close()


async def test_a_german_host_is_told_in_german(database_url):
    """A host whose Discord speaks German reads where the post was refused, in German."""
    text = await note_for(database_url, effects.post(44, content="the board"), "de")
    assert "Discord hat einen Beitrag in <#44> abgelehnt" in text
    assert "Begründung von Discord: `400 (error code 50035): Invalid Form Body" in text


async def test_a_refused_dm_is_told_in_german_without_its_player(database_url):
    """In German too, the note on a refused DM names neither its player nor what it held."""
    text = await note_for(database_url, effects.dm(77, content="your secret hand"), "de")
    assert "eine Direktnachricht an einen Spieler abgelehnt" in text
    assert "secret" not in text and "77" not in text


async def test_a_host_with_no_known_language_is_told_in_english(database_url):
    """No choice and no interaction seen yet: English."""
    text = await note_for(database_url, effects.post(44, content="the board"), None)
    assert "Discord refused a post in <#44>" in text
