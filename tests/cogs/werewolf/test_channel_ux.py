"""A calmer channel and clearer DMs: closed DMs, the lobby after the end, one morning post, the
paged vote menu, /help pages, and prompts for what can count in no world."""

from __future__ import annotations

from typing import Any

import pytest

from cogs.werewolf import render
from cogs.werewolf.games import games_of
from cogs.werewolf.pages import PAGE_SIZE
from tests.cogs.harness import (
    lynch_target,
    make_bot,
    message_text,
    night_prompt,
    play_day,
    play_night,
    play_to_the_end,
    seat_table,
    start_game,
)
from tests.cogs.werewolf.test_big_games import big_table
from tests.cogs.werewolf.test_games import close_dms

HOUR = 3600


def warnings(table) -> list[Any]:
    return [m for m in table.town.history() if "could not send you a direct message" in m.content]


def rows(message) -> list[list[Any]]:
    return [list(row.children) for row in message.components]


def followup_text(result) -> str:
    return "\n".join(message_text(f) for f in result.followups)


# -- closed DMs --------------------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=20)
async def test_a_player_with_closed_dms_is_pinged_once_not_every_night(simcord_env):
    """The channel mentions a player whose DMs are closed at the start, and never again."""
    table = await seat_table(simcord_env, 6)
    close_dms(table, 5)
    await start_game(table)
    ways = {5: "channel-slash"}
    await play_night(table, via=lambda seat: ways.get(seat, "dm-select"))
    await play_day(table, lynch_target(table.game))
    assert str(table.game.phase) == "N1" or table.game.is_over
    mentioned = [m for m in warnings(table) if table.player(5).mention in m.content]
    assert len(mentioned) == 1


@pytest.mark.simcord(settle_timeout=20)
async def test_news_kept_from_closed_dms_comes_with_the_next_command(simcord_env):
    """The vision result a closed inbox refused is shown privately with the next command; the
    night prompt comes with its menus while its night lasts."""
    table = await seat_table(simcord_env, 6)
    close_dms(table, 5)
    await start_game(table)
    result = await table.player(5).slash(table.town, "me")
    assert result.ephemeral and "What I could not send you" in followup_text(result)
    assert "Night 0" in followup_text(result)
    followup, offer = result.followups
    assert any("qw:night:" in (c.custom_id or "") for row in rows(followup.message) for c in row)
    assert [c.label for row in rows(offer.message) for c in row] == ["Resend"]
    again = await table.player(5).slash(table.town, "me")
    assert again.followups == []  # shown once
    await table.player(5).slash(table.town, "night", vision=table.game.name(0))
    for seat in table.game.living():
        if seat != 5 and str(table.game.phase) == "N0":
            await table.player(seat).user.slash("night", vision=table.game.name((seat + 1) % 6))
    assert str(table.game.phase) == "D1"
    result = await table.player(5).slash(table.town, "table")
    text = followup_text(result)
    assert "vision of" in text and table.game.name(0) in text, text


@pytest.mark.simcord(settle_timeout=20)
async def test_the_welcome_a_closed_inbox_refused_outlives_its_night(simcord_env):
    """A player who used no command during Night 0 still gets the welcome (their secret
    number) with their next command; the menus of the night that is over do not come."""
    table = await seat_table(simcord_env, 6)
    close_dms(table, 5)
    game = await start_game(table)
    await table.storyteller.slash(table.town, "game advance")
    assert str(table.game.phase) == "D1"
    text = followup_text(await table.player(5).slash(table.town, "me"))
    assert f"Quantum Werewolf in #{table.town.name}" in text, text
    assert f"#{game.numbers[5]}" in text
    assert "Night 0 in" not in text


@pytest.mark.simcord(settle_timeout=20)
async def test_a_reminder_that_cannot_be_delivered_is_reported_to_the_storyteller(simcord_env):
    """The storyteller gets a DM naming the players whose reminder failed; nothing in public."""
    table = await seat_table(simcord_env, 5)
    close_dms(table, 4)
    await start_game(table, reminders="1")
    posts = len(table.town.history())
    await simcord_env.advance_time(23 * HOUR + 10)
    assert str(table.game.phase) == "N0"
    told = [message_text(m) for m in table.storyteller.user.dm_channel.history()]
    assert any("could not deliver the reminder" in t and "Erin" in t for t in told), told
    assert len(table.town.history()) == posts


