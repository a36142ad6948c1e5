"""An Atheist game through the real cogs (addendum §10): the storyteller's view and ruling
buttons, and the secrecy of the whole thing against a quantum game's transcript."""

from __future__ import annotations

import asyncio
import copy
import threading
import time
from typing import Any

from cogs.clocktower.adjudication_text import adjudication_text
from engine.clocktower import FAMILY, ClocktowerRecord, phantom
from engine.clocktower.adjudication import Adjudication
from engine.clocktower.script import MINI_ATHEIST
from tests.cogs.family_helpers import restart
from tests.cogs.harness import fire_slash

from .helpers import (
    CtTable,
    join_all_and_start,
    ok,
    open_lobby,
    refused,
    seat_draws,
    seat_table,
    send_list,
    steady_clock,
    text_of,
)
from .test_secrecy import transcript


async def atheist_table(env: Any, atheist: str) -> CtTable:
    """Five players on ``mini_atheist`` (a test script; the lobby offers script 1 only), the
    draw ``atheist`` pinned, evil (phantom, in an Atheist game) @4 and @5."""
    # the shadows resolve their nights over explicit worlds (about a CPU second a night at
    # five players, seconds of wall time on the shared machine): in the worker, past the
    # harness's default 5 s to settle
    env.settle_timeout = 60.0
    table = await seat_table(env, 5)
    await open_lobby(table, players=5)
    table.session.row.options["script"] = MINI_ATHEIST.id
    await join_all_and_start(table, {**seat_draws([4, 5], 5), "atheist": atheist})
    return table


def message(result: Any) -> Any:
    """The message an interaction answered with (its last follow-up when deferred)."""
    return result.followups[-1] if result.followups else result.response.message


async def adjudicate(table: CtTable, player: int | None = None) -> Any:
    """`/ct-st adjudicate` by the storyteller (on one player's list, when given)."""
    options = {} if player is None else {"player": table.seat(player)}
    return await table.storyteller.slash(table.thread, "ct-st adjudicate", **options)


async def test_the_storyteller_rules_an_atheist_game_with_buttons(simcord_env):
    """The view says "Atheist game" with each list and the shadow's verdict; Approve, dies and
    End: evil wins record rulings (the storyteller's alone), which the night, the
    thread and the replayed record follow."""
    table = await atheist_table(simcord_env, "yes")
    assert table.game.adjudicated
    for seat in range(1, 6):
        assert any("You are good." in m for m in table.dms(seat))
    ok(await send_list(table, 2, "wake empath learn 0; wake empath learn 2"))
    for seat in (1, 3, 4, 5):
        ok(await send_list(table, seat, "dont_wake"))

    shown = await adjudicate(table, 2)
    said = text_of(shown)
    assert shown.ephemeral and "Atheist game" in said
    assert "@2 Bob: 1. `wake empath learn 0` · 2. `wake empath learn 2`" in said
    assert "shadow: entry 1" in said
    view = message(shown)
    explain = {"player": table.seat(2), "character": "empath"}
    refused(await table.storyteller.slash(table.thread, "ct-st explain", **explain), "no worlds")
    # Alice holds the storyteller's role but not this game: neither the view nor its buttons
    refused(await table.seat(1).slash(table.thread, "ct-st adjudicate"), "only the storyteller")
    assert ok(await table.storyteller.click(view, label="Approve 2")).endswith("`st judge @2 2`.")
    ok(await table.storyteller.click(message(await adjudicate(table, 3)), label="@3 dies"))
    assert "st judge @2 2" in await table.stored()

    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    assert any("Night 1: you woke as the Empath and learned 2." in m for m in table.dms(2))
    assert any("@3" in m.content and "dead" in m.content for m in table.thread.history())

    day = message(await adjudicate(table))
    refused(await table.storyteller.click(view, label="Approve 1"), "another night or day")
    ok(await table.storyteller.click(day, label="End: evil wins"))
    posts = [m.content for m in table.thread.history()]
    assert any("Atheist game" in p and "no world to show" in p for p in posts)
    assert any("nobody (the good team loses)" in p for p in posts)
    record = ClocktowerRecord.model_validate(table.game.record().model_dump())
    assert FAMILY.replay(record).reports == table.game.reports


async def test_adjudicate_is_for_atheist_games_only(simcord_env):
    """In a quantum game the storyteller is told the rules decide."""
    table = await atheist_table(simcord_env, "no")
    refused(await adjudicate(table), "not an Atheist game")


QUANTUM = {
    4: "setup demon @4; wake lleech choose @1",
    5: "setup demon @4; wake poisoner choose @2",
}


