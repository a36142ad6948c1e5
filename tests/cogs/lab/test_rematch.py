"""Rematch on the end post: same players, same options, a new lobby; only players, only once."""

from __future__ import annotations

from bot.shell.sessions import FamilySessions
from tests.cogs.family_helpers import restart

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


class Crash(Exception):
    """The process dying at a chosen point."""


async def test_a_crash_just_after_the_rematch_s_lobby_is_made_keeps_its_players(
    simcord_env, db_path, monkeypatch
):
    """A crash right after the rematch's lobby is stored leaves it with both players: the
    lobby posted at the next start-up lists them."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    alice, bob = table.players
    await open_lobby(table, cats=False, experiments=2)
    old = table.session.row
    await join_all_and_start(table)
    ok(await alice.slash(table.thread, "lab host abort", confirm=True))
    create = FamilySessions.create

    async def dying(self, **kwargs):
        await create(self, **kwargs)
        raise Crash

    monkeypatch.setattr(FamilySessions, "create", dying)
    await bob.click(table.thread.last_message, label="🔁 Rematch")
    monkeypatch.setattr(FamilySessions, "create", create)
    await restart(simcord_env, db_path)
    [new] = await simcord_env.bot.family_sessions.store.open_games("lab")
    assert new.id != old.id
    assert [s["user_id"] for s in new.seats] == [alice.id, bob.id]
    lobby = message(table.town, new.lobby_message_id)
    assert f"<@{alice.id}>" in lobby.content and f"<@{bob.id}>" in lobby.content


async def test_a_crash_just_after_the_rematch_s_lobby_is_made_leaves_it_claimed(
    simcord_env, db_path, monkeypatch
):
    """After a crash right after the rematch's lobby is stored, a press finds the rematch open
    already: no second lobby."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob"))
    alice, bob = table.players
    await open_lobby(table, cats=False, experiments=2)
    await join_all_and_start(table)
    ok(await alice.slash(table.thread, "lab host abort", confirm=True))
    end = table.thread.last_message
    create = FamilySessions.create

    async def dying(self, **kwargs):
        await create(self, **kwargs)
        raise Crash

    monkeypatch.setattr(FamilySessions, "create", dying)
    await bob.click(end, label="🔁 Rematch")
    monkeypatch.setattr(FamilySessions, "create", create)
    await restart(simcord_env, db_path)
    [new] = await simcord_env.bot.family_sessions.store.open_games("lab")
    refused(
        await alice.click(end, label="🔁 Rematch"), f"open already: Schrödinger's Lab #{new.id}"
    )
    assert len(await simcord_env.bot.family_sessions.store.open_games("lab")) == 1
