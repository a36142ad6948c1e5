"""Secrets: nothing a player receives depends on other players' secret numbers or roles."""

from __future__ import annotations

import discord
import pytest

from cogs.werewolf.games import games_of
from cogs.werewolf.models import seat_of
from tests.cogs.harness import (
    choose,
    lynch_target,
    message_text,
    open_lobby,
    play_day,
    play_night,
    play_to_the_end,
    refused,
    rotate,
    seat_table,
    start_game,
    stored_actions,
)

SPARED_SEED = 5
"""5 players, the harness's moves: on Night 1 the engine needs no attack from Bob (seat 1), and
secret-number order (Carol, Dave, Erin, Alice, Bob) is neither join nor alphabetical order."""
DEATHS_SEED = 16
"""5 players played to the end by the harness: Day 3 lynches one player and two more die with
them, and the engine lists those two in secret-number order (Dave before Bob)."""


async def seeded_table(env, n: int, seed: int):  # type: ignore[no-untyped-def]
    table = await seat_table(env, n)
    table.bot.seeds = lambda: seed
    return table


async def to_day_one(table) -> None:  # type: ignore[no-untyped-def]
    await play_night(table)
    assert not table.game.phase.is_night


# -- #k never names a player for a player ---------------------------------------------------------


@pytest.mark.simcord(settle_timeout=10)
async def test_vote_by_secret_number_is_refused_and_pairs_nothing(simcord_env):
    """/vote player:#k (and @k) is refused the same way for every k; nothing is posted or stored."""
    table = await seeded_table(simcord_env, 5, SPARED_SEED)
    await start_game(table)
    await to_day_one(table)
    before = await stored_actions(table)
    posts = len(table.town.history())
    replies = set()
    for text in ["#1", "#2", "#3", "#4", "#5", "# 2", "@0", "@3"]:
        result = await table.player(4).slash(table.town, "vote", player=text)
        refused(result, "by their name")
        replies.add(result.response.content)
    assert len(replies) == 1
    assert await stored_actions(table) == before
    assert len(table.town.history()) == posts


@pytest.mark.simcord(settle_timeout=10)
async def test_night_by_secret_number_is_refused(simcord_env):
    """/night vision:#k and attack:#k are refused for a player, in a DM and in the channel."""
    table = await seeded_table(simcord_env, 5, SPARED_SEED)
    await start_game(table)
    before = await stored_actions(table)
    for k in range(1, 6):
        refused(await table.player(0).user.slash("night", vision=f"#{k}"), "by their name")
        refused(await table.player(0).slash(table.town, "night", vision=f"#{k}"), "by their name")
    assert await stored_actions(table) == before
    await to_day_one(table)
    await play_day(table, lynch_target(table.game))
    before = await stored_actions(table)
    refused(await table.player(2).user.slash("night", attack="#1"), "by their name")
    assert await stored_actions(table) == before


@pytest.mark.simcord(settle_timeout=10)
async def test_autocomplete_offers_names_only(simcord_env):
    """Typing #k or a digit into a player option offers nobody (names have no digits here)."""
    table = await seeded_table(simcord_env, 5, SPARED_SEED)
    await start_game(table)
    for typed in ["#1", "#3", "1", "@2"]:
        assert await table.player(0).autocomplete(table.town, "night", "vision", typed) == []
    await to_day_one(table)
    for typed in ["#1", "2"]:
        assert await table.player(0).autocomplete(table.town, "vote", "player", typed) == []
    choices = await table.player(0).autocomplete(table.town, "vote", "player", "a")
    assert [c["name"] for c in choices] == ["Alice", "Carol", "Dave"]


@pytest.mark.simcord(settle_timeout=10)
async def test_storyteller_may_name_a_player_by_number(simcord_env):
    """Storytellers know the numbers: /game kick player:#k removes the holder of number k."""
    table = await seeded_table(simcord_env, 5, SPARED_SEED)
    game = await start_game(table)
    holder = game.numbers.index(2)
    result = await table.storyteller.slash(table.town, "game kick", player="#2")
    assert result.ephemeral and "removed" in result.response.content
    assert not table.game.alive[holder]
    refused(await table.storyteller.slash(table.town, "game kick", player="#9"), "run from 1")


