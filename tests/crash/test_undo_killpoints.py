"""Kill points around `/game undo`: a restart after the undo must not resolve the reopened day
again (the day keeps the majority it had, but nobody acted since)."""

from __future__ import annotations

import pytest

from bot.shell.store import GameStatus
from tests.crash.killpoints import SCENARIOS, Figures, Run, run_once


async def undo_step(run: Run) -> bool | None:
    """Night 0, Day 1 voted to its lynch, the storyteller's undo of that lynch, then the end."""
    if await run.lobby_step():
        return True
    row, game = await run.state()
    if row.status is GameStatus.OVER or game is None:
        return None
    undos = (await run.actions()).count("undo")
    phase = str(game.phase)
    if phase == "N0":
        return await run.night_step(game)
    if phase == "D1" and undos == 0:
        return await run.day_step(game)
    teller = run.storyteller
    if undos == 0:
        await run.act(lambda: teller.slash(run.town, "game undo"))
        return True
    await run.act(lambda: teller.slash(run.town, "game end"))
    return True


async def test_kill_points_after_an_undo_add_no_resolution(monkeypatch):
    """Killed anywhere from the undo to the end, the restarted bot resolves nothing again."""
    monkeypatch.setitem(SCENARIOS, "undo", undo_step)
    uncrashed = await run_once("undo", None)
    assert not uncrashed.stalled and uncrashed.lost_actions == 0
    # The undo's reply is the last interaction reply before /game end's: every point from the
    # one before it on lies between the undo and the end.
    replies = [i for i, label in enumerate(uncrashed.labels) if label == "before POST webhook"]
    if len(replies) < 2:
        pytest.skip("this seed ended the game before the undo")
    first, last = replies[-2] - 6, uncrashed.points - 10
    figures = Figures()
    for point in range(first, last, max((last - first) // 6, 1)):
        figures.add("undo", point, await run_once("undo", point), uncrashed)
    assert figures.crashed == figures.tried > 0
    assert (figures.lost, figures.duplicated, figures.stalled) == (0, 0, 0), figures.failures
