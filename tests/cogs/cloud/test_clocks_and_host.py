"""Quantum Cloud's clocks (P4, P5), host tools, stale buttons and restarts, on simcord."""

from __future__ import annotations

import datetime as dt
import json
from importlib import resources

import pytest
import simcord

from engine.cloud import Phase, Verb
from engine.cloud.decks import starter_deck
from engine.cloud.policy import legal_actions
from tests.cogs.harness import make_bot
from tests.cogs.notify_helpers import pinged

from .helpers import (
    message,
    ok,
    open_cloud_lobby,
    place_avatars,
    refused,
    seat_cloud_table,
    start_cloud_game,
)


def dms(member) -> list[str]:
    return [m.content for m in member.user.dm_channel.history()]


async def test_a_setup_placement_is_reminded_then_made_at_the_deadline(simcord_env):
    """A quarter before the limit the placer gets a DM; at the limit P6 places the tile."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_hours=0.1)
    placer = table.players[game.setup_placer()]
    await simcord_env.advance_time(250)
    assert not any("quarter" in text for text in dms(placer))
    await simcord_env.advance_time(60)
    assert any("quarter of your time" in text for text in dms(placer))
    assert game.board == {}
    await simcord_env.advance_time(60)
    assert len(game.board) == 1
    assert any("setup time ran out" in line for line in game.lines)
    assert "setup time ran out" in message(table.thread, table.session.row.post_message_id).content


async def test_pause_stops_the_clock_and_resume_gives_the_time_left(simcord_env):
    """While paused nothing times out and players are refused; resume restores the time left."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_hours=0.1)
    row = table.session.row
    deadline = row.deadline
    await simcord_env.advance_time(100)
    ok(await table.host.slash(table.thread, "cloud host pause"))
    assert row.deadline is None and row.paused_left == pytest.approx(260, abs=1)
    placer = table.players[game.setup_placer()]
    refused(await placer.slash(table.thread, "cloud tile", at="0,0"), "paused")
    await simcord_env.advance_time(1000)
    assert game.board == {}
    ok(await table.host.slash(table.thread, "cloud host resume"))
    assert row.deadline == deadline + dt.timedelta(seconds=1000)


async def test_only_the_host_extends_and_extending_moves_the_deadline(simcord_env):
    """A player's `/cloud host extend` is refused; the host's adds the hours."""
    table = await seat_cloud_table(simcord_env)
    await start_cloud_game(table)
    row = table.session.row
    deadline = row.deadline
    refused(await table.players[0].slash(table.thread, "cloud host extend", hours=1.0), "host")
    assert row.deadline == deadline
    ok(await table.host.slash(table.thread, "cloud host extend", hours=1.0))
    assert (row.deadline - deadline).total_seconds() == 3600


async def test_a_players_kick_is_refused_once_and_changes_nothing(simcord_env):
    """Alice is not the host: `/cloud host kick` tells her so, once, and Bob plays on."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    before = len(game.actions)
    result = await table.players[0].slash(table.thread, "cloud host kick", player=table.players[1])
    refused(result, "only the host of this game (or a co-host) can")
    assert len(game.actions) == before and game.outcome is None


async def test_kicking_a_member_who_does_not_play_names_them(simcord_env):
    """The host names someone with no seat: refused naming them, nothing pushed."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    before = len(game.actions)
    result = await table.host.slash(table.thread, "cloud host kick", player=table.host)
    refused(result, "host is not playing in this game")
    assert len(game.actions) == before and game.outcome is None


async def test_a_kick_ends_a_duel_and_posts_the_record(simcord_env):
    """The host kicks Bob: Alice wins, the end says the host removed him (not a concession),
    the record is attached, the lobby closes."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    ok(await table.host.slash(table.thread, "cloud host kick", player=table.players[1]))
    assert game.outcome is not None and game.outcome.winners == (0,)
    assert game.outcome.reason == "kick"
    final = table.thread.last_message
    assert final.content.startswith("🏁") and final.attachments
    assert "the host removed" in final.content and "conce" not in final.content
    texts = " ".join(m.content for m in table.thread.history())
    assert "is out (removed by the host)" in texts and "(concede)" not in texts
    result = await table.players[0].slash(table.thread, "cloud record")
    assert result.ephemeral and result.response.attachments


async def test_an_old_turn_post_loses_its_buttons(simcord_env):
    """After a turn ends its post keeps its lines but no buttons: stale presses are impossible."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    first = table.session.row.post_message_id
    active = table.players[game.active]
    tile = str(game.tile_spaces()[0])
    ok(await active.slash(table.thread, "cloud tile", at=tile))
    ok(await active.click(message(table.thread, first), label="End turn"))
    old = message(table.thread, first)
    assert old.components == [] and "turn ends" in old.content
    with pytest.raises(simcord.SetupError):
        await active.click(old, label="End turn")
    assert game.turn == 2


