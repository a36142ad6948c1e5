"""Where a resolution's heat map is drawn against the announcement's worker job: before it when
images are drawn in their own process (a job waiting there for the process would keep a worker
thread, or the one place of background work, from the jobs that need it), inside it when they
are drawn in the worker thread (one trip through the worker, not two)."""

from __future__ import annotations

import importlib
from typing import Any

from bot import drawing
from tests.cogs.harness import play_night, seat_table, start_game


async def _night_order(simcord_env: Any, monkeypatch: Any) -> list[str]:
    """Play a 5-player game's first night; what was drawn and rendered, in order (a drawing
    made while the announcement renders is marked ``in announcement``)."""
    table = await seat_table(simcord_env, 5)
    await start_game(table)
    order: list[str] = []
    rendering_now: list[bool] = []
    render = importlib.import_module("cogs.werewolf.render")
    announce = importlib.import_module("cogs.werewolf.announce")
    heatmap_png, rendered = render.heatmap_png, announce.rendered_announcement

    def draw_here(*args: Any, **kwargs: Any) -> bytes:
        order.append("heat map in announcement" if rendering_now else "heat map")
        return heatmap_png(*args, **kwargs)

    def rendering(*args: Any, **kwargs: Any) -> Any:
        rendering_now.append(True)
        try:
            order.append("announcement")
            return rendered(*args, **kwargs)
        finally:
            rendering_now.pop()

    monkeypatch.setattr(render, "heatmap_png", draw_here)
    monkeypatch.setattr(announce, "rendered_announcement", rendering)
    await play_night(table)
    return order


async def test_the_heat_map_is_drawn_before_the_announcements_job_in_the_process_mode(
    simcord_env, monkeypatch
):
    """Drawing in a process: the night's heat map drawn, then its announcement rendered."""
    drawn: list[str] = []

    async def draw(function: Any, /, *args: Any, **kwargs: Any) -> bytes:
        # The drawing process itself is bot.drawing's tests'; here only where it is asked.
        drawn.append(function.__name__)
        return bytes(function(*args, **kwargs))

    monkeypatch.setattr(drawing, "_where", "process")
    monkeypatch.setattr(drawing, "draw", draw)
    order = await _night_order(simcord_env, monkeypatch)
    assert order[:2] == ["heat map", "announcement"]
    assert drawn[:1] == ["draw_here"]


async def test_the_heat_map_is_drawn_in_the_announcements_job_in_the_thread_mode(
    simcord_env, monkeypatch
):
    """Drawing in the worker thread: the night's heat map drawn within its announcement's job."""
    assert drawing.where() == "thread"
    order = await _night_order(simcord_env, monkeypatch)
    assert order[:2] == ["announcement", "heat map in announcement"]