# -- lists in join order ----------------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=10)
async def test_tally_and_day_report_list_voters_in_join_order(simcord_env):
    """Voters appear in join order in the live tally, the closed tally and the day's report."""
    table = await seeded_table(simcord_env, 5, SPARED_SEED)
    game = await start_game(table)
    assert [game.name(s) for s in game.by_number] == ["Carol", "Dave", "Erin", "Alice", "Bob"]
    await to_day_one(table)
    for seat in (4, 0, 2):  # Erin, Alice, Carol: all for Bob; the third vote is a majority
        await table.player(seat).slash(table.town, "vote", player="Bob")
    report = next(m for m in table.town.history() if "The end of Day 1" in message_text(m))
    assert "Bob: 3 (Alice, Carol and Erin)" in message_text(report)
    closed = next(m for m in table.town.history() if "votes (closed)" in message_text(m))
    assert "(Alice, Carol and Erin)" in message_text(closed)


@pytest.mark.simcord(settle_timeout=10)
async def test_live_tally_lists_voters_in_join_order(simcord_env):
    """Two votes for one player: the tally lists the voters in join order, not by number."""
    table = await seeded_table(simcord_env, 5, SPARED_SEED)
    await start_game(table)
    await to_day_one(table)
    await table.player(2).slash(table.town, "vote", player="Bob")  # Carol (#1)
    await table.player(0).slash(table.town, "vote", player="Bob")  # Alice (#4)
    tally = next(m for m in table.town.history() if "Day 1: votes" in message_text(m))
    assert "**Bob**: 2 (Alice and Carol)" in tally.embeds[0].description


@pytest.mark.simcord(settle_timeout=30)
async def test_deaths_of_one_resolution_are_listed_in_join_order(simcord_env):
    """The lynched player first, then the others who died with them, in join order."""
    table = await seeded_table(simcord_env, 5, DEATHS_SEED)
    await start_game(table)
    await play_to_the_end(table)
    post = next(m for m in table.town.history() if "The end of Day 3" in message_text(m))
    deaths = [line for line in message_text(post).splitlines() if line.startswith("☠️")]
    assert len(deaths) == 3 and "lynched" in deaths[0]
    assert [line.split("**")[1] for line in deaths[1:]] == ["Bob", "Dave"]


# -- early resolution -------------------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=10)
async def test_night_waits_for_every_living_player_to_answer(simcord_env):
    """The engine needs nothing more from Bob, yet Night 1 waits for his answer ("No attack")."""
    table = await seeded_table(simcord_env, 5, SPARED_SEED)
    await start_game(table)
    await to_day_one(table)
    await play_day(table, lynch_target(table.game))
    game = table.game
    assert str(game.phase) == "N1"
    for seat in game.living():
        vision, attack = rotate(game, seat)
        await choose(table, seat, "vision", vision)
        if seat != 1:
            await choose(table, seat, "attack", attack)
    assert game.ready(), "the engine would resolve now"
    assert str(table.game.phase) == "N1"
    status = await table.player(0).slash(table.town, "game status")
    fields = {f.name: f.value for f in status.response.embeds[0].fields}
    assert fields["Not answered yet"] == "Bob"
    assert "owed" not in message_text(status.response.message).lower()
    result = await choose(table, 1, "attack", None)
    assert "No attack" in result.response.content
    assert str(table.game.phase) == "D2" or table.game.is_over


@pytest.mark.simcord(settle_timeout=10)
async def test_reminders_go_to_everyone_who_has_not_answered(simcord_env):
    """An hour before the deadline, exactly the players without a full answer get a reminder."""
    table = await seeded_table(simcord_env, 5, SPARED_SEED)
    await start_game(table, reminders="1")
    await to_day_one(table)
    await play_day(table, lynch_target(table.game))
    game = table.game
    for seat in game.living():
        vision, attack = rotate(game, seat)
        await choose(table, seat, "vision", vision)
        if seat != 1:
            await choose(table, seat, "attack", attack)
    counts = {seat: len(table.player(seat).user.dm_channel.history()) for seat in game.living()}
    await simcord_env.advance_time(23 * 3600 + 1)
    got = {
        seat
        for seat in game.living()
        if any(
            "Reminder" in m.content
            for m in table.player(seat).user.dm_channel.history()[counts[seat] :]
        )
    }
    assert got == {1}


# -- storyteller powers -----------------------------------------------------------------------------


async def manager(table, name: str):  # type: ignore[no-untyped-def]
    role = table.guild.create_role(
        f"Managers-{name}", permissions=discord.Permissions(manage_guild=True)
    )
    user = table.env.create_user(name, global_name=name.title())
    return table.guild.add_member(user, roles=[role])


