"""The posts a BotC group expects: the threshold after a tie (spec D4) in every display,
nominations numbered per day, names with seats, quiet nights, one end post, one confirmation
per list, results and characters in words, and the character sheet."""

from __future__ import annotations

from engine.clocktower.characters import REGISTRY
from engine.clocktower.script import TROUBLE_BREWING

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
from .test_nights_and_storyteller import t4_night


async def day_one(env) -> CtTable:  # type: ignore[no-untyped-def]
    """Spec T4's night resolved: Day 1 with seven players alive (threshold 4)."""
    table = await t4_night(env)
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    ok(await send_list(table, 1, "wake empath learn 1"))
    assert table.game.phase == "day"
    return table


async def vote(table: CtTable, nominator: int, nominee: int, yes: set[int]) -> str:
    """A nomination, everyone voting; returns the vote post's text as it was opened."""
    ok(await table.seat(nominator).slash(table.thread, "ct nominate", player=table.seat(nominee)))
    post = latest(table.thread, "🗳️")
    opened = str(post.content)
    for seat in range(1, 8):
        ok(await table.seat(seat).click(post, label="Yes" if seat in yes else "No"))
    return opened


async def test_after_a_tie_every_display_asks_for_one_more_vote(simcord_env):
    """A 4-4 tie empties the block and the vote post, `/ct status` and the Day post's
    successors all say 5 yes votes are needed (spec D4)."""
    table = await day_one(simcord_env)
    first = await vote(table, 1, 3, {1, 2, 4, 5})
    assert "4 yes vote(s) put them on the block" in first
    await vote(table, 2, 4, {1, 2, 3, 5})
    assert table.game.block is None and table.game.high == 4
    status = text_of(await table.players[0].slash(table.thread, "ct status"))
    assert "Votes needed to put someone on the block: 5" in status
    third = await vote(table, 3, 5, {1, 2, 3, 4})
    assert "5 yes vote(s) put them on the block" in third
    assert table.game.block is None
    assert "(needs 5)" in next(
        r.text for r in table.game.reports if r.text.startswith("@3 nominated @5")
    )


async def test_nominations_are_numbered_per_day(simcord_env):
    """Day 2's first nomination is "nomination 1" again."""
    table = await day_one(simcord_env)
    assert latest(table.thread, "☀️").content.startswith("☀️ Day 1 begins.")
    await vote(table, 1, 3, {1, 2, 4, 5})
    assert "Day 1, nomination 1" in latest(table.thread, "🗳️").content
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    for seat, text in ((6, "wake imp choose @2"), (7, "wake poisoner choose @4")):
        ok(await send_list(table, seat, text))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    while table.game.phase == "night":  # re-asks fall back at their deadlines
        await table.env.advance_time(5 * 3600)
    await vote(table, 4, 5, {4})
    assert latest(table.thread, "🗳️").content.startswith("🗳️ Day 2, nomination 1:")


async def test_public_posts_name_each_seat(simcord_env):
    """A nomination and an execution name the players with their seats: "@3 Carol"."""
    table = await day_one(simcord_env)
    await vote(table, 1, 3, {1, 2, 4, 5})
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    public = [m.content for m in table.thread.history()]
    assert "📣 @1 Alice nominated @3 Carol: 4 yes vote(s); @3 Carol is on the block." in public
    assert "📣 @3 Carol is executed." in public


async def test_a_night_without_a_death_says_no_one_died(simcord_env):
    """Day 1 after a night without deaths says so; Day 2 after the Imp's kill does not."""
    table = await day_one(simcord_env)
    assert "No one died tonight." in latest(table.thread, "☀️ Day 1").content
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    ok(await send_list(table, 6, "wake imp choose @1"))
    ok(await send_list(table, 7, "wake poisoner choose @3"))
    for seat in (1, 2, 3, 4, 5):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    while table.game.phase == "night":
        await table.env.advance_time(5 * 3600)
    assert "📣 @1 Alice is dead." in [m.content for m in table.thread.history()]
    assert "No one died" not in latest(table.thread, "☀️ Day 2").content


