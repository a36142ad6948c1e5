"""The day: /vote, /unvote, the live tally message, majorities and the lynch post."""

from __future__ import annotations

import pytest

from cogs.werewolf.games import games_of
from tests.cogs.harness import play_night, refused, seat_table, start_game, stored_actions
from tests.engine.werewolf.rules_run import rules_run


def tally_message(table):
    row = table.session.row
    return next(m for m in table.town.history() if m.id == row.post_message_id)


async def day_one(simcord_env, n=5, **options):
    table = await seat_table(simcord_env, n)
    await start_game(table, **options)
    await play_night(table)
    return table


@pytest.mark.simcord(settle_timeout=10)
async def test_day_opens_with_a_tally_message(simcord_env):
    """Dawn is followed by a tally message naming the majority needed."""
    table = await day_one(simcord_env)
    embed = tally_message(table).embeds[0]
    assert embed.title == "🗳️ Day 1: votes"
    assert "A majority is **3** of 5 living players." in embed.description


@pytest.mark.simcord(settle_timeout=10)
async def test_a_vote_runs_the_rules_once(simcord_env, monkeypatch):
    """/vote: the engine's rules run once for the vote, however many layers it passes."""
    table = await day_one(simcord_env)
    ruled = rules_run(monkeypatch)
    await table.player(0).slash(table.town, "vote", player="Bob")
    assert [str(choice) for choice in ruled] == ["vote @0 @1"]


@pytest.mark.simcord(settle_timeout=10)
async def test_a_vote_is_confirmed_privately_and_shown_in_the_tally(simcord_env):
    """/vote posts nothing in the channel: the voter is answered privately, the tally edited."""
    table = await day_one(simcord_env)
    posts = len(table.town.history())
    result = await table.player(0).slash(table.town, "vote", player="Bob")
    assert result.ephemeral
    assert "You vote to lynch **Bob** (1/3" in result.response.content
    assert len(table.town.history()) == posts
    assert "**Bob**: 1 (Alice)" in tally_message(table).embeds[0].description
    assert (await stored_actions(table))[-1] == "vote @0 @1"


@pytest.mark.simcord(settle_timeout=10)
async def test_a_repeated_vote_is_not_stored_or_posted_again(simcord_env):
    """The same vote twice: the second is answered "nothing changed" and leaves no trace."""
    table = await day_one(simcord_env)
    await table.player(0).slash(table.town, "vote", player="Bob")
    actions, posts = await stored_actions(table), len(table.town.history())
    result = await table.player(0).slash(table.town, "vote", player="Bob")
    assert result.ephemeral and "already vote to lynch **Bob**" in result.response.content
    assert await stored_actions(table) == actions
    assert len(table.town.history()) == posts


@pytest.mark.simcord(settle_timeout=10)
async def test_a_vote_from_the_tally_menu_counts(simcord_env):
    """Picking a name in the menu under the tally votes, like /vote; "Take my vote back" unvotes."""
    table = await day_one(simcord_env)
    menu = f"qw:vote:{table.session.row.id}:D1:0"
    result = await table.player(2).select(tally_message(table), ["1"], custom_id=menu)
    assert result.ephemeral and "You vote to lynch **Bob**" in result.response.content
    assert "**Bob**: 1 (Carol)" in tally_message(table).embeds[0].description
    result = await table.player(2).select(tally_message(table), ["none"], custom_id=menu)
    assert "took your vote back" in result.response.content
    assert (await stored_actions(table))[-2:] == ["vote @2 @1", "unvote @2"]


@pytest.mark.simcord(settle_timeout=10)
async def test_the_tally_menu_is_closed_when_the_day_ends(simcord_env):
    """Once Day 1 is over its tally keeps no live menu, only a disabled "votes closed" button."""
    table = await day_one(simcord_env)
    tally_id = table.session.row.post_message_id
    for seat in range(3):
        await table.player(seat).slash(table.town, "vote", player="Dave")
    assert games_of(table.bot).in_channel(table.town.id) is None or str(table.game.phase) == "N1"
    [old] = [m for m in table.town.history() if m.id == tally_id]
    [[button]] = [list(row.children) for row in old.components]
    assert button.disabled and button.label.endswith("is over: votes closed"), button.label


