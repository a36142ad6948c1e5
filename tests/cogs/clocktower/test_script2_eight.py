"""Issue 26's end-to-end games of script 2 at eight players through the real cogs: a quantum
game with a kind clause, `setup damsel`, a claim, the Barber's swap joined to the Pukka's
kill, a Damsel guess and the end; an Atheist game that the storyteller rules with the
buttons and that ends on the storyteller's execution; the secrecy scan on both, and the
Atheist game answered and posted exactly like a quantum twin fed the same good players'
lists.

Eight players need their own reduced script: `mini_uncertainty` has no setup with three
bluffs there. ``EIGHT`` keeps the Pukka as the only Demon and adds two Townsfolk for the
bluffs: 112,320 initial worlds before the Demon's line, 2,880 once its bluffs force the Baron
(`mini_uncertainty` at seven has 24,480). The Poisoner stays so that a setup without the
Damsel exists: with the Baron alone every setup holds it, and a Minion's silence (V6) would
leave no world at all."""

from __future__ import annotations

import re
from typing import Any

import pytest

from cogs.clocktower.texts import lobby_script_lines
from engine.clocktower import FAMILY, ClocktowerRecord
from engine.clocktower.script import SCRIPTS, TROUBLE_BREWING, UNCERTAINTY_PRINCIPLE, _reduced

from .helpers import (
    SUBMISSION,
    CtTable,
    join_all_and_start,
    latest,
    ok,
    open_lobby,
    refused,
    seat_draws,
    seat_table,
    send_list,
    stall_command,
    steady_clock,
    text_of,
)
from .test_adjudicate import adjudicate, message
from .test_night_menu import pick
from .test_script2_game import menu_line, pukka_then_barber_swap
from .test_secrecy import transcript

EIGHT = _reduced(
    UNCERTAINTY_PRINCIPLE,
    (
        "clockmaker", "empath", "undertaker", "monk", "fool", "mayor", "atheist",
        "damsel", "drunk", "barber", "poisoner", "baron", "pukka",
    ),
    "eight_uncertainty",
    "Eight Uncertainty (test script)",
)  # fmt: skip
"""Script 2 cut to thirteen characters that eight players can play within seconds."""
BLUFFS = "atheist undertaker clockmaker"
"""The Demon's bluffs: the Empath, Monk, Fool and Mayor are left, too few without the
Baron, so three are in play with the Damsel, the Drunk (believing the fourth) and the Barber."""
CHARACTER = re.compile(
    r"\b(" + "|".join(c.replace("_", "[ _]") for c in EIGHT.characters) + r")\b", re.IGNORECASE
)
"""Any character of the script, as a word."""
STATEMENTS = (
    "📣 @3 Carol claims to be the Mayor.",
    "📣 @8 Heidi guesses that @5 Erin is the Damsel.",
)
"""Public posts that name a character because a player said it (D9, D10), not the game."""