async def test_the_end_is_announced_once(simcord_env):
    """Executing the Demon ends the game in one post that names the winner."""
    table = await day_one(simcord_env)
    await vote(table, 1, 6, {1, 2, 3, 4, 5})
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    assert table.game.outcome is not None
    ends = [m.content for m in table.thread.history() if "team wins" in m.content]
    assert len(ends) == 1 and ends[0].startswith("🏁")


async def test_a_stored_list_is_confirmed_once(simcord_env):
    """The reply confirms a stored list; no DM repeats it."""
    table = await seat_table(simcord_env, 7)
    await open_lobby(table, players=7)
    await join_all_and_start(table, seat_draws([6, 7], 7))
    answer = ok(await send_list(table, 2, "wake chef learn 1"))
    assert "Stored" in answer
    assert not any("Stored" in m or "chef" in m for m in table.dms(2))


async def test_results_and_tokens_are_told_in_words(simcord_env):
    """At dawn a player reads "you woke as the Empath and learned 1" and its token by name."""
    table = await day_one(simcord_env)
    assert any("Night 1: you woke as the Empath and learned 1." in m for m in table.dms(1))
    assert any("Your character token is the Poisoner." in m for m in table.dms(7))
    assert any(
        "Your bluffs: the Washerwoman, the Librarian, the Investigator." in m for m in table.dms(6)
    )


async def test_the_character_sheet_is_in_the_lobby_and_in_ct_script(simcord_env):
    """The lobby's button and `/ct script` give every character by name, the night order and
    the role counts (for the lobby's size, or the size asked), only to the asker."""
    table = await seat_table(simcord_env, 7)
    await open_lobby(table, players=8)
    result = await table.players[0].click(table.lobby, label="Character sheet")
    sheet = "\n".join([str(result.response.content), *(str(f.content) for f in result.followups)])
    assert result.ephemeral
    assert "At 8 players:** 5 Townsfolk, 1 Outsider(s), 1 Minion(s), 1 Demon;" in sheet
    assert "3 Townsfolk, 3 Outsider(s), 1 Minion(s), 1 Demon with the Baron" in sheet
    assert "**Night 1 order:** evil team and bluffs → Poisoner → Washerwoman" in sheet
    assert "• **Scarlet Woman** — " in sheet and "scarlet_woman" not in sheet
    result = await table.bystander.slash(table.town, "ct script", players=10)
    sheet = "\n".join([str(result.response.content), *(str(f.content) for f in result.followups)])
    assert result.ephemeral
    assert "At 10 players:** 7 Townsfolk, 0 Outsider(s), 2 Minion(s), 1 Demon;" in sheet
    assert "**Other nights:** Poisoner → Monk → Imp → Ravenkeeper" in sheet


async def test_replace_refuses_a_removed_player_and_a_sitting_seat(simcord_env):
    """A removed member cannot take another seat; a seat in play is not silently taken."""
    table = await day_one(simcord_env)
    ok(await table.storyteller.slash(table.thread, "ct-st kick", player=table.seat(2)))
    refused(
        await table.storyteller.slash(table.thread, "ct-st replace", seat=2, player=table.seat(2)),
        "removed",
    )
    refused(
        await table.storyteller.slash(
            table.thread, "ct-st replace", seat=3, player=table.bystander
        ),
        "played by",
    )
    ok(await table.storyteller.slash(table.thread, "ct-st replace", seat=2, player=table.bystander))


PUBLISHED = (
    "If you die by execution, your team loses.",
    "You are safe from the Demon.",
    "Once per game, during the day, you publicly choose a player; if they register as the Demon",
)
"""The summaries this project used to show: the publisher's ability text, word for word or
nearly (issue 22 §1)."""


async def test_rules_show_every_character_in_our_own_words(simcord_env):
    """`/ct rules` shows all 18 summaries, none of them the publisher's ability text."""
    table = await seat_table(simcord_env, 5)
    result = await table.bystander.slash(table.town, "ct rules")
    rules = "\n".join([str(result.response.content), *(str(f.content) for f in result.followups)])
    for character in TROUBLE_BREWING.characters:
        assert REGISTRY[character].summary in rules, character
    for sentence in PUBLISHED:
        assert sentence.lower() not in rules.lower(), sentence
