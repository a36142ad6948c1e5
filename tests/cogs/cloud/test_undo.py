"""Undo (BGA's rule): the active player takes back their own actions of this turn until a card,
a tile or a die is drawn or anyone else acts; the engine decides."""

from __future__ import annotations

import copy

from engine.cloud import FAMILY, Verb
from engine.cloud.policy import legal_actions
from tests.cogs.family_helpers import button_labels

from .helpers import (
    message,
    ok,
    place_avatars,
    refused,
    seat_cloud_table,
    send,
    start_cloud_game,
)


async def test_undo_takes_back_a_move_then_the_tile_placement(simcord_env):
    """On the first turn (no card drawn) the active player places the tile and moves; Undo
    twice restores the board, the drawn tile and the Undo button disappears."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    seat = game.active
    assert seat is not None
    member = table.players[seat]
    start = copy.deepcopy(game.snapshot())
    assert "↩️ Undo" not in button_labels(message(table.thread, table.session.row.post_message_id))
    ok(await member.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    placed = copy.deepcopy(game.snapshot())
    move = next(a for a in legal_actions(game, seat) if a.verb is Verb.MOVE)
    ok(await send(table, move))
    post = message(table.thread, table.session.row.post_message_id)
    ok(await member.click(post, label="↩️ Undo"))
    assert game.snapshot()["units"] == placed["units"]
    ok(await member.slash(table.thread, "cloud undo"))
    after = game.snapshot()
    assert {k: after[k] for k in ("board", "drawn", "units", "players")} == {
        k: start[k] for k in ("board", "drawn", "units", "players")
    }
    post = message(table.thread, table.session.row.post_message_id)
    assert "↩️ Undo" not in button_labels(post)
    assert "takes back: tile" in post.content
    assert FAMILY.replay(game.record()).snapshot() == game.snapshot()


async def test_the_other_player_cannot_undo_and_an_end_cannot_be_taken_back(simcord_env):
    """The idle player's undo is refused; after End turn (the next player draws) neither can."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    seat = game.active
    assert seat is not None
    active, idle = table.players[seat], table.players[1 - seat]
    ok(await active.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    refused(await idle.slash(table.thread, "cloud undo"), "nothing to take back")
    ok(await active.slash(table.thread, "cloud end"))
    refused(await active.slash(table.thread, "cloud undo"), "nothing to take back")
    refused(await idle.slash(table.thread, "cloud undo"), "nothing to take back")
    assert game.turn == 2
