"""Images drawn in the drawing process (bot.drawing): the same bytes as in the thread, in another
process, and made even when that process dies."""

from __future__ import annotations

import asyncio
import importlib
import os
import random
import signal
import subprocess
import sys
import time
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot import drawing, worker
from cogs.cloud.language import board_words, card_words
from cogs.lab.words import board_words as lab_words
from cogs.werewolf.history_text import full_history
from engine.cloud import CloudGame
from engine.cloud.card_image import draw_cards, hand_picture
from engine.cloud.image import board_picture, draw_board
from engine.cloud.policy import random_action
from engine.lab import LabGame, LabSetup
from engine.lab import render as lab
from engine.lab.policy import play_random
from tests.cogs.werewolf.test_history_text import played
from tests.engine.clocktower.helpers import five_of_script2
from tests.engine.cloud.helpers import make_setup


@pytest.fixture(scope="module")
def in_process() -> Iterator[None]:
    """Drawing in the process for this module's tests (one process for all of them)."""
    drawing.use("process")
    try:
        yield
    finally:
        drawing.close()
        drawing.use("thread")


def _cloud() -> CloudGame:
    game = CloudGame(make_setup(3, 5, "auto"))
    rng = random.Random(5)
    for _ in range(150):
        if game.outcome is not None:
            break
        game.push(random_action(game, rng))
    return game


def _cloud_board() -> tuple[Callable[..., bytes], tuple[Any, ...]]:
    game = _cloud()
    return draw_board, (board_picture(game, board_words(game, "de")),)


def _cloud_hand() -> tuple[Callable[..., bytes], tuple[Any, ...]]:
    player = _cloud().players[1]
    hand = [player.cards[i] for i in player.hand]
    return draw_cards, (hand_picture(hand, card_words("fr")),)


def _lab_board() -> tuple[Callable[..., bytes], tuple[Any, ...]]:
    game = LabGame(LabSetup(players=[f"p{i}" for i in range(5)], seed=4))
    play_random(game, random.Random(4), 300)
    return lab.draw_board, (lab.board_picture(game, words=lab_words(game, "de")),)


def _cog(name: str) -> Any:
    """A cog's module as loaded now: a bot that unloaded its extensions (an earlier test's)
    imported them afresh, and a function of the old module no longer pickles."""
    return importlib.import_module(name)


def _werewolf_table() -> tuple[Callable[..., bytes], tuple[Any, ...]]:
    return _cog("cogs.werewolf.render").heatmap_png, (played().table(), "de")


def _werewolf_history() -> tuple[Callable[..., bytes], tuple[Any, ...]]:
    heatmap, game = _cog("cogs.werewolf.heatmap"), played()
    start, reports = full_history(game)
    return heatmap.draw, (heatmap.history(game, start, reports, "en"),)


def _grimoire() -> tuple[Callable[..., bytes], tuple[Any, ...]]:
    grimoire = _cog("cogs.clocktower.grimoire")
    _, picture = grimoire.solved(five_of_script2(), as_image=True)
    return grimoire.draw, (picture,)


KINDS = {
    "cloud board": _cloud_board,
    "cloud hand": _cloud_hand,
    "lab board": _lab_board,
    "werewolf table": _werewolf_table,
    "werewolf history": _werewolf_history,
    "clocktower grimoire": _grimoire,
}


async def _both(how: str, function: Callable[..., bytes], *args: Any) -> bytes:
    """Drawn as the cogs do on the loop (``draw``) or from a worker's job (``drawn``)."""
    if how == "draw":
        return await drawing.draw(function, *args)
    return drawing.drawn(function, *args)


@pytest.mark.parametrize("kind", KINDS)
async def test_an_image_drawn_in_the_process_is_the_threads(
    kind: str, in_process: None, caplog: pytest.LogCaptureFixture
) -> None:
    """Each kind of image: the drawing process makes the bytes the thread makes."""
    function, args = KINDS[kind]()
    here = function(*args)
    assert here.startswith(b"\x89PNG")
    assert await drawing.draw(function, *args) == here
    assert not caplog.records  # drawn by the process, not in the thread after a failure