async def test_a_refused_command_names_the_rule_and_changes_nothing(simcord_env):
    """The waiting player's move is refused in the second person; no action is stored."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    before = game.snapshot()
    idle = table.players[1 - game.active]
    refused(await idle.slash(table.thread, "cloud end"), "T9: it is")
    refused(await table.host.slash(table.thread, "cloud end"), "not playing")
    assert game.snapshot() == before


async def test_a_restarted_bot_replays_the_game_and_plays_on(simcord_env, db_path):
    """After a restart the game is rebuilt from the database, posts nothing again, and takes
    the next command."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    before = game.snapshot()
    posted = [m.id for m in table.thread.history()]
    await simcord_env.bot.close()
    await simcord_env.restart_bot(make_bot(db_path, first_seed=0))
    again = simcord_env.bot.family_sessions.in_thread(table.thread.id).game
    assert again is not game and again.snapshot() == before
    assert [m.id for m in table.thread.history()] == posted  # caught up: nothing posted twice
    active = table.players[again.active]
    ok(await active.slash(table.thread, "cloud tile", at=str(again.tile_spaces()[0])))
    assert again.phase is Phase.PLAY and again.drawn is None


async def test_deck_check_reports_points_and_costs(simcord_env):
    """`/cloud deck check` works outside a game and reports each card's price."""
    table = await seat_cloud_table(simcord_env)
    text = resources.files("engine.cloud").joinpath("decks/pizza.toml").read_bytes()
    result = await table.players[0].slash(table.town, "cloud deck check", file=("p.toml", text))
    assert result.ephemeral and result.response.content.startswith("✅")
    assert "Pizzaland Express" in result.response.content
    assert starter_deck("pizza").cards[0].name in result.response.content


async def test_card_shows_its_text_and_template_price(simcord_env):
    """`/cloud card` gives the card's text with P, cost and slack; autocomplete finds it."""
    table = await seat_cloud_table(simcord_env)
    choices = await table.players[0].autocomplete(table.town, "cloud card", "name", "void")
    assert {"name": "Void Dragon", "value": "Void Dragon"} in choices
    result = await table.players[0].slash(table.town, "cloud card", name="Void Dragon")
    assert result.ephemeral
    assert "36 points, cost 6, slack 0" in result.response.content


