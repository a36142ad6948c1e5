"""A whole two-player Quantum Cloud game by post, through the real slash commands and buttons."""

from __future__ import annotations

import random

from engine.cloud import CloudGame, CloudRecord, Verb
from engine.cloud.policy import legal_actions, random_action

from .helpers import (
    join_and_start,
    ok,
    open_cloud_lobby,
    refused,
    scan_secrecy,
    seat_cloud_table,
    send,
    unbalanced_deck,
)

SEED = 0  # the bot's first game seed (conftest); the engine's whole-game test uses it too


async def test_a_whole_starter_game_by_post(simcord_env):
    """Starter decks to an Avatar kill: a Zeno collapse, an Algorithm in the opponent's window,
    a refused illegal move and a refused unbalanced deck file, and no hand card ever public."""
    env = simcord_env
    table = await seat_cloud_table(env)
    bob = table.players[1]
    result = await bob.slash(
        table.town, "cloud deck check", file=("legion.json", unbalanced_deck())
    )
    refused(result, "cards[0].cost: 1 stated, computed 3 (P 14, slack 4)")
    lobby = await open_cloud_lobby(table, setup_mode="auto")
    result = await bob.slash(table.thread, "cloud join", deck=("legion.json", unbalanced_deck()))
    refused(result, "cards[0].cost: 1 stated, computed 3 (P 14, slack 4)")
    assert table.env.bot.family_sessions.in_thread(table.thread.id).row.seats == []
    game = await join_and_start(table, lobby)
    assert game.setup.seed == f"{SEED:064x}"
    rng = random.Random(SEED)
    window_plays = illegal = 0
    checked_autocomplete = False
    while game.outcome is None:
        action = random_action(game, rng, timeout_rate=0.0)
        assert isinstance(action.actor, int)
        if action.verb is Verb.MOVE and illegal < 2:
            before = game.snapshot()
            stored = len(await env.bot.family_sessions.store.actions("cloud", table.session.row.id))
            enemy = table.players[1 - action.actor]
            result = await enemy.slash(
                table.thread, "cloud move", unit=action.unit, to=str(action.hex)
            )
            refused(result, "T9: it is")
            assert game.snapshot() == before
            assert (
                len(await env.bot.family_sessions.store.actions("cloud", table.session.row.id))
                == stored
            )
            illegal += 1
        if action.verb is Verb.MOVE and not checked_autocomplete:
            member = table.players[action.actor]
            choices = await member.autocomplete(
                table.thread, "cloud move", "to", "", unit=action.unit
            )
            legal = {
                str(a.hex)
                for a in legal_actions(game, action.actor)
                if a.verb is Verb.MOVE and a.unit == action.unit
            }
            assert {c["value"] for c in choices} == legal
            checked_autocomplete = True
        if action.verb is Verb.PLAY and game.window is not None:
            window_plays += action.actor != game.active
        ok(await send(table, action))
        scan_secrecy(table)
    assert game.outcome.reason == "avatar"
    assert any("collapse" in line for line in game.lines)
    assert any(a.verb is Verb.KEEP for a in game.actions)
    assert window_plays > 0 and illegal == 2
    posts = table.thread.history()
    images = [m for m in posts if any(a.filename == "board.png" for a in m.attachments)]
    setup_posts = [m for m in posts if m.content.startswith("**Setup**")]
    assert len(setup_posts) == 2  # one per Avatar placement (the tiles are placed at random)
    # in every setup post, after the setup, after every turn, and at the end
    assert len(images) == len(setup_posts) + game.turn + 1
    turn_posts = [m for m in posts if m.content.startswith("**Turn ")]
    assert len(turn_posts) == game.turn  # one post per turn, edited as the turn goes
    final = table.thread.last_message
    assert final.content.startswith("🏁") and game.outcome.summary in final.content
    assert game.setup.seed in final.content
    record = CloudRecord.model_validate_json(await final.attachments[0].read())
    assert CloudGame.replay(record).snapshot() == game.snapshot()
    store = env.bot.family_sessions.store
    row = await store.by_thread(table.thread.id)
    assert row is not None and row.status.value == "over"
    assert await store.actions(row.family, row.id) == record.actions
