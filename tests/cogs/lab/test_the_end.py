"""The end by post (§7.7): a winning log ends the game at once; the end post names the winner,
shows the final board, reveals the seed beside its hash and attaches the record."""

from __future__ import annotations

import hashlib
import io

from PIL import Image

from engine.lab import FAMILY, LabRecord
from engine.lab.geometry import Colour
from engine.lab.render import render_board
from tests.engine.lab.builder import Board

from .helpers import join_all_and_start, message, ok, open_lobby, refused, seat_lab_table


def one_log_from_winning() -> tuple[str, dict[str, str]]:
    """Bob (P2) has logged Red and holds Yellow beside the Mainframe; Alice (P1) starts."""
    board = Board(players=2)
    board.tile((6, 6), "room-dead-end", "╸")
    board.at(2, (6, 6)).holds(2, Colour.YELLOW)
    board.position.logged[1] = {Colour.RED}
    board.slot(Colour.RED)
    return board.text(1), {"seats": "0,1"}


async def test_a_winning_log_ends_the_game_with_winner_board_seed_and_record(simcord_env):
    """With 2 experiments to win, Bob's step onto the Mainframe logs his second colour: the
    game ends at once, the end post names him with the final board, the seed and the record,
    the turn post loses its buttons, and later commands are refused."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    alice, bob = table.players
    await open_lobby(table, experiments=2, cats=False)
    table.cog.rehearsal = one_log_from_winning()
    game = await join_all_and_start(table)
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    ok(await alice.slash(table.thread, "lab done"))
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    turn_post = table.session.row.post_message_id
    ok(await bob.slash(table.thread, "lab see", direction="up"))
    ok(await bob.slash(table.thread, "lab move", steps="left"))
    assert game.outcome is not None and game.outcome.winners == (1,)
    assert game.position.logged[1] == {Colour.RED, Colour.YELLOW}

    final = table.thread.last_message
    assert final.content.startswith("🏁") and f"Winner(s): P2 <@{bob.id}>" in final.content
    seed = str(game.setup.seed)
    assert (
        f"Seed `{seed}`" in final.content
        and hashlib.sha256(bytes.fromhex(seed)).hexdigest() in final.content
    )
    board, record_file = sorted(final.attachments, key=lambda a: a.filename)
    assert board.filename == "lab.png" and record_file.filename.endswith(".json")
    png = await board.read()
    assert len(png) < 1_000_000 and png == render_board(game)
    with Image.open(io.BytesIO(png)) as image:
        assert image.width >= 1000
    record = LabRecord.model_validate_json(await record_file.read())
    assert record.actions == [c.text for c in game.actions]
    assert FAMILY.replay(record).outcome == game.outcome
    assert message(table.thread, turn_post).components == []
    refused(await bob.slash(table.thread, "lab see", direction="up"), "/lab new")
    assert "Closed." in message(table.town, table.lobby.id).content
