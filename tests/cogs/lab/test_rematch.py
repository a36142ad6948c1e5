"""Rematch on the end post: same players, same options, a new lobby; only players, only once."""

from __future__ import annotations

from .helpers import join_all_and_start, message, ok, open_lobby, refused, seat_lab_table


async def test_a_player_opens_the_rematch_once_and_its_host_starts_it(simcord_env):
    """An outsider's press is refused; Bob's opens a lobby in the channel with the same options
    and both players seated; a second press names the open rematch; Start deals the new game."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    alice, bob = table.players
    outsider = table.guild.add_member(simcord_env.create_user("eve", global_name="Eve"))
    await simcord_env.settle()
    await open_lobby(table, cats=False, experiments=2)
    old = table.session.row
    await join_all_and_start(table)
    ok(await alice.slash(table.thread, "lab host abort", confirm=True))
    end = table.thread.last_message
    assert "🔁 Rematch" in [c.label for row in end.components for c in row.children]

    refused(await outsider.click(end, label="🔁 Rematch"), "Only the players")
    answer = ok(await bob.click(end, label="🔁 Rematch"))
    assert "rematch is open" in answer
    new = next(s for s in simcord_env.bot.family_sessions.sessions("lab") if s.row.id != old.id)
    assert new.row.options == old.options and new.row.host_id == old.host_id
    assert [s["user_id"] for s in new.row.seats] == [alice.id, bob.id]
    lobby = message(table.town, new.row.lobby_message_id)
    assert f"<@{alice.id}>" in lobby.content and f"<@{bob.id}>" in lobby.content
    refused(await alice.click(end, label="🔁 Rematch"), "open already")

    ok(await alice.click(lobby, label="Start"))
    assert new.game is not None and new.game.target == 2
