"""Commands of a busy game are acknowledged at once, and answered once the game is free."""

from __future__ import annotations

from cogs.werewolf.games import games_of
from tests.cogs.harness import (
    fire_slash,
    play_day,
    play_night,
    refused,
    seat_table,
    start_game,
    stored_actions,
    turns,
)


async def test_a_command_waiting_for_a_busy_game_is_deferred_at_once(simcord_env):
    """While another change holds the game, ``/game status`` is deferred, not left unanswered."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    async with table.session.lock:  # as a resolution being computed would
        result = fire_slash(table.player(0), table.town, "game status")
        await turns()
        assert result.acknowledged and result.deferred and result.ephemeral
    await simcord_env.settle()
    answer = result.response
    assert answer is not None and answer.embeds[0].title == f"Game {table.session.row.id}"


async def test_a_vote_waiting_for_a_busy_game_counts_once_the_game_is_free(simcord_env):
    """A vote sent while the game is busy is deferred, then counted and confirmed privately."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await table.storyteller.slash(table.town, "game advance")  # Night 0 -> Day 1
    target = table.game.name(1)
    async with table.session.lock:
        result = fire_slash(table.player(0), table.town, "vote", player=target)
        await turns()
        assert result.deferred and not table.game.choices.votes
    await simcord_env.settle()
    assert table.game.choices.votes == {0: 1}
    answer = result.response
    assert answer is not None and answer.ephemeral and "counts for Day 1" in answer.content


async def test_a_command_of_a_free_game_is_answered_directly(simcord_env):
    """Without a wait, nothing is deferred: the answer is the response itself."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    result = await table.player(0).slash(table.town, "game status")
    assert result.acknowledged and not result.deferred
    assert result.response is not None and result.response.embeds


async def test_a_night_action_is_acknowledged_before_it_waits_for_the_database(simcord_env):
    """A night action's answer comes once it is stored: with the database's connection busy
    and the game free, the action is deferred at once, then stored and confirmed privately."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await play_night(table)
    await play_day(table, 4)
    database = games_of(table.bot).storage.database
    async with database.transaction():  # as the outbox's and other games' writes would
        user = table.player(0).user
        result = fire_slash(user, user.dm_channel, "night", vision="Bob")
        await turns()
        assert result.deferred and result.ephemeral
    await simcord_env.settle()
    assert (await stored_actions(table))[-1] == "vision @0 @1"
    assert "**Bob**" in result.response.content and result.ephemeral


async def test_a_day_vote_is_acknowledged_before_it_waits_for_the_database(simcord_env):
    """A day vote's answer comes once it is stored: with the database's connection busy and the
    game free, the vote is deferred at once, then counted and confirmed privately."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await table.storyteller.slash(table.town, "game advance")  # Night 0 -> Day 1
    database = games_of(table.bot).storage.database
    async with database.transaction():  # as the outbox's and other games' writes would
        result = fire_slash(table.player(0), table.town, "vote", player=table.game.name(1))
        await turns()
        assert result.deferred and result.ephemeral
    await simcord_env.settle()
    assert (await stored_actions(table))[-1] == "vote @0 @1"
    assert "counts for Day 1" in result.response.content and result.ephemeral


async def test_a_players_refused_vote_is_acknowledged_first_and_reads_as_before(simcord_env):
    """A player's vote at night takes every vote's path (deferred first), then its refusal
    follows with the same words as a direct answer had."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    before = len(simcord_env.http_requests)
    result = await table.player(0).slash(table.town, "vote", player=table.game.name(1))
    answers = [r.json for r in simcord_env.http_requests[before:] if r.path.endswith("/callback")]
    assert [answer["type"] for answer in answers] == [5]  # deferred, the refusal a follow-up
    refused(result, "Votes are cast by day; it is Night 0")


async def test_a_bystanders_vote_is_still_refused_directly(simcord_env):
    """Whether the sender plays is public: a bystander's vote is refused at once, not deferred."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await table.storyteller.slash(table.town, "game advance")  # Night 0 -> Day 1
    result = await table.bystander.slash(table.town, "vote", player=table.game.name(1))
    assert not result.deferred
    refused(result, "not a player")
