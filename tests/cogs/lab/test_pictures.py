"""What the Lab's pictures show (§7.3): no stale thumbnail on an ended turn's post."""

from __future__ import annotations

from engine.lab import PromptKind

from .helpers import message, ok
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
