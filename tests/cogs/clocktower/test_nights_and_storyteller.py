"""Quantum Clocktower on simcord: re-asks after resolution, deadlines, storyteller tools and a
restart (spec N4, N8, N9; issue 11 "On Discord")."""

from __future__ import annotations

import io

from PIL import Image

from tests.cogs.harness import make_bot

from .helpers import (
    CtTable,
    join_all_and_start,
    latest,
    ok,
    open_lobby,
    refused,
    seat_draws,
    seat_table,
    send_list,
    text_of,
)

HOUR = 3600
REASK = "None of your Night 1 entries is possible any more"


async def t4_night(env, **options) -> CtTable:  # type: ignore[no-untyped-def]
    """Spec T4 on Discord: the Poisoner's pick rules out every Outsider, so @1's Empath
    reading of 2 (fine on arrival) fails at resolution."""
    table = await seat_table(env, 7)
    await open_lobby(table, players=7, **options)
    await join_all_and_start(table, seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]}))
    ok(await send_list(table, 6, "setup demon @6 bluffs washerwoman librarian investigator"))
    ok(await send_list(table, 7, "setup demon @6; wake poisoner choose @3"))
    ok(await send_list(table, 1, "wake empath learn 2"))
    return table


async def test_a_list_failing_at_resolution_is_asked_again_by_dm(simcord_env):
    """@1 is DM'd that none of its entries is possible; the public sees only "resolving";
    its new list is checked on arrival and the night goes on to dawn."""
    table = await t4_night(simcord_env)
    game = table.game
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    assert game.phase == "night" and game.resolution is not None
    assert any(REASK in m for m in table.dms(1))
    assert not any(REASK in m for seat in range(2, 8) for m in table.dms(seat))
    status = text_of(await table.bystander.slash(table.thread, "ct status"))
    assert "resolving" in status and "Deadline" not in status
    assert not any("@1" in m.content and "ask" in m.content for m in table.thread.history())
    refused(await send_list(table, 2, "dont_wake"), "can no longer change")
    answer = ok(await send_list(table, 1, "wake empath learn 1"))
    assert "goes on resolving" in answer
    assert game.phase == "day"
    assert any("Night 1: you woke as the Empath and learned 1." in m for m in table.dms(1))


async def test_deadlines_remind_resolve_and_fall_back(simcord_env):
    """Half-way through a 1 h night the players without a list are reminded by DM; at 1 h the
    night resolves by itself; @1, asked again, stays silent, so after the 15 min re-ask limit
    the fallback answers for it and the day begins."""
    table = await t4_night(simcord_env, night_hours=1.0, reask_hours=0.25)
    game = table.game
    await simcord_env.advance_time(HOUR / 2 + 1)
    reminded = [s for s in range(1, 8) if any(m.startswith("⏰") for m in table.dms(s))]
    assert reminded == [2, 3, 4, 5]
    await simcord_env.advance_time(HOUR / 2)
    assert game.resolution is not None and any(REASK in m for m in table.dms(1))
    assert (await table.stored())[-1] == "resolve"
    await simcord_env.advance_time(HOUR / 4 + 1)
    assert (await table.stored())[-1] == "timeout"
    assert game.phase == "day"
    assert latest(table.thread, "☀️").content.startswith("☀️ Day 1 begins.")


async def test_pause_freezes_and_extend_adds_time(simcord_env):
    """A paused night does not resolve and refuses lists; resuming gives back the time left,
    and an extension moves the deadline."""
    table = await t4_night(simcord_env, night_hours=1.0)
    game = table.game
    refused(await table.seat(1).slash(table.thread, "ct-st pause"), "only the storyteller")
    ok(await table.storyteller.slash(table.thread, "ct-st pause"))
    refused(await send_list(table, 2, "dont_wake"), "paused")
    await simcord_env.advance_time(2 * HOUR)
    assert game.phase == "night" and game.resolution is None
    ok(await table.storyteller.slash(table.thread, "ct-st resume"))
    ok(await table.storyteller.slash(table.thread, "ct-st extend", hours=1.0))
    await simcord_env.advance_time(HOUR)
    assert game.resolution is None
    await simcord_env.advance_time(HOUR)
    assert (await table.stored())[-1] == "resolve"


