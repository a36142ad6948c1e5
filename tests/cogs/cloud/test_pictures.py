"""What Quantum Cloud's board pictures show (P7): arrowheads over tokens, one turn number in
caption and footer, no player to play once they are out."""

from __future__ import annotations

import io
import math

from PIL import Image

from engine.cloud import Verb
from engine.cloud.image import HIGHLIGHT, board_picture, layout, status_line
from engine.cloud.policy import legal_actions

from .helpers import ok, place_avatars, seat_cloud_table, send, start_cloud_game


def boards(table) -> list:
    """The board posts of the thread, oldest first."""
    return [m for m in table.thread.history() if m.content.startswith("🗺️")]


async def test_a_moves_arrowhead_shows_in_front_of_the_token_it_points_at(simcord_env):
    """The Avatar moves one step in turn 1: in the board after turn 1 the arrow's head is
    drawn, filled, just outside the token on the hex it reached."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    seat = game.active
    assert seat is not None
    ok(await table.players[seat].slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    move = next(a for a in legal_actions(game, seat) if a.verb is Verb.MOVE)
    start = game.units[move.unit or ""].hex
    ok(await send(table, move))
    ok(await table.players[seat].slash(table.thread, "cloud end"))
    shape = layout(board_picture(game))
    (ax, ay), (bx, by) = shape.at(start), shape.at(move.hex)
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    back = shape.radius * 0.5 + 12  # inside the head, a little behind its tip
    point = (round(bx - ux * back - uy * 6), round(by - uy * back + ux * 6))
    png = await boards(table)[-1].attachments[0].read()
    with Image.open(io.BytesIO(png)) as image:
        assert image.convert("RGB").getpixel(point) == HIGHLIGHT


async def test_the_caption_repeats_the_footers_turn_and_player(simcord_env):
    """The board after turn 1 says, as its footer does, that turn 2 is on and who plays it."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    active = table.players[game.active or 0]
    ok(await active.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    ok(await active.slash(table.thread, "cloud end"))
    caption = boards(table)[-1].content.split("\n")
    assert caption[0] == "🗺️ The battlefield after turn 1."
    assert caption[1] == f"{status_line(game)}." == f"Turn 2 · {'AB'[game.active or 0]} to play."


async def test_no_one_is_shown_to_play_once_the_game_is_over(simcord_env):
    """The player to play concedes: the last board names no one to play, only the end."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    ok(await table.players[game.active or 0].slash(table.thread, "cloud concede"))
    assert game.outcome is not None
    caption = boards(table)[-1].content
    assert "Game over after turn 1." in caption and "to play" not in caption
