"""``/cloud host replace``: the host hands a player's seat to another member, who plays it on;
the old player becomes a former player and gets nothing of the seat from then on."""

from __future__ import annotations

from typing import Any

import pytest

from bot.shell.hosts import former_players
from engine.cloud import Phase

from .helpers import CloudTable, message, ok, refused, seat_cloud_table, start_cloud_game


async def _dave(table: CloudTable) -> Any:
    dave = table.guild.add_member(table.env.create_user("dave", global_name="Dave"))
    await table.env.settle()
    return dave


async def _hand_bob_to_dave(table: CloudTable) -> Any:
    dave = await _dave(table)
    bob = table.players[1]
    handed = await table.host.slash(table.thread, "cloud host replace", player=bob, member=dave)
    await table.env.settle()
    assert ok(handed) == "✅ B is handed over."
    return dave


@pytest.mark.simcord(settle_timeout=10)
async def test_the_newcomer_plays_the_seat_handed_over(simcord_env):
    """Handed Alice's seat A before its Avatar is placed, Dave is told it is A's turn to place
    (Alice is not) and places it; the thread is told who took over."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    alice, bob = table.players
    dave = await _dave(table)
    handed = await table.host.slash(table.thread, "cloud host replace", player=alice, member=dave)
    await table.env.settle()
    assert ok(handed) == "✅ A is handed over."
    texts = [m.content for m in table.thread.history()]
    assert any(f"<@{dave.id}> takes over A from <@{alice.id}>" in t for t in texts)
    alice_dms = _dms(alice)
    assert game.setup_placer() == 1
    ok(await bob.slash(table.thread, "cloud avatar", at=_first(game, 1)))
    await table.env.settle()
    assert game.setup_placer() == 0
    assert [d for d in _dms(dave) if "your setup placement" in d]
    assert _dms(alice) == alice_dms
    ok(await dave.slash(table.thread, "cloud avatar", at=_first(game, 0)))
    assert game.phase is Phase.PLAY


@pytest.mark.simcord(settle_timeout=10)
async def test_the_old_player_is_a_former_player_who_sees_nothing_more(simcord_env):
    """After the hand-over Bob's commands and his press of Hand are refused as not playing;
    Dave's Hand shows B's cards; Bob is a former player, and the row's users name Dave for B."""
    table = await seat_cloud_table(simcord_env)
    await start_cloud_game(table, setup_mode="auto")
    bob = table.players[1]
    dave = await _hand_bob_to_dave(table)
    refused(await bob.slash(table.thread, "cloud avatar", at="0,0"), "you are not playing")
    post = message(table.thread, table.session.row.post_message_id)
    refused(await bob.click(post, label="Hand"), "you are not playing")
    shown = await dave.click(post, label="Hand")
    assert shown.ephemeral and shown.response.attachments
    assert former_players(table.session.row) == [bob.id]
    assert table.session.row.extra.users == [table.players[0].id, dave.id]


@pytest.mark.simcord(settle_timeout=10)
async def test_a_non_host_is_refused_the_hand_over_in_the_second_person(simcord_env):
    """Alice, a player but not the host, cannot hand Bob's seat over: told so, nothing moves."""
    table = await seat_cloud_table(simcord_env)
    await start_cloud_game(table, setup_mode="auto")
    alice, bob = table.players
    dave = await _dave(table)
    before = list(table.session.row.seats)
    result = await alice.slash(table.thread, "cloud host replace", player=bob, member=dave)
    refused(result, "You cannot do that: only the host")
    assert table.session.row.seats == before
    refused(await dave.slash(table.thread, "cloud avatar", at="0,0"), "you are not playing")


def _first(game: Any, seat: int) -> str:
    return str(game.avatar_spaces(seat)[1][0])


def _dms(member: Any) -> list[str]:
    channel = member.user.dm_channel
    return [] if channel is None else [m.content for m in channel.history()]
