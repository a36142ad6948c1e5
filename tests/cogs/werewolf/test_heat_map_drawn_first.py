"""A resolution's heat map is drawn before the announcement's worker job, not in it: a job
waiting there for the drawing process would keep a worker thread (or the one place of
background work) from the jobs that need it."""

from __future__ import annotations

import importlib
from typing import Any

from tests.cogs.harness import play_night, seat_table, start_game


async def test_the_heat_map_is_drawn_before_the_announcements_job(simcord_env, monkeypatch):
    """The night's resolution: its heat map drawn, then its announcement rendered."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    order: list[str] = []
    render = importlib.import_module("cogs.werewolf.render")
    announce = importlib.import_module("cogs.werewolf.announce")
    heatmap_png, rendered = render.heatmap_png, announce.rendered_announcement

    def drawing(*args: Any, **kwargs: Any) -> bytes:
        order.append("heat map")
        return heatmap_png(*args, **kwargs)

    def rendering(*args: Any, **kwargs: Any) -> Any:
        order.append("announcement")
        return rendered(*args, **kwargs)

    monkeypatch.setattr(render, "heatmap_png", drawing)
    monkeypatch.setattr(announce, "rendered_announcement", rendering)
    await play_night(table)
    assert order[:2] == ["heat map", "announcement"]
