"""Co-hosts on the shell (:mod:`bot.shell.hosts`), one standard for Clocktower, Lab and Cloud:
the host adds a member who may then use every host command, and takes them off again; only a
host may; where the host sees every secret (Clocktower's storyteller) no player, present or
former, may become one, and a co-storyteller gets the storyteller's notes."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import pytest
import simcord

from bot.effects import Kind
from bot.outbox_store import OutboxRow
from tests.cogs.clocktower import helpers as ct
from tests.cogs.cloud import helpers as cloud
from tests.cogs.test_bad_input_all_families import (
    SECOND_PERSON,
    clocktower_night,
    cloud_game,
    everything_stored,
    in_memory,
    lab_game,
)


@dataclass(frozen=True)
class Family:
    """A shell family's running table and its host's command group."""

    name: str
    table: Callable[[simcord.Env], Awaitable[Any]]
    group: str
    word: str
    """What the family calls its host."""
    running: str
    """What the refusal of a resume of a running game says."""

    def host(self, table: Any) -> Any:
        return getattr(table, "storyteller", None) or table.host

    def player(self, table: Any) -> Any:
        """A player who does not host (in Clocktower's server, one who sees `/ct-st`)."""
        return next(p for p in table.players if p is not self.host(table) and p is not None)

    async def newcomer(self, env: simcord.Env, table: Any) -> Any:
        """A member of the server who has no part in the game (with the role that sees
        `/ct-st` in Clocktower's server, so the command's own check is what answers)."""
        roles = [table.guild.roles["Storytellers"]] if self.name == "clocktower" else []
        member = table.guild.add_member(
            env.create_user("helper", global_name="Helper"), roles=roles
        )
        await env.settle()
        return member

    async def send(self, table: Any, sender: Any, command: str, **options: Any) -> Any:
        result = await sender.slash(table.thread, f"{self.group} {command}", **options)
        await table.env.settle()
        return result

    def __str__(self) -> str:
        return self.name


FAMILIES = [
    Family("clocktower", clocktower_night, "ct-st", "storyteller", "already running"),
    Family("lab", lab_game, "lab host", "host", "already running"),
    Family("cloud", cloud_game, "cloud host", "host", "not paused"),
]


def answer(result: Any) -> str:
    assert result.acknowledged, result
    said = result.followups[-1] if result.followups else result.response
    return str(said.content or "")


def refused(result: Any, says: str) -> str:
    text = answer(result)
    assert result.ephemeral and text.startswith("❌") and says.lower() in text.lower(), text
    return text


def thread_texts(table: Any) -> list[str]:
    return [m.content for m in table.thread.history()]


@pytest.mark.simcord(settle_timeout=10)
@pytest.mark.parametrize("family", FAMILIES, ids=str)
async def test_a_co_host_the_host_adds_may_use_host_commands(simcord_env, family):
    """Refused before, a member the host adds as co-host pauses the game; the thread is told."""
    env = simcord_env
    table = await family.table(env)
    helper = await family.newcomer(env, table)
    refused(await family.send(table, helper, "pause"), "only the")
    added = await family.send(table, family.host(table), "cohost", action="add", member=helper)
    assert answer(added).startswith("✅") and added.ephemeral
    assert any(f"<@{helper.id}> is now a co-{family.word}" in t for t in thread_texts(table))
    paused = await family.send(table, helper, "pause")
    assert not answer(paused).startswith("❌"), answer(paused)
    assert table.session.row.deadline is None
    assert not env.errors


@pytest.mark.simcord(settle_timeout=10)
@pytest.mark.parametrize("family", FAMILIES, ids=str)
async def test_a_removed_co_host_may_no_longer_use_host_commands(simcord_env, family):
    """Taken off again, the co-host's pause is refused and the thread is told."""
    env = simcord_env
    table = await family.table(env)
    helper = await family.newcomer(env, table)
    host = family.host(table)
    await family.send(table, host, "cohost", action="add", member=helper)
    removed = await family.send(table, host, "cohost", action="remove", member=helper)
    assert answer(removed).startswith("✅")
    assert any(f"<@{helper.id}> is no longer" in t for t in thread_texts(table))
    refused(await family.send(table, helper, "pause"), "only the")
    assert table.session.row.deadline is not None


@pytest.mark.simcord(settle_timeout=10)
@pytest.mark.parametrize("family", FAMILIES, ids=str)
async def test_only_a_host_adds_a_co_host_and_a_refusal_changes_nothing(simcord_env, family):
    """A player's `cohost add` is refused to them alone; nothing is stored or held anew."""
    env = simcord_env
    table = await family.table(env)
    helper = await family.newcomer(env, table)
    player = family.player(table)
    stored, held = await everything_stored(env), in_memory(env)
    refused(await family.send(table, player, "cohost", action="add", member=helper), "only the")
    assert await everything_stored(env) == stored
    assert in_memory(env) == held


@pytest.mark.simcord(settle_timeout=10)
@pytest.mark.parametrize("family", FAMILIES, ids=str)
async def test_the_host_cannot_be_removed_and_the_refusal_says_you(simcord_env, family):
    """Removing the game's own host is refused in the second person."""
    env = simcord_env
    table = await family.table(env)
    host = family.host(table)
    text = refused(
        await family.send(table, host, "cohost", action="remove", member=host), "cannot remove"
    )
    assert SECOND_PERSON.search(text), text


@pytest.mark.simcord(settle_timeout=10)
@pytest.mark.parametrize("family", FAMILIES, ids=str)
async def test_refusals_of_the_clock_hand_address_the_host(simcord_env, family):
    """A second pause and a resume of a running game are refused in the second person."""
    env = simcord_env
    table = await family.table(env)
    host = family.host(table)
    assert SECOND_PERSON.search(refused(await family.send(table, host, "resume"), family.running))
    await family.send(table, host, "pause")
    assert SECOND_PERSON.search(refused(await family.send(table, host, "pause"), "paused"))


@pytest.mark.simcord(settle_timeout=10)
async def test_the_lab_host_cannot_add_time_to_a_paused_game_and_is_told_so(simcord_env):
    """A Lab host's extend of a paused game is refused in the second person."""
    env = simcord_env
    table = await lab_game(env)
    await table.host.slash(table.thread, "lab host pause")
    await env.settle()
    text = refused(await table.host.slash(table.thread, "lab host extend", hours=1.0), "no clock")
    assert SECOND_PERSON.search(text), text


# ---------------------------------------------------------------------- who may co-host


@pytest.mark.simcord(settle_timeout=10)
async def test_a_clocktower_player_cannot_become_a_co_storyteller(simcord_env):
    """The storyteller sees every secret, so a seated player is refused and not added."""
    env = simcord_env
    table = await clocktower_night(env)
    alice = table.seat(1)
    result = await table.storyteller.slash(table.thread, "ct-st cohost", action="add", member=alice)
    refused(result, "they play in this game")
    assert table.session.row.extra.co_hosts == []
    ct.refused(await alice.slash(table.thread, "ct-st grimoire"), "only the storyteller")


@pytest.mark.simcord(settle_timeout=10)
async def test_a_removed_clocktower_player_cannot_become_a_co_storyteller(simcord_env):
    """A player the storyteller removed knows their seat's secrets: refused as one who played."""
    env = simcord_env
    table = await clocktower_night(env)
    ct.ok(await table.storyteller.slash(table.thread, "ct-st kick", player=table.seat(2)))
    result = await table.storyteller.slash(
        table.thread, "ct-st cohost", action="add", member=table.seat(2)
    )
    refused(result, "they played in this game")
    assert table.session.row.extra.co_hosts == []


@pytest.mark.simcord(settle_timeout=10)
async def test_a_lab_player_may_become_a_co_host(simcord_env):
    """Nothing a Lab host sees is secret (the host plays too): a player may co-host."""
    env = simcord_env
    table = await lab_game(env)
    bob = table.players[1]
    await table.host.slash(table.thread, "lab host cohost", action="add", member=bob)
    await env.settle()
    assert table.session.row.extra.co_hosts == [bob.id]
    paused = await bob.slash(table.thread, "lab host pause")
    await env.settle()
    assert not answer(paused).startswith("❌"), answer(paused)


@pytest.mark.simcord(settle_timeout=10)
async def test_a_co_storyteller_cannot_join_the_lobby(simcord_env):
    """A co-storyteller sees every secret, so their Join is refused and they get no seat."""
    env = simcord_env
    table = await ct.seat_table(env, 5)
    await ct.open_lobby(table, players=5)
    helper = await FAMILIES[0].newcomer(env, table)
    await table.storyteller.slash(table.thread, "ct-st cohost", action="add", member=helper)
    await env.settle()
    text = refused(await helper.click(table.lobby, label="Join"), "cannot also play")
    assert SECOND_PERSON.search(text), text
    assert all(s["user_id"] != helper.id for s in table.session.row.seats)


# ---------------------------------------------------------------------- the host's notes


@pytest.mark.simcord(settle_timeout=10)
async def test_a_co_storyteller_reads_the_grimoire(simcord_env):
    """The grimoire, closed to a bystander, answers a co-storyteller."""
    env = simcord_env
    table = await clocktower_night(env)
    helper = await FAMILIES[0].newcomer(env, table)
    ct.refused(await helper.slash(table.thread, "ct-st grimoire"), "only the storyteller")
    await table.storyteller.slash(table.thread, "ct-st cohost", action="add", member=helper)
    await env.settle()
    result = await helper.slash(table.thread, "ct-st grimoire")
    await env.settle()
    assert "❌" not in ct.text_of(result) and result.ephemeral


@pytest.mark.simcord(settle_timeout=10)
async def test_a_co_storyteller_is_told_of_a_dm_closed_dms_refused(simcord_env):
    """The storyteller's private note about a seat's undelivered DM reaches the co-storyteller."""
    env = simcord_env
    table = await ct.seat_table(env, 7)
    await ct.open_lobby(table, players=7)
    helper = await FAMILIES[0].newcomer(env, table)
    await table.storyteller.slash(table.thread, "ct-st cohost", action="add", member=helper)
    await env.settle()
    env.inject_error(
        "POST",
        f"/channels/{table.seat(3).user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    await ct.join_all_and_start(table, ct.seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]}))
    await env.settle()
    [note] = [m.content for m in helper.user.dm_channel.history() if "📭" in m.content]
    assert "seat @3" in note
    assert any("📭" in m.content for m in table.storyteller.user.dm_channel.history())


# ---------------------------------------------------------------------- handing a seat over


@pytest.mark.simcord(settle_timeout=10)
async def test_a_lab_seat_handed_over_is_played_by_the_newcomer_alone(simcord_env):
    """The host hands Bob's seat to a newcomer: the thread is told, the newcomer is P2 from now
    on and Bob, now a former player, is not."""
    env = simcord_env
    table = await lab_game(env)
    bob = table.players[1]
    dave = table.guild.add_member(env.create_user("dave", global_name="Dave"))
    await env.settle()
    handed = await table.host.slash(table.thread, "lab host replace", player=bob, member=dave)
    await env.settle()
    assert answer(handed).startswith("✅") and handed.ephemeral
    assert any(f"<@{dave.id}> takes over P2 from <@{bob.id}>" in t for t in thread_texts(table))
    refused(await bob.slash(table.thread, "lab back"), "you are not playing")
    # The engine answers the newcomer as P2 (who is not away), not as a stranger.
    refused(await dave.slash(table.thread, "lab back"), "you are not away")
    assert table.session.row.extra.removed == [bob.id]


@pytest.mark.simcord(settle_timeout=10)
async def test_a_former_player_or_a_player_is_not_given_a_seat(simcord_env):
    """Bob, whose seat was handed over, cannot take Carol's (two seats' secrets); nor can
    Carol take Alice's while she plays her own. Nothing changes."""
    env = simcord_env
    table = await lab_game(env)
    alice, bob, carol = table.players
    dave = table.guild.add_member(env.create_user("dave", global_name="Dave"))
    await env.settle()
    await table.host.slash(table.thread, "lab host replace", player=bob, member=dave)
    await env.settle()
    stored, held = await everything_stored(env), in_memory(env)
    again = await table.host.slash(table.thread, "lab host replace", player=carol, member=bob)
    refused(again, "played in this game already")
    twice = await table.host.slash(table.thread, "lab host replace", player=alice, member=carol)
    refused(twice, "already play")
    assert await everything_stored(env) == stored
    assert in_memory(env) == held


@pytest.mark.simcord(settle_timeout=10)
async def test_a_removed_co_storyteller_cannot_join_the_lobby(simcord_env):
    """Taken off, a co-storyteller still knows what they saw: their Join is refused too."""
    env = simcord_env
    table = await ct.seat_table(env, 5)
    await ct.open_lobby(table, players=5)
    helper = await FAMILIES[0].newcomer(env, table)
    for action in ("add", "remove"):
        await table.storyteller.slash(table.thread, "ct-st cohost", action=action, member=helper)
        await env.settle()
    refused(await helper.click(table.lobby, label="Join"), "cannot also play")
    assert all(s["user_id"] != helper.id for s in table.session.row.seats)


@pytest.mark.simcord(settle_timeout=10)
async def test_a_former_co_storyteller_is_not_given_an_emptied_seat(simcord_env):
    """A co-storyteller read the grimoire: even taken off, `replace` gives them no seat."""
    env = simcord_env
    table = await clocktower_night(env)
    helper = await FAMILIES[0].newcomer(env, table)
    story = table.storyteller
    for action in ("add", "remove"):
        await story.slash(table.thread, "ct-st cohost", action=action, member=helper)
        await env.settle()
    ct.ok(await story.slash(table.thread, "ct-st kick", player=table.seat(2)))
    result = await story.slash(table.thread, "ct-st replace", seat=2, player=helper)
    refused(result, "already has a part")
    assert helper.id not in table.session.row.extra.users


@pytest.mark.simcord(settle_timeout=10)
async def test_a_playing_cloud_co_host_learns_nothing_of_another_players_dm(simcord_env):
    """Alice plays and co-hosts. When closed DMs refuse Bob's news of a draw, she is told, as
    the host is, which seat missed a DM, and nothing of what it held."""
    env = simcord_env
    table = await cloud.seat_cloud_table(env)
    alice, bob = table.players
    await cloud.start_cloud_game(table, setup_mode="auto")
    await table.host.slash(table.thread, "cloud host cohost", action="add", member=alice)
    await env.settle()
    secret = "You drew Pizza Cat (a secret of Bob's hand)."
    refused_dm = OutboxRow(
        id=1,
        family="cloud",
        game_id=table.session.row.id,
        batch="b",
        kind=Kind.DM,
        target=bob.id,
        stored=json.dumps({"content": secret, "report": True}),
        key=None,
    )
    notes = env.bot.get_cog("CloudCog")._undelivered_notice(refused_dm)
    assert [n.target for n in notes] == [table.host.id, alice.id]
    for note in notes:
        text = note.payload["content"]
        assert "seat B" in text and "Pizza Cat" not in text and "drew" not in text
