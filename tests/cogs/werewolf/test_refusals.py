"""A message Discord refuses for good (a 400): the game goes on and its storytellers alone are
told, once."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.shell.kept import inbox_of
from cogs.werewolf import phase_posts
from tests.cogs.harness import message_text, play_day, play_night, seat_table, start_game

TOO_LONG = "x" * 1100
"""Over Discord's 1024 characters for an embed field's value."""


def overlong_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The next morning post carries an embed field Discord refuses (the bug this guards
    against); later posts are as usual."""
    original = phase_posts.report_embed
    spoiled: list[bool] = []

    def report_embed(*args: Any, **kwargs: Any) -> discord.Embed:
        embed = original(*args, **kwargs)
        if not spoiled:
            spoiled.append(True)
            embed.add_field(name="Notes", value=TOO_LONG)
        return embed

    monkeypatch.setattr(phase_posts, "report_embed", report_embed)


def refuse_next_dm(simcord_env: Any, user: Any) -> None:
    """Discord refuses the next message to ``user``'s DMs as too long (a 400, not a 403)."""
    simcord_env.inject_error(
        "POST",
        f"/channels/{user.dm_channel.id}/messages",
        status=400,
        code=50035,
        message="Invalid Form Body",
    )


def notices(member: Any) -> list[str]:
    channel = member.user.dm_channel
    texts = [m.content or "" for m in channel.history()] if channel is not None else []
    return [text for text in texts if "Discord refused" in text]


@pytest.fixture
async def refused_morning(simcord_env, monkeypatch):
    """A 4-player game whose Night 0 post Discord refused (an embed field over its limit)."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    co = table.guild.add_member(simcord_env.create_user("co-story"))
    await simcord_env.settle()
    await table.storyteller.slash(table.town, "game storyteller add", member=co)
    table.extra["co"] = co
    overlong_once(monkeypatch)
    await play_night(table)
    await simcord_env.settle()
    return table


@pytest.mark.simcord(settle_timeout=20)
async def test_a_refused_post_is_skipped_and_the_game_goes_on(refused_morning):
    """The morning post is missing, the next phase's messages arrive and nothing waits."""
    table = refused_morning
    texts = [message_text(m) for m in table.town.history()]
    assert not any(TOO_LONG in text for text in texts)
    assert not any("Dawn after Night 0" in text for text in texts)
    assert any("vote" in text.lower() for text in texts)  # Day 1's tally came after it
    assert await table.bot.storage.outbox.count_pending() == 0
    assert not table.game.phase.is_night


@pytest.mark.simcord(settle_timeout=20)
async def test_the_storytellers_alone_are_told_once(refused_morning):
    """Each storyteller gets one DM naming the post, the channel and Discord's reason; no
    player, bystander or channel hears of it."""
    table = refused_morning
    for storyteller in (table.storyteller, table.extra["co"]):
        [note] = notices(storyteller)
        assert note.startswith("⚠️ Your game in #town-square: Discord refused a post in the game's")
        assert "Dawn after Night 0" in note
        assert "400 (error code 50035)" in note and "1024" in note
    for member in [*table.players, table.bystander]:
        assert notices(member) == []
    assert not any("Discord refused" in (m.content or "") for m in table.town.history())


@pytest.mark.simcord(settle_timeout=20)
async def test_later_posts_arrive_and_the_refusal_is_not_told_again(refused_morning):
    """The day then ends with its own post in the channel; the storytellers' note stays one."""
    table = refused_morning
    before = len(table.town.history())
    await play_day(table, table.game.living()[0])
    await table.env.settle()
    assert len(table.town.history()) > before
    assert any(
        "Day 1" in message_text(m) or "lynch" in message_text(m).lower()
        for m in table.town.history()[before:]
    )
    assert len(notices(table.storyteller)) == 1


@pytest.mark.simcord(settle_timeout=20)
async def test_a_refused_dm_is_told_to_the_storytellers_by_player_name(simcord_env):
    """A player's DM Discord refuses is named to the storyteller by the player's name; the
    player and the channel hear nothing of it, and the rows after it are sent."""
    table = await seat_table(simcord_env, 4)
    await start_game(table)
    alice, bob = table.player(0).user, table.player(1).user
    received = len(bob.dm_channel.history())
    refuse_next_dm(simcord_env, alice)
    await play_night(table)
    await simcord_env.settle()
    [note] = notices(table.storyteller)
    assert "Discord refused a direct message to Alice" in note
    assert notices(table.player(0)) == []
    assert not any("Discord refused" in (m.content or "") for m in table.town.history())
    assert len(bob.dm_channel.history()) > received  # the rows after the refused one go on
    assert any("votes" in message_text(m) for m in table.town.history())
    assert await table.bot.storage.outbox.count_pending() == 0


@pytest.mark.simcord(settle_timeout=20)
async def test_a_refused_welcome_is_neither_called_closed_nor_kept(simcord_env):
    """A player's welcome Discord refuses with a 400 is no closed inbox: no note in the channel
    names them and nothing is kept for their next command; the storytellers are told."""
    table = await seat_table(simcord_env, 4)
    alice = table.player(0)
    refuse_next_dm(simcord_env, alice.user)
    await start_game(table)
    await simcord_env.settle()
    [note] = notices(table.storyteller)
    assert "Discord refused a direct message to Alice" in note
    assert not any("could not send you a direct message" in m.content for m in table.town.history())
    assert await (await inbox_of(table.bot)).store.waiting(alice.user.id) == []
    result = await alice.slash(table.town, "me")
    assert not any("What I could not send you" in message_text(f) for f in result.followups)
