"""A whole game of script 2 through the real cogs: `mini_uncertainty` (script 2 cut down to
twelve characters) at seven players, its largest size: a kind clause and `setup damsel` built
in the DM menu, a claim, the Barber's swap joined to the Demon's entry with `&`, the Pukka's
kill, a Damsel guess and the end, with the secrecy scan of the script-1 game."""

from __future__ import annotations

import re
from typing import Any

from cogs.clocktower.texts import lobby_script_lines
from engine.clocktower import ClocktowerRecord
from engine.clocktower.script import MINI_UNCERTAINTY

from .helpers import (
    SUBMISSION,
    CtTable,
    join_all_and_start,
    latest,
    ok,
    open_lobby,
    seat_draws,
    seat_table,
    send_list,
    steady_clock,
    text_of,
)
from .test_night_menu import button, pick, select_ids

CHARACTER = re.compile(
    r"\b(" + "|".join(c.replace("_", "[ _]") for c in MINI_UNCERTAINTY.characters) + r")\b",
    re.IGNORECASE,
)
"""Any character of the script, as a word."""
STATEMENTS = (
    "📣 @3 Carol claims to be the Mayor.",
    "📣 @7 Grace guesses that @5 Erin is the Damsel.",
)
"""Public posts that name a character because a player said it (D9, D10), not the game."""


async def menu_line(table: CtTable, number: int, night: int, value: str) -> Any:
    """Seat ``@number`` picks ``value`` in its night prompt's menu; returns the answer."""
    user = table.seat(number).user
    prompt = latest(user.dm_channel, "🌙 Quantum Clocktower")
    return await user.select(prompt, [value], custom_id=f"ct-add:{table.game_id}:{night}")


async def pukka_then_barber_swap(table: CtTable, number: int, target: int, swapped: int) -> str:
    """Seat ``@number`` sends the Pukka's choice of ``@target``, then joins the Barber's swap
    of ``@swapped`` and ``@target`` to it with the menu's `&` button; returns the joined entry."""
    user = table.seat(number).user
    ok(await send_list(table, number, f"wake pukka choose @{target}"))
    assert (await menu_line(table, number, 2, "barber")).modal is None
    picker = latest(user.dm_channel, "🌙 Night 2, **barber**")
    picker = await pick(table, number, picker, 0, str(swapped - 1))
    picker = await pick(table, number, picker, 1, str(target - 1))
    assert not button(picker, "Add it to my last entry (&)…").disabled
    shown = await user.click(picker, label="Add it to my last entry (&)…")
    joined = f"wake pukka choose @{target} & wake barber choose @{swapped} @{target}"
    assert joined in str(shown.modal)
    ok(await user.submit_modal(shown, {"ct-night-entries": joined}))
    return joined


