"""The seed committed at the start and revealed at the end, and the end's Rematch button, as
the Lab and Cloud have them (one standard for every game)."""

from __future__ import annotations

from bot.i18n import t
from engine.core.seed import commitment

from .helpers import latest, ok, open_lobby, seat_draws, seat_table, send_list

EVIL = [6, 7]
"""The Demon @6 and its Minion @7: executing @6 on Day 1 ends the game (good wins)."""


async def play_to_the_end(table, lang="en"):
    """Night 1's lists (the Empath asked again), a Slayer's shot, then Day 1 executes the
    Demon (the crash harness's Clocktower game: tests/crash/families.py), pressing the buttons
    as they read in the game's language ``lang``."""
    await open_lobby(table, players=7)
    for member in table.players:
        ok(await member.click(table.lobby, label=t("clocktower-lobby-join", lang)))
    table.cog.rehearsal = seat_draws(EVIL, 7, {1: [1, 2, 3, 4, 5, 6, 7]})
    ok(await table.storyteller.click(table.lobby, label=t("clocktower-lobby-start", lang)))
    game = table.game
    ok(await send_list(table, 6, "setup demon @6 bluffs washerwoman librarian investigator"))
    ok(await send_list(table, 7, "setup demon @6; wake poisoner choose @3"))
    ok(await send_list(table, 1, "wake empath learn 2"))
    for seat in (2, 3, 4, 5):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    ok(await send_list(table, 1, "wake empath learn 1"))
    ok(await table.seat(5).slash(table.thread, "ct slay", player=table.seat(6)))
    ok(await table.seat(1).slash(table.thread, "ct nominate", player=table.seat(6)))
    vote = latest(table.thread, "🗳️")
    for seat in (1, 2, 3, 4):
        ok(await table.seat(seat).click(vote, label=t("clocktower-vote-yes", lang)))
    ok(await table.storyteller.click(vote, label=t("clocktower-vote-close", lang)))
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    assert game.outcome is not None
    return game


async def test_the_opening_commits_to_the_seed_the_end_reveals(simcord_env):
    """The opening post shows the seed's SHA-256; the end shows the seed with that hash."""
    table = await seat_table(simcord_env, 7)
    game = await play_to_the_end(table)
    seed, hashed = str(game.setup.seed), commitment(game.setup.seed)
    opening = latest(table.thread, "🕰️")
    assert hashed in opening.content and seed not in opening.content
    end = latest(table.thread, "📖")
    assert f"Seed `{seed}`" in end.content and hashed in end.content


async def test_a_player_s_rematch_opens_a_lobby_with_the_same_table(simcord_env):
    """Rematch on the end post opens a new lobby with every player of the game seated."""
    table = await seat_table(simcord_env, 7)
    await play_to_the_end(table)
    end = latest(table.thread, "📖")
    ok(await table.seat(3).click(end, label="🔁 Rematch"))
    rematch = table.cog.sessions.sessions("clocktower")[-1].row
    assert rematch.id != table.game_id and rematch.extra.rematch_of == table.game_id
    assert [int(s["user_id"]) for s in rematch.seats] == [p.id for p in table.players]


async def test_a_german_game_s_rematch_button_is_in_german(simcord_env):
    """In a German game the end post's button reads "Revanche"."""
    table = await seat_table(simcord_env, 7, preferred_locale="de")
    await play_to_the_end(table, "de")
    end = latest(table.thread, "📖")
    labels = [c.label for row in end.components for c in row.children]
    assert labels == ["🔁 Revanche"]
