"""Quantum Cloud on simcord: a player whose DMs are closed is never left out silently (issue 22
§4, every family): the host is told privately, naming the seat and nothing the DM held, and
the player reads what was kept with their next command."""

from __future__ import annotations

from tests.cogs.family_helpers import button_labels
from tests.cogs.test_language import client_locales  # noqa: F401  (a fixture)

from .helpers import ok, open_cloud_lobby, place_avatars, seat_cloud_table, start_cloud_game


async def bob_closed_until_his_turn(env):  # type: ignore[no-untyped-def]
    """Bob's DMs are closed; play to his turn and let him place its tile, which draws him a
    card: the DM saying which is refused (turn notifications are pings in the thread and are
    not kept; the news of a draw is)."""
    table = await seat_cloud_table(env)
    bob = table.players[1]
    env.inject_error(
        "POST",
        f"/channels/{bob.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    while game.active != 1:
        active = table.players[game.active]
        if game.drawn is not None:
            ok(await active.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
        ok(await active.slash(table.thread, "cloud end"))
    if game.drawn is not None:
        ok(await bob.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    await env.settle()
    return table, game


async def test_the_host_is_told_which_seat_missed_a_dm_but_not_what_it_held(simcord_env):
    """One private DM to the host names seat B and Bob; it quotes nothing of the DM."""
    table, game = await bob_closed_until_his_turn(simcord_env)
    bob = table.players[1]
    notes = [m.content for m in table.host.user.dm_channel.history() if "📭" in m.content]
    assert len(notes) == 1
    assert "seat B" in notes[0] and bob.mention in notes[0]
    assert "You drew" not in notes[0] and "this direct message" not in notes[0]
    names = {c.name for p in game.players for c in p.cards}
    assert not [n for n in names if n in notes[0]]


async def test_the_player_gets_the_kept_dms_with_the_next_command(simcord_env):
    """Bob's next `/cloud` command brings the DM of his draw privately, then a Resend
    button."""
    table, _ = await bob_closed_until_his_turn(simcord_env)
    result = await table.players[1].slash(table.thread, "cloud hand")
    texts = [f.content or "" for f in result.followups]
    assert texts and texts[0].startswith("📬 What I could not send you")
    assert any("You drew" in t for t in texts)
    assert all(f.ephemeral for f in result.followups) and "Resend" in texts[-1]


async def test_a_german_player_reads_the_kept_dms_header_and_resend_in_german(
    simcord_env,
    client_locales,  # noqa: F811
):
    """The reply that brings kept DMs, its offer and its Resend button speak the reader's
    language."""
    table, _ = await bob_closed_until_his_turn(simcord_env)
    client_locales[table.players[1].id] = "de"
    result = await table.players[1].slash(table.thread, "cloud hand")
    texts = [f.content or "" for f in result.followups]
    assert texts[0].startswith("📬 Was ich dir nicht per Direktnachricht schicken konnte:")
    assert texts[-1].startswith("Öffne deine Direktnachrichten")
    assert button_labels(result.followups[-1].message) == ["Erneut senden"]


async def test_a_german_game_tells_its_host_in_german(simcord_env):
    """In a German game the host's note on a player's closed DMs is German."""
    table = await seat_cloud_table(simcord_env)
    bob = table.players[1]
    simcord_env.inject_error(
        "POST",
        f"/channels/{bob.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    lobby = await open_cloud_lobby(table, setup_mode="auto", language="de")
    for member, deck in zip(table.players, ("anon", "pizza"), strict=True):
        ok(await member.select(lobby, [deck], custom_id="cloud:lobby:deck"))
    ok(await table.host.click(lobby, custom_id="cloud:lobby:start"))
    await place_avatars(table)
    game = table.game
    while game.active != 1 or game.drawn is None:
        active = table.players[game.active]
        if game.drawn is not None:
            ok(await active.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
        ok(await active.slash(table.thread, "cloud end"))
    ok(await bob.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    await simcord_env.settle()
    notes = [m.content for m in table.host.user.dm_channel.history() if "📭" in m.content]
    assert len(notes) == 1 and "keine Direktnachricht schicken" in notes[0]
