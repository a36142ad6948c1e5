"""A command that ends the turn is acknowledged before the board is drawn (issue 23's speed)."""

from __future__ import annotations

import sys
from typing import Any

from tests.cogs.harness import fire_slash

from .helpers import join_all_and_start, ok, open_lobby, seat_lab_table
from .test_actions import wormhole_board


async def test_the_last_see_is_acknowledged_before_the_board_is_drawn(simcord_env, monkeypatch):
    """Alice's last See ends turn 1: when the bot draws the board, Discord has its answer (a
    deferral) already; the confirmation follows."""
    table = await seat_lab_table(simcord_env, ("Alice", "Bob", "Carol"))
    alice = table.players[0]
    await open_lobby(table, cats=False)
    table.cog.rehearsal = (wormhole_board().text(1), {"seats": "0,1,2"})
    game = await join_all_and_start(table)
    ok(await alice.slash(table.thread, "lab see", direction="up"))
    ok(await alice.slash(table.thread, "lab done"))
    sent: dict[str, Any] = {}
    answered_when_drawn: list[bool] = []
    # The render module of the running bot's cog (an extension may be loaded afresh).
    package = type(simcord_env.bot.get_cog("LabCog")).__module__.rsplit(".", 1)[0]
    render = sys.modules[f"{package}.render"]
    real = render.draw_board

    def drawing(*args: Any, **kwargs: Any) -> bytes:
        answered_when_drawn.append(sent["see"].acknowledged)
        return real(*args, **kwargs)

    monkeypatch.setattr(render, "draw_board", drawing)
    sent["see"] = fire_slash(alice, table.thread, "lab see", direction="up")
    await simcord_env.settle()
    assert game.turn == 2 and answered_when_drawn == [True]
    ok(sent["see"])
