"""The bot with DRAW_IN=process: its images drawn by a process of its own, started once the bot
is ready and stopped when it closes."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot import drawing
from bot.client import SuperpostBot
from tests.cogs.harness import make_bot

from .helpers import seat_cloud_table, start_cloud_game


@pytest.fixture
def simcord_bot(db_path: Path) -> Iterator[SuperpostBot]:
    yield make_bot(db_path, first_seed=0, draw_in="process")
    drawing.close()  # simcord does not close the bot
    drawing.use("thread")


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


async def test_the_board_is_drawn_by_the_drawing_process(simcord_env):
    """`/cloud board` answers with the image, drawn by the process the bot started."""
    table = await seat_cloud_table(simcord_env)
    await start_cloud_game(table, setup_mode="auto")
    pid = drawing.pid()
    assert pid is not None and pid != os.getpid() and _alive(pid)
    result = await table.players[0].slash(table.thread, "cloud board")
    response = result.followups[-1] if result.followups else result.response
    assert [a.filename for a in response.attachments] == ["board.png"]
    assert drawing.pid() == pid


async def test_the_drawing_process_starts_once_the_bot_is_ready(simcord_env):
    """The bot ready and no image drawn yet: its drawing process is there already."""
    await simcord_env.settle()
    pid = drawing.pid()
    assert pid is not None and pid != os.getpid() and _alive(pid)


async def test_the_drawing_process_ends_with_the_bot(simcord_env):
    """Closing the bot stops its drawing process."""
    await simcord_env.settle()
    pid = drawing.pid()
    assert pid is not None
    await simcord_env.bot.close()
    for _ in range(100):
        if not _alive(pid):
            break
        await asyncio.sleep(0.05)
    assert not _alive(pid) and drawing.pid() is None
