"""The Lab's lobby by post: `/lab new`, Join, Leave, Start, one game per thread."""

from __future__ import annotations

from typing import Any

import discord

from cogs.lab.rules import NOTICE

from .helpers import LabTable, message, ok, open_lobby, refused, seat_lab_table


async def test_lobby_join_leave_and_start_rules(simcord_env):
    """Joining twice, leaving when out, starting alone or as a guest are refused; the lobby
    lists the players and its settings."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    alice, bob = table.players
    await open_lobby(table, experiments=2, cats=False, scenario="decaf", turn_hours=6.0)
    lobby = message(table.town, table.lobby.id)
    assert "Experiments to win: 2 · cats off · scenario decaf · turn 6 h" in lobby.content
    ok(await alice.click(lobby, label="Join"))
    refused(await alice.click(lobby, label="Join"), "already in this lobby")
    refused(await alice.click(lobby, label="Start"), "2–8 players; 1 joined")
    refused(await bob.click(lobby, label="Leave"), "not in this lobby")
    ok(await bob.slash(table.thread, "lab join"))
    assert f"<@{bob.id}>" in message(table.town, table.lobby.id).content
    ok(await bob.click(lobby, label="Leave"))
    assert f"<@{bob.id}>" not in message(table.town, table.lobby.id).content
    ok(await bob.click(lobby, label="Join"))
    refused(await bob.click(lobby, label="Start"), "only the host")
    refused(await alice.slash(table.thread, "lab new"), "already has a game")
    ok(await alice.click(lobby, label="Start"))
    game = table.game
    assert game.target == 2 and game.scenario is not None and game.scenario.value == "decaf"
    assert not game.cats
    assert message(table.town, table.lobby.id).components == []
    refused(await bob.slash(table.thread, "lab join"), "closed")


async def test_commands_outside_a_game_are_refused(simcord_env):
    """A turn command in a channel with no game points to `/lab new`."""
    table = await seat_lab_table(simcord_env, ("Alice",))
    refused(await table.host.slash(table.town, "lab see", direction="up"), "/lab new")


async def test_rules_list_their_topics_and_answer_one(simcord_env):
    """`/lab rules` lists every topic with the fan-tool notice; with a topic it answers it,
    only to the asker."""
    from cogs.lab.rules import TOPICS

    table = await seat_lab_table(simcord_env, ("Alice",))
    result = await table.host.slash(table.town, "lab rules")
    assert result.ephemeral and all(f"`{t}`" in result.response.content for t in TOPICS)
    assert NOTICE in result.response.content and "James Mapes" in NOTICE
    result = await table.host.slash(table.town, "lab rules", topic="see")
    assert result.ephemeral and result.response.content == TOPICS["see"]


async def test_a_finished_games_thread_takes_no_new_lobby(simcord_env):
    """A thread keeps its one game for good: `/lab new` there is refused and stores nothing."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    alice, bob = table.players
    await open_lobby(table)
    ok(await alice.click(table.lobby, label="Join"))
    ok(await bob.click(table.lobby, label="Join"))
    ok(await alice.click(table.lobby, label="Start"))
    game = table.game
    ok(await alice.slash(table.thread, "lab host abort", confirm=True))
    assert game.outcome is not None and game.outcome.winners == ()
    assert table.thread.last_message.content.startswith("🏁 ")
    refused(await bob.slash(table.thread, "lab new"), "already had a game")
    store = simcord_env.bot.family_sessions.store
    assert await store.open_games("lab") == []


async def side_thread(table: LabTable, name: str) -> Any:
    """A thread of the table's channel opened by someone (the bot's HTTP stands in for them)."""
    channel = table.env.bot.get_channel(table.town.id)
    assert isinstance(channel, discord.TextChannel)
    await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
    await table.env.settle()
    (thread,) = [t for t in table.town.threads if t.name == name]
    return thread


async def test_a_lobby_opened_in_a_thread_keeps_the_game_in_that_thread(simcord_env):
    """`/lab new` in a thread posts the lobby there and plays there, opening no other thread;
    a second `/lab new` there is refused, and a lobby in the channel gets its own thread."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    alice, bob = table.players
    thread = await side_thread(table, "lab corner")
    result = await alice.slash(thread, "lab new", cats=False)
    assert result.acknowledged and not result.ephemeral
    lobby = result.response.message
    assert lobby.channel.id == thread.id
    assert [t.id for t in table.town.threads] == [thread.id]
    table.lobby, table.thread = lobby, thread
    refused(await bob.slash(thread, "lab new"), "already has a game")
    ok(await alice.click(lobby, label="Join"))
    ok(await bob.slash(thread, "lab join"))
    ok(await alice.click(message(thread, lobby.id), label="Start"))
    game = table.game
    assert table.session.row.thread_id == thread.id == table.session.row.channel_id
    assert "Started" in message(thread, lobby.id).content
    assert message(thread, lobby.id).components == []
    (opening,) = [m for m in thread.history() if m.content.startswith("🔬 The lab opens")]
    assert opening.content.endswith(f"-# {NOTICE}")
    assert table.post().channel.id == thread.id
    active = table.players[game.active]
    ok(await active.click(table.post(), label="See ↑"))
    assert game.version == 1 and game.prompt.seat == game.active
    refused(await bob.slash(table.town, "lab status"), "/lab new")
    assert (await alice.slash(table.town, "lab new")).acknowledged
    (own,) = [t for t in table.town.threads if t.id != thread.id]
    assert own.name == "Schrödinger's Lab #2"


async def test_a_lobby_takes_eight_players_and_refuses_a_ninth(simcord_env):
    """Eight may join; the ninth is told the lab is full, and eight can start."""
    names = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")
    table = await seat_lab_table(simcord_env, names)
    await open_lobby(table)
    for member in table.players[:8]:
        ok(await member.click(table.lobby, label="Join"))
    refused(await table.players[8].click(table.lobby, label="Join"), "the lab is full (8 players)")
    assert len(table.session.row.seats) == 8
    ok(await table.host.click(table.lobby, label="Start"))
    assert table.game.seats == 8
