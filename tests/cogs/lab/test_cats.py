"""Cat powers by post (§5, §7.2): `/lab cat` with a player or a direction, and the panel's
cat buttons; a refused power changes nothing."""

from __future__ import annotations

from engine.lab.options import Cat
from tests.engine.lab.builder import Board, cat_deal

from .helpers import button_labels, join_all_and_start, ok, open_lobby, refused, seat_lab_table


async def test_fermi_hisses_by_command_and_tachyon_sprints_by_button(simcord_env):
    """Alice's Fermi bloops Bob on her cell (`/lab cat player:`), once a game; Bob's Tachyon
    sprints two cells for one action from the turn panel's Cat button."""
    board = Board()
    board.at(2, (5, 2))
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    alice, bob, carol = table.players
    await open_lobby(table, cats=True)
    draws = {"seats": "0,1,2", "cats": cat_deal({1: Cat.FERMI, 2: Cat.TACHYON}, 3)}
    table.cog.rehearsal = (board.text(1), draws)
    game = await join_all_and_start(table)
    assert game.cats[0] is Cat.FERMI and game.cats[1] is Cat.TACHYON

    ok(await alice.slash(table.thread, "lab see", direction="up"))
    before = (game.position.text(), await table.stored())
    refused(await alice.slash(table.thread, "lab cat", player=bob), "another scientist on your")
    refused(await alice.slash(table.thread, "lab cat", player=carol), "another scientist on your")
    assert (game.position.text(), await table.stored()) == before
    ok(await alice.slash(table.thread, "lab move", steps="up"))
    ok(await alice.slash(table.thread, "lab cat", player=bob))
    assert game.position.where(1) == (5, 7) and game.prompt.remaining == 2
    assert "P2" in table.post().content
    refused(await alice.slash(table.thread, "lab cat", player=bob), "already acted this turn")
    ok(await alice.slash(table.thread, "lab done"))
    ok(await alice.slash(table.thread, "lab see", direction="up"))

    ok(await bob.slash(table.thread, "lab see", direction="up"))
    assert "Sprint ↓" in button_labels(table.post())
    refused(await alice.click(table.post(), label="Sprint ↓"), "for P2, not you")
    ok(await bob.click(table.post(), label="Sprint ↓"))
    assert game.position.where(1) == (5, 9) and game.prompt.remaining == 3
    assert "Sprint ↓" not in button_labels(table.post())
