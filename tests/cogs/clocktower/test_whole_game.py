"""A whole 7-player Quantum Clocktower game through the real cogs, with a secrecy scan."""

from __future__ import annotations

from cogs.clocktower.texts import lobby_script_lines
from engine.clocktower import ClocktowerRecord
from engine.clocktower.script import TROUBLE_BREWING

from .helpers import (
    CHARACTER,
    SUBMISSION,
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


async def test_seven_players_from_the_lobby_to_the_reveal(simcord_env):
    """Evil @6 (Demon) and @7; an impossible list, a possible Drunk's reading, an execution,
    a Slayer's shot and the Demon executed; nothing secret is public before the end."""
    env = simcord_env
    table = await seat_table(env, 7)
    await open_lobby(table, players=7)
    refused(await table.storyteller.click(table.lobby, label="Join"), "storyteller does not play")
    refused(await table.players[0].click(table.lobby, label="Start"), "only the storyteller")
    game = await join_all_and_start(table, seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]}))
    assert game.setup.players == ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace")

    # Alignment only, by DM; the evil players learn each other.
    assert any("You are evil. The evil team: @7 Grace." in m for m in table.dms(6))
    assert any("You are evil. The evil team: @6 Frank." in m for m in table.dms(7))
    for seat in range(1, 6):
        assert any("You are good." in m for m in table.dms(seat))
        assert not any("evil team" in m for m in table.dms(seat))

    # Night 1. The evil setup: the Demon by slash command, its Minion through the DM's modal.
    ok(await send_list(table, 6, "setup demon @6 bluffs washerwoman librarian investigator"))
    grace = table.seat(7).user
    prompt = latest(grace.dm_channel, "🌙")
    shown = await grace.click(prompt, label="Write my night list")
    assert shown.modal is not None
    ok(await grace.submit_modal(shown, {"ct-night-entries": "setup demon @6\ndont_wake"}))
    assert any("The Demon is @6 Frank." in m for m in table.dms(7))
    assert any(
        "Your bluffs: the Washerwoman, the Librarian, the Investigator." in m for m in table.dms(6)
    )

    # An impossible list is refused on arrival and changes nothing.
    before = await table.stored()
    answer = refused(await send_list(table, 1, "wake chef learn 3"), "not stored")
    assert "impossible" in answer
    assert await table.stored() == before
    # The Empath reading 2 next to one evil neighbour needs an Outsider: a possible Drunk.
    ok(await send_list(table, 1, "wake empath learn 2"))
    # Bob builds his list with the DM's menu: the modal comes with a line to fill in.
    bob = table.seat(2).user
    shown = await bob.select(
        latest(bob.dm_channel, "🌙"), ["chef"], custom_id=f"ct-add:{table.game_id}:1"
    )
    assert shown.modal is not None and "wake chef learn <number>" in str(shown.modal)
    ok(await bob.submit_modal(shown, {"ct-night-entries": "wake chef learn 1"}))
    for seat in (3, 4, 5):
        ok(await send_list(table, seat, "dont_wake"))
    night_post = latest(table.thread, "🌙 Night 1:")
    assert "@1, @2, @3, @4, @5, @6, @7" in night_post.content
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))

    assert game.phase == "day" and game.number == 1
    assert any("Night 1: you woke as the Empath and learned 2." in m for m in table.dms(1))
    assert any("Your character token is the Empath." in m for m in table.dms(1))
    assert any("Your character token is the Baron." in m for m in table.dms(7))
    grimoire = text_of(await table.storyteller.slash(table.thread, "ct-st grimoire"))
    assert "@1 [alive]: drunk(empath)" in grimoire and "baron" in grimoire

    # Day 1: Alice nominates Carol; four yes of seven (threshold 4) put her on the block.
    ok(await table.seat(1).slash(table.thread, "ct nominate", player=table.seat(3)))
    vote = latest(table.thread, "🗳️ Day 1, nomination 1")
    for seat in (1, 2, 4, 5):
        ok(await table.seat(seat).click(vote, label="Yes"))
    refused(await table.bystander.click(vote, label="Yes"), "not playing")
    for seat in (3, 6, 7):
        ok(await table.seat(seat).click(vote, label="No"))
    assert game.block == 2
    assert "📣 @1 Alice nominated @3 Carol: 4 yes vote(s); @3 Carol is on the block." in [
        m.content for m in table.thread.history()
    ]
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    public = [m.content for m in table.thread.history()]
    assert "📣 @3 Carol is executed." in public and "📣 @3 Carol is dead." in public
    assert game.phase == "night" and game.number == 2

    # Night 2: the Imp kills Bob; the Drunk's Empath reads anything.
    ok(await send_list(table, 6, "wake imp choose @2"))
    ok(await send_list(table, 1, "wake empath learn 1"))
    for seat in (4, 5, 7):
        ok(await send_list(table, seat, "dont_wake"))
    refused(await send_list(table, 3, "dont_wake"), "appear dead")
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    assert "📣 @2 Bob is dead." in [m.content for m in table.thread.history()]
    assert game.phase == "day" and game.number == 2

    # Day 2: Erin's Slayer shot at Frank misses in every world left; the game goes on.
    ok(await table.seat(5).slash(table.thread, "ct slay", player=table.seat(6)))
    assert "📣 @5 Erin shoots @6 Frank." in [m.content for m in table.thread.history()]
    assert game.outcome is None and 5 not in game.appears_dead
    grimoire = text_of(await table.storyteller.slash(table.thread, "ct-st grimoire"))
    line5 = next(line for line in grimoire.splitlines() if line.startswith("@5 "))
    assert "slayer" not in line5

    # Alice nominates Frank; Carol spends her ghost vote; the storyteller closes the vote.
    ok(await table.seat(1).slash(table.thread, "ct nominate", player=table.seat(6)))
    vote = latest(table.thread, "🗳️ Day 2, nomination 1")
    for seat in (1, 3, 4, 5):
        ok(await table.seat(seat).click(vote, label="Yes"))
    refused(await table.seat(1).click(vote, label="Close the vote"), "only the storyteller")
    ok(await table.storyteller.click(vote, label="Close the vote"))
    assert game.block == 5 and 2 in game.ghost_used
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))

    # The end: good wins, one world is revealed with the record.
    assert game.outcome is not None and game.outcome.reason == "good"
    messages = table.public()
    end = next(i for i, m in enumerate(messages) if m.content.startswith("🏁"))
    assert "The good team wins." in messages[end].content
    for seat in range(1, 6):
        assert f"<@{table.seat(seat).id}>" in messages[end].content
    reveal = next(m.content for m in messages if m.content.startswith("🔍"))
    assert "@1 Alice: Drunk (believes Empath)" in reveal and "@6 Frank: Imp" in reveal
    assert "@7 Grace: Baron" in reveal
    record_post = next(m for m in messages if m.attachments)
    record = ClocktowerRecord.model_validate_json(await record_post.attachments[0].read())
    assert record.actions == await table.stored()

    # Secrecy: before the end no version of any public message (posts and their edits, embeds,
    # buttons) names a character or repeats a list.
    lists = [
        line.strip()
        for action in record.actions
        if " submit " in action
        for line in action.split(" submit ", 1)[1].split(";")
    ]
    assert "wake empath learn 2" in lists
    versions = table.public_versions()
    before_end = versions[: next(i for i, v in enumerate(versions) if v.startswith("🏁"))]
    assert len(before_end) > len(messages[:end])  # the edits are scanned too
    # The lobby's lines on the script (counts, night order) are the same for every table of
    # this script and size: they are taken out, the rest of the lobby is scanned.
    sheet = lobby_script_lines(TROUBLE_BREWING, 7)
    assert any(sheet in version for version in before_end)
    for version in before_end:
        version = version.replace(sheet, "")
        assert not CHARACTER.search(version), version
        assert not SUBMISSION.search(version), version
        assert not any(line in version for line in lists), version
    assert all(m.content.startswith(("🏁", "🔍", "📖")) for m in messages[end:])
    # The evil team's news went to the evil players alone.
    for seat in range(1, 6):
        assert not any("Demon is" in m or "bluffs" in m.lower() for m in table.dms(seat))
    assert not any("@1" in m and "drunk" in m for seat in range(1, 8) for m in table.dms(seat))
