"""Script 2 at the table: choosing it in `/ct new`, what its lobby and sheet say, and its day
commands (the storyteller as nominee, claims) on a five-player `mini_uncertainty` game."""

from __future__ import annotations

from cogs.clocktower.texts import lobby_script_lines, script_sheet
from engine.clocktower.script import TROUBLE_BREWING, UNCERTAINTY_PRINCIPLE

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

QUIET = {
    4: "setup demon @4; wake lleech choose @1",
    5: "setup demon @4; dont_wake",
    1: "dont_wake",
    2: "dont_wake",
    3: "dont_wake",
}
"""A Night 1 of five on mini_uncertainty: evil @4 (the Demon) and @5."""


async def day_one(env) -> CtTable:  # type: ignore[no-untyped-def]
    """Five players of mini_uncertainty at Day 1."""
    table = await seat_table(env, 5)
    await open_lobby(table, players=5, script="mini_uncertainty")
    await join_all_and_start(table, seat_draws([4, 5], 5, {1: [1, 2, 3, 4, 5]}))
    for seat, text in QUIET.items():
        ok(await send_list(table, seat, text))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    assert table.game.phase == "day"
    return table


async def test_script_2_above_eight_players_is_refused_in_the_second_person(simcord_env):
    """`/ct new players:9 script:uncertainty_principle` says you can't open it at that size
    yet, names the largest size and the scripts that play, and opens nothing."""
    table = await seat_table(simcord_env, 5)
    answer = refused(
        await table.storyteller.slash(
            table.town, "ct new", players=9, script="uncertainty_principle"
        ),
        "You can't open a game of Uncertainty Principle at 9 players yet",
    )
    assert "only up to 8 players" in answer
    assert (
        "Pick a table of 8 players or fewer, or Quantum Trouble Brewing / Mini Uncertainty"
        " (test script)." in answer
    )
    assert table.town.history() == [] and table.town.threads == []


async def test_script_2_opens_at_five_players(simcord_env):
    """`/ct new players:5 script:uncertainty_principle` opens a lobby of the whole script."""
    table = await seat_table(simcord_env, 5)
    await open_lobby(table, players=5, script="uncertainty_principle")
    assert table.town.threads


def test_the_lobby_of_script_2_says_an_atheist_game_is_possible_never_its_chance():
    """Spec S7: script 2's lobby lines say an Atheist game is possible, with no number; script
    1's say nothing of it."""
    lines = lobby_script_lines(UNCERTAINTY_PRINCIPLE, 7)
    assert "An Atheist game is possible" in lines
    assert "%" not in lines and "10" not in lines
    assert "Atheist" not in lobby_script_lines(TROUBLE_BREWING, 7)


def test_an_atheist_chance_of_zero_says_no_atheist_game():
    """S7: at 0 % the lobby says every game of the table is a quantum one."""
    lines = lobby_script_lines(UNCERTAINTY_PRINCIPLE, 7, percent=0)
    assert "No Atheist game" in lines and "An Atheist game is possible" not in lines


async def test_an_atheist_chance_on_a_script_without_the_atheist_is_refused(simcord_env):
    """`/ct new atheist_percent:` on script 1 is refused in the second person; nothing opens."""
    table = await seat_table(simcord_env, 5)
    refused(
        await table.storyteller.slash(table.town, "ct new", players=5, atheist_percent=20),
        "You can set an Atheist chance only on a script with the Atheist",
    )
    assert table.town.threads == []


def test_the_lobby_lines_give_the_counts_at_the_size_and_the_night_order():
    """Seven players of script 2: five Townsfolk, or three and two Outsiders with the Baron;
    Night 1 wakes the Lleech first."""
    lines = lobby_script_lines(UNCERTAINTY_PRINCIPLE, 7)
    assert "**At 7 players:** 5 Townsfolk, 0 Outsider(s), 1 Minion(s), 1 Demon; or 3 " in lines
    assert "**Night 1 order:** evil team and bluffs → Lleech → Poisoner" in lines


async def test_the_sheet_of_script_2_is_shown_on_request(simcord_env):
    """`/ct script name:uncertainty_principle` lists its 24 characters by kind."""
    table = await seat_table(simcord_env, 5)
    result = await table.players[0].slash(table.town, "ct script", name="uncertainty_principle")
    said = [str(m.content) for m in [result.response, *result.followups]]
    assert "\n".join(said) == script_sheet(UNCERTAINTY_PRINCIPLE)


async def test_the_storyteller_as_nominee_is_named_not_seat_zero(simcord_env):
    """Addendum D7: `/ct nominate_storyteller` opens a vote naming the storyteller (never
    "@0"), and the vote closes into the record line `nominate @1 st yes …`."""
    table = await day_one(simcord_env)
    said = ok(await table.seat(1).slash(table.thread, "ct nominate_storyteller"))
    assert said == "✅ You nominated the storyteller."
    vote = latest(table.thread, "🗳️ Day 1, nomination 1")
    host = f"<@{table.storyteller.id}>"
    assert f"@1 <@{table.seat(1).id}> nominates the storyteller {host}." in vote.content
    assert "@0" not in vote.content
    for seat in (1, 2):
        ok(await table.seat(seat).click(vote, label="Yes"))
    for seat in (3, 4, 5):
        ok(await table.seat(seat).click(vote, label="No"))
    assert (await table.stored())[-1] == "nominate @1 st yes @1 @2"
    posts = [m.content for m in table.thread.history()]
    assert "📣 @1 Alice nominated the storyteller: 2 vote(s) (needs 3)." in posts
    votes = text_of(await table.seat(2).slash(table.thread, "ct votes"))
    assert "@1 Alice nominated the storyteller: 2 yes (@1, @2)" in votes