async def test_an_atheist_game_reads_like_a_quantum_game_in_public(simcord_env, monkeypatch):
    """Same public inputs, one game Atheist and one quantum: identical replies to the same
    lists (at once, no storyteller in between) and identical public messages through a
    night, the end of a day and the next dusk."""
    steady_clock(monkeypatch)
    atheist = await atheist_table(simcord_env, "yes")
    quantum = await atheist_table(simcord_env, "no")
    probes = ("wake poisoner choose @2", "wake empath learn 2")
    for probe in probes:
        assert text_of(await send_list(atheist, 1, probe)) == text_of(
            await send_list(quantum, 1, probe)
        )
    for seat in range(1, 6):
        ok(await send_list(atheist, seat, "dont_wake"))
        ok(await send_list(quantum, seat, QUANTUM.get(seat, "dont_wake")))
    for table in (atheist, quantum):
        ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
        ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
        assert table.game.phase == "night" and table.game.number == 2
    assert transcript(atheist) == transcript(quantum)


async def test_rulings_survive_a_restart(simcord_env, db_path):
    """A ruling is stored with the game: after a restart the replayed game holds it, and the
    night resolves by it."""
    table = await atheist_table(simcord_env, "yes")
    ok(await send_list(table, 2, "wake empath learn 0; wake empath learn 2"))
    for seat in (1, 3, 4, 5):
        ok(await send_list(table, seat, "dont_wake"))
    view = message(await adjudicate(table, 2))
    ok(await table.storyteller.click(view, label="Approve 2"))
    await restart(simcord_env, db_path)
    table.started = None  # the restarted bot's game, replayed from the database
    assert table.game.adjudication is not None
    assert table.game.adjudication.rulings[1].text == "st judge @2 2"
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    assert any("Night 1: you woke as the Empath and learned 2." in m for m in table.dms(2))


async def test_a_judgement_of_an_old_list_is_refused_in_words(simcord_env):
    """Approve 2 pressed after the player sent a one-entry list: refused, saying why, and
    nothing is stored."""
    table = await atheist_table(simcord_env, "yes")
    ok(await send_list(table, 2, "wake empath learn 0; wake empath learn 2"))
    view = message(await adjudicate(table, 2))
    ok(await send_list(table, 2, "dont_wake"))
    refused(await table.storyteller.click(view, label="Approve 2"), "has 1 entries now")
    assert not any(line.startswith("st ") for line in await table.stored())


async def _percent_table(env: Any, percent: int) -> CtTable:
    """Five players on ``mini_atheist`` whose lobby holds ``atheist_percent`` (the option
    `/ct new` stores; the lobby offers no script with the Atheist that plays today), the
    draw ``atheist`` left to chance."""
    env.settle_timeout = 60.0
    table = await seat_table(env, 5)
    await open_lobby(table, players=5)
    table.session.row.options["script"] = MINI_ATHEIST.id
    table.session.row.options["atheist_percent"] = percent
    await join_all_and_start(table, seat_draws([4, 5], 5))
    return table


async def test_atheist_percent_100_makes_the_started_game_an_atheist_game(simcord_env):
    """S7: the lobby's 100 % reaches the game at Start: the draw is yes and the record's
    header holds the percentage."""
    table = await _percent_table(simcord_env, 100)
    assert table.game.adjudicated
    assert table.game.record().setup.adjudicated_percent == 100


async def test_atheist_percent_0_makes_the_started_game_a_quantum_game(simcord_env):
    """S7: at 0 % the started game is never an Atheist game."""
    table = await _percent_table(simcord_env, 0)
    assert not table.game.adjudicated
    assert table.game.record().setup.adjudicated_percent == 0


def _answered(result: Any) -> bool:
    """Whether an interaction fired without waiting has its answer (a deferred one's
    follow-up)."""
    return bool(result.followups) or (result.acknowledged and not result.deferred)


async def test_a_list_is_answered_while_the_phantom_lists_are_drawn(simcord_env, monkeypatch):
    """A2 timing: the phantom lists are drawn off the game's lock, so a player's list sent
    while a draw is under way is answered before the draw ends."""
    table = await atheist_table(simcord_env, "yes")
    adjudication = table.game.adjudication
    assert adjudication is not None
    for seat in range(1, 6):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    entered, release = threading.Event(), threading.Event()
    prepare = phantom.prepare

    def held(*args: Any, **kwargs: Any) -> int:
        entered.set()
        release.wait(60)  # the draw lasts until the test lets it end
        return prepare(*args, **kwargs)

    monkeypatch.setattr(phantom, "prepare", held)
    try:
        fire_slash(table.storyteller, table.thread, "ct-st end_day")
        assert await asyncio.to_thread(entered.wait, 60)
        user = table.seat(1).user
        result = fire_slash(user, user.dm_channel, "ct night", entries="dont_wake")
        for _ in range(150):  # up to 15 s: a list behind the draw would wait 60
            if _answered(result):
                break
            await asyncio.to_thread(time.sleep, 0.1)
        assert _answered(result)
        assert adjudication.unprepared()
    finally:
        release.set()
    await simcord_env.settle()
    ok(result)
    assert adjudication.unprepared() == 0


