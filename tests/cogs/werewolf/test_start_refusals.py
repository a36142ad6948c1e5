"""Start refused for a table too small, in the storyteller's language, not the engine's English
developer text (issue 27)."""

from __future__ import annotations

import pytest

from tests.cogs.harness import seat_table
from tests.cogs.test_language import client_locales  # noqa: F401  (a fixture)


async def _start(table, **options):
    result = await table.storyteller.slash(table.town, "game create", **options)
    lobby = result.response.message
    for member in table.players:
        await member.click(lobby, label="Join")
    return await table.storyteller.click(lobby, label="Start")


@pytest.mark.simcord(settle_timeout=10)
async def test_too_many_wolves_for_the_table_is_refused_in_german(simcord_env, client_locales):  # noqa: F811
    """Two wolves for three players: a German storyteller reads why in German; nothing starts."""
    table = await seat_table(simcord_env, 3)
    client_locales[table.storyteller.user.id] = "de"
    result = await _start(table, wolves=2)
    assert result.ephemeral
    assert result.response.content == (
        "❌ 2 Werwölfe sind zu viele für 3 Spieler (höchstens 1): Warte auf weitere Spieler "
        "oder öffne eine neue Lobby mit weniger `wolves`."
    )
    assert table.session.game is None


@pytest.mark.simcord(settle_timeout=10)
async def test_too_few_players_is_refused_in_english_words_of_the_catalogue(simcord_env):
    """Two players: the English storyteller reads the catalogue's sentence, not the engine's."""
    table = await seat_table(simcord_env, 2)
    result = await _start(table)
    assert result.response.content == ("❌ Only 2 players have joined; a game needs at least 3.")
    assert table.session.game is None


@pytest.mark.simcord(settle_timeout=10)
async def test_missing_permissions_are_named_in_the_storytellers_language(
    simcord_env,
    client_locales,  # noqa: F811
):
    """No Manage Roles / Manage Channels: a German storyteller reads the note in German, the
    permissions as Discord names them in German."""
    table = await seat_table(simcord_env, 3)
    client_locales[table.storyteller.user.id] = "de"
    bot_role = table.guild.me.top_role
    perms = bot_role.permissions
    perms.update(manage_roles=False, manage_channels=False)
    simcord_env.backend.edit_role(table.guild.id, bot_role.id, {"permissions": perms.value})
    await simcord_env.settle()
    result = await table.storyteller.slash(table.town, "game create", dead_channel=True)
    note = result.followups[-1].content
    assert note.startswith("ℹ️ Mir fehlen diese optionalen Berechtigungen")
    assert "**Rollen verwalten**" in note and "**Kanäle verwalten**" in note
    assert "missing" not in note and "Manage" not in note
