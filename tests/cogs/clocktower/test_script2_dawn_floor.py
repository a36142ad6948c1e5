"""A2's timing rule through the cogs: where the lobby said an Atheist game is possible, a
night's resolution and a day's end show nothing before the cog's floors, in an Atheist game
and in a quantum game alike, so that the shadows' dawn and dusk tell neither from the
other."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from .helpers import ok, refused, send_list
from .test_adjudicate import QUANTUM, atheist_table

FLOOR = 4.0
"""Far above what a five-player night of ``mini_atheist`` takes, so the test fails without
the floor however loaded the machine is (it only ever asserts a lower bound)."""


async def _resolve_seconds(table: Any) -> float:
    """Every seat sleeps through Night 1; wall seconds of the storyteller's resolve."""
    table.cog.dawn_floor = FLOOR
    for seat in range(1, 6):
        ok(await send_list(table, seat, "dont_wake"))
    loop = asyncio.get_running_loop()
    started = loop.time()
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    return loop.time() - started


@pytest.mark.parametrize("atheist", ["yes", "no"])
async def test_the_dawn_waits_for_the_floor_where_an_atheist_game_is_possible(simcord_env, atheist):
    """`mini_atheist`, drawn Atheist or not: the resolve (its dawn, or the quantum game's
    re-ask of the silent evil team) answers after the floor at least."""
    table = await atheist_table(simcord_env, atheist)
    assert table.game.adjudicated is (atheist == "yes")
    assert await _resolve_seconds(table) >= FLOOR


@pytest.mark.parametrize("atheist", ["yes", "no"])
async def test_the_day_s_end_waits_for_the_floor_where_an_atheist_game_is_possible(
    simcord_env, atheist
):
    """`mini_atheist`, drawn Atheist or not: the storyteller's end_day waits for the floor."""
    table = await atheist_table(simcord_env, atheist)
    for seat in range(1, 6):
        text = QUANTUM.get(seat, "dont_wake") if atheist == "no" else "dont_wake"
        ok(await send_list(table, seat, text))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    assert table.game.phase == "day"
    table.cog.dusk_floor = FLOOR
    loop = asyncio.get_running_loop()
    started = loop.time()
    ok(await table.storyteller.slash(table.thread, "ct-st end_day"))
    assert loop.time() - started >= FLOOR
    assert table.game.phase == "night" and table.game.number == 2


async def _reasked(table: Any, atheist: str) -> int:
    """Night 1 resolving with one player asked again (1-based): in the quantum game the
    silent evil team's first, in the Atheist game @2, whom the storyteller rules asked
    again (the shadows' verdicts ask no one here)."""
    for seat in range(1, 6):
        ok(await send_list(table, seat, "dont_wake"))
    if atheist == "yes":
        shown = await table.storyteller.slash(
            table.thread, "ct-st adjudicate", player=table.seat(2)
        )
        view = shown.followups[-1] if shown.followups else shown.response.message
        ok(await table.storyteller.click(view, label="Reject: ask again"))
    ok(await table.storyteller.slash(table.thread, "ct-st resolve"))
    resolution = table.game.resolution
    assert resolution is not None and resolution.waiting is not None
    return int(resolution.waiting) + 1


@pytest.mark.parametrize("atheist", ["yes", "no"])
async def test_a_re_ask_s_answer_waits_for_the_floor_where_an_atheist_game_is_possible(
    simcord_env, atheist
):
    """`mini_atheist`, drawn Atheist or not: the list answering a re-ask (the walk resumes)
    is answered after the dawn's floor at least."""
    table = await atheist_table(simcord_env, atheist)
    seat = await _reasked(table, atheist)
    table.cog.dawn_floor = FLOOR
    loop = asyncio.get_running_loop()
    started = loop.time()
    answer = QUANTUM.get(seat, "dont_wake") if atheist == "no" else "dont_wake"
    ok(await send_list(table, seat, answer))
    assert loop.time() - started >= FLOOR


async def test_a_refused_re_ask_s_answer_waits_for_the_floor(simcord_env):
    """An Atheist game refuses a re-ask's answer by the plain reasons alone (no shadow is
    open), at once without the floor: the refusal too comes after the dawn's floor."""
    table = await atheist_table(simcord_env, "yes")
    seat = await _reasked(table, "yes")
    table.cog.dawn_floor = FLOOR
    loop = asyncio.get_running_loop()
    started = loop.time()
    refused(await send_list(table, seat, "wake poisoner choose @1"), "must be possible now")
    assert loop.time() - started >= FLOOR
