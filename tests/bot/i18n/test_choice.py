"""Which language a player and a game get, and the choices kept on both backends."""

from __future__ import annotations

import discord

from bot.i18n.choice import Languages, game_language, player_language


def test_a_player_without_a_choice_gets_their_clients_language():
    """No choice: the Discord client's locale, matched to a shipped language by its prefix."""
    assert player_language(None, discord.Locale.german) == "de"
    assert player_language(None, "en-GB") == "en"


def test_a_players_choice_beats_their_client():
    """A chosen language wins over the client's locale."""
    assert player_language("de", "en-US") == "de"
    assert player_language("en", "de") == "en"


def test_an_unshipped_language_falls_back_to_english():
    """A locale no catalogue serves (Japanese), or none at all, gives English."""
    assert player_language(None, "ja") == "en"
    assert player_language(None, None) == "en"
    assert game_language(None, None) == "en"


def test_a_game_without_a_choice_speaks_the_servers_preferred_locale():
    """No lobby choice: the server's preferred locale; the lobby's choice beats it."""
    assert game_language(None, "de") == "de"
    assert game_language("en", "de") == "en"


async def test_a_players_choice_is_kept_and_forgotten(database):
    """/language me keeps a player's language; choosing Discord's again forgets it."""
    languages = Languages(database)
    assert await languages.of_player(7) is None
    await languages.set_player(7, "de")
    await languages.set_player(7, "de")
    assert await languages.of_player(7) == "de" and await languages.of_player(8) is None
    assert await languages.for_player(7, "en-US") == "de"
    await languages.set_player(7, None)
    assert await languages.for_player(7, "en-US") == "en"


async def test_a_games_language_is_kept_per_family_and_game(database):
    """Each family's game has its own language; another family's game of the same id not."""
    languages = Languages(database)
    await languages.set_game("lab", 3, "de")
    assert await languages.for_game("lab", 3, "en-US") == "de"
    assert await languages.for_game("cloud", 3, "de") == "de"
    assert await languages.for_game("cloud", 3, "en-US") == "en"
    await languages.set_game("lab", 3, "en")
    assert await languages.of_game("lab", 3) == "en"
    await languages.set_game("lab", 3, None)
    assert await languages.of_game("lab", 3) is None


async def test_a_dm_without_an_interaction_uses_the_last_client_locale(database):
    """A deadline's DM: the player's choice, else the locale their client last sent."""
    languages = Languages(database)
    assert await languages.for_dm(7) == "en"
    await languages.note(7, discord.Locale.german)
    assert await languages.for_dm(7) == "de"
    await languages.set_player(7, "en")
    assert await languages.for_dm(7) == "en"
    await languages.set_player(7, None)
    await languages.note(7, "en-GB")
    assert await languages.for_dm(7) == "en"


async def test_a_client_locale_is_written_only_when_it_changed(database):
    """Noting the same locale again writes nothing (a command costs no write each time)."""
    languages = Languages(database)
    await languages.note(7, "de")
    async with database.transaction() as tx:
        await tx.execute("UPDATE player_languages SET client = 'fr' WHERE user_id = 7")
    await languages.note(7, "de")
    assert await languages.for_dm(7) == "en"  # fr has no catalogue: still the row's 'fr'