@pytest.mark.simcord(settle_timeout=10)
async def test_player_with_manage_server_gets_no_storyteller_powers(simcord_env):
    """Manage Server gives a player of the game no grimoire, log, owed list or tools there."""
    table = await seated_with_a_manager(simcord_env)
    boss = table.players[-1]
    for command in ["game grimoire", "game advance", "game log", "game pause"]:
        result = await boss.slash(table.town, command)
        refused(result, "You play in this game")
        assert "Manage Server" not in result.response.content
    status = await boss.slash(table.town, "game status")
    assert "owed" not in message_text(status.response.message).lower()
    assert str(table.game.phase) == "N0"


async def seated_with_a_manager(env):  # type: ignore[no-untyped-def]
    table = await seat_table(env, 4)
    boss = await manager(table, "boss")
    await env.settle()
    table.players.append(boss)
    await start_game(table)
    return table


@pytest.mark.simcord(settle_timeout=10)
async def test_member_with_manage_server_outside_the_game_may_tell(simcord_env):
    """A Manage Server member who does not play can still take over (documented choice)."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    moderator = await manager(table, "moderator")
    await simcord_env.settle()
    result = await moderator.slash(table.town, "game grimoire")
    assert result.ephemeral and result.response.embeds[0].title.startswith("Grimoire")


@pytest.mark.simcord(settle_timeout=10)
async def test_co_storyteller_cannot_join(simcord_env):
    """A co-storyteller added in the lobby cannot take a seat."""
    table = await seat_table(simcord_env, 4)
    lobby = await open_lobby(table)
    await table.storyteller.slash(table.town, "game storyteller add", member=table.bystander)
    refused(await table.bystander.click(lobby, label="Join"), "storyteller of this game")
    assert table.session.row.seats == []


@pytest.mark.simcord(settle_timeout=10)
async def test_a_removed_co_storyteller_cannot_join(simcord_env):
    """A co-storyteller taken off in the lobby saw what storytellers see: they get no seat."""
    table = await seat_table(simcord_env, 4)
    lobby = await open_lobby(table)
    await table.storyteller.slash(table.town, "game storyteller add", member=table.bystander)
    await table.storyteller.slash(table.town, "game storyteller remove", member=table.bystander)
    refused(await table.bystander.click(lobby, label="Join"), "ran this game as a co-storyteller")
    assert table.session.row.seats == []


@pytest.mark.simcord(settle_timeout=10)
async def test_replace_gives_no_seat_to_a_removed_co_storyteller(simcord_env):
    """`/game replace` refuses a member who was a co-storyteller: they saw every secret."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    helper = table.bystander
    await table.storyteller.slash(table.town, "game storyteller add", member=helper)
    await table.storyteller.slash(table.town, "game storyteller remove", member=helper)
    result = await table.storyteller.slash(table.town, "game replace", player="Bob", member=helper)
    refused(result, "they run or ran this game")
    assert seat_of(table.session.row, helper.id) is None


@pytest.mark.simcord(settle_timeout=10)
async def test_replace_gives_no_second_seat_to_a_former_player(simcord_env):
    """A member whose seat was handed on knows its secrets: they take no other seat."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    bob = table.player(1)
    await table.storyteller.slash(table.town, "game replace", player="Bob", member=table.bystander)
    result = await table.storyteller.slash(table.town, "game replace", player="Carol", member=bob)
    refused(result, "they played in this game already")
    assert seat_of(table.session.row, bob.id) is None


@pytest.mark.simcord(settle_timeout=10)
async def test_a_replaced_player_with_manage_server_gets_no_storyteller_powers(simcord_env):
    """A player whose seat was handed to another keeps no way to the grimoire or the log of
    that game, whatever their server permissions, even after a restart."""
    table = await seated_with_a_manager(simcord_env)
    boss = table.players[-1]
    name = table.game.name(seat_of(table.session.row, boss.id))
    await table.storyteller.slash(table.town, "game replace", player=name, member=table.bystander)
    assert seat_of(table.session.row, boss.id) is None
    for command in ["game grimoire", "game advance", "game pause"]:
        refused(await boss.slash(table.town, command), "You played in this game")
    refused(await boss.slash(table.town, "game log"), "still running")
    refused(
        await table.storyteller.slash(table.town, "game storyteller add", member=boss),
        "played in this game",
    )
    stored = await games_of(table.bot).storage.game(table.session.row.id)
    assert stored is not None and stored.extra.removed == [boss.id]