@pytest.mark.simcord(settle_timeout=10)
async def test_a_bystander_cannot_vote_from_the_tally_menu(simcord_env):
    """Only players may use the menu; anyone else is told so privately and nothing is stored."""
    table = await day_one(simcord_env)
    menu = f"qw:vote:{table.session.row.id}:D1:0"
    result = await table.bystander.select(tally_message(table), ["1"], custom_id=menu)
    refused(result, "only the players")
    assert not any(a.startswith("vote") for a in await stored_actions(table))


@pytest.mark.simcord(settle_timeout=10)
async def test_unvote_takes_the_vote_back(simcord_env):
    """/unvote removes the vote from the tally."""
    table = await day_one(simcord_env)
    await table.player(0).slash(table.town, "vote", player="Bob")
    result = await table.player(0).slash(table.town, "unvote")
    assert "took your vote back" in result.response.content
    assert "No votes yet." in tally_message(table).embeds[0].description


@pytest.mark.simcord(settle_timeout=10)
async def test_unvote_without_a_vote_is_refused(simcord_env):
    """/unvote with nothing to take back is refused."""
    table = await day_one(simcord_env)
    refused(await table.player(0).slash(table.town, "unvote"), "no vote")


@pytest.mark.simcord(settle_timeout=10)
async def test_a_majority_ends_the_day_with_the_lynch_post(simcord_env):
    """The third of five votes lynches at once and the lynch post shows the reveal and table."""
    table = await day_one(simcord_env)
    for seat in (0, 1, 2):
        await table.player(seat).slash(table.town, "vote", player="Dave")
    post = next(
        m for m in table.town.history() if m.embeds and "The end of Day 1" in m.embeds[0].title
    )
    assert "The village lynched **Dave**" in post.embeds[0].description
    assert "☠️ **Dave** was lynched" in post.embeds[0].description
    assert "```" in post.embeds[0].description
    assert [a.filename for a in post.attachments] == ["table.png"]


@pytest.mark.simcord(settle_timeout=10)
async def test_without_majority_rule_the_storyteller_ends_the_day(simcord_env):
    """With majority_ends_day off, a majority waits for /game advance."""
    table = await day_one(simcord_env, majority_ends_day=False)
    for seat in (0, 1, 2):
        await table.player(seat).slash(table.town, "vote", player="Dave")
    game = table.game
    assert str(game.phase) == "D1"
    result = await table.storyteller.slash(table.town, "game advance")
    assert result.ephemeral and "Day 1 resolved" in result.response.content
    assert not game.alive[3]


@pytest.mark.simcord(settle_timeout=10)
async def test_votes_at_night_are_refused(simcord_env):
    """/vote during a night is refused and changes nothing."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    refused(await table.player(0).slash(table.town, "vote", player="Bob"), "by day")
    assert await stored_actions(table) == []


@pytest.mark.simcord(settle_timeout=10)
async def test_vote_by_non_player_is_refused(simcord_env):
    """A bystander cannot vote."""
    table = await day_one(simcord_env)
    refused(await table.bystander.slash(table.town, "vote", player="Bob"), "not a player")


@pytest.mark.simcord(settle_timeout=10)
async def test_vote_in_a_channel_without_game_is_refused(simcord_env):
    """/vote where no game runs says so."""
    table = await seat_table(simcord_env, 3)
    refused(
        await table.player(0).slash(table.town, "vote", player="Bob"), "no game in this channel"
    )


@pytest.mark.simcord(settle_timeout=10)
async def test_dead_players_cannot_vote_and_cannot_be_voted_for(simcord_env):
    """After a lynch the dead neither vote nor receive votes."""
    table = await day_one(simcord_env, 6)
    for seat in (1, 2, 3, 4):
        await table.player(seat).slash(table.town, "vote", player="Alice")
    await play_night(table)
    actions = await stored_actions(table)
    refused(
        await table.player(0).slash(table.town, "vote", player="Bob"),
        "You are dead and can no longer act.",
    )
    refused(await table.player(1).slash(table.town, "vote", player="Alice"), "already dead")
    assert await stored_actions(table) == actions


@pytest.mark.simcord(settle_timeout=10)
async def test_vote_autocomplete_lists_living_players(simcord_env):
    """Autocomplete for /vote offers living players matching the text."""
    table = await day_one(simcord_env)
    choices = await table.player(0).autocomplete(table.town, "vote", "player", "a")
    assert [c["name"] for c in choices] == ["Alice", "Carol", "Dave"]
