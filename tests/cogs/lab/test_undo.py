"""Undo (BGA's rule): a player takes back their own actions of this turn, never a See, never
after another player acted; the engine decides what may be taken back."""

from __future__ import annotations

from engine.lab import FAMILY
from engine.lab.geometry import Colour

from .helpers import button_labels, join_all_and_start, ok, open_lobby, refused, seat_lab_table
from .test_actions import wormhole_board


async def start(simcord_env):
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False)
    table.cog.rehearsal = (wormhole_board().text(1), {"seats": "0,1,2"})
    game = await join_all_and_start(table)
    return table, game


async def test_the_undo_button_takes_back_a_drop_then_a_steal(simcord_env):
    """Alice steals and drops; Undo twice puts the cube back in Bob's hands and her actions
    back to four, and the turn post says what was taken back."""
    table, game = await start(simcord_env)
    alice, bob, _ = table.players
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    before = game.position.text()
    ok(await alice.slash(table.thread, "lab steal", player=bob))
    ok(await alice.slash(table.thread, "lab drop"))
    assert "↩️ Undo" in button_labels(table.post())
    ok(await alice.click(table.post(), label="↩️ Undo"))
    assert game.position.holding == {0: Colour.GREEN}
    ok(await alice.click(table.post(), label="↩️ Undo"))
    assert game.position.text() == before and game.prompt.remaining == 4
    assert "P1 takes back: steal 2" in table.post().content
    assert "↩️ Undo" not in button_labels(table.post())
    assert FAMILY.replay(game.record()).position.text() == before  # the record replays it


async def test_a_see_cannot_be_taken_back(simcord_env):
    """The turn's See shows the board (and may draw tiles): undo right after it is refused."""
    table, game = await start(simcord_env)
    alice = table.players[0]
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    version = game.version
    refused(await alice.slash(table.thread, "lab undo"), "nothing to take back")
    assert game.version == version


async def test_no_undo_for_another_player_or_after_another_player_acted(simcord_env):
    """Bob cannot undo Alice's move; once Carol has left, Alice cannot undo her move either."""
    table, game = await start(simcord_env)
    alice, bob, carol = table.players
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    ok(await alice.slash(table.thread, "lab move", steps="left"))
    refused(await bob.slash(table.thread, "lab undo"), "nothing to take back")
    ok(await carol.slash(table.thread, "lab leave"))
    refused(await alice.slash(table.thread, "lab undo"), "nothing to take back")
    assert game.position.where(0) == (7, 2)