async def test_kick_and_replace_hand_a_seat_over_with_its_dms(simcord_env):
    """A kicked player's seat stays; the member who takes it over gets what the seat was told
    and plays it by DM."""
    table = await t4_night(simcord_env)
    ok(await table.storyteller.slash(table.thread, "ct-st kick", player=table.seat(7)))
    refused(await send_list(table, 7, "dont_wake"), "not playing")
    ok(await table.storyteller.slash(table.thread, "ct-st replace", seat=7, player=table.bystander))
    told = [m.content for m in table.bystander.user.dm_channel.history()]
    assert any("You are evil. The evil team: @6 Frank." in m for m in told)
    assert any("The Demon is @6 Frank." in m for m in told)
    ok(await table.bystander.user.slash("ct night", entries="setup demon @6; dont_wake"))
    assert "@7 submit" in (await table.stored())[-1]


async def test_the_grimoire_and_explain_are_the_storytellers_alone(simcord_env):
    """A player is refused; the storyteller's answers are private."""
    table = await t4_night(simcord_env)
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    ok(await send_list(table, 1, "wake empath learn 1"))
    refused(await table.seat(1).slash(table.thread, "ct-st grimoire"), "only the storyteller")
    result = await table.storyteller.slash(table.thread, "ct-st grimoire")
    assert result.ephemeral and "@7 [alive]: poisoner" in text_of(result)
    result = await table.storyteller.slash(
        table.thread, "ct-st explain", player=table.seat(7), character="baron"
    )
    assert result.ephemeral and "Night 1, @7: wake poisoner choose @3" in text_of(result)
    result = await table.storyteller.slash(table.thread, "ct-st grimoire", image=True)
    response = result.followups[-1] if result.followups else result.response
    assert result.ephemeral and "in play:" in response.content and "@1 [" not in response.content
    (picture,) = response.attachments
    png = Image.open(io.BytesIO(await picture.read()))
    assert png.format == "PNG" and png.height > 7 * 20
    offered = await table.storyteller.autocomplete(
        table.thread, "ct-st explain", "character", "drunk(em", player=table.seat(1)
    )
    assert [choice["value"] for choice in offered] == ["drunk(empath)"]


async def test_explain_refuses_an_unknown_character_by_name(simcord_env):
    """`/ct-st explain` with a character id of no seat says so, privately, and names it."""
    table = await t4_night(simcord_env)
    result = await table.storyteller.slash(
        table.thread, "ct-st explain", player=table.seat(7), character="zombie"
    )
    refused(result, "'zombie' is not a character of")


async def test_a_restarted_bot_replays_and_sends_nothing_twice(simcord_env, db_path):
    """After a restart the game is rebuilt from its stored actions, nothing is re-sent, and
    the lists go on being accepted."""
    table = await t4_night(simcord_env)
    before = table.game.record().actions
    posted = [(m.id, m.content) for m in table.thread.history()]
    dms = table.dms(1)
    await simcord_env.bot.close()
    await simcord_env.restart_bot(make_bot(db_path))
    again = table.session.game
    assert again is not table.game and again.record().actions == before
    assert [(m.id, m.content) for m in table.thread.history()] == posted
    assert table.dms(1) == dms
    ok(await send_list(table, 2, "wake chef learn 1"))
    assert "@2 has answered" not in latest(table.thread, "🌙 Night 1:").content
    assert "@1, @2, @6, @7" in latest(table.thread, "🌙 Night 1:").content


