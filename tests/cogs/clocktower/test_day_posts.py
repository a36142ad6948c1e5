"""The day as a BotC group reads it: the threshold after a tie (spec D4) in every display, and
nominations numbered per day."""

from __future__ import annotations

from .helpers import CtTable, latest, ok, send_list, text_of
from .test_nights_and_storyteller import t4_night


async def day_one(env) -> CtTable:  # type: ignore[no-untyped-def]
    """Spec T4's night resolved: Day 1 with seven players alive (threshold 4)."""
    table = await t4_night(env)
    ok(await table.storyteller.slash(table.thread, "ct st resolve"))
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
    ok(await table.storyteller.slash(table.thread, "ct st end_day"))
    for seat, text in ((6, "wake imp choose @2"), (7, "wake poisoner choose @4")):
        ok(await send_list(table, seat, text))
    ok(await table.storyteller.slash(table.thread, "ct st resolve"))
    while table.game.phase == "night":  # re-asks fall back at their deadlines
        await table.env.advance_time(5 * 3600)
    await vote(table, 4, 5, {4})
    assert latest(table.thread, "🗳️").content.startswith("🗳️ Day 2, nomination 1:")
