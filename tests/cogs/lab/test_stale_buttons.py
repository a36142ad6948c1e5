"""Buttons of an earlier moment (§7.3): a press on a post the bot could not bring up to date is
refused in the second person and changes nothing, for an orientation and for a turn panel."""

from __future__ import annotations

from engine.lab import PromptKind
from tests.engine.lab.builder import Board, tile_at

from .helpers import (
    LabTable,
    button_labels,
    join_all_and_start,
    message,
    ok,
    open_lobby,
    refused,
    seat_lab_table,
)


async def k1_table(env) -> LabTable:
    """Three players on K1's stack (straight, corner, T): Alice (P1) starts on office (5,3)."""
    board = Board()
    board.stack("room-straight", "room-corner", "room-tee")
    table = await seat_lab_table(env, ("Alice", "Bob", "Carol"))
    await open_lobby(table, cats=False)
    table.cog.rehearsal = (board.text(1), {"seats": "0,1,2"})
    await join_all_and_start(table)
    return table


def fail_next_edit(table: LabTable, message_id: int) -> None:
    """The bot's next edit of this message fails for good (a failure the outbox does not retry),
    so the message keeps its old buttons."""
    table.env.inject_error(
        "PATCH",
        f"/channels/{table.thread.id}/messages/{message_id}",
        status=404,
        code=10008,
        message="Unknown Message (injected by test)",
    )


async def unchanged(table: LabTable) -> tuple[str, int, list[str]]:
    """What a refused press must leave as it was: the board, the version and the stored events."""
    return table.game.position.text(), table.game.version, await table.stored()


async def test_an_orientation_button_of_an_earlier_step_is_refused(simcord_env):
    """After the corner is turned, its other orientation button (left on the post by a failed
    edit) is refused and the placed tile stays as chosen."""
    table = await k1_table(simcord_env)
    alice, bob, _ = table.players
    game = table.game
    ok(await alice.slash(table.thread, "lab see", direction="right"))
    assert game.prompt.kind is PromptKind.ORIENT
    post = table.post()
    assert button_labels(post) == ["┓", "┛"]
    fail_next_edit(table, post.id)
    ok(await alice.click(post, label="┛"))
    assert tile_at(game, (7, 3)) == "room-corner ┛" and game.prompt.kind is PromptKind.ACTIONS
    stale = message(table.thread, post.id)
    assert button_labels(stale) == ["┓", "┛"]  # the edit failed: the old buttons are still there
    before = await unchanged(table)
    refused(await alice.click(stale, label="┓"), "you pressed a button of an earlier moment")
    refused(await bob.click(stale, label="┓"), "you pressed a button of an earlier moment")
    assert await unchanged(table) == before
    assert tile_at(game, (7, 3)) == "room-corner ┛"


async def test_a_turn_panel_of_an_earlier_turn_is_refused(simcord_env):
    """Turn 1's See ↑ (its post not cleared by a failed edit) is refused for its owner and for
    the next player during turn 2; the current post's button still works."""
    table = await k1_table(simcord_env)
    alice, bob, _ = table.players
    game = table.game
    ok(await alice.slash(table.thread, "lab see", direction="up"))  # hallway to the edge
    ok(await alice.slash(table.thread, "lab done"))
    assert game.prompt.kind is PromptKind.SEE_AGAIN
    old = table.post()
    assert "See ↑" in button_labels(old)
    fail_next_edit(table, old.id)
    ok(await alice.click(old, label="See ↑"))
    assert game.turn == 2 and game.prompt.seat == 1
    stale = message(table.thread, old.id)
    assert "See ↑" in button_labels(stale) and table.post().id != old.id
    before = await unchanged(table)
    refused(await alice.click(stale, label="See ↑"), "you pressed a button of an earlier moment")
    refused(await bob.click(stale, label="See ↑"), "you pressed a button of an earlier moment")
    assert await unchanged(table) == before
    ok(await bob.click(table.post(), label="See ↑"))
    assert game.prompt.kind is PromptKind.ACTIONS and game.prompt.seat == 1


async def test_a_button_of_the_same_moment_is_refused_for_another_player(simcord_env):
    """A current button pressed by someone other than the asked player is refused, unchanged."""
    table = await k1_table(simcord_env)
    _, bob, carol = table.players
    before = await unchanged(table)
    refused(await carol.click(table.post(), label="See ↑"), "these buttons are for p1, not you")
    refused(
        await bob.click(table.post(), label="Bloop home (whole turn)"),
        "these buttons are for p1, not you",
    )
    assert await unchanged(table) == before