async def test_the_days_deadline_closes_the_open_vote_and_ends_the_day(simcord_env):
    """The storyteller closes one vote by command; at the day's deadline the next open vote is
    counted as it stands, then the day ends with the execution; a reminder came at half time."""
    table = await t4_night(simcord_env, day_hours=1.0)
    game = table.game
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    ok(await send_list(table, 1, "wake empath learn 1"))
    assert game.phase == "day"
    ok(await table.seat(2).slash(table.thread, "ct nominate", player=table.seat(4)))
    refused(
        await table.seat(2).slash(table.thread, "ct nominate", player=table.seat(5)),
        "a vote is open",
    )
    vote = latest(table.thread, "🗳️ Day 1, nomination 1")
    for seat in (1, 2, 3, 5):
        ok(await table.seat(seat).click(vote, label="Yes"))
    refused(await table.seat(1).slash(table.thread, "ct-st close_vote"), "only the storyteller")
    refused(await table.storyteller.slash(table.thread, "ct-st end_day"), "a vote is open")
    ok(await table.storyteller.slash(table.thread, "ct-st close_vote"))
    assert game.block == 3
    ok(await table.seat(3).slash(table.thread, "ct nominate", player=table.seat(5)))
    ok(await table.seat(1).click(latest(table.thread, "🗳️ Day 1, nomination 2"), label="Yes"))
    await simcord_env.advance_time(HOUR / 2 + 1)
    assert latest(table.thread, "⏰").content.startswith("⏰ Day 1 ends")
    await simcord_env.advance_time(HOUR / 2)
    assert (await table.stored())[-3:] == [
        "nominate @2 @4 yes @1 @2 @3 @5",
        "nominate @3 @5 yes @1",
        "end_day",
    ]
    assert "📣 @4 Dave is executed." in [m.content for m in table.thread.history()]
    assert game.phase == "night" and game.number == 2
    assert "The vote is closed." in latest(table.thread, "🗳️ Day 1, nomination 2").content


async def test_two_evil_claims_of_demon_one_is_asked_again_by_dm(simcord_env):
    """Spec T2 on Discord: both evil players claim the Demon; π₁ picks @4, @2 is told by DM to
    choose again before the night resolves, and its own claim is then refused on arrival."""
    table = await seat_table(simcord_env, 5)
    await open_lobby(table, players=5)
    await join_all_and_start(table, seat_draws([2, 4], 5, {1: [4, 2, 1, 3, 5]}))
    ok(await send_list(table, 2, "setup demon @2; dont_wake"))
    refused(await send_list(table, 4, "setup demon @4 bluffs chef empath saint"), "bluffs")
    ok(await send_list(table, 4, "setup demon @4"))
    assert any("None of your setup lines is possible" in m for m in table.dms(2))
    assert not any("None of your setup lines is possible" in m for m in table.dms(4))
    answer = refused(await send_list(table, 2, "setup demon @2"), "not stored")
    assert "impossible now" in answer
    ok(await send_list(table, 2, "setup demon @4"))
    for seat in (2, 4):
        assert any("The Demon is @4 Dave." in m for m in table.dms(seat))
    assert not any("setup" in m.content or "Demon" in m.content for m in table.thread.history())


async def test_a_big_table_gets_the_grimoire_as_an_image_by_default(simcord_env):
    """From 10 players `/ct-st grimoire` answers privately with a PNG row per seat and only the
    summary as text; `image:false` still gives the text (attached, being long)."""
    table = await seat_table(simcord_env, 10)
    await open_lobby(table, players=10)
    await join_all_and_start(table, seat_draws([8, 9, 10], 10))
    result = await table.storyteller.slash(table.thread, "ct-st grimoire")
    response = result.followups[-1] if result.followups else result.response
    assert result.ephemeral and "@1 [" not in response.content
    (picture,) = response.attachments
    assert picture.filename == "grimoire.png"
    png = Image.open(io.BytesIO(await picture.read()))
    assert png.format == "PNG" and png.height > 10 * 20
    result = await table.storyteller.slash(table.thread, "ct-st grimoire", image=False)
    response = result.followups[-1] if result.followups else result.response
    (attached,) = response.attachments
    assert attached.filename == "grimoire.txt"
    assert "\n@10 [alive" in (await attached.read()).decode()


async def test_a_refused_list_marks_each_entry_with_its_verdict_and_reason(simcord_env):
    """Each line of a refused list is marked on its own: possible, impossible now, or
    impossible with the reason the spec allows (a good player waking as an evil character);
    on a re-ask, where the evil setup counts (spec V4)."""
    table = await t4_night(simcord_env)
    for seat in (2, 3, 4, 5):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    answer = refused(
        await send_list(
            table,
            1,
            "wake chef learn 1; wake washerwoman learn @3 @4 chef; wake poisoner choose @3",
        ),
        "not stored",
    )
    assert "✅ `wake chef learn 1` — possible" in answer
    assert "❌ `wake washerwoman learn @3 @4 chef` — impossible now" in answer
    assert "❌ `wake poisoner choose @3` — impossible: you are good" in answer
