"""/game status, /table, /me, /rules and /help."""

from __future__ import annotations

import pytest

from tests.cogs.harness import choose, open_lobby, play_night, refused, seat_table, start_game


@pytest.mark.simcord(settle_timeout=10)
async def test_status_in_the_lobby_lists_players(simcord_env):
    """/game status in a lobby lists who joined."""
    table = await seat_table(simcord_env, 3)
    lobby = await open_lobby(table)
    await table.player(0).click(lobby, label="Join")
    result = await table.bystander.slash(table.town, "game status")
    assert result.ephemeral
    assert "Alice" in result.response.embeds[0].fields[1].value


@pytest.mark.simcord(settle_timeout=10)
async def test_status_names_who_answered_but_not_what(simcord_env):
    """/game status names the players who answered tonight and nothing of their choices."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    await choose(table, 1, "vision", 3)
    result = await table.bystander.slash(table.town, "game status")
    fields = {f.name: f.value for f in result.response.embeds[0].fields}
    assert fields["Has answered this phase"] == "Bob"
    assert fields["Not answered yet"] == "Alice, Carol and Dave"
    text = str(result.response.embeds[0].to_dict())
    assert "Dave" not in fields["Has answered this phase"] and "vision" not in text.lower()


@pytest.mark.simcord(settle_timeout=10)
async def test_status_without_game_is_refused(simcord_env):
    """/game status in a channel without a game says how to open one."""
    table = await seat_table(simcord_env, 3)
    refused(await table.player(0).slash(table.town, "game status"), "/game create")


@pytest.mark.simcord(settle_timeout=10)
async def test_table_shows_numbers_and_the_heat_map(simcord_env):
    """/table answers with the text table by number and the PNG heat map."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    await play_night(table)
    result = await table.bystander.slash(table.town, "table")
    embed = result.response.embeds[0]
    assert "```" in embed.description and "Good" in embed.description
    assert [a.filename for a in result.response.attachments] == ["table.png"]
    assert (await result.response.attachments[0].read()).startswith(b"\x89PNG")


@pytest.mark.simcord(settle_timeout=10)
async def test_me_shows_own_number_and_odds_privately(simcord_env):
    """/me in the channel is ephemeral and shows the player's own number and odds."""
    table = await seat_table(simcord_env, 4)
    game = await start_game(table)
    result = await table.player(2).slash(table.town, "me")
    assert result.ephemeral
    embed = result.response.embeds[0]
    assert f"#{game.numbers[2]} Carol" in embed.title
    assert embed.fields[0].name == "Role odds" and "Seer" in embed.fields[0].value


@pytest.mark.simcord(settle_timeout=10)
async def test_me_lists_vision_history(simcord_env):
    """/me in a DM lists the player's visions."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    await play_night(table)
    result = await table.player(0).user.slash("me")
    fields = {f.name: f.value for f in result.response.embeds[0].fields}
    assert fields["Your visions"].startswith("Night 0: Bob: ")


@pytest.mark.simcord(settle_timeout=10)
async def test_me_by_non_player_is_refused(simcord_env):
    """/me from a bystander is refused."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    refused(await table.bystander.slash(table.town, "me"), "not a player")


@pytest.mark.simcord(settle_timeout=10)
async def test_rules_and_help_answer_anywhere(simcord_env):
    """/rules and /help answer in the channel and in DMs."""
    table = await seat_table(simcord_env, 3)
    assert (
        "Quantum Werewolf"
        in (await table.player(0).slash(table.town, "rules")).response.embeds[0].description
    )
    helped = await table.player(0).user.slash("help", game="werewolf")
    assert "night" in helped.response.embeds[0].description
