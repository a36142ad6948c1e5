"""X2 by post: a wipe vote's post with Yes and No, its outcome, and its 24 h deadline (K11)."""

from __future__ import annotations

from engine.lab.geometry import Colour
from tests.engine.lab.builder import Board

from .helpers import (
    button_labels,
    join_all_and_start,
    message,
    ok,
    open_lobby,
    refused,
    seat_lab_table,
)

HOUR = 3600


def k11() -> tuple[str, dict[str, str]]:
    """K11's sealed Red in Red's corner."""
    board = Board()
    board.tile((0, 0), "room-dead-end", "╻")
    board.tile((0, 1), "room-corner", "┗")
    board.tile((1, 1), "room-dead-end", "╸")
    board.lies(Colour.RED, (0, 0))
    return board.text(1), {"seats": "0,1,2"}


async def start(env, **options):
    table = await seat_lab_table(env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False, **options)
    table.cog.rehearsal = k11()
    await join_all_and_start(table)
    return table


def vote_post(table):
    return message(table.thread, table.session.row.extra.posted["vote"])


async def test_a_unanimous_yes_wipes_the_sealed_cube(simcord_env):
    """Alice proposes, Bob and Carol press Yes: Red goes to its slot and the post closes."""
    table = await start(simcord_env)
    alice, bob, carol = table.players
    game = table.game
    ok(await alice.slash(table.thread, "lab wipe", colour="red"))
    post = vote_post(table)
    assert "P1 proposes wiping the Red cube" in post.content
    assert button_labels(post) == ["Yes", "No"]
    refused(await alice.click(post, label="Yes"), "no vote to give")
    ok(await bob.click(post, label="Yes"))
    assert Colour.RED in game.position.lying
    ok(await carol.click(post, label="Yes"))
    assert Colour.RED in game.position.slots
    closed = message(table.thread, post.id)
    assert closed.components == [] and closed.content.endswith("closed.")


async def test_a_no_ends_the_vote_and_the_proposal_waits_for_a_tile_change(simcord_env):
    """One No keeps the cube; proposing it again at once is refused."""
    table = await start(simcord_env)
    alice, bob, _ = table.players
    game = table.game
    ok(await alice.slash(table.thread, "lab wipe", colour="red"))
    ok(await bob.click(vote_post(table), label="No"))
    assert game.vote is None and Colour.RED in game.position.lying
    refused(await alice.slash(table.thread, "lab wipe", colour="red"), "propose it again")


async def test_an_unanswered_vote_expires_after_a_day(simcord_env):
    """24 h after the proposal the clock sends `system vote-expired` and the post closes."""
    table = await start(simcord_env, turn_hours=72.0)
    alice = table.players[0]
    game = table.game
    ok(await alice.slash(table.thread, "lab wipe", colour="red"))
    post_id = table.session.row.extra.posted["vote"]
    await simcord_env.advance_time(24 * HOUR - 60)
    assert game.vote is not None
    await simcord_env.advance_time(61)
    assert game.vote is None and game.actions[-1].text == "system vote-expired"
    assert Colour.RED in game.position.lying
    assert message(table.thread, post_id).components == []