@pytest.fixture(autouse=True)
def eight_script(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test script is known to the engine for this module's games only."""
    monkeypatch.setitem(SCRIPTS, EIGHT.id, EIGHT)


async def eight_table(env: Any, atheist: str) -> CtTable:
    """Eight players on ``EIGHT`` (not offered by the lobby: set on the open lobby), the draw
    ``atheist`` pinned, @7 and @8 rolled evil (phantom in an Atheist game), π the seat order."""
    # explicit worlds in the worker take seconds of wall time on the shared machine
    env.settle_timeout = 60.0
    table = await seat_table(env, 8)
    await open_lobby(table, players=8)
    table.session.row.options["script"] = EIGHT.id
    pis = {1: list(range(1, 9)), 2: list(range(1, 9))}
    draws = {**seat_draws([7, 8], 8, pis), "atheist": atheist}
    game = await join_all_and_start(table, draws)
    assert game.setup.script == EIGHT.id
    return table


def secret_free(table: CtTable, lists: list[str]) -> None:
    """Before the end no version of any public message names a character or repeats a
    list, but for the lobby's script lines (of the script it opened with, then of ``EIGHT``)
    and the players' own public statements."""
    sheets = [lobby_script_lines(script, 8) for script in (TROUBLE_BREWING, EIGHT)]
    versions = table.public_versions()
    before_end = versions[: next(i for i, v in enumerate(versions) if v.startswith("🏁"))]
    assert before_end
    for version in before_end:
        if version in STATEMENTS:
            continue
        for sheet in sheets:
            version = version.replace(sheet, "")
        assert not CHARACTER.search(version), version
        assert not SUBMISSION.search(version), version
        assert not any(line in version for line in lists), version


def submitted(actions: list[str]) -> list[str]:
    """Every line of every list in the record."""
    return [
        line.strip()
        for action in actions
        if " submit " in action
        for line in action.split(" submit ", 1)[1].split(";")
    ]


async def quantum_night_one(table: CtTable) -> None:
    """Night 1 of the quantum game: the Demon's kind clause from the menu, the Minion's
    `setup damsel` from the menu, the Empath's number, everyone else asleep."""
    grace = table.seat(7).user
    ok(await send_list(table, 7, f"setup demon @7 bluffs {BLUFFS}"))
    assert (await menu_line(table, 7, 1, "demon")).modal is None
    picker = latest(grace.dm_channel, "🌙 Night 1, **demon**")
    picker = await pick(table, 7, picker, 0, "2")
    shown = await grace.click(picker, label="Add it to my list…")
    assert "wake demon choose @3" in str(shown.modal)
    entries = f"setup demon @7 bluffs {BLUFFS}\nwake demon choose @3"
    ok(await grace.submit_modal(shown, {"ct-night-entries": entries}))
    shown = await menu_line(table, 8, 1, "setup_damsel")
    assert shown.modal is not None and "setup damsel" in str(shown.modal)
    entries = "setup demon @7\nsetup damsel\ndont_wake"
    ok(await table.seat(8).user.submit_modal(shown, {"ct-night-entries": entries}))


async def answer_reasks(table: CtTable) -> None:
    """Each player the resolution stops on answers with the first entry its re-ask offers
    (an Atheist game asks again in its shadow's words, as a quantum game would)."""
    while (res := table.game.resolution) is not None and res.waiting is not None:
        number = res.waiting + 1
        offered = re.findall(r"`(wake [^`]+)`", table.dms(number)[-1])
        ok(await send_list(table, number, offered[0] if offered else "dont_wake"))


GOOD_NIGHT_ONE = {4: "wake empath learn 0", **{seat: "dont_wake" for seat in (1, 2, 3, 5, 6)}}
"""The good players' Night 1 lists, the same in both games."""


async def test_eight_players_of_script_2_with_a_swap_a_pukka_kill_and_a_damsel_guess(simcord_env):
    """Evil @7 (the Demon) and @8; the game runs to the reveal with a kind clause, a Damsel
    learned, a claim, the Barber executed, the Pukka's kill with the Barber's swap, a Damsel
    guess and the Pukka executed, and nothing secret is public before the end."""
    table = await eight_table(simcord_env, "no")
    game = table.game
    await quantum_night_one(table)
    assert any("A Damsel is in play." in m for m in table.dms(8))
    for seat, entries in GOOD_NIGHT_ONE.items():
        ok(await send_list(table, seat, entries))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    assert game.phase == "day" and game.number == 1
    assert any("Night 1: you woke as the Demon, chose @3 Carol." in m for m in table.dms(7))
    assert any("Night 1: you woke as the Empath and learned 0." in m for m in table.dms(4))
    assert any("Your character token is the Baron." in m for m in table.dms(8))

    # Day 1: Carol claims the Mayor; Bob is executed.
    said = text_of(await table.seat(3).slash(table.thread, "ct claim", character="mayor"))
    assert said == "✅ You claimed to be the Mayor."
    ok(await table.seat(1).slash(table.thread, "ct nominate", player=table.seat(2)))
    vote = latest(table.thread, "🗳️ Day 1, nomination 1")
    for seat in (1, 3, 4, 5, 6):
        ok(await table.seat(seat).click(vote, label="Yes"))
    for seat in (2, 7, 8):
        ok(await table.seat(seat).click(vote, label="No"))
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    assert "📣 @2 Bob is executed." in [m.content for m in table.thread.history()]
    assert game.phase == "night" and game.number == 2

    # Night 2: the Pukka's choice and the Barber's swap joined to it with `&`.
    joined = await pukka_then_barber_swap(table, 7, target=1, swapped=8)
    ok(await send_list(table, 3, "wake monk choose @4"))
    ok(await send_list(table, 4, "wake empath learn 0; wake empath learn 1; wake empath learn 2"))
    for seat in (1, 5, 6, 8):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    night2 = (
        "Night 2: you woke as the Pukka, chose @1 Alice; you woke as the Barber, chose @8 Heidi"
        " and @1 Alice."
    )
    assert any(night2 in m for m in table.dms(7))
    public = [m.content for m in table.thread.history()]
    # Night 1's poisoned @3 dies to the Pukka; the executed Barber is dead for certain.
    assert "📣 @3 Carol is dead." in public and "📣 @2 Bob is dead." in public
    assert game.phase == "day" and game.number == 2
    assert any("You are now the Baron." in m for m in table.dms(1))
    assert any("A Damsel is in play." in m for m in table.dms(1))
    assert not any("You are now" in m for m in table.dms(8))

    # Day 2: Heidi, no Minion any more, guesses the Damsel (nothing happens); the Pukka is
    # executed and good wins.
    said = text_of(await table.seat(8).slash(table.thread, "ct damsel", player=table.seat(5)))
    assert said == "✅ You guessed that @5 is the Damsel."
    assert STATEMENTS[1] in [m.content for m in table.thread.history()]
    assert game.outcome is None
    ok(await table.seat(1).slash(table.thread, "ct nominate", player=table.seat(7)))
    vote = latest(table.thread, "🗳️ Day 2, nomination 1")
    for seat in (1, 4, 5, 8):
        ok(await table.seat(seat).click(vote, label="Yes"))
    ok(await table.storyteller.click(vote, label="Close the vote"))
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    assert game.outcome is not None and game.outcome.reason == "good"

    # The reveal: one world, the swapped seats with the character each ended with.
    messages = table.public()
    reveal = next(m.content for m in messages if m.content.startswith("🔍"))
    assert "@7 Grace: Pukka (dead)" in reveal and "@2 Bob: Barber (dead)" in reveal
    alice = re.search(r"@1 Alice: (\w+), later the Baron \(alive\)", reveal)
    assert alice is not None, reveal
    assert f"@8 Heidi: Baron, later the {alice.group(1)} (alive)" in reveal
    assert "Night 2: @1 Alice became the Baron (a swap)." in reveal
    record_post = next(m for m in messages if m.attachments)
    record = ClocktowerRecord.model_validate_json(await record_post.attachments[0].read())
    assert record.actions == await table.stored()
    assert f"@7 submit {joined}" in record.actions

    secret_free(table, submitted(record.actions))
    for seat in range(1, 7):
        assert not any("Demon is" in m or "bluffs" in m.lower() for m in table.dms(seat))


EMPATH_BOTH = "wake empath learn 2; wake empath learn 0"
"""Dave's Night 1 list in the Atheist game: two readings for the storyteller to choose."""


async def test_an_atheist_game_of_eight_answers_and_posts_like_its_quantum_twin(
    simcord_env, monkeypatch
):
    """Same seed and roll, one game Atheist and one quantum, the same good players' lists:
    every answer (text, ephemeral, deferred) and the public thread through Day 1's start are
    identical, even with the loop stalled past the acknowledgement budget while the second
    game is set up; a `setup demon` line is refused in the same words in both."""
    steady_clock(monkeypatch)
    atheist = await eight_table(simcord_env, "yes")
    stall_command(monkeypatch, 2)  # the quantum game's first join
    quantum = await eight_table(simcord_env, "no")
    assert atheist.game.adjudicated and not quantum.game.adjudicated
    a, q = [await send_list(table, 1, "setup demon @7") for table in (atheist, quantum)]
    refused(a, "evil")
    assert (text_of(a), a.ephemeral, a.deferred) == (text_of(q), q.ephemeral, q.deferred)
    await quantum_night_one(quantum)
    for seat, entries in {**GOOD_NIGHT_ONE, 4: EMPATH_BOTH}.items():
        a, q = [await send_list(table, seat, entries) for table in (atheist, quantum)]
        assert (text_of(a), a.ephemeral, a.deferred) == (text_of(q), q.ephemeral, q.deferred)
    for seat in (7, 8):
        ok(await send_list(atheist, seat, "dont_wake"))
    for table in (atheist, quantum):
        ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
        await answer_reasks(table)
        assert table.game.phase == "day" and table.game.number == 1
    assert transcript(atheist) == transcript(quantum)


async def test_an_atheist_game_of_eight_ruled_with_the_buttons(simcord_env):
    """The Atheist game: every player is told good, Grace's `setup demon` is refused; the
    storyteller approves the Empath's second entry and kills Carol with the buttons, then the
    town executes the storyteller and good wins; the record replays, and nothing secret is
    public before the end."""
    atheist = await eight_table(simcord_env, "yes")
    for seat in range(1, 9):
        assert any("You are good." in m for m in atheist.dms(seat))
    refused(await send_list(atheist, 7, f"setup demon @7 bluffs {BLUFFS}"), "evil")
    for seat, entries in {**GOOD_NIGHT_ONE, 4: EMPATH_BOTH, 7: "dont_wake", 8: "dont_wake"}.items():
        ok(await send_list(atheist, seat, entries))
    shown = await adjudicate(atheist, 4)
    assert shown.ephemeral and "Atheist game" in text_of(shown)
    assert "@4 Dave: 1. `wake empath learn 2` · 2. `wake empath learn 0`" in text_of(shown)
    said = ok(await atheist.storyteller.click(message(shown), label="Approve 2"))
    assert said.endswith("`st judge @4 2`.")
    ok(await atheist.storyteller.slash(atheist.thread, "ct-st resolve"))
    await answer_reasks(atheist)
    assert atheist.game.phase == "day" and atheist.game.number == 1
    assert any("Night 1: you woke as the Empath and learned 0." in m for m in atheist.dms(4))

    # Night 2 (after a quiet Day 1): the storyteller kills Carol; Day 2 the town executes the
    # storyteller, and good wins an Atheist game (D7).
    ok(await atheist.storyteller.slash(atheist.thread, "ct-st end_day"))
    for seat in range(1, 9):
        ok(await send_list(atheist, seat, "wake monk choose @4" if seat == 3 else "dont_wake"))
    ok(await atheist.storyteller.click(message(await adjudicate(atheist, 3)), label="@3 dies"))
    ok(await atheist.storyteller.slash(atheist.thread, "ct-st resolve"))
    await answer_reasks(atheist)
    assert "📣 @3 Carol is dead." in [m.content for m in atheist.thread.history()]
    ok(await atheist.seat(1).slash(atheist.thread, "ct nominate_storyteller"))
    vote = latest(atheist.thread, "🗳️ Day 2, nomination 1")
    for seat in (1, 2, 4, 5, 6):
        ok(await atheist.seat(seat).click(vote, label="Yes"))
    ok(await atheist.storyteller.click(vote, label="Close the vote"))
    # no player has read the word before the end (the storyteller's views are ephemeral)
    assert not any("atheist" in m.lower() for seat in range(1, 9) for m in atheist.dms(seat))
    ok(await atheist.storyteller.slash(atheist.thread, "ct-st end_day"))
    outcome = atheist.game.outcome
    assert outcome is not None and outcome.reason == "good"
    posts = [m.content for m in atheist.public()]
    assert any("Atheist game" in p and "no world to show" in p for p in posts)
    record = ClocktowerRecord.model_validate(atheist.game.record().model_dump())
    assert "st judge @4 2" in record.actions and "st dead @3" in record.actions
    assert FAMILY.replay(record).reports == atheist.game.reports
    secret_free(atheist, submitted(record.actions))