async def test_seven_players_of_script_2_with_a_swap_a_pukka_kill_and_a_damsel_guess(simcord_env):
    """Evil @6 (the Demon) and @7; the game runs from `/ct new script:mini_uncertainty` to the
    reveal with every day action of script 2, and nothing secret is public before the end."""
    env = simcord_env
    # the explicit worlds answer in the worker in seconds of wall time on a loaded machine,
    # past the harness's default 5 s to settle
    env.settle_timeout = 60.0
    table = await seat_table(env, 7)
    await open_lobby(table, players=7, script="mini_uncertainty")
    assert lobby_script_lines(MINI_UNCERTAINTY, 7) in table.lobby.content
    pis = {1: [1, 2, 3, 4, 5, 6, 7], 2: [1, 2, 3, 4, 5, 6, 7]}
    game = await join_all_and_start(table, seat_draws([6, 7], 7, pis))
    assert game.setup.script == "mini_uncertainty"

    # Night 1. The Demon picks "any Demon" in the menu: a kind clause, its target in a select.
    frank = table.seat(6).user
    ok(await send_list(table, 6, "setup demon @6 bluffs clockmaker empath drunk"))
    assert (await menu_line(table, 6, 1, "demon")).modal is None
    picker = latest(frank.dm_channel, "🌙 Night 1, **demon**")
    picker = await pick(table, 6, picker, 0, "2")
    shown = await frank.click(picker, label="Add it to my list…")
    assert "wake demon choose @3" in str(shown.modal)
    entries = "setup demon @6 bluffs clockmaker empath drunk\nwake demon choose @3"
    ok(await frank.submit_modal(shown, {"ct-night-entries": entries}))
    # The Minion's `setup damsel` comes from the menu too.
    grace = table.seat(7).user
    shown = await menu_line(table, 7, 1, "setup_damsel")
    assert shown.modal is not None and "setup damsel" in str(shown.modal)
    entries = "setup demon @6\nsetup damsel\ndont_wake"
    ok(await grace.submit_modal(shown, {"ct-night-entries": entries}))
    assert any("A Damsel is in play." in m for m in table.dms(7))
    assert not any("Damsel" in m for seat in range(1, 7) for m in table.dms(seat))
    for seat in range(1, 6):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    assert game.phase == "day" and game.number == 1
    assert any("Night 1: you woke as the Demon, chose @3 Carol." in m for m in table.dms(6))
    assert any("Your character token is the Baron." in m for m in table.dms(7))

    # Day 1: Carol claims the Mayor in public; Bob is executed.
    said = text_of(await table.seat(3).slash(table.thread, "ct claim", character="mayor"))
    assert said == "✅ You claimed to be the Mayor."
    assert STATEMENTS[0] in [m.content for m in table.thread.history()]
    ok(await table.seat(1).slash(table.thread, "ct nominate", player=table.seat(2)))
    vote = latest(table.thread, "🗳️ Day 1, nomination 1")
    for seat in (1, 3, 4, 5):
        ok(await table.seat(seat).click(vote, label="Yes"))
    for seat in (2, 6, 7):
        ok(await table.seat(seat).click(vote, label="No"))
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    assert "📣 @2 Bob is executed." in [m.content for m in table.thread.history()]
    assert game.phase == "night" and game.number == 2

    # Night 2: the Pukka's choice, then the Barber's swap added to it as a second clause.
    await pukka_then_barber_swap(table, 6, target=1, swapped=7)
    ok(await send_list(table, 3, "wake monk choose @4"))
    for seat in (1, 4, 5, 7):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    night2 = (
        "Night 2: you woke as the Pukka, chose @1 Alice; you woke as the Barber, chose @7 Grace"
        " and @1 Alice."
    )
    assert any(night2 in m for m in table.dms(6))
    public = [m.content for m in table.thread.history()]
    # Night 1's poisoned @3 dies to the Pukka; the Barber (executed @2) is dead for certain.
    assert "📣 @3 Carol is dead." in public and "📣 @2 Bob is dead." in public
    assert game.phase == "day" and game.number == 2
    # The swap gave Alice the Baron in every world: she is told (O4 b); Grace's new character
    # is not certain, so she is told nothing.
    assert any("You are now the Baron." in m for m in table.dms(1))
    assert any("A Damsel is in play." in m for m in table.dms(1))  # O4 (c)
    assert not any("You are now" in m for m in table.dms(7))

    # Day 2: Grace's Damsel guess (no Minion now) does nothing; the Pukka is executed and good
    # wins.
    said = text_of(await table.seat(7).slash(table.thread, "ct damsel", player=table.seat(5)))
    assert said == "✅ You guessed that @5 is the Damsel."
    assert STATEMENTS[1] in [m.content for m in table.thread.history()]
    assert game.outcome is None
    ok(await table.seat(1).slash(table.thread, "ct nominate", player=table.seat(6)))
    vote = latest(table.thread, "🗳️ Day 2, nomination 1")
    for seat in (1, 4, 5, 7):
        ok(await table.seat(seat).click(vote, label="Yes"))
    ok(await table.storyteller.click(vote, label="Close the vote"))
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    assert game.outcome is not None and game.outcome.reason == "good"

    # The reveal: one consistent world, the swapped seats with the character each ended with.
    messages = table.public()
    end = next(i for i, m in enumerate(messages) if m.content.startswith("🏁"))
    reveal = next(m.content for m in messages if m.content.startswith("🔍"))
    assert "@6 Frank: Pukka (dead)" in reveal and "@2 Bob: Barber (dead)" in reveal
    assert "@3 Carol: Monk (dead)" in reveal
    assert re.search(r"@1 Alice: \w+, later the Baron \(alive\)", reveal), reveal
    alice = re.search(r"@1 Alice: (\w+),", reveal)
    assert alice is not None
    assert f"@7 Grace: Baron, later the {alice.group(1)} (alive)" in reveal
    assert "Night 2: @7 Grace became the " + alice.group(1) + " (a swap)." in reveal
    assert "Night 2: @1 Alice became the Baron (a swap)." in reveal
    record_post = next(m for m in messages if m.attachments)
    record = ClocktowerRecord.model_validate_json(await record_post.attachments[0].read())
    assert record.actions == await table.stored()
    assert "@6 submit wake pukka choose @1 & wake barber choose @7 @1" in record.actions

    # Secrecy: before the end no version of any public message names a character or repeats
    # a list, but for the lobby's script lines and the players' own public statements.
    lists = [
        line.strip()
        for action in record.actions
        if " submit " in action
        for line in action.split(" submit ", 1)[1].split(";")
    ]
    sheet = lobby_script_lines(MINI_UNCERTAINTY, 7)
    versions = table.public_versions()
    before_end = versions[: next(i for i, v in enumerate(versions) if v.startswith("🏁"))]
    assert len(before_end) > len(messages[:end])
    for version in before_end:
        if version in STATEMENTS:
            continue
        version = version.replace(sheet, "")
        assert not CHARACTER.search(version), version
        assert not SUBMISSION.search(version), version
        assert not any(line in version for line in lists), version
    for seat in range(1, 6):
        assert not any("Demon is" in m or "bluffs" in m.lower() for m in table.dms(seat))