def whose() -> bytes:
    """The process this runs in, as bytes (a drawing's signature)."""
    return str(os.getpid()).encode()


@pytest.mark.parametrize("how", ["draw", "drawn"])
async def test_a_drawing_runs_in_another_process(how: str, in_process: None) -> None:
    """The drawing runs in a process other than the bot's, the one :func:`drawing.pid` names."""
    pid = int(await _both(how, whose))
    assert pid != os.getpid() and pid == drawing.pid()


def dies_once(marker: str, bot: int) -> bytes:
    """Kill the process the first time (leaving ``marker``), then draw; never the bot's own
    process, ``bot``."""
    assert os.getpid() != bot, "drawn in the bot's process"
    if not os.path.exists(marker):
        Path(marker).touch()
        os._exit(1)
    return whose()


@pytest.mark.parametrize("how", ["draw", "drawn"])
async def test_a_killed_drawing_process_is_replaced_and_the_image_made(
    how: str, in_process: None, tmp_path: Path
) -> None:
    """A drawing whose process dies is drawn again by a new process."""
    before = int(await _both(how, whose))
    made = int(await _both(how, dies_once, str(tmp_path / "died"), os.getpid()))
    assert (tmp_path / "died").exists()
    assert made not in (before, os.getpid())


def dies_unless_in(pid: int) -> bytes:
    """Kill any process but ``pid``; in it, draw."""
    if os.getpid() != pid:
        os._exit(1)
    return whose()


@pytest.mark.parametrize("how", ["draw", "drawn"])
async def test_a_drawing_whose_processes_keep_dying_is_drawn_in_the_thread(
    how: str, in_process: None
) -> None:
    """A drawing that kills every new process too is drawn in the thread at last."""
    assert int(await _both(how, dies_unless_in, os.getpid())) == os.getpid()
    assert int(await _both(how, whose)) != os.getpid()


async def test_a_drawing_process_killed_between_images_is_replaced(in_process: None) -> None:
    """The drawing process killed from outside: the next image is made by a new one."""
    before = int(await drawing.draw(whose))
    assert before != os.getpid()
    os.kill(before, signal.SIGKILL)
    after = int(await drawing.draw(whose))
    assert after not in (before, os.getpid())


@pytest.mark.parametrize("how", ["draw", "drawn"])
async def test_a_picture_that_does_not_pickle_is_drawn_in_the_thread(
    how: str, in_process: None
) -> None:
    """A drawing whose function is no longer its module's (the module loaded afresh since, as an
    extension's reload does) does not pickle: drawn in the thread, not lost."""
    stale = types.FunctionType(whose.__code__, whose.__globals__, "whose")
    assert int(await _both(how, stale)) == os.getpid()


def slowly() -> bytes:
    """A drawing that takes a while."""
    time.sleep(0.5)
    return whose()


async def test_a_drawing_in_flight_counts_as_the_workers(in_process: None) -> None:
    """While the process draws, the worker is busy (the heap does not settle), and no longer
    once the image is taken."""
    job = asyncio.ensure_future(drawing.draw(slowly))
    await asyncio.sleep(0.1)
    assert worker.busy()
    await job
    assert not worker.busy()


ORPHAN = """
import sys, time
sys.path[:0] = {path!r}
from bot import drawing
if __name__ == "__main__":
    drawing.use("process")
    drawing.drawn(drawing._ready)  # started and ready
    print(drawing.pid(), flush=True)
    time.sleep(60)
"""


def test_the_drawing_process_ends_with_a_bot_process_that_died(tmp_path: Path) -> None:
    """A bot's process killed (no close): its drawing process ends too."""
    script = tmp_path / "bot.py"
    script.write_text(ORPHAN.format(path=sys.path))
    bot = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    assert bot.stdout is not None
    child = int(bot.stdout.readline())
    bot.kill()
    bot.wait()
    for _ in range(100):
        if not Path(f"/proc/{child}").exists():
            break
        time.sleep(0.05)
    assert not Path(f"/proc/{child}").exists()