async def test_the_bot_draws_the_phantom_lists_between_messages(simcord_env):
    """A2 timing: after the start and each list, the bot draws the shadows' phantom evil
    lists in a worker, so none is left for the resolution to draw."""
    table = await atheist_table(simcord_env, "yes")
    adjudication = table.game.adjudication
    assert adjudication is not None
    ok(await send_list(table, 1, "dont_wake"))
    await simcord_env.settle()
    assert adjudication.unprepared() == 0
    for seat in range(2, 6):
        ok(await send_list(table, seat, "dont_wake"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    for shadow in adjudication.shadows:
        actions = [type(a).__name__ for a in shadow._actions]
        assert actions[actions.index("Resolve") :] == ["Resolve"]


async def test_the_bot_plays_a_queued_list_between_messages(simcord_env):
    """A2 timing: a list queued for the shadow not judging its sender (its push checks
    nothing there) is played in that shadow in the background, phantom lists drawn or not."""
    table = await atheist_table(simcord_env, "yes")
    adjudication = table.game.adjudication
    assert adjudication is not None
    await simcord_env.settle()
    assert adjudication.unprepared() == 0
    seat = next(s for s in range(5) if not any(s in evil for evil in adjudication.phantoms))
    ok(await send_list(table, seat + 1, "dont_wake"))
    await simcord_env.settle()
    assert adjudication.queued() == 0


def _hold_preview(monkeypatch: Any) -> tuple[threading.Event, threading.Event]:
    """Make every Atheist preview wait for the returned ``release`` (``entered`` once one
    began): a grimoire being worked out, for as long as the test wants."""
    entered, release = threading.Event(), threading.Event()
    preview = Adjudication.preview

    def held(self: Adjudication) -> Any:
        entered.set()
        release.wait(60)  # the preview lasts until the test lets it end
        return preview(self)

    monkeypatch.setattr(Adjudication, "preview", held)
    return entered, release


async def _answered_soon(result: Any) -> bool:
    """Whether an interaction fired without waiting is answered within 15 s (a list held
    behind a blocked preview would wait 60)."""
    for _ in range(150):
        if _answered(result):
            return True
        await asyncio.to_thread(time.sleep, 0.1)
    return False


async def test_a_list_is_answered_while_the_open_grimoire_is_worked_out(simcord_env, monkeypatch):
    """A2 timing: an Atheist game's open grimoire is previewed on a copy off the game's lock,
    so a player's list sent meanwhile is answered before the preview ends."""
    table = await atheist_table(simcord_env, "yes")
    ok(await send_list(table, 2, "wake empath learn 0; wake empath learn 2"))
    await simcord_env.settle()
    entered, release = _hold_preview(monkeypatch)
    try:
        shown = fire_slash(table.storyteller, table.thread, "ct-st grimoire")
        assert await asyncio.to_thread(entered.wait, 60)
        user = table.seat(1).user
        result = fire_slash(user, user.dm_channel, "ct night", entries="dont_wake")
        assert await _answered_soon(result)
        assert not _answered(shown)
    finally:
        release.set()
    await simcord_env.settle()
    ok(result)


async def test_the_open_grimoire_shows_the_lists_as_they_were_when_asked(simcord_env, monkeypatch):
    """The grimoire worked out off the lock is the preview of the game as it was asked: a
    list changed while the preview runs is not in it."""
    table = await atheist_table(simcord_env, "yes")
    ok(await send_list(table, 2, "wake empath learn 0; wake empath learn 2"))
    await simcord_env.settle()
    expected = adjudication_text(copy.deepcopy(table.game))
    assert "@2 Bob: 1. `wake empath learn 0` · 2. `wake empath learn 2`" in expected
    entered, release = _hold_preview(monkeypatch)
    try:
        shown = fire_slash(table.storyteller, table.thread, "ct-st grimoire")
        assert await asyncio.to_thread(entered.wait, 60)
        user = table.seat(2).user
        changed = fire_slash(user, user.dm_channel, "ct night", entries="dont_wake")
        assert await _answered_soon(changed)
    finally:
        release.set()
    await simcord_env.settle()
    ok(changed)
    assert f"```\n{expected}\n```" in text_of(shown)
    assert "1. `dont_wake`" in adjudication_text(copy.deepcopy(table.game))
