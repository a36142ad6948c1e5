"""The lobby: create, join, leave, start, by command and by button."""

from __future__ import annotations

import discord
import pytest

from bot.shell.store import GameStatus
from tests.cogs.harness import open_lobby, refused, seat_table, start_game


@pytest.mark.simcord(settle_timeout=10)
async def test_create_posts_a_lobby_with_its_buttons(simcord_env):
    """/game create posts a public lobby with Join, Leave, Start and How to play."""
    table = await seat_table(simcord_env, 3)
    lobby = await open_lobby(table, wolves=1, reveal="role")
    labels = [child.label for row in lobby.components for child in row.children]
    assert labels == ["Join", "Leave", "Start", "How to play"]
    assert "Deaths reveal: **role**" in lobby.embeds[0].fields[2].value
    assert table.session.row.status is GameStatus.LOBBY


@pytest.mark.simcord(settle_timeout=10)
async def test_join_button_lists_the_player_on_the_lobby(simcord_env):
    """Pressing Join seats the player and updates the lobby message."""
    table = await seat_table(simcord_env, 3)
    lobby = await open_lobby(table)
    result = await table.player(0).click(lobby, label="Join")
    assert result.ephemeral and "joined as **Alice**" in result.response.content
    message = table.town.history()[0]
    assert message.embeds[0].fields[1].value == "Alice"  # no join-order number


@pytest.mark.simcord(settle_timeout=10)
async def test_join_and_leave_commands_work_like_the_buttons(simcord_env):
    """/game join and /game leave change the seats."""
    table = await seat_table(simcord_env, 3)
    await open_lobby(table)
    await table.player(0).slash(table.town, "game join")
    await table.player(1).slash(table.town, "game join")
    result = await table.player(0).slash(table.town, "game leave")
    assert result.ephemeral and "left" in result.response.content
    assert [m.name for m in table.session.row.seats] == ["Bob"]


@pytest.mark.simcord(settle_timeout=10)
async def test_second_game_in_a_channel_is_refused(simcord_env):
    """A channel holds one game at a time."""
    table = await seat_table(simcord_env, 3)
    await open_lobby(table)
    result = await table.player(0).slash(table.town, "game create")
    refused(result, "already has a game")
    assert len(table.town.history()) == 1


@pytest.mark.simcord(settle_timeout=10)
async def test_storyteller_cannot_join(simcord_env):
    """The storyteller sees every secret and may not play."""
    table = await seat_table(simcord_env, 3)
    lobby = await open_lobby(table)
    refused(await table.storyteller.click(lobby, label="Join"), "storyteller")
    assert table.session.row.seats == []


@pytest.mark.simcord(settle_timeout=10)
async def test_joining_twice_is_refused(simcord_env):
    """A player cannot take two seats."""
    table = await seat_table(simcord_env, 3)
    lobby = await open_lobby(table)
    await table.player(0).click(lobby, label="Join")
    refused(await table.player(0).click(lobby, label="Join"), "already in")
    assert len(table.session.row.seats) == 1


@pytest.mark.simcord(settle_timeout=10)
async def test_leaving_without_a_seat_is_refused(simcord_env):
    """Leave refuses someone who never joined."""
    table = await seat_table(simcord_env, 3)
    lobby = await open_lobby(table)
    refused(await table.player(0).click(lobby, label="Leave"), "not in this game")


@pytest.mark.simcord(settle_timeout=10)
async def test_start_button_refuses_others(simcord_env):
    """Only the storyteller may press Start; others get an ephemeral reason."""
    table = await seat_table(simcord_env, 3)
    lobby = await open_lobby(table)
    for member in table.players:
        await member.click(lobby, label="Join")
    refused(await table.player(0).click(lobby, label="Start"), "storyteller")
    assert table.session.row.status is GameStatus.LOBBY


@pytest.mark.simcord(settle_timeout=10)
async def test_start_with_too_few_players_is_refused(simcord_env):
    """Starting with two players explains that three are needed."""
    table = await seat_table(simcord_env, 2)
    lobby = await open_lobby(table)
    for member in table.players:
        await member.click(lobby, label="Join")
    refused(await table.storyteller.slash(table.town, "game start"), "at least 3")
    assert table.session.row.status is GameStatus.LOBBY


