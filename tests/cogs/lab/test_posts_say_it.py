"""The Lab's posts say what happened (issue 23 §2): a See that finds nothing, the end-of-round
scenario rolls under a header (an away player's own post: test_clocks_and_host)."""

from __future__ import annotations

from tests.engine.lab.builder import Board

from .helpers import join_all_and_start, ok, open_lobby, seat_lab_table


def texts(table) -> list[str]:
    return [m.content for m in table.thread.history()]


async def test_a_see_that_finds_nothing_says_so(simcord_env):
    """A See blocked at once by a wall gets a line saying it found nothing new."""
    board = Board()
    board.tile((8, 2), "room-cross", "╋")
    board.tile((8, 1), "room-straight", "━")
    board.at(1, (8, 2))
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False)
    table.cog.rehearsal = (board.text(1), {"seats": "0,1,2"})
    await join_all_and_start(table)
    ok(await table.players[0].slash(table.thread, "lab see", direction="up"))
    assert "P1's look up finds nothing new" in table.post().content


async def test_scenario_rolls_come_under_an_end_of_round_header(simcord_env):
    """Containment Breach's dice at the end of a round follow an "End of round" line."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    await open_lobby(table, cats=False, scenario="breach")
    game = await join_all_and_start(table)
    for _ in range(2):
        member = table.players[game.active]
        ok(await member.slash(table.thread, "lab see", direction="up"))
        ok(await member.slash(table.thread, "lab done"))
        ok(await member.slash(table.thread, "lab see", direction="up"))
    shown = "\n".join(texts(table))
    header = shown.index("End of round 1: the Containment Breach roll")
    assert header < shown.index("die 1 →", header) < shown.index("Containment breach at")