# -- the lobby after the end -------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=30)
async def test_after_the_end_the_lobby_shows_the_outcome_and_no_live_buttons(simcord_env):
    """The lobby message says who won (not "the game has started"), its buttons are disabled."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await play_to_the_end(table)
    [lobby] = [m for m in table.town.history() if m.id == table.lobby.id]
    embed = lobby.embeds[0]
    assert embed.title == "Quantum Werewolf: the game is over"
    assert any(mark in embed.description for mark in ("wins!", "A tie")), embed.description
    assert "has started" not in message_text(lobby)
    [[button]] = rows(lobby)
    assert button.disabled and button.label == "The game is over"


# -- the morning post --------------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=20)
async def test_dawn_is_one_post_with_the_picture_and_a_compact_table(simcord_env):
    """Night 0 ends in one dawn post (then the tally): the picture, the table once as text, the
    world count once, and Dead % explained once."""
    table = await seat_table(simcord_env, 9)
    await start_game(table)
    before = len(table.town.history())
    await play_night(table)
    new = table.town.history()[before:]
    assert [m.embeds[0].title for m in new] == ["🌅 Dawn after Night 0", "🗳️ Day 1: votes"]
    dawn = new[0]
    [embed] = dawn.embeds
    assert [a.filename for a in dawn.attachments] == ["table.png"]
    assert embed.image.url == "attachment://table.png"
    text = embed.description
    worlds = render.worlds_text(table.game.reports[-1].table)
    assert text.count(worlds) == 1 and "left" not in text
    assert text.count("```") == 2 and "----" not in text
    assert text.count("Dead %") == 1 and "already killed" in text


# -- voting from the tally ---------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=30)
async def test_a_big_days_vote_menu_pages_privately_and_a_pick_there_counts(simcord_env):
    """With 30 living players the tally's menu shows 24 and ◀ / ▶; ▶ shows the next page to the
    presser alone, and picking there votes."""
    table = await big_table(simcord_env, 30)
    await start_game(table)
    game = table.game
    for seat in game.living():
        if str(game.phase) == "N0":
            await table.player(seat).user.slash("night", vision=game.name((seat + 1) % 30))
    assert str(game.phase) == "D1"
    row = table.session.row
    [tally] = [m for m in table.town.history() if m.id == row.post_message_id]
    [[menu], buttons] = rows(tally)
    assert len(menu.options) == PAGE_SIZE + 1 and len(buttons) == 2
    posts = len(table.town.history())
    turned = await table.player(0).click(tally, custom_id=buttons[1].custom_id)
    assert turned.ephemeral
    page = turned.response.message
    [[second], _] = rows(page)
    assert second.custom_id == f"qw:vote:{row.id}:D1:1"
    target = int(second.options[1].value)
    result = await table.player(0).select(page, [str(target)], custom_id=second.custom_id)
    assert result.ephemeral and f"You vote to lynch **{game.name(target)}**" in (
        result.response.content
    )
    assert game.choices.votes[0] == target
    assert len(table.town.history()) == posts


# -- /help -------------------------------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=10)
async def test_help_is_short_with_a_page_per_topic(simcord_env):
    """/help game:werewolf opens on a short page; picking "wolves" in its menu explains the
    leading wolf."""
    table = await seat_table(simcord_env, 3)
    result = await table.player(0).slash(table.town, "help", game="werewolf")
    first = result.response
    assert result.ephemeral and len(first.embeds[0].description) < 800
    [[menu]] = rows(first.message)
    shown = await table.player(0).select(first.message, ["wolves"], custom_id=menu.custom_id)
    page = shown.response.embeds[0]
    assert "leading wolf" in page.description and "alpha" in page.description


# -- the welcome and what can count ------------------------------------------------------------


@pytest.mark.simcord(settle_timeout=10)
async def test_the_welcome_shows_the_role_odds_once_and_explains_ranked_wolves(simcord_env):
    """The first DM: "Your role odds" once, and what alpha, beta and the leading wolf mean."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    text = message_text(night_prompt(table, 0))
    assert text.count("Your role odds") == 1
    assert "leading wolf" in text and "alpha" in text


@pytest.mark.simcord(settle_timeout=60)
async def test_once_nobody_living_can_be_the_seer_visions_are_not_reported_as_facts(simcord_env):
    """After the Seer dies in public (deaths reveal roles), the night prompt says a vision counts
    in no world, and a vision sent anyway comes back as counting in none, with no result."""
    table = await seat_table(simcord_env, 8)
    await start_game(table, reveal="role")
    game = table.game
    for _ in range(12):
        if game.is_over or not any(game.marginals().can_seer[s] for s in game.living()):
            break
        if game.phase.is_night:
            await play_night(table)
        else:
            chances = game.marginals()
            seer = max(game.living(), key=lambda s: (float(chances.seer[s]), -s))
            await play_day(table, seer)
    if game.is_over or not game.phase.is_night:
        pytest.skip("this seed ended the game before a night without a possible Seer")
    seat = game.living()[0]
    prompt = message_text(night_prompt(table, seat))
    assert "you are the Seer in no remaining world" in prompt
    assert "Choose a vision target" not in prompt
    target = game.living()[1]
    await table.player(seat).user.slash("night", vision=game.name(target))
    phase = str(game.phase)
    await play_night(table)
    assert str(game.phase) != phase
    news = message_text(table.player(seat).user.dm_channel.history()[-1])
    dms = "\n".join(message_text(m) for m in table.player(seat).user.dm_channel.history()[-3:])
    assert f"Your vision of **{game.name(target)}** counted in no world" in dms, news
    assert f"Your vision of {game.name(target)}:" not in dms