async def test_the_menu_offers_the_same_kinds_and_setup_line_to_everyone(simcord_env):
    """Night 1's menu of script 2 offers its wakers, each kind that wakes tonight and the
    `setup damsel` line, identically to a good and an evil player."""
    table = await seat_table(simcord_env, 5)
    await open_lobby(table, players=5, script="mini_uncertainty")
    await join_all_and_start(table, seat_draws([4, 5], 5))
    offered = []
    for number in (1, 4):
        prompt = latest(table.seat(number).user.dm_channel, "🌙 Quantum Clocktower")
        (menu,) = [
            child
            for row in prompt.components
            for child in getattr(row, "children", [row])
            if getattr(child, "custom_id", "") == select_ids(prompt)[0]
        ]
        offered.append([(o.label, o.value) for o in menu.options])
    assert offered[0] == offered[1]
    assert ("wake demon (any Demon)", "demon") in offered[0]
    assert ("wake minion (any Minion)", "minion") in offered[0]
    assert ("setup damsel", "setup_damsel") in offered[0]


PLAIN = {
    6: ["setup demon @6 bluffs clockmaker empath drunk; wake demon choose @3"],
    7: ["setup demon @6; setup damsel; dont_wake"],
    **{seat: ["dont_wake"] for seat in range(1, 6)},
}
"""One Night 1 of script 2: a kind clause, a Damsel learned."""
OTHER = {
    6: [
        "setup demon @6 bluffs clockmaker empath drunk; wake pukka choose @1",
        "setup demon @6 bluffs clockmaker empath drunk; wake lleech choose @2",
    ],
    7: ["setup demon @6; setup damsel; dont_wake", "setup demon @6; setup damsel; dont_wake"],
    **{seat: ["dont_wake", "dont_wake"] for seat in range(1, 6)},
}
"""Another: a Lleech's host instead, every list sent twice."""


async def night_one(env, lists: dict[int, list[str]]) -> CtTable:  # type: ignore[no-untyped-def]
    table = await seat_table(env, 7)
    await open_lobby(table, players=7, script="mini_uncertainty")
    await join_all_and_start(table, seat_draws([6, 7], 7, {1: [1, 2, 3, 4, 5, 6, 7]}))
    for seat, texts in lists.items():
        for text in texts:
            ok(await send_list(table, seat, text))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    assert table.game.phase == "day"
    return table


async def test_two_different_script_2_nights_read_the_same_in_public(simcord_env, monkeypatch):
    """The public-transcript scan on script 2: different Demons, kind and character clauses
    and resubmissions leave identical public messages."""
    steady_clock(monkeypatch)
    from .test_secrecy import transcript

    plain = await night_one(simcord_env, PLAIN)
    other = await night_one(simcord_env, OTHER)
    assert plain.game.history != other.game.history
    assert transcript(plain) == transcript(other)
