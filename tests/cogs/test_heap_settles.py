"""Settling the heap between the outbox's rows keeps no game's state out of the collector's
reach for good."""

from __future__ import annotations

import collections
import gc

import pytest

from bot import heap
from tests.cogs.harness import play_to_the_end, seat_table, start_game

GAME_STATE = ("engine.", "cogs.", "bot.", "discord.ui.", "discord.components")
"""Where the types of a game's state come from: the engine, the families, the shell, views."""


@pytest.mark.simcord(settle_timeout=20)
async def test_settled_games_leave_no_state_behind(simcord_env):
    """Games settled after every outbox row leave none of their state frozen as garbage."""
    # Once unfrozen, the garbage hidden among the frozen objects is only what was in flight at
    # a settle (about 17 objects a settle here, most of them simcord's records of the loop's
    # callbacks), never a game's state.
    growth = heap.Growth(every=1)
    simcord_env.bot.outbox.growth = growth
    gc.collect()
    try:
        for _ in range(3):
            table = await seat_table(simcord_env, 6)
            await start_game(table)
            await play_to_the_end(table)
        gc.collect()  # what was never frozen is not counted
        gc.unfreeze()
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        kept = list(gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.unfreeze()
    kinds = collections.Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in kept)
    assert not [kind for kind in kinds if kind.startswith(GAME_STATE)], kinds
    assert len(kept) < 40 * growth.settles, (growth.settles, kinds)
