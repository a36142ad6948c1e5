"""A2's timing rule through the cogs: where the lobby said an Atheist game is possible, a
night's resolution and a day's end show nothing before the cog's floors, in an Atheist game
and in a quantum game alike, so that the shadows' dawn and dusk tell neither from the
other."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from .helpers import ok, send_list
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
