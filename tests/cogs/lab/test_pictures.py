"""What the Lab's pictures show (§7.3): no stale thumbnail on an ended turn's post, the
Mainframe's slots never under pawns, the last turn's moves marked."""

from __future__ import annotations

import io

from PIL import Image

from engine.lab import LabGame, LabSetup, PromptKind
from engine.lab.geometry import HALL, Colour
from engine.lab.render import CELL, CUBE, MARGIN, PAWNS, render_board
from tests.engine.lab.builder import Board

from .helpers import images, join_all_and_start, message, ok, open_lobby, seat_lab_table
from .test_actions import wormhole_board
from .test_stale_buttons import k1_table


async def test_an_ended_turn_post_drops_its_orientation_thumbnail(simcord_env):
    """The host skips Alice's turn while her orientation is open: her old turn post keeps its
    lines but neither its buttons nor the thumbnail whose labels matched them."""
    table = await k1_table(simcord_env)
    alice = table.players[0]
    ok(await alice.slash(table.thread, "lab see", direction="right"))
    assert table.game.prompt.kind is PromptKind.ORIENT
    old = table.session.row.post_message_id
    assert [a.filename for a in table.post().attachments] == ["orient.png"]
    ok(await alice.slash(table.thread, "lab host skip"))
    assert table.session.row.post_message_id != old
    ended = message(table.thread, old)
    assert ended.components == [] and ended.attachments == []
    assert "Turn 1" in ended.content


def colour_counts(png: bytes, cell: tuple[int, int]) -> dict[Colour, int]:
    """How many pixels of each cube colour one cell of a board image shows."""
    with Image.open(io.BytesIO(png)) as image:
        x0, y0 = MARGIN + cell[0] * CELL, MARGIN + cell[1] * CELL
        pixels = list(
            image.convert("RGB").crop((x0, y0, x0 + CELL, y0 + CELL)).get_flattened_data()
        )
    return {colour: pixels.count(CUBE[colour]) for colour in Colour}


async def test_pawns_on_the_mainframe_leave_its_four_slots_in_view(simcord_env):
    """With three scientists on the Mainframe's middle, the opening image shows each slot as
    fully as an image of the same board without them."""
    board = Board(players=3)
    board.slot(Colour.RED)
    empty = LabGame(LabSetup(players=["a", "b", "c"], seed="t", cats=False, position=board.text(1)))
    board.at(1, (HALL, HALL)).at(2, (HALL, HALL)).at(3, (HALL, HALL))
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False)
    table.cog.rehearsal = (board.text(1), {"seats": "0,1,2"})
    await join_all_and_start(table)
    (_, opening), *_ = await images(table)
    assert colour_counts(opening, (HALL, HALL)) == colour_counts(render_board(empty), (HALL, HALL))


async def test_the_board_after_a_turn_marks_where_the_mover_started(simcord_env):
    """Alice steps left in turn 1: the image after turn 1 has a ring in her colour on the cell
    she left, and the image of the opening has none there."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    alice = table.players[0]
    await open_lobby(table, cats=False)
    table.cog.rehearsal = (wormhole_board().text(1), {"seats": "0,1,2"})
    game = await join_all_and_start(table)
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    ok(await alice.slash(table.thread, "lab move", steps="left"))
    ok(await alice.slash(table.thread, "lab done"))
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    assert game.turn == 2 and game.last_moves == {0: ((8, 2), (7, 2))}
    (_, opening), (caption, after), *_ = await images(table)
    assert caption == "🗺️ The lab after turn 1."
    x, y = MARGIN + 8 * CELL + CELL // 2 + 12, MARGIN + 2 * CELL + CELL // 2
    for png, ringed in ((opening, False), (after, True)):
        with Image.open(io.BytesIO(png)) as image:
            assert (image.convert("RGB").getpixel((x, y)) == PAWNS[0]) is ringed
