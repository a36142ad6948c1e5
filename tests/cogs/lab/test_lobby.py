"""The Lab's lobby by post: `/lab new`, Join, Leave, Start, one game per thread."""

from __future__ import annotations

from .helpers import message, ok, open_lobby, refused, seat_lab_table


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
    """`/lab rules` lists every topic; with a topic it answers it, only to the asker."""
    from cogs.lab.rules import TOPICS

    table = await seat_lab_table(simcord_env, ("Alice",))
    result = await table.host.slash(table.town, "lab rules")
    assert result.ephemeral and all(f"`{t}`" in result.response.content for t in TOPICS)
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