@pytest.mark.simcord(settle_timeout=10)
async def test_impossible_wolf_count_is_refused_at_start(simcord_env):
    """Three players cannot have two wolves; the game stays in its lobby."""
    table = await seat_table(simcord_env, 3)
    lobby = await open_lobby(table, wolves=2)
    for member in table.players:
        await member.click(lobby, label="Join")
    refused(
        await table.storyteller.click(lobby, label="Start"), "2 wolves are too many for 3 players"
    )
    assert table.session.row.status is GameStatus.LOBBY


@pytest.mark.simcord(settle_timeout=10)
async def test_manage_server_member_may_start(simcord_env):
    """A member with Manage Server can start someone else's game."""
    table = await seat_table(simcord_env, 3)
    admin_role = table.guild.create_role(
        "Admin", permissions=discord.Permissions(manage_guild=True)
    )
    admin = table.guild.add_member(simcord_env.create_user("admin"), roles=[admin_role])
    await simcord_env.settle()
    lobby = await open_lobby(table)
    for member in table.players:
        await member.click(lobby, label="Join")
    result = await admin.click(lobby, label="Start")
    assert "Started" in result.response.content
    assert table.session.row.status is GameStatus.RUNNING


@pytest.mark.simcord(settle_timeout=10)
async def test_start_deals_every_player_a_private_welcome(simcord_env):
    """Each player's first DM holds their own number, the how-to and their odds."""
    table = await seat_table(simcord_env, 4)
    game = await start_game(table)
    for seat in range(4):
        [welcome] = table.player(seat).user.dm_channel.history()
        first = welcome.embeds[0]
        assert f"#{game.numbers[seat]}" in first.description
        assert "Each night" in first.description
        assert first.fields[0].name == "Your role odds"
        assert "Night 0" in welcome.embeds[1].title


@pytest.mark.simcord(settle_timeout=10)
async def test_join_after_start_is_refused(simcord_env):
    """Nobody joins a running game."""
    table = await seat_table(simcord_env, 3)
    await start_game(table)
    assert table.town.history()[0].components == []
    refused(await table.bystander.slash(table.town, "game join"), "already started")
    assert len(table.session.row.seats) == 3


@pytest.mark.simcord(settle_timeout=10)
async def test_duplicate_display_names_get_a_suffix(simcord_env):
    """Two members with the same display name play under distinct names."""
    table = await seat_table(simcord_env, 3)
    twin = table.guild.add_member(simcord_env.create_user("alice2", global_name="Alice"))
    await simcord_env.settle()
    lobby = await open_lobby(table)
    await table.player(0).click(lobby, label="Join")
    result = await twin.click(lobby, label="Join")
    assert "Alice (2)" in result.response.content


@pytest.mark.simcord(settle_timeout=10)
async def test_a_display_name_is_normalised_and_escaped(simcord_env):
    """A display name with markup, a mention and invisible characters joins without the
    invisible ones (bot.names.normalise, the shell's cleaning) and is shown escaped."""
    table = await seat_table(simcord_env, 3)
    odd = table.guild.add_member(
        simcord_env.create_user("odd", global_name="**Mal**\u200b<@123456789012345678>\u202e")
    )
    await simcord_env.settle()
    lobby = await open_lobby(table)
    result = await odd.click(lobby, label="Join")
    assert [m.name for m in table.session.row.seats] == ["**Mal**<@123456789012345678>"]
    assert "\\*\\*Mal\\*\\*" in result.response.content
    assert "<@123456789012345678>" not in result.response.content


@pytest.mark.simcord(settle_timeout=10)
async def test_start_pressed_on_a_started_game_says_so_before_who_may_start(simcord_env):
    """A Start on a lobby whose game has started tells anyone it has started, before asking
    who may start (one check, the shell's, in the shell's order for every family)."""
    table = await seat_table(simcord_env, 3)
    lobby = await open_lobby(table)
    for member in table.players:
        await member.click(lobby, label="Join")
    table.session.row.status = GameStatus.RUNNING  # started, its lobby post not edited yet
    refused(await table.player(0).click(lobby, label="Start"), "already started")