@pytest.mark.simcord(settle_timeout=20)
async def test_a_tally_menu_the_bot_could_not_close_is_refused_with_the_reason(simcord_env):
    """If editing the tally fails, its menu stays live: a pick after the day is answered
    privately that the day is over, and nothing is stored."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await play_night(table)
    row = table.session.row
    tally_id = row.post_message_id
    simcord_env.inject_error(
        "PATCH",
        f"/channels/{table.town.id}/messages/{tally_id}",
        status=403,
        code=50001,
        message="Missing Access",
        times=None,
    )
    for seat in range(3):
        await table.player(seat).slash(table.town, "vote", player="Dave")
    assert games_of(table.bot).in_channel(table.town.id) is None or str(table.game.phase) != "D1"
    [tally] = [m for m in table.town.history() if m.id == tally_id]
    actions = await games_of(table.bot).storage.actions(row.id)
    result = await table.player(4).select(tally, ["1"], custom_id=f"qw:vote:{row.id}:D1:0")
    assert result.ephemeral and result.response.content.startswith("❌")
    assert "over" in result.response.content, result.response.content
    assert await games_of(table.bot).storage.actions(row.id) == actions


@pytest.mark.simcord(settle_timeout=20)
async def test_an_undone_day_s_tally_and_an_undone_night_s_menus_are_disabled(simcord_env):
    """/game undo of Night 0's dawn disables Day 1's tally menu; undo of Day 1 disables Night 1's
    DM menus (each phase comes back with new ones)."""
    table = await seat_table(simcord_env, 6)
    await start_game(table)
    await play_night(table)
    row = table.session.row
    tally_id = row.post_message_id
    await table.storyteller.slash(table.town, "game undo")
    [tally] = [m for m in table.town.history() if m.id == tally_id]
    [[button]] = rows(tally)
    assert button.disabled and button.label == "Undone: Day 1 was taken back"
    await table.storyteller.slash(table.town, "game advance")
    assert str(table.game.phase) == "D1" and table.session.row.post_message_id != tally_id
    await play_day(table, lynch_target(table.game))
    if games_of(table.bot).in_channel(table.town.id) is None:
        pytest.skip("this seed ended the game on Day 1")
    seat = table.game.living()[0]
    prompt = night_prompt(table, seat)
    await table.storyteller.slash(table.town, "game undo")
    [now] = [m for m in table.player(seat).user.dm_channel.history() if m.id == prompt.id]
    [[button]] = rows(now)
    assert button.disabled and button.label == "Undone: Night 1 was taken back"


@pytest.mark.simcord(settle_timeout=10)
async def test_the_start_post_counts_wolves_and_the_extend_post_reads_plainly(simcord_env):
    """ "9 players and 2 wolves"; "added 12 hours to Night 0"."""
    table = await seat_table(simcord_env, 9)
    await start_game(table, wolves=2)
    [begins] = [m for m in table.town.history() if "The game begins" in m.content]
    assert "with 9 players and 2 wolves." in begins.content
    result = await table.storyteller.slash(table.town, "game extend", hours=12.0)
    assert result.response.content.startswith("⏳ The storyteller added 12 hours to Night 0.")


@pytest.mark.simcord(settle_timeout=20)
async def test_a_tally_buried_under_chat_moves_down_with_the_next_vote(simcord_env):
    """After 15 chat messages below it, the next vote posts the tally again at the bottom and
    deletes the old one: still one tally, in view."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await play_night(table)
    old = table.session.row.post_message_id
    for i in range(14):
        await table.player(i % 5).send(table.town, f"chat {i}")
    await table.player(0).slash(table.town, "vote", player="Bob")
    assert table.session.row.post_message_id == old  # 14: not yet
    await table.player(1).send(table.town, "one more")
    await table.player(2).slash(table.town, "vote", player="Bob")
    history = table.town.history()
    new = table.session.row.post_message_id
    assert new != old and history[-1].id == new
    assert old not in [m.id for m in history]
    assert "**Bob**: 2 (Alice and Carol)" in history[-1].embeds[0].description
    tallies = [m for m in history if m.embeds and m.embeds[0].title == "🗳️ Day 1: votes"]
    assert len(tallies) == 1


@pytest.mark.simcord(settle_timeout=20)
async def test_the_tally_menu_works_after_a_restart(simcord_env, db_path):
    """The vote menu carries the game and day in its id: after a restart a pick still counts."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    await play_night(table)
    await simcord_env.bot.close()
    await simcord_env.restart_bot(make_bot(db_path, first_seed=1000))
    row = table.session.row
    [tally] = [m for m in table.town.history() if m.id == row.post_message_id]
    result = await table.player(3).select(tally, ["0"], custom_id=f"qw:vote:{row.id}:D1:0")
    assert result.ephemeral and "You vote to lynch **Alice**" in result.response.content
    assert table.game.choices.votes[3] == 0