async def test_the_storyteller_on_the_block_ends_a_quantum_game_with_an_evil_win(simcord_env):
    """T17(b) through the cogs: three of five vote for the storyteller; at the end of the day
    evil wins."""
    table = await day_one(simcord_env)
    ok(await table.seat(4).slash(table.thread, "ct nominate_storyteller"))
    vote = latest(table.thread, "🗳️ Day 1, nomination 1")
    for seat in (4, 5, 1):
        ok(await table.seat(seat).click(vote, label="Yes"))
    ok(await table.storyteller.click(vote, label="Close the vote"))
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    assert table.game.outcome is not None and table.game.outcome.reason == "evil"
    assert "📣 The storyteller is executed." in [m.content for m in table.thread.history()]


async def test_script_1_has_no_storyteller_nominee(simcord_env):
    """On script 1 `/ct nominate_storyteller` is refused in the second person, with no vote."""
    table = await seat_table(simcord_env, 5)
    await open_lobby(table, players=5)
    await join_all_and_start(table, seat_draws([2, 4], 5))
    refused(
        await table.seat(1).slash(table.thread, "ct nominate_storyteller"),
        "You can nominate the storyteller only in a game of Uncertainty Principle.",
    )
    assert table.session.row.extra.vote is None


async def test_a_claim_is_posted_and_recorded(simcord_env):
    """Addendum D9: `/ct claim character:empath` posts the claim and records it."""
    table = await day_one(simcord_env)
    said = text_of(await table.seat(2).slash(table.thread, "ct claim", character="empath"))
    assert said == "✅ You claimed to be the Empath."
    assert "📣 @2 Bob claims to be the Empath." in [m.content for m in table.thread.history()]
    assert (await table.stored())[-1] == "@2 claim empath"


async def test_a_claim_of_a_character_off_the_script_changes_nothing(simcord_env):
    """A claim of a character the script lacks is refused and not recorded."""
    table = await day_one(simcord_env)
    before = await table.stored()
    refused(
        await table.seat(2).slash(table.thread, "ct claim", character="imp"),
        "imp",
    )
    assert await table.stored() == before


async def test_a_second_damsel_guess_by_the_same_player_is_refused(simcord_env):
    """D10: one Damsel guess a player; the second is refused and not recorded."""
    table = await day_one(simcord_env)
    said = text_of(await table.seat(5).slash(table.thread, "ct damsel", player=table.seat(1)))
    assert said == "✅ You guessed that @1 is the Damsel."
    before = await table.stored()
    assert before[-1] == "@5 damsel @1"
    refused(
        await table.seat(5).slash(table.thread, "ct damsel", player=table.seat(2)),
        "You have already made your Damsel guess",
    )
    assert await table.stored() == before


async def test_the_puzzle_guess_is_refused_where_no_one_can_make_it(simcord_env):
    """`/ct puzzle` on a script without the Puzzlemaster says so and records nothing."""
    table = await day_one(simcord_env)
    before = await table.stored()
    refused(
        await table.seat(1).user.slash("ct puzzle", guess=2, learned=4),
        "no one in this game can make the Puzzlemaster's guess",
    )
    assert await table.stored() == before


async def test_the_puzzle_guess_is_answered_by_dm_and_recorded(simcord_env, monkeypatch):
    """D11 through the cogs on a reduced script with the Puzzlemaster: @1's DM'd guess is
    accepted to @1 alone, recorded, and nothing is posted."""
    from engine.clocktower.script import SCRIPTS
    from tests.engine.clocktower.test_script2_puzzle import PUZZLE

    monkeypatch.setitem(SCRIPTS, PUZZLE.id, PUZZLE)
    table = await seat_table(simcord_env, 5)
    await open_lobby(table, players=5, script="mini_uncertainty")
    table.session.row.options["script"] = PUZZLE.id  # a test script no lobby offers
    await join_all_and_start(table, seat_draws([4, 5], 5, {1: [1, 2, 3, 4, 5]}))
    for seat, text in {
        4: "setup demon @4; wake lleech choose @1",
        5: "setup demon @4; dont_wake",
    }.items():
        ok(await send_list(table, seat, text))
    for seat in (1, 2, 3):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    posts = [m.content for m in table.public()]
    said = ok(await table.seat(1).user.slash("ct puzzle", guess=2, learned=4))
    assert said == "✅ Accepted: `puzzle @2 learn @4` (only you are told)."
    assert (await table.stored())[-1] == "@1 puzzle @2 learn @4"
    accepted = "Your guess is accepted: you guessed @2 Bob and learned @4 Dave."
    assert any(accepted in m for m in table.dms(1))
    assert not any("guess is accepted" in m for seat in range(2, 6) for m in table.dms(seat))
    assert [m.content for m in table.public()] == posts