async def test_closed_dms_ping_in_the_thread_without_card_names(simcord_env):
    """With Bob's DMs closed, his turn post pings him and his draw is pinged in the thread,
    naming no card."""
    table = await seat_cloud_table(simcord_env)
    bob = table.players[1]
    simcord_env.inject_error(
        "POST",
        f"/channels/{bob.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    while game.active != 1:
        active = table.players[game.active]
        if game.drawn is not None:
            ok(await active.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
        ok(await active.slash(table.thread, "cloud end"))
    turn_post = table.session.row.post_message_id
    assert pinged(simcord_env, table.thread, turn_post) == [bob.user.id]  # his turn, in the thread
    if game.drawn is not None:
        ok(await bob.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    pings = [m.content for m in table.thread.history() if f"<@{bob.user.id}> " in m.content]
    assert any("private news" in text for text in pings)
    names = {c.name for p in game.players for c in p.cards}
    assert not [n for n in names for text in pings if n in text]


async def test_card_autocomplete_offers_only_your_own_playable_hand(simcord_env):
    """`/cloud summon card` offers Alters from your hand you can pay for, never another's."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    for seat, member in enumerate(table.players):
        choices = await member.autocomplete(table.thread, "cloud play", "card", "")
        hand = {game.players[seat].cards[i].name for i in game.players[seat].hand}
        assert {c["value"] for c in choices} <= hand
    seat = game.active
    if game.drawn is not None:
        at = str(game.tile_spaces()[0])
        choices = await table.players[seat].autocomplete(table.thread, "cloud tile", "at", "")
        assert at in {c["value"] for c in choices}
        ok(await table.players[seat].slash(table.thread, "cloud tile", at=at))
    legal = {a.card for a in legal_actions(game, seat) if a.verb is Verb.SUMMON}
    choices = await table.players[seat].autocomplete(table.thread, "cloud summon", "card", "")
    assert {c["value"] for c in choices} == legal
    other = await table.players[1 - seat].autocomplete(table.thread, "cloud summon", "card", "")
    assert other == []


async def test_a_saved_deck_is_offered_in_the_lobby_and_plays(simcord_env):
    """`/cloud deck save` keeps a valid file; the next lobby offers it and a game starts with it."""
    table = await seat_cloud_table(simcord_env)
    doc = starter_deck("anon").document()
    doc["id"], doc["name"] = "trolls", "Troll Farm"
    result = await table.players[0].slash(
        table.town, "cloud deck save", file=("t.json", json.dumps(doc).encode())
    )
    assert result.ephemeral and "Saved as `trolls`" in result.response.content
    lobby = await open_cloud_lobby(table)
    ok(await table.players[0].select(lobby, ["saved:trolls"], custom_id="cloud:lobby:deck"))
    ok(await table.players[1].select(lobby, ["pizza"], custom_id="cloud:lobby:deck"))
    ok(await table.host.click(lobby, label="Start"))
    assert table.game.players[0].deck.name == "Troll Farm"


async def test_the_hand_menu_plays_a_legal_card(simcord_env):
    """`/cloud hand` lists your cards and a menu of legal plays and summons; a pick is played."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    for _ in range(8):
        seat = game.active
        member = table.players[seat]
        if game.drawn is not None:
            ok(await member.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
        legal = [str(a) for a in legal_actions(game, seat) if a.verb in (Verb.PLAY, Verb.SUMMON)]
        shown = await member.slash(table.thread, "cloud hand")
        assert shown.ephemeral and "Your hand" in shown.response.content
        options = shown.response.components[0]["components"][0]["options"]
        assert [o["value"] for o in options] == (legal[:25] or ["none"])
        if legal:
            break
        ok(await member.slash(table.thread, "cloud end"))
    assert legal, "some early turn has something to play or summon"
    ok(await member.select(shown.response.message, [legal[0]], custom_id="cloud:hand:act"))
    assert str(game.actions[-1]) == legal[0]


async def test_lobby_leave_and_start_rules(simcord_env):
    """Leave takes you off the table; only the host starts, and only with 2–4 players."""
    table = await seat_cloud_table(simcord_env)
    lobby = await open_cloud_lobby(table)
    alice, bob = table.players
    ok(await alice.select(lobby, ["anon"], custom_id="cloud:lobby:deck"))
    ok(await bob.select(lobby, ["pizza"], custom_id="cloud:lobby:deck"))
    ok(await bob.click(lobby, label="Leave"))
    refused(await bob.click(lobby, label="Leave"), "not in this lobby")
    refused(await alice.click(lobby, label="Start"), "Only the host")
    refused(await table.host.click(lobby, label="Start"), "2–4 players; 1 joined")
    shown = message(table.town, lobby.id).content
    assert f"<@{alice.user.id}> with Anonymous Legion" in shown and str(bob.user.id) not in shown


async def test_the_host_closes_a_game_in_setup_but_not_once_play_began(simcord_env):
    """`/cloud host cancel` closes a game still in setup; the lobby post says so."""
    table = await seat_cloud_table(simcord_env)
    await start_cloud_game(table)
    ok(await table.host.slash(table.thread, "cloud host cancel"))
    assert "Closed." in message(table.town, table.lobby.id).content
    refused(await table.players[0].slash(table.thread, "cloud hand"), "thread")


async def test_the_host_cannot_close_a_game_once_play_began(simcord_env):
    """Once the Avatars are placed, cancel is refused: players concede or are kicked."""
    table = await seat_cloud_table(simcord_env)
    await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    refused(await table.host.slash(table.thread, "cloud host cancel"), "Play has begun")
