"""The turn's actions by post (§4.2, §7.2) that other tests do not reach: steal, drop, transit,
and leaving mid-game out of turn."""

from __future__ import annotations

from engine.lab.geometry import Colour
from tests.engine.lab.builder import Board

from .helpers import join_all_and_start, ok, open_lobby, refused, seat_lab_table


def wormhole_board() -> Board:
    """Alice (P1) and Bob (P2, holding Green) share a ╋ at (8,2); W1 at (7,2) leads to its
    gray end at (3,8); a ━ at (8,1) keeps Alice's See from drawing."""
    board = Board()
    board.tile((8, 2), "room-cross", "╋")
    board.tile((8, 1), "room-straight", "━")
    board.tile((7, 2), "W1", "━")
    board.tile((3, 8), "gray-W1", "━")
    board.at(1, (8, 2)).at(2, (8, 2)).holds(2, Colour.GREEN)
    return board


async def test_steal_drop_transit_and_leave(simcord_env):
    """Alice steals Bob's Green (`/lab steal player:`), drops it, steps onto W1 and transits to
    its end; Carol leaves mid-game out of turn and the game goes on without her."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    alice, bob, carol = table.players
    await open_lobby(table, cats=False)
    table.cog.rehearsal = (wormhole_board().text(1), {"seats": "0,1,2"})
    game = await join_all_and_start(table)
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    assert game.prompt.remaining == 4
    refused(await alice.slash(table.thread, "lab transit"), "you are not on a wormhole")
    refused(await alice.slash(table.thread, "lab steal", player=carol), "P3 is not on your cell")
    ok(await alice.slash(table.thread, "lab steal", player=bob))
    assert game.position.holding == {0: Colour.GREEN}
    ok(await alice.slash(table.thread, "lab drop"))
    assert game.position.holding == {} and game.position.lying[Colour.GREEN] == (8, 2)
    ok(await alice.slash(table.thread, "lab move", steps="left"))
    ok(await alice.slash(table.thread, "lab transit"))
    assert game.position.where(0) == (3, 8)
    assert "P1" in table.post().content and game.prompt.seat == 0

    refused(await bob.slash(table.thread, "lab see", direction="up"), "P1's turn")
    ok(await carol.slash(table.thread, "lab leave"))
    assert not game.position.present(2) and game.outcome is None
    refused(await carol.slash(table.thread, "lab leave"), "you have left the game")
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    assert game.prompt.seat == 1
    ok(await bob.slash(table.thread, "lab see", direction="up"))
    ok(await bob.slash(table.thread, "lab done"))
    ok(await bob.slash(table.thread, "lab see", direction="up"))
    assert game.prompt.seat == 0  # Carol's seat is passed over
