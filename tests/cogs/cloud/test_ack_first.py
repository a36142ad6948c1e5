"""End turn is acknowledged before the board is drawn (issue 23's speed)."""

from __future__ import annotations

import sys
from typing import Any

from tests.cogs.harness import fire_slash

from .helpers import ok, place_avatars, seat_cloud_table, start_cloud_game


def _answered_when_drawn(
    simcord_env: Any, monkeypatch: Any, sent: dict[str, Any], key: str
) -> list[bool]:
    """Whether ``sent[key]`` was acknowledged, noted each time the bot draws the board."""
    answered: list[bool] = []
    # The render module of the running bot's cog (an extension may be loaded afresh).
    package = type(simcord_env.bot.get_cog("CloudCog")).__module__.rsplit(".", 1)[0]
    render = sys.modules[f"{package}.render"]
    real = render.draw_board

    def drawing(*args: Any, **kwargs: Any) -> bytes:
        answered.append(sent[key].acknowledged)
        return real(*args, **kwargs)

    monkeypatch.setattr(render, "draw_board", drawing)
    return answered


async def test_end_turn_is_acknowledged_before_the_board_is_drawn(simcord_env, monkeypatch):
    """When the bot draws the board after turn 1, Discord has End turn's answer (a deferral)
    already; the confirmation follows."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="auto")
    await place_avatars(table)
    active = table.players[game.active or 0]
    ok(await active.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    sent: dict[str, Any] = {}
    answered_when_drawn = _answered_when_drawn(simcord_env, monkeypatch, sent, "end")
    sent["end"] = fire_slash(active, table.thread, "cloud end")
    await simcord_env.settle()
    assert game.turn == 2 and answered_when_drawn == [True]
    ok(sent["end"])


async def test_a_setup_tile_is_acknowledged_before_the_board_is_drawn(simcord_env, monkeypatch):
    """With the players placing the setup's tiles, when the bot draws the board after a tile,
    Discord has the tile's answer (a deferral) already; the confirmation follows."""
    table = await seat_cloud_table(simcord_env)
    game = await start_cloud_game(table, setup_mode="players")
    placer = game.setup_placer()
    assert placer is not None
    first = table.players[placer]
    ok(await first.slash(table.thread, "cloud tile", at=str(game.tile_spaces()[0])))
    placer = game.setup_placer()
    assert placer is not None
    sent: dict[str, Any] = {}
    answered_when_drawn = _answered_when_drawn(simcord_env, monkeypatch, sent, "tile")
    at = str(game.tile_spaces()[0])
    sent["tile"] = fire_slash(table.players[placer], table.thread, "cloud tile", at=at)
    await simcord_env.settle()
    assert len(game.board) == 2 and answered_when_drawn == [True]
    ok(sent["tile"])
